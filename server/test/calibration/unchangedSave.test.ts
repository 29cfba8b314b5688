import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from '../alarms/alarmFixture';

/** A calibration save that changes nothing writes nothing, and a save that does not choose the fluid keeps the tank name. */
let w: AlarmWorld;
let id: number;
beforeAll(async () => {
  w = await alarmWorld();
  const d = await createDevice(w.db, w.companies.A.id, { name: 'Big Tank' });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  await w.addTag(d.id, 'spsr');
  id = d.id;
  await w.db
    .insertInto('calibrations')
    .values({ device_id: id, tag: 'spsr', time: 1000, fluid: 'oil', api: 38, tank_name: 'Big Tank 1', tank_height: 240, user_id: null })
    .execute();
});
afterAll(() => w.close());

const UPDATE = `mutation($d: Int!, $fluid: String, $api: Float, $tankName: String, $tankHeight: Float) {
  updateCalibration(deviceID: $d, tag: "spsr", fluid: $fluid, api: $api, tankName: $tankName, tankHeight: $tankHeight) {
    success calibration { time tankName } } }`;
const rows = () =>
  w.db.selectFrom('calibrations').select(['time', 'tank_name', 'api']).where('device_id', '=', id).orderBy('time').execute();
const save = async (vars: Record<string, unknown>) =>
  w.t.gql<{ updateCalibration: { success: boolean; calibration: { time: number; tankName: string | null } } }>(
    UPDATE,
    { d: id, ...vars },
    await w.t.authHeaders(w.users.manager.id),
  );

describe('updateCalibration with nothing changed', () => {
  it('answers the newest calibration and writes no row and no audit row', async () => {
    const r = await save({ fluid: 'oil', api: 38, tankName: 'Big Tank 1', tankHeight: 240 });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateCalibration.calibration).toEqual({ time: 1000, tankName: 'Big Tank 1' });
    expect(await rows()).toEqual([{ time: 1000, tank_name: 'Big Tank 1', api: 38 }]);
    const audits = await w.db.selectFrom('audit_log').select('action').where('action', '=', 'calibration.update').execute();
    expect(audits).toEqual([]);
  });

  it('a save that does not choose the fluid (a tank height) keeps the tank name', async () => {
    expect((await save({ tankHeight: 250 })).errors).toBeUndefined();
    expect((await rows()).at(-1)).toMatchObject({ tank_name: 'Big Tank 1' });
  });
});
