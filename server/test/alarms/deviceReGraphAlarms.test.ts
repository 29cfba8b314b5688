import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from './alarmFixture';

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const GET = `query($d: Int!, $t: String!) { deviceReGraph(deviceID: $d, tag: $t) {
  alarms { criticalHigh rules { name sent } actions { action user { id } } canEdit }
  calibrations { time tankHeight kFactor } } }`;

describe('deviceReGraph alarms and calibrations (GET_TAG)', () => {
  it('carries the tag alarms and its calibrations newest first; another company does not find the device', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Graph Tank' });
    await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
    await w.addTag(d.id, 'sonr', { critical_high: 50 });
    await w.addRule(d.id, 'sonr', 1, 40, 'Almost full');
    await w.addAction(d.id, 'sonr', { userId: w.users.full.id }, 'email', 900);
    await w.db
      .insertInto('calibrations')
      .values([
        { device_id: d.id, tag: 'sonr', time: 100, tank_height: 60 },
        { device_id: d.id, tag: 'sonr', time: 200, tank_height: 72 },
      ])
      .execute();
    const r = await w.t.gql(GET, { d: d.id, t: 'sonr' }, await w.t.authHeaders(w.users.limited.id));
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      deviceReGraph: {
        alarms: {
          criticalHigh: 50,
          rules: [{ name: 'Almost full', sent: 0 }],
          actions: [{ action: 'email', user: { id: w.users.full.id } }],
          canEdit: false,
        },
        calibrations: [
          { time: 200, tankHeight: 72, kFactor: 1 },
          { time: 100, tankHeight: 60, kFactor: 1 },
        ],
      },
    });
    const other = await w.t.gql(GET, { d: d.id, t: 'sonr' }, await w.t.authHeaders(w.users.bManager.id));
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
