import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { alarmPanelSteps } from './alarmPanel';
import { clearDeviceAlarms } from '../../src/massUpdate/clearDeviceAlarms';

/* No flapping through the API and the engine: holds saved and read by updateAlarms / tagAlarmPanel, refused when bad,
 * and the engine raising a held condition only after it held, clearing past the dead band, across a restart. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const { as, device } = alarmPanelSteps(() => w);

const HOLD_PANEL = `rules { name holdMinutes deadBand } thresholdHolds { threshold holdMinutes deadBand } criticalHigh
  log { action conditionSince }`;
const SAVE = `mutation($d: Int!, $t: String!, $rules: [AlarmRuleInput!], $holds: [AlarmThresholdHoldInput!], $criticalHigh: Float) {
  updateAlarms(deviceID: $d, tag: $t, rules: $rules, thresholdHolds: $holds, criticalHigh: $criticalHigh) { ${HOLD_PANEL} } }`;
const GET = `query($d: Int!, $t: String!) { tagAlarmPanel(deviceID: $d, tag: $t) { ${HOLD_PANEL} } }`;

const MIN = 60_000;
/** Reading times a few hours back, one per minute offset, so they follow nothing the fixture fed before. */
const at = (base: number, minutes: number) => new Date(base + minutes * MIN);

describe('saving holds', () => {
  it('keeps a rule hold and threshold holds, reads them back, and a spec-only save of the rule keeps its hold', async () => {
    const id = await device();
    const r = await as('full', SAVE, {
      d: id,
      t: 'temp',
      rules: [{ name: 'Hot', symbol: 1, value: 180, holdMinutes: 10, deadBand: 2.5 }],
      holds: [
        { threshold: 'CRITICAL_HIGH', holdMinutes: 15, deadBand: 5 },
        { threshold: 'LOW_WARNING', holdMinutes: 0, deadBand: 0 },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateAlarms.rules).toEqual([{ name: 'Hot', holdMinutes: 10, deadBand: 2.5 }]);
    // a hold of nothing is no hold: not stored
    expect(r.data!.updateAlarms.thresholdHolds).toEqual([{ threshold: 'CRITICAL_HIGH', holdMinutes: 15, deadBand: 5 }]);

    // the spec's updateAlarms call knows neither field: the rule keeps its hold, the thresholds theirs
    const again = await as('full', SAVE, { d: id, t: 'temp', rules: [{ name: 'Hot', symbol: 1, value: 185 }] });
    expect(again.errors).toBeUndefined();
    expect(again.data!.updateAlarms.rules).toEqual([{ name: 'Hot', holdMinutes: 10, deadBand: 2.5 }]);
    expect(again.data!.updateAlarms.thresholdHolds).toHaveLength(1);

    // clearing them on purpose
    const cleared = await as('full', SAVE, {
      d: id,
      t: 'temp',
      rules: [{ name: 'Hot', symbol: 1, value: 185, holdMinutes: null }],
      holds: [],
    });
    expect(cleared.data!.updateAlarms.rules).toEqual([{ name: 'Hot', holdMinutes: null, deadBand: 2.5 }]);
    expect(cleared.data!.updateAlarms.thresholdHolds).toEqual([]);
  });

  it.each([
    [
      'a negative dead band',
      { rules: [{ name: 'Hot', symbol: 1, value: 1, holdMinutes: 0 }], holds: [{ threshold: 'CRITICAL_LOW', deadBand: -1 }] },
    ],
    ['a negative hold', { rules: [{ name: 'Hot', symbol: 1, value: 1, holdMinutes: -5 }] }],
    ['more than a day', { holds: [{ threshold: 'HIGH_WARNING', holdMinutes: 1441 }] }],
    [
      'the same threshold twice',
      {
        holds: [
          { threshold: 'HIGH_WARNING', holdMinutes: 1 },
          { threshold: 'HIGH_WARNING', holdMinutes: 2 },
        ],
      },
    ],
  ])('refuses %s and changes nothing', async (_what, vars) => {
    const id = await device();
    await as('full', SAVE, {
      d: id,
      t: 'temp',
      rules: [{ name: 'Keep', symbol: 1, value: 5, holdMinutes: 3 }],
      holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 7 }],
    });
    const r = await as('full', SAVE, { d: id, t: 'temp', ...vars });
    expect(r.errors?.[0]?.extensions?.code).toBe('ALARM_INPUT_INVALID');
    const p = (await as('full', GET, { d: id, t: 'temp' })).data!.tagAlarmPanel;
    expect(p.rules).toEqual([{ name: 'Keep', holdMinutes: 3, deadBand: null }]);
    expect(p.thresholdHolds).toEqual([{ threshold: 'CRITICAL_HIGH', holdMinutes: 7, deadBand: null }]);
  });

  it("refuses another company's manager and changes nothing", async () => {
    const id = await device();
    const r = await as('bManager', SAVE, { d: id, t: 'temp', holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 60 }] });
    expect(r.errors).toBeDefined();
    expect(await w.db.selectFrom('tag_threshold_holds').selectAll().where('device_id', '=', id).execute()).toEqual([]);
  });
});

