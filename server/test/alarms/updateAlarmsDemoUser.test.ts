import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { UPDATE, alarmPanelSteps, goodRules } from './alarmPanel';

/* What a demo user may save with updateAlarms: notifications of their own only, the rules and thresholds as they are. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const { as, device, snapshot } = alarmPanelSteps(() => w);

describe('updateAlarms by role', () => {
  it('a demo user may notify only themselves and sees only their own notifications and log entries', async () => {
    const id = await device();
    await as('manager', UPDATE, { d: id, t: 'temp', rules: goodRules, actions: [{ userID: w.users.full.id, action: 'sms', delay: 0 }] });
    const refused = await as('demo', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      actions: [{ userID: w.users.full.id, action: 'email', delay: 0 }],
    });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Something Went Wrong', extensions: { code: 'ALARM_TARGET_REFUSED' } });
    const group = await as('demo', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      actions: [{ groupID: w.group.id, action: 'email', delay: 0 }],
    });
    expect(group.errors?.[0]?.extensions?.code).toBe('ALARM_TARGET_REFUSED');
    const ok = await as('demo', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      actions: [{ userID: w.users.demo.id, action: 'email', delay: 900 }],
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateAlarms.actions).toEqual([
      { delay: 900, action: 'email', user: { id: w.users.demo.id, firstName: 'Dee' }, group: null },
    ]);
    expect(ok.data!.updateAlarms.targets).toEqual({ users: [{ id: w.users.demo.id }], groups: [] });
    expect(ok.data!.updateAlarms.log.every((l: { user: { id: number } | null }) => l.user?.id === w.users.demo.id)).toBe(true);
    // Frank's notification, which the demo user never saw, is still there
    const actions = (await snapshot(id)).actions.map((a) => [a.user_id, a.action]);
    expect(actions.sort()).toEqual(
      [
        [w.users.full.id, 'sms'],
        [w.users.demo.id, 'email'],
      ].sort(),
    );
  });

  it("a demo user's remove takes only their own notification: rules, thresholds, bounds and others' notifications stay", async () => {
    const id = await device();
    await as('manager', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      low: 1,
      high: 200,
      actions: [{ userID: w.users.full.id, action: 'sms', delay: 0 }],
    });
    await w.addAction(id, 'temp', { userId: w.users.demo.id }, 'email');
    const before = await snapshot(id);
    const r = await as('demo', UPDATE, { d: id, t: 'temp', mode: 'remove' });
    expect(r.errors).toBeUndefined();
    const after = await snapshot(id);
    expect(after.rules).toEqual(before.rules);
    expect(after.tag.critical_high).toBe(300);
    expect(after.bounds).toEqual(before.bounds);
    expect(after.actions.map((a) => [a.user_id, a.action])).toEqual([[w.users.full.id, 'sms']]);
    expect(after.log.at(-1)).toMatchObject({ action: 'del', user_id: w.users.demo.id });
  });

  it('a demo save that would change a rule or a threshold is FORBIDDEN and writes nothing', async () => {
    const id = await device();
    await as('manager', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      low: 1,
      high: 200,
      actions: [{ userID: w.users.full.id, action: 'sms', delay: 0 }],
    });
    const before = await snapshot(id);
    const own = [{ userID: w.users.demo.id, action: 'email', delay: 0 }];
    const attempts: Record<string, unknown>[] = [
      { rules: [{ ...goodRules[0], value: 181 }, goodRules[1]] },
      { rules: [goodRules[0]] },
      { rules: [] },
      { rules: [...goodRules, { name: 'Extra', symbol: 1, value: 1 }] },
      { rules: goodRules, criticalHigh: 301 },
      { rules: goodRules, criticalHigh: null },
      { rules: goodRules, lowWarning: 5 },
      { rules: goodRules, high: 201 },
    ];
    for (const vars of attempts) {
      const r = await as('demo', UPDATE, { d: id, t: 'temp', actions: own, ...vars });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe('FORBIDDEN');
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('a demo user adds their own notification, re-sending the stored rules and thresholds as the panel does', async () => {
    const id = await device();
    await as('manager', UPDATE, {
      d: id,
      t: 'temp',
      rules: goodRules,
      low: 1,
      high: 200,
      actions: [{ userID: w.users.full.id, action: 'sms', delay: 0 }],
    });
    await w.db.updateTable('alarm_rules').set({ sent: 1 }).where('device_id', '=', id).where('name', '=', 'Hot').execute();
    const before = await snapshot(id);
    const r = await as('demo', UPDATE, {
      d: id,
      t: 'temp',
      rules: [goodRules[1], { ...goodRules[0], name: ' Hot ' }],
      criticalHigh: 300,
      lowWarning: null,
      low: 1,
      high: 200,
      actions: [{ userID: w.users.demo.id, action: 'email', delay: 300 }],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateAlarms.actions).toEqual([
      { delay: 300, action: 'email', user: { id: w.users.demo.id, firstName: 'Dee' }, group: null },
    ]);
    const after = await snapshot(id);
    // the same rows, sent count and all
    expect(after.rules).toEqual(before.rules);
    expect(after.tag).toEqual(before.tag);
    expect(after.bounds).toEqual(before.bounds);
    expect(after.actions.map((a) => [a.user_id, a.action, a.delay])).toEqual([
      [w.users.full.id, 'sms', 0],
      [w.users.demo.id, 'email', 300],
    ]);
  });
});
