import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceWorld, type DeviceWorld, type Who } from './deviceWorld';

let w: DeviceWorld;
beforeAll(async () => {
  w = await deviceWorld();
  await w.db.insertInto('firmware_images').values({ name: 'application_v199', crc_id: 'C0FFEE01', image_type: 'application' }).execute();
});
afterAll(() => w.close());

const UPDATE =
  'mutation($d: Int!, $s: [DeviceSettingInput!]!) { updateDeviceSetting(deviceID: $d, settings: $s) { key desiredValue reportedValue } }';
const ADD = 'mutation($d: Int!, $k: String!, $v: String!) { addDeviceSetting(deviceID: $d, key: $k, value: $v) { key desiredValue } }';
const CLEAR_FOTA = 'mutation($d: Int!) { deleteFOTASetting(deviceID: $d) { key desiredValue reportedValue } }';

describe('updateDeviceSetting', () => {
  it('a manager sets intervals (seconds) and the sensor type; the desired values are stored for the downlink', async () => {
    const d = await w.fresh({ firmware_version: 199 });
    await w.db
      .insertInto('device_settings')
      .values({ device_id: d.id, key: 'interval_reading', desired_value: '300', reported_value: '300' })
      .execute();
    const r = await w.as('manager', UPDATE, {
      d: d.id,
      s: [
        { key: 'interval_reading', value: '600' },
        { key: 'sensor_application_type', value: '6' },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateDeviceSetting).toEqual([
      { key: 'interval_reading', desiredValue: '600', reportedValue: '300' },
      { key: 'sensor_application_type', desiredValue: '6', reportedValue: null },
    ]);
    const rows = await w.settingRows(d.id);
    expect(rows[0]!.desired_time).toBeInstanceOf(Date);
  });

  it('bounds by role and firmware class: 10 minutes transmit is refused for a manager, allowed for a super user', async () => {
    const d = await w.fresh({ firmware_version: 199 });
    const r = await w.as('manager', UPDATE, {
      d: d.id,
      s: [
        { key: 'interval_reading', value: '600' },
        { key: 'interval_transmit', value: '600' },
      ],
    });
    expect(w.codeOf(r)).toBe('INTERVAL_OUT_OF_RANGE');
    expect(r.errors?.[0]?.message).toBe('Please enter a value between 15 and 500 minutes (inclusive) for the transmit interval.');
    expect(await w.settingRows(d.id)).toEqual([]);
    expect((await w.as('super', UPDATE, { d: d.id, s: [{ key: 'interval_transmit', value: '600' }] })).errors).toBeUndefined();
  });

  it('5000 minutes transmit only on the long-transmit firmware classes', async () => {
    const old = await w.fresh({ firmware_version: 20100 });
    expect(w.codeOf(await w.as('manager', ADD, { d: old.id, k: 'interval_transmit', v: String(5000 * 60) }))).toBe('INTERVAL_OUT_OF_RANGE');
    const long = await w.fresh({ firmware_version: 20410 });
    expect((await w.as('manager', ADD, { d: long.id, k: 'interval_transmit', v: String(5000 * 60) })).data?.addDeviceSetting).toEqual([
      { key: 'interval_transmit', desiredValue: '300000' },
    ]);
    expect(w.codeOf(await w.as('manager', ADD, { d: long.id, k: 'interval_reading', v: '30' }))).toBe('INTERVAL_OUT_OF_RANGE');
    expect(w.codeOf(await w.as('super', ADD, { d: long.id, k: 'interval_reading', v: '0' }))).toBe('INTERVAL_OUT_OF_RANGE');
    expect((await w.as('super', ADD, { d: long.id, k: 'interval_reading', v: '1' })).errors).toBeUndefined();
  });

  it('signatures are for super users and must name a known firmware image', async () => {
    const d = await w.fresh();
    expect(w.codeOf(await w.as('manager', ADD, { d: d.id, k: 'control_1', v: 'C0FFEE01' }))).toBe('FORBIDDEN');
    expect(w.codeOf(await w.as('super', ADD, { d: d.id, k: 'control_1', v: 'NOPE' }))).toBe('SETTING_INVALID');
    expect((await w.as('super', ADD, { d: d.id, k: 'control_1', v: 'C0FFEE01' })).errors).toBeUndefined();
    expect(await w.settingRows(d.id)).toMatchObject([{ key: 'control_1', desired_value: 'C0FFEE01' }]);
  });

  it('control_2 with a per-user grant', async () => {
    const d = await w.fresh();
    expect(w.codeOf(await w.as('full', ADD, { d: d.id, k: 'control_2', v: '1' }))).toBe('FORBIDDEN');
    await w.db.insertInto('user_device_grants').values({ user_id: w.users.full.id, grant_name: 'control_2', device_id: d.id }).execute();
    expect((await w.as('full', ADD, { d: d.id, k: 'control_2', v: '1' })).errors).toBeUndefined();
  });

  it.each<[Who, string]>([
    ['full', 'FORBIDDEN'],
    ['limited', 'FORBIDDEN'],
    ['demo', 'FORBIDDEN'],
    ['bManager', 'DEVICE_NOT_FOUND'],
  ])('%s may not change settings', async (who, code) => {
    const d = await w.fresh();
    expect(w.codeOf(await w.as(who, UPDATE, { d: d.id, s: [{ key: 'interval_reading', value: '600' }] }))).toBe(code);
    expect(await w.settingRows(d.id)).toEqual([]);
  });

  it('alarm keys and unknown sensor types are refused', async () => {
    const d = await w.fresh();
    expect(w.codeOf(await w.as('super', ADD, { d: d.id, k: 'alarm_high', v: '1' }))).toBe('FORBIDDEN');
    expect(w.codeOf(await w.as('manager', ADD, { d: d.id, k: 'sensor_application_type', v: '5' }))).toBe('SETTING_INVALID');
  });
});

describe('deleteFOTASetting', () => {
  async function withFota() {
    const d = await w.fresh();
    await w.db
      .insertInto('device_settings')
      .values([
        { device_id: d.id, key: 'control_1', desired_value: 'C0FFEE01', reported_value: 'AAAA' },
        { device_id: d.id, key: 'interval_reading', desired_value: '600', reported_value: '600' },
      ])
      .execute();
    return d;
  }
  it('a super user withdraws the firmware update; what the device reported stays', async () => {
    const d = await withFota();
    const r = await w.as('super', CLEAR_FOTA, { d: d.id });
    expect(r.data?.deleteFOTASetting).toEqual([
      { key: 'control_1', desiredValue: null, reportedValue: 'AAAA' },
      { key: 'interval_reading', desiredValue: '600', reportedValue: '600' },
    ]);
  });
  it('a manager is refused unless granted clear_fota', async () => {
    const d = await withFota();
    expect(w.codeOf(await w.as('manager', CLEAR_FOTA, { d: d.id }))).toBe('FORBIDDEN');
    expect((await w.settingRows(d.id))[0]).toMatchObject({ desired_value: 'C0FFEE01' });
    await w.db
      .insertInto('user_device_grants')
      .values({ user_id: w.users.manager.id, grant_name: 'clear_fota', device_id: null })
      .execute();
    expect((await w.as('manager', CLEAR_FOTA, { d: d.id })).errors).toBeUndefined();
    expect((await w.settingRows(d.id))[0]).toMatchObject({ desired_value: null });
  });
});
