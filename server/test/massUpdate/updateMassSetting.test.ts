import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASS_UPDATE_TEXTS, thresholdTextIn } from '@fieldwatch/domain';
import { massWorld, type MassWorld } from './massUpdateWorld';

let w: MassWorld;
beforeAll(async () => {
  w = await massWorld();
});
afterAll(() => w.t.close());

const UPDATE = `mutation U($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,
  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,
  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {
  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,
    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,
    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { success updated refused { deviceID reason } }
}`;
const NOWHERE = 987_654_321;

const settingsOf = async (id: number) =>
  Object.fromEntries(
    (await w.t.database.db.selectFrom('device_settings').select(['key', 'desired_value']).where('device_id', '=', id).execute()).map(
      (r) => [r.key, r.desired_value],
    ),
  );
const tagOf = (id: number, tag = 'temp') =>
  w.t.database.db.selectFrom('tags').selectAll().where('device_id', '=', id).where('tag', '=', tag).executeTakeFirstOrThrow();
const rulesOf = (id: number) =>
  w.t.database.db
    .selectFrom('alarm_rules')
    .select(['tag', 'name', 'symbol', 'value', 'desc'])
    .where('device_id', '=', id)
    .orderBy('id')
    .execute();

describe('updateMassSetting by role', () => {
  it("a manager changes the devices of their company; another company's and a nonexistent id are refused and untouched", async () => {
    const { a1, a2, b1 } = w.devices;
    const before = await w.snapshot([b1.id]);
    const r = await w.as(w.users.manager.id, UPDATE, {
      deviceIDs: `${a1.id}, ${b1.id},${NOWHERE}, ${a2.id}`,
      setting3: '/Moved/Here',
      setting5: '30',
      setting11: '60',
      setting8: 'temp',
      setting9: 'c',
      setting10: '100,0,90,',
      rules: [{ name: 'Hot', tag: 'temp', symbol: 1, value: 80, desc: 'too hot' }],
      actions: [{ userID: w.users.full.id, tag: 'temp', delay: 300, action: 'email' }],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      updateMassSetting: {
        success: true,
        updated: [a1.id, a2.id],
        refused: [
          { deviceID: b1.id, reason: 'not found or not yours' },
          { deviceID: NOWHERE, reason: 'not found or not yours' },
        ],
      },
    });
    for (const id of [a1.id, a2.id]) {
      expect(await settingsOf(id)).toEqual({ interval_reading: '1800', interval_transmit: '3600' });
      const dev = await w.t.database.db.selectFrom('devices').select(['path']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(dev.path).toBe('/Moved/Here');
      const tag = await tagOf(id);
      expect(tag.display_units).toBe('c');
      // typed in °C, stored in the base unit (°F)
      expect(tag.critical_high).toBeCloseTo(212);
      expect(tag.critical_low).toBeCloseTo(32);
      expect(tag.high_warning).toBeCloseTo(194);
      expect(tag.low_warning).toBeNull();
      // the device's Alarms tab reads them back in the unit they were typed in, which became the tag's display unit
      const shown = { tag: 'temp', displayUnits: tag.display_units };
      expect([tag.critical_high, tag.critical_low, tag.high_warning].map((v) => thresholdTextIn(v, shown))).toEqual(['100', '0', '90']);
      expect(await rulesOf(id)).toEqual([{ tag: 'temp', name: 'Hot', symbol: 1, value: 80, desc: 'too hot' }]);
      const actions = await w.t.database.db
        .selectFrom('alarm_actions')
        .select(['tag', 'user_id', 'action', 'delay'])
        .where('device_id', '=', id)
        .execute();
      expect(actions).toEqual([{ tag: 'temp', user_id: w.users.full.id, action: 'email', delay: 300 }]);
    }
    expect(await w.snapshot([b1.id])).toEqual(before);
    const audit = await w.t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'massUpdate.update').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: w.users.manager.id, target_id: `${a1.id},${a2.id}` });
  });

  it('saving the same rule twice replaces it rather than doubling it', async () => {
    const { a3 } = w.devices;
    const rules = [{ name: 'Cold', tag: 'temp', symbol: -1, value: 10 }];
    await w.as(w.users.manager.id, UPDATE, { deviceIDs: String(a3.id), rules });
    await w.as(w.users.manager.id, UPDATE, { deviceIDs: String(a3.id), rules: [{ ...rules[0], value: 5 }] });
    expect(await rulesOf(a3.id)).toEqual([{ tag: 'temp', name: 'Cold', symbol: -1, value: 5, desc: null }]);
  });

  it('a super user reaches every company and sets signatures, company and group', async () => {
    const { b2, c1 } = w.devices;
    const r = await w.as(w.users.superUser.id, UPDATE, {
      deviceIDs: `${b2.id},${c1.id}`,
      setting1: 'AB12CD34',
      setting2: '32762',
      setting4: String(w.companies.A.id),
      setting7: String(w.groups.G2.id),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateMassSetting).toMatchObject({ updated: [b2.id, c1.id], refused: [] });
    expect(await settingsOf(b2.id)).toEqual({ control_1: 'AB12CD34', relocate_image_signature: '32762' });
    const rows = await w.t.database.db
      .selectFrom('devices')
      .select(['id', 'company_id'])
      .where('id', 'in', [b2.id, c1.id])
      .orderBy('id')
      .execute();
    expect(rows.map((d) => d.company_id)).toEqual([w.companies.A.id, w.companies.A.id]);
    const groups = await w.t.database.db.selectFrom('group_devices').select('device_id').where('group_id', '=', w.groups.G2.id).execute();
    expect(groups.map((g) => g.device_id)).toEqual(expect.arrayContaining([b2.id, c1.id]));
  });

  it('a privileged manager reaches the allow-listed company and may change company among those they see', async () => {
    const { b1, p1 } = w.devices;
    const r = await w.as(w.privManager.id, UPDATE, { deviceIDs: `${b1.id},${p1.id}`, setting5: '15' });
    expect(r.data?.updateMassSetting).toMatchObject({ updated: [b1.id], refused: [{ deviceID: p1.id }] });
    const bad = await w.as(w.privManager.id, UPDATE, { deviceIDs: `${b1.id}`, setting4: String(w.companies.C.id) });
    expect(bad.errors?.[0]?.extensions?.code).toBe('MASS_UPDATE_INVALID');
  });

  it('full, limited, demo and privileged non-managers are refused; nothing changes', async () => {
    const ids = [w.devices.a1.id, w.devices.a2.id];
    const before = await w.snapshot(ids);
    for (const who of ['full', 'limited', 'demo', 'privileged', 'orphanUser'] as const) {
      const r = await w.as(w.users[who].id, UPDATE, { deviceIDs: ids.join(','), setting5: '45' });
      expect(r.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
      expect(r.data?.updateMassSetting ?? null).toBeNull();
    }
    expect((await w.t.gql(UPDATE, { deviceIDs: ids.join(','), setting5: '45' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // refused for the role before the input is even read
    expect((await w.as(w.users.full.id, UPDATE, { deviceIDs: '' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await w.snapshot(ids)).toEqual(before);
  });

  it("a manager may not set signatures or change company, nor choose another company's group or user", async () => {
    const ids = [w.devices.a4.id];
    const before = await w.snapshot(ids);
    const m = w.users.manager.id;
    expect((await w.as(m, UPDATE, { deviceIDs: String(ids[0]), setting1: 'AB12CD34' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await w.as(m, UPDATE, { deviceIDs: String(ids[0]), setting4: String(w.companies.A.id) })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await w.as(m, UPDATE, { deviceIDs: String(ids[0]), setting7: String(w.groups.GB.id) })).errors?.[0]?.extensions?.code).toBe(
      'MASS_UPDATE_INVALID',
    );
    const foreignUser = await w.as(m, UPDATE, {
      deviceIDs: String(ids[0]),
      actions: [{ userID: w.users.bFull.id, tag: 'temp', delay: 0, action: 'sms' }],
    });
    expect(foreignUser.errors?.[0]?.message).toBe('Mass update refused: a notification names a user you may not choose.');
    expect(await w.snapshot(ids)).toEqual(before);
  });

  it('no ids or no change is the form error; bad values are refused whole', async () => {
    const ids = [w.devices.a4.id];
    const before = await w.snapshot(ids);
    const m = w.users.manager.id;
    for (const vars of [
      { deviceIDs: '', setting5: '30' },
      { deviceIDs: String(ids[0]) },
      { deviceIDs: String(ids[0]), setting4: 'Select Company', setting8: 'temp' },
    ]) {
      const r = await w.as(m, UPDATE, vars);
      expect(r.errors?.[0]).toMatchObject({ message: MASS_UPDATE_TEXTS.formError, extensions: { code: 'MASS_UPDATE_INVALID' } });
    }
    expect((await w.as(m, UPDATE, { deviceIDs: `${ids[0]},x`, setting5: '30' })).errors?.[0]?.extensions?.code).toBe('MASS_UPDATE_INVALID');
    expect((await w.as(m, UPDATE, { deviceIDs: String(ids[0]), setting5: '0.5' })).errors?.[0]?.message).toMatch(
      /between 1 and 500 minutes/,
    );
    expect(await w.snapshot(ids)).toEqual(before);
  });

  it('a device without the named sensor is refused by id; one whose firmware cannot take the interval gets the rest of the change', async () => {
    const { a4 } = w.devices;
    const withSkips = UPDATE.replace('refused { deviceID reason } }', 'refused { deviceID reason } skipped { deviceID setting reason } }');
    const r = await w.as(w.users.superUser.id, withSkips, {
      deviceIDs: `${w.longFw.id},${a4.id},${w.noTemp.id}`,
      setting11: '2880',
      rules: [{ name: 'PGE 70', tag: 'temp', symbol: 1, value: 70 }],
    });
    expect(r.data?.updateMassSetting).toEqual({
      success: true,
      updated: [a4.id, w.longFw.id],
      refused: [{ deviceID: w.noTemp.id, reason: 'no temp sensor' }],
      skipped: [{ deviceID: a4.id, setting: 'Transmit Interval', reason: "over this device's limit of 500 minutes" }],
    });
    expect(await settingsOf(w.longFw.id)).toEqual({ interval_transmit: '172800' });
    // the older firmware gets the rule, not the interval it would refuse
    expect((await settingsOf(a4.id)).interval_transmit).toBeUndefined();
    expect((await rulesOf(a4.id)).map((x) => x.name)).toContain('PGE 70');
    expect(await rulesOf(w.noTemp.id)).toEqual([]);
  });
});

describe('massUpdateUnits', () => {
  it("gives each listed device's display unit per sensor, leaving out devices the viewer may not change", async () => {
    const Q = 'query($d: [Int!]!, $t: [String!]!) { massUpdateUnits(deviceIDs: $d, tags: $t) { deviceID tag unit } }';
    const { a1 } = w.devices;
    await w.t.database.db
      .updateTable('tags')
      .set({ display_units: 'c' })
      .where('device_id', '=', a1.id)
      .where('tag', '=', 'temp')
      .execute();
    const r = await w.as(w.users.manager.id, Q, { d: [a1.id, w.devices.b1.id], t: ['temp'] });
    expect((r.data as { massUpdateUnits: unknown } | null)?.massUpdateUnits).toEqual([{ deviceID: a1.id, tag: 'temp', unit: 'c' }]);
    expect((await w.as(w.users.limited.id, Q, { d: [a1.id], t: ['temp'] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
