import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementRecorder } from '../helpers/statementCounter';
import type { GqlResult } from '../helpers/testApp';
import { deviceWorld, type DeviceWorld } from './deviceWorld';
import { GET_DEVICE_RE } from '../../../web/src/features/device/graphql/deviceRe';

/**
 * What the device page costs the database: its document asks for the device twice (deviceRe, deviceGps), and for
 * six small collections (events, settings, lifecycle log and comments, groups, the viewer's grants).
 */
let w: DeviceWorld;
let rec: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  w = await deviceWorld();
  rec = statementRecorder(w.t.database.pool);
});
afterAll(() => w.close());

const PAGE = `query($id: Int!) {
  deviceRe(id: $id) { id name latitude tags { tag } }
  deviceGps(id: $id) { latitude longitude }
}`;
const readsDevice = (sql: string) => /^select \* from "devices"/.test(sql);

describe('the device page', () => {
  it('reads its device row once for deviceRe and deviceGps together', async () => {
    const d = await w.fresh({ name: 'Well 9', latitude: 31.5, longitude: -102.25 });
    let answer: Awaited<ReturnType<DeviceWorld['as']>> | undefined;
    const texts = await rec.during(async () => {
      answer = await w.as('limited', PAGE, { id: d.id });
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data).toMatchObject({ deviceRe: { id: d.id, name: 'Well 9', latitude: 31.5 }, deviceGps: { latitude: 31.5 } });
    expect(texts.filter(readsDevice)).toHaveLength(1);
  });

  it('answers null for both to a user outside its groups, still in one read', async () => {
    const texts = await rec.during(async () => {
      const r = await w.as('limited', PAGE, { id: w.bDevice.id });
      expect(r.data).toEqual({ deviceRe: null, deviceGps: null });
    });
    expect(texts.filter(readsDevice)).toHaveLength(1);
  });
});

describe('the device page document', () => {
  it('reads its six collections in one statement, each as the page shows it, times in whole epoch seconds', async () => {
    const d = await w.fresh({ name: 'Well 10' });
    await w.db.insertInto('tags').values({ device_id: d.id, tag: 'lvl', value: 4.5 }).execute();
    const at = (iso: string) => new Date(iso);
    await w.db
      .insertInto('events')
      .values([
        { device_id: d.id, time: at('2026-03-01T10:00:00.123456Z'), flag: 2 },
        { device_id: d.id, time: at('2026-03-02T10:00:00Z'), flag: 9 },
        { device_id: d.id, time: at('2026-03-03T10:00:00.5Z'), flag: 1 },
      ])
      .execute();
    await w.db
      .insertInto('device_settings')
      .values([
        {
          device_id: d.id,
          key: 'interval_reading',
          desired_value: '600',
          desired_time: at('2026-03-04T00:00:00.250Z'),
          reported_value: null,
        },
        { device_id: d.id, key: 'alarm_x', desired_value: '1' },
      ])
      .execute();
    await w.db
      .insertInto('device_status_log')
      .values({ device_id: d.id, status: 11, time: at('2026-02-01T00:00:00Z') })
      .execute();
    await w.db
      .insertInto('log_comments')
      .values({ device_id: d.id, comment: 'Set on a pad', time: at('2026-02-02T00:00:00.999Z') })
      .execute();
    await w.db.insertInto('user_device_grants').values({ user_id: w.users.full.id, device_id: d.id, grant_name: 'message_log' }).execute();
    const other = await w.fresh();
    await w.db
      .insertInto('user_device_grants')
      .values({ user_id: w.users.full.id, device_id: other.id, grant_name: 'clear_fota' })
      .execute();

    const headers = await w.t.authHeaders(w.users.full.id);
    let answer: GqlResult<{ deviceRe: unknown }> | undefined;
    const texts = await rec.during(async () => {
      answer = await w.t.gql<{ deviceRe: unknown }>(String(GET_DEVICE_RE), { id: d.id }, headers);
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data?.deviceRe).toMatchObject({
      // flag 9 is for super users only; newest first
      events: [
        { time: Math.floor(Date.parse('2026-03-03T10:00:00.5Z') / 1000), flag: 1 },
        { time: Math.floor(Date.parse('2026-03-01T10:00:00.123Z') / 1000), flag: 2 },
      ],
      // alarm keys are for super users only
      settings: [
        {
          key: 'interval_reading',
          desiredValue: '600',
          reportedValue: null,
          desiredTime: Math.floor(Date.parse('2026-03-04T00:00:00.250Z') / 1000),
          reportedTime: null,
        },
      ],
      log: [{ time: Math.floor(Date.parse('2026-02-01T00:00:00Z') / 1000), status: 11 }],
      logComments: [{ time: Math.floor(Date.parse('2026-02-02T00:00:00.999Z') / 1000), comment: 'Set on a pad' }],
      groups: [{ name: 'Field' }],
      // the grant on another device does not count here
      viewerAbilities: { messageLog: true, clearFota: false, control2: false },
    });
    // the session, the device (deviceRe and deviceGps share it), its company, tags, calibrations, rules, and the six
    // collections together (not what runs beside it: the outbox's polls, the user's activity, recorded once a minute)
    const pages = texts.filter((t) => !/notification_outbox|user_activity|latest_activity|"c"\."time_zone"/.test(t));
    expect(pages).toHaveLength(7);
  });
});