describe('the engine', () => {
  it('flapping values raise nothing before the hold, one alarm after it, notified once, with the condition start logged', async () => {
    const id = await device();
    const base = Date.now() - 3 * 3600_000;
    w.readingsFrom(at(base, -60));
    await as('full', SAVE, { d: id, t: 'temp', criticalHigh: 200, holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 10 }] });
    await w.addAction(id, 'temp', { userId: w.users.full.id }, 'sms');
    // the engine must see the save: wait until its cached copy holds the hold
    await vi.waitFor(async () => {
      await w.feed({ deviceId: id, tag: 'temp', value: 100 });
      expect(w.engine.cached(id, 'temp')?.held).toBe(true);
    });
    // over, back inside, over: each interruption starts the count again
    for (const [m, v] of [
      [0, 250],
      [4, 260],
      [5, 150],
      [6, 250],
      [12, 255],
      [15, 240],
    ] as const) {
      await w.feed({ deviceId: id, tag: 'temp', value: v, time: at(base, m) });
      expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('norm');
    }
    expect(await w.outboxOf(id, 'temp')).toEqual([]);
    await w.feed({ deviceId: id, tag: 'temp', value: 230, time: at(base, 16) });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('critical_high');
    expect(await w.outboxOf(id, 'temp')).toHaveLength(1);
    const raised = (await w.logOf(id, 'temp')).filter((l) => l.action === 'critical_high');
    expect(raised).toHaveLength(1);
    expect(raised[0]!.condition_since).toEqual(at(base, 6));
    const panel = (await as('full', GET, { d: id, t: 'temp' })).data!.tagAlarmPanel;
    // the history is in the order things happened: the raise at its reading's time (three hours ago here), before the
    // edit that set the hold up a moment ago
    expect(panel.log.find((l: { action: string }) => l.action === 'critical_high')).toEqual({
      action: 'critical_high',
      conditionSince: Math.floor(at(base, 6).getTime() / 1000),
    });
  });

  it('readings of one batch count together, and the pending start survives a restart', async () => {
    const id = await device();
    const base = Date.now() - 2 * 3600_000;
    w.readingsFrom(at(base, -60));
    await as('full', SAVE, { d: id, t: 'temp', criticalHigh: 200, holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 10 }] });
    await vi.waitFor(async () => {
      await w.feed({ deviceId: id, tag: 'temp', value: 100 });
      expect(w.engine.cached(id, 'temp')?.held).toBe(true);
    });
    // one batch: past at 0 and 5, inside at 6 — the newest alone would say nothing of the interruption
    await w.feed(
      { deviceId: id, tag: 'temp', value: 250, time: at(base, 0) },
      { deviceId: id, tag: 'temp', value: 150, time: at(base, 6) },
      { deviceId: id, tag: 'temp', value: 250, time: at(base, 7) },
    );
    const stored = await w.db.selectFrom('alarm_hold_states').select('conditions').where('device_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.conditions).toEqual({ critical_high: { since: at(base, 7).getTime(), active: false } });
    // a restart forgets every cached state; the stored one goes on counting from minute 7
    w.engine.invalidateAll();
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 16) });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('norm');
    w.engine.invalidateAll();
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 17) });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('critical_high');
  });

  it('a late reading from before the ones stepped does not move the start of the count', async () => {
    const id = await device();
    const base = Date.now() - 5 * 3600_000;
    w.readingsFrom(at(base, -60));
    await as('full', SAVE, { d: id, t: 'temp', criticalHigh: 200, holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 10 }] });
    await vi.waitFor(async () => {
      await w.feed({ deviceId: id, tag: 'temp', value: 100 });
      expect(w.engine.cached(id, 'temp')?.held).toBe(true);
    });
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 0) });
    await w.feed({ deviceId: id, tag: 'temp', value: 150, time: at(base, 5) });
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 6) });
    // arrives late: past, from minute 1, before the reading inside at 5
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 1) });
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 15) });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('norm');
    await w.feed({ deviceId: id, tag: 'temp', value: 250, time: at(base, 16) });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('critical_high');
  });

  it('a dead band keeps the alarm until the reading is back past it, then clears it once', async () => {
    const id = await device();
    const base = Date.now() - 3600_000;
    w.readingsFrom(at(base, -60));
    await as('full', SAVE, { d: id, t: 'temp', criticalHigh: 200, holds: [{ threshold: 'CRITICAL_HIGH', deadBand: 5 }] });
    await vi.waitFor(async () => {
      await w.feed({ deviceId: id, tag: 'temp', value: 100 });
      expect(w.engine.cached(id, 'temp')?.held).toBe(true);
    });
    const flags: string[] = [];
    for (const [m, v] of [
      [0, 201],
      [1, 199],
      [2, 201],
      [3, 195],
      [4, 194.9],
      [5, 199],
    ] as const) {
      await w.feed({ deviceId: id, tag: 'temp', value: v, time: at(base, m) });
      flags.push((await w.tagRow(id, 'temp')).alarm_flag);
    }
    expect(flags).toEqual(['critical_high', 'critical_high', 'critical_high', 'critical_high', 'norm', 'norm']);
    const actions = (await w.logOf(id, 'temp')).map((l) => l.action).filter((a) => a !== 'edit');
    expect(actions).toEqual(['critical_high', 'norm']);
  });
});

describe('Clear Alarms', () => {
  it('takes the holds, their states and the offline alarm with the rules and thresholds', async () => {
    const id = await device();
    await as('full', SAVE, {
      d: id,
      t: 'temp',
      criticalHigh: 200,
      rules: [{ name: 'Hot', symbol: 1, value: 180, holdMinutes: 5 }],
      holds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 10 }],
    });
    await w.db
      .insertInto('alarm_hold_states')
      .values({ device_id: id, tag: 'temp', conditions: JSON.stringify({ critical_high: { since: 0, active: false } }) })
      .execute();
    await w.db.insertInto('offline_alarms').values({ device_id: id, tag: 'temp' }).execute();
    await w.db.transaction().execute((trx) => clearDeviceAlarms(trx, [id]));
    for (const table of ['tag_threshold_holds', 'alarm_hold_states', 'offline_alarms'] as const) {
      expect(await w.db.selectFrom(table).select('device_id').where('device_id', '=', id).execute()).toEqual([]);
    }
  });
});
