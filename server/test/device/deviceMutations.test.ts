import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceWorld, type DeviceWorld, type Who } from './deviceWorld';

let w: DeviceWorld;
beforeAll(async () => {
  w = await deviceWorld();
});
afterAll(() => w.close());

const UPDATE =
  'mutation($id: Int!, $u: DeviceUpdateInput!) { updateDevice(id: $id, update: $u) { id name path apiNumber userAssignedID isActive inService pin } }';
const STATUS = 'mutation($d: Int!, $s: Int!) { addStatus(deviceID: $d, status: $s) { id status log { status } } }';
const LOG_COMMENT = 'mutation($d: Int!, $c: String!) { addLogComment(deviceID: $d, comment: $c) { id } }';
const CLEAR = 'mutation($d: Int!) { clearDeviceData(deviceID: $d) { success } }';
const REPLACE = 'mutation($o: Int!, $n: Int!) { replaceDevice(oldDeviceID: $o, newDeviceID: $n) { id isActive replacementID } }';

describe('updateDevice', () => {
  it('a full user saves the canEdit fields; API number and user assigned id follow the form rules', async () => {
    const d = await w.fresh();
    const r = await w.as('full', UPDATE, {
      id: d.id,
      u: {
        name: ' Well 9 ',
        path: '/West/Pad 3',
        apiNumber: '42-123-45678',
        userAssignedID: '',
        accountingCode: 'AC-7',
        latitude: 31.9,
        longitude: -102.1,
        description: 'status:Running,pressure:High',
        address: { city: 'Midland', zip: '' },
        isActive: false,
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateDevice).toMatchObject({
      name: 'Well 9',
      path: '/West/Pad 3',
      apiNumber: '4212345678',
      userAssignedID: null,
      isActive: false,
    });
    const row = await w.deviceRow(d.id);
    expect(row).toMatchObject({
      accounting_code: 'AC-7',
      latitude: 31.9,
      longitude: -102.1,
      description: 'status:Running,pressure:High',
      address: { city: 'Midland' },
    });
    const audit = await w.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'device.update')
      .where('target_id', '=', String(d.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('non-numeric API number becomes null; a number of the wrong length is refused and nothing changes', async () => {
    const d = await w.fresh({ api_number: '4212345678' });
    expect((await w.as('manager', UPDATE, { id: d.id, u: { apiNumber: 'n/a' } })).data?.updateDevice).toMatchObject({ apiNumber: null });
    const before = await w.deviceRow(d.id);
    const r = await w.as('manager', UPDATE, { id: d.id, u: { apiNumber: '123', name: 'Changed' } });
    expect(w.codeOf(r)).toBe('API_NUMBER_INVALID');
    expect(await w.deviceRow(d.id)).toEqual(before);
  });

  it('super-user fields: allowed for super users, refused for managers with nothing written', async () => {
    const d = await w.fresh();
    const ok = await w.as('super', UPDATE, {
      id: d.id,
      u: { inService: false, pin: '9999', simNumber: '8901', boardRev: '5', firmwareVersion: 20410, companyID: w.B.id },
    });
    expect(ok.errors).toBeUndefined();
    expect(await w.deviceRow(d.id)).toMatchObject({
      in_service: false,
      pin: '9999',
      sim_number: '8901',
      board_rev: '5',
      firmware_version: 20410,
      company_id: w.B.id,
    });
    const e = await w.fresh();
    const before = await w.deviceRow(e.id);
    const r = await w.as('manager', UPDATE, { id: e.id, u: { name: 'x', inService: false } });
    expect(w.codeOf(r)).toBe('FORBIDDEN');
    expect(await w.deviceRow(e.id)).toEqual(before);
  });

  it.each<[Who, string]>([
    ['demo', 'FORBIDDEN'],
    ['bManager', 'DEVICE_NOT_FOUND'],
  ])('%s may not rename the device', async (who, code) => {
    const d = await w.fresh({ name: 'Keep' });
    expect(w.codeOf(await w.as(who, UPDATE, { id: d.id, u: { name: 'Other' } }))).toBe(code);
    expect((await w.deviceRow(d.id)).name).toBe('Keep');
  });

  it('a limited user may rename but not change the canEdit fields', async () => {
    const d = await w.fresh({ name: 'Old' });
    expect((await w.as('limited', UPDATE, { id: d.id, u: { name: 'New', path: '/Yard' } })).data?.updateDevice).toMatchObject({
      name: 'New',
      path: '/Yard',
    });
    expect(w.codeOf(await w.as('limited', UPDATE, { id: d.id, u: { accountingCode: 'x' } }))).toBe('FORBIDDEN');
    expect((await w.deviceRow(d.id)).accounting_code).toBeNull();
  });
});

describe('addStatus and addLogComment', () => {
  it('a super user adds a status and a comment', async () => {
    const d = await w.fresh();
    const r = await w.as('super', STATUS, { d: d.id, s: 11 });
    expect(r.data?.addStatus).toMatchObject({ status: 11, log: [{ status: 11 }] });
    expect((await w.as('super', LOG_COMMENT, { d: d.id, c: 'Swapped antenna' })).errors).toBeUndefined();
    const comments = await w.db.selectFrom('log_comments').selectAll().where('device_id', '=', d.id).execute();
    expect(comments).toMatchObject([{ comment: 'Swapped antenna', user_id: w.users.super.id }]);
  });

  it('protected and unknown codes are refused; managers are refused', async () => {
    const d = await w.fresh();
    expect(w.codeOf(await w.as('super', STATUS, { d: d.id, s: 2 }))).toBe('STATUS_INVALID');
    expect(w.codeOf(await w.as('super', STATUS, { d: d.id, s: 13 }))).toBe('STATUS_INVALID');
    expect(w.codeOf(await w.as('manager', STATUS, { d: d.id, s: 11 }))).toBe('FORBIDDEN');
    expect(w.codeOf(await w.as('manager', LOG_COMMENT, { d: d.id, c: 'hi' }))).toBe('FORBIDDEN');
    expect(await w.db.selectFrom('device_status_log').selectAll().where('device_id', '=', d.id).execute()).toEqual([]);
    expect(await w.db.selectFrom('log_comments').selectAll().where('device_id', '=', d.id).execute()).toEqual([]);
  });
});

describe('clearDeviceData', () => {
  async function withData() {
    const d = await w.fresh({ latest_reading: 5 });
    await w.db.insertInto('tags').values({ device_id: d.id, tag: 'psr', value: 5, time: new Date() }).execute();
    await w.db.insertInto('readings').values({ device_id: d.id, tag: 'psr', time: new Date(), value: 5 }).execute();
    await w.db.insertInto('calibrations').values({ device_id: d.id, tag: 'psr', time: 1 }).execute();
    return d;
  }
  const readingsOf = (id: number) => w.db.selectFrom('readings').selectAll().where('device_id', '=', id).execute();

  it('a full user clears every reading; calibrations stay', async () => {
    const d = await withData();
    expect((await w.as('full', CLEAR, { d: d.id })).data).toEqual({ clearDeviceData: { success: true } });
    expect(await readingsOf(d.id)).toEqual([]);
    expect(await w.db.selectFrom('tags').select(['value', 'time']).where('device_id', '=', d.id).execute()).toEqual([
      { value: null, time: null },
    ]);
    expect((await w.deviceRow(d.id)).latest_reading).toBeNull();
    expect(await w.db.selectFrom('calibrations').selectAll().where('device_id', '=', d.id).execute()).toHaveLength(1);
  });

  it.each<[Who, string]>([
    ['limited', 'FORBIDDEN'],
    ['demo', 'FORBIDDEN'],
    ['bManager', 'DEVICE_NOT_FOUND'],
  ])('%s is refused and nothing is cleared', async (who, code) => {
    const d = await withData();
    expect(w.codeOf(await w.as(who, CLEAR, { d: d.id }))).toBe(code);
    expect(await readingsOf(d.id)).toHaveLength(1);
  });
});

describe('replaceDevice', () => {
  async function configured() {
    const old = await w.fresh({ name: 'Old One' });
    await w.db
      .insertInto('tags')
      .values({
        device_id: old.id,
        tag: 'psr',
        ymin: 0,
        ymax: 150,
        display_units: 'bar',
        critical_high: 120,
        secondary_graph: JSON.stringify({ deviceID: old.id, tag: '_v' }),
      })
      .execute();
    await w.db.insertInto('calibrations').values({ device_id: old.id, tag: 'psr', time: 100, offset: 1.5 }).execute();
    await w.db.insertInto('alarm_rules').values({ device_id: old.id, tag: 'psr', name: 'High', symbol: 1, value: 100 }).execute();
    await w.db
      .insertInto('alarm_actions')
      .values({ device_id: old.id, tag: 'psr', user_id: w.users.full.id, action: 'sms', delay: 300 })
      .execute();
    await w.db
      .insertInto('device_settings')
      .values({ device_id: old.id, key: 'interval_reading', desired_value: '900', reported_value: '900' })
      .execute();
    return old;
  }

  it('copies settings, calibrations, alarms and graph settings; the old device becomes inactive and points at the new one', async () => {
    const old = await configured();
    const neu = await w.fresh({ is_active: false });
    const r = await w.as('full', REPLACE, { o: old.id, n: neu.id });
    expect(r.errors).toBeUndefined();
    expect(r.data?.replaceDevice).toEqual({ id: old.id, isActive: false, replacementID: neu.id });
    expect((await w.deviceRow(neu.id)).is_active).toBe(true);
    const tag = await w.db
      .selectFrom('tags')
      .selectAll()
      .where('device_id', '=', neu.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag).toMatchObject({
      ymin: 0,
      ymax: 150,
      display_units: 'bar',
      critical_high: 120,
      value: null,
      secondary_graph: { deviceID: neu.id, tag: '_v' },
    });
    expect(await w.db.selectFrom('calibrations').select(['tag', 'time', 'offset']).where('device_id', '=', neu.id).execute()).toEqual([
      { tag: 'psr', time: 100, offset: 1.5 },
    ]);
    expect(await w.db.selectFrom('alarm_rules').select(['name', 'symbol', 'value']).where('device_id', '=', neu.id).execute()).toEqual([
      { name: 'High', symbol: 1, value: 100 },
    ]);
    expect(await w.db.selectFrom('alarm_actions').select(['user_id', 'action', 'delay']).where('device_id', '=', neu.id).execute()).toEqual(
      [{ user_id: w.users.full.id, action: 'sms', delay: 300 }],
    );
    expect(await w.settingRows(neu.id)).toMatchObject([{ key: 'interval_reading', desired_value: '900', reported_value: null }]);
  });

  it.each([
    ['itself', 'REPLACEMENT_SELF'],
    ['a device that does not exist', 'REPLACEMENT_NOT_FOUND'],
    ['a device of another company', 'REPLACEMENT_OTHER_COMPANY'],
  ])('refuses %s with nothing copied', async (what, code) => {
    const old = await configured();
    const target = what === 'itself' ? old.id : what === 'a device that does not exist' ? 777_777_777 : w.bDevice.id;
    const r = await w.as('super', REPLACE, { o: old.id, n: target });
    expect(w.codeOf(r)).toBe(code);
    expect(await w.deviceRow(old.id)).toMatchObject({ is_active: true, replacement_id: null });
    expect(await w.db.selectFrom('tags').selectAll().where('device_id', '=', w.bDevice.id).execute()).toEqual([]);
  });

  it('a manager cannot take a device of another company (it is not found for them); limited and demo users are refused', async () => {
    const old = await configured();
    expect(w.codeOf(await w.as('manager', REPLACE, { o: old.id, n: w.bDevice.id }))).toBe('REPLACEMENT_NOT_FOUND');
    const neu = await w.fresh();
    expect(w.codeOf(await w.as('limited', REPLACE, { o: old.id, n: neu.id }))).toBe('FORBIDDEN');
    expect(w.codeOf(await w.as('demo', REPLACE, { o: old.id, n: neu.id }))).toBe('FORBIDDEN');
    expect((await w.deviceRow(old.id)).replacement_id).toBeNull();
  });
});
