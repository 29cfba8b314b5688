import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { GET, UPDATE, alarmPanelSteps, goodRules } from './alarmPanel';

/* updateAlarms and the alarm panel by role, bad input and the sync banner; a demo user's saves are in updateAlarmsDemoUser.test.ts. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const { as, device, snapshot } = alarmPanelSteps(() => w);

describe('updateAlarms by role', () => {
  it('a full user saves rules, notifications (user and group) and thresholds; logged and audited; the engine uses them', async () => {
    const id = await device();
    // the engine holds the tag's configuration from before the save, so a missed invalidation would keep it rule-less
    expect((await w.feedUntilCached(id, 'temp', 100)).rules).toEqual([]);
    const r = await as('full', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      criticalHigh: 250,
      lowWarning: 5,
      low: 0,
      high: 32762,
      actions: [
        { userID: w.users.limited.id, action: 'sms', delay: 300 },
        { groupID: w.group.id, action: 'email', delay: 0 },
      ],
    });
    expect(r.errors).toBeUndefined();
    const p = r.data!.updateAlarms;
    expect(p.rules).toEqual([
      { name: 'Hot', symbol: 1, value: 180, desc: 'call Frank', sent: 0 },
      { name: 'Cold', symbol: -1, value: 20, desc: null, sent: 0 },
    ]);
    expect(p.actions).toEqual([
      { delay: 300, action: 'sms', user: { id: w.users.limited.id, firstName: 'Liz' }, group: null },
      { delay: 0, action: 'email', user: null, group: { id: w.group.id, name: 'Pumpers' } },
    ]);
    expect(p).toMatchObject({ criticalHigh: 250, lowWarning: 5, low: 0, high: 32762, displayUnits: 'f', canEdit: true });
    expect(p.log[0]).toMatchObject({ action: 'edit', user: { id: w.users.full.id } });
    const s = await snapshot(id);
    expect(s.tag.critical_high).toBe(250);
    expect(s.bounds).toEqual([{ device_id: id, tag: 'temp', low: 0, high: 32762 }]);
    const audit = await w.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alarm.update')
      .where('target_id', '=', `${id}:temp`)
      .execute();
    expect(audit).toHaveLength(1);
    // the save drops the cached configuration; the next reading sees 'Hot' (180): 190 °F is above it, below the critical 250
    await vi.waitFor(() => expect(w.engine.cached(id, 'temp')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'temp', value: 190 });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('high');
  });

  it('saving the same rule again keeps its sent count; remove deletes everything', async () => {
    const id = await device();
    await as('manager', UPDATE, { d: id, t: 'temp', rules: goodRules });
    await w.db.updateTable('alarm_rules').set({ sent: 2 }).where('device_id', '=', id).where('name', '=', 'Hot').execute();
    const again = await as('manager', UPDATE, { d: id, t: 'temp', rules: [goodRules[0], { name: 'Colder', symbol: -1, value: 10 }] });
    expect(again.data!.updateAlarms.rules.map((r: { name: string; sent: number }) => [r.name, r.sent])).toEqual([
      ['Hot', 2],
      ['Colder', 0],
    ]);
    const removed = await as('manager', UPDATE, { d: id, t: 'temp', mode: 'remove' });
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.updateAlarms).toMatchObject({ rules: [], actions: [], criticalHigh: null, low: null });
    const s = await snapshot(id);
    expect(s.rules).toEqual([]);
    expect(s.tag.critical_high).toBeNull();
    expect(s.log.at(-1)).toMatchObject({ action: 'del', user_id: w.users.manager.id });
  });

  it('a limited user sees the panel but may not save; another company does not find the device', async () => {
    const id = await device();
    const view = await as('limited', GET, { d: id, t: 'temp' });
    expect(view.data!.tagAlarmPanel).toMatchObject({ canEdit: false, criticalHigh: 300 });
    const before = await snapshot(id);
    const r = await as('limited', UPDATE, { d: id, t: 'temp', rules: goodRules });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const b = await as('bManager', UPDATE, { d: id, t: 'temp', rules: goodRules });
    expect(b.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await as('bManager', GET, { d: id, t: 'temp' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await snapshot(id)).toEqual(before);
  });

  it('a user outside the device groups cannot be a target', async () => {
    const id = await device();
    const r = await as('manager', UPDATE, { d: id, t: 'temp', actions: [{ userID: w.users.manager.id, action: 'sms', delay: 0 }] });
    expect(r.errors?.[0]?.extensions?.code).toBe('ALARM_TARGET_REFUSED');
  });

  it("a stored notification whose user has left the device's groups may be kept; a new one for that user may not", async () => {
    const id = await device();
    // left behind by a device replacement or mass update: the manager is in none of the device's groups
    await w.addAction(id, 'temp', { userId: w.users.manager.id }, 'email', 300);
    // the panel offers that user by name, so the row does not show an empty picker
    const panel = await as('full', GET, { d: id, t: 'temp' });
    expect(panel.data!.tagAlarmPanel.targets.users.map((u: { id: number }) => u.id)).toContain(w.users.manager.id);
    const keep = await as('full', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      actions: [
        { userID: w.users.manager.id, action: 'email', delay: 300 },
        { userID: w.users.full.id, action: 'sms', delay: 0 },
      ],
    });
    expect(keep.errors).toBeUndefined();
    expect((await snapshot(id)).actions.map((a) => [a.user_id, a.action])).toEqual([
      [w.users.manager.id, 'email'],
      [w.users.full.id, 'sms'],
    ]);
    const other = await as('full', UPDATE, { d: id, t: 'temp', actions: [{ userID: w.users.bManager.id, action: 'sms', delay: 0 }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('ALARM_TARGET_REFUSED');
  });
});

describe('updateAlarms refuses bad input and writes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a rule without a name', { rules: [{ name: ' ', symbol: 1, value: 3 }] }, 'ALARM_INPUT_INVALID'],
    ['a rule without a comparison', { rules: [{ name: 'x', symbol: 0, value: 3 }] }, 'ALARM_INPUT_INVALID'],
    ['a non-numeric alarm value', { rules: [{ name: 'x', symbol: 1, value: 'abc' }] }, 'BAD_USER_INPUT'],
    ['a delay that is not an option', { actions: [{ userID: 0, action: 'sms', delay: 60 }] }, 'ALARM_INPUT_INVALID'],
    ['an unknown action', { actions: [{ userID: 0, action: 'call', delay: 0 }] }, 'ALARM_INPUT_INVALID'],
    ['an unknown mode', { mode: 'wipe' }, 'ALARM_INPUT_INVALID'],
  ];
  for (const [what, vars, code] of cases) {
    it(what, async () => {
      const id = await device();
      await as('manager', UPDATE, { d: id, t: 'temp', rules: goodRules });
      const before = await snapshot(id);
      const actions = (vars.actions as { userID: number }[] | undefined)?.map((a) => ({ ...a, userID: w.users.full.id }));
      const r = await as('manager', UPDATE, { d: id, t: 'temp', ...vars, ...(actions ? { actions } : {}) });
      expect(r.errors?.length).toBeGreaterThan(0);
      if (code !== 'BAD_USER_INPUT') expect(r.errors?.[0]).toMatchObject({ message: 'Something Went Wrong', extensions: { code } });
      expect(r.data?.updateAlarms ?? null).toBeNull();
      expect(await snapshot(id)).toEqual(before);
    });
  }
});

describe('device sync banner', () => {
  it('has not synced until the device reports the configuration version of the saved alarms', async () => {
    const id = await device();
    expect((await as('full', GET, { d: id, t: 'temp' })).data!.tagAlarmPanel.synced).toBeNull();
    await as('full', UPDATE, { d: id, t: 'temp', rules: goodRules });
    await w.db
      .insertInto('device_settings')
      .values({ device_id: id, key: 'config_version', reported_value: 'old', reported_time: new Date() })
      .execute();
    expect((await as('full', GET, { d: id, t: 'temp' })).data!.tagAlarmPanel.synced).toBe(false);
    const { desiredSettings } = await import('../../src/ingest/desiredSettings');
    const { version } = await desiredSettings(w.db, id);
    await w.db
      .updateTable('device_settings')
      .set({ reported_value: version })
      .where('device_id', '=', id)
      .where('key', '=', 'config_version')
      .execute();
    expect((await as('full', GET, { d: id, t: 'temp' })).data!.tagAlarmPanel.synced).toBe(true);
  });
});
