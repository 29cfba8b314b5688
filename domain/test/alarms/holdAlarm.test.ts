import { describe, expect, it } from 'vitest';
import { evaluateAlarm, type LegacyThresholds } from '../../src/alarms/evaluateAlarm';
import {
  evaluateHeldAlarm,
  hasHolds,
  holdInputProblem,
  type ConditionHold,
  type HeldRuleLike,
  type HoldStates,
  type ThresholdKey,
} from '../../src/alarms/holdAlarm';

const LEGACY: LegacyThresholds = { criticalHigh: 200, highWarning: 150, lowWarning: 20, criticalLow: 10 };
const MIN = 60_000;

/** Steps readings [minute, value] through the held evaluation, as the engine does, and answers each flag. */
function run(
  readings: [number, number][],
  holds: Partial<Record<ThresholdKey, ConditionHold>> = {},
  rules: HeldRuleLike[] = [],
  thresholds: Partial<LegacyThresholds> = LEGACY,
) {
  let states: HoldStates = {};
  const out: { flag: string; since: number | null }[] = [];
  for (const [minute, value] of readings) {
    const ev = evaluateHeldAlarm({ tag: 'psr', value, displayUnit: 'psi', thresholds, rules }, holds, states, minute * MIN);
    states = ev.states;
    out.push({ flag: ev.flag, since: ev.since === null ? null : ev.since / MIN });
  }
  return { flags: out.map((o) => o.flag), out, states };
}

describe('for at least N minutes', () => {
  const hold10 = { critical_high: { holdMinutes: 10, deadBand: null } };

  it('raises only once consecutive readings have been past for the whole time, and says since when', () => {
    const r = run(
      [
        [0, 250],
        [5, 260],
        [9, 255],
        [10, 251],
        [11, 240],
      ],
      hold10,
    );
    // until minute 10 the warning (not held) is what the value is past
    expect(r.flags).toEqual(['high_warning', 'high_warning', 'high_warning', 'critical_high', 'critical_high']);
    expect(r.out[3]!.since).toBe(0);
  });

  it('starts again after a reading back inside', () => {
    const r = run(
      [
        [0, 250],
        [6, 100],
        [7, 250],
        [16, 250],
        [17, 250],
      ],
      hold10,
    );
    expect(r.flags).toEqual(['high_warning', 'norm', 'high_warning', 'high_warning', 'critical_high']);
    expect(r.out[4]!.since).toBe(7);
  });

  it('a reading equal to the threshold is inside and interrupts the count', () => {
    const r = run(
      [
        [0, 250],
        [5, 200],
        [10, 250],
        [20, 250],
      ],
      hold10,
    );
    expect(r.flags).toEqual(['high_warning', 'high_warning', 'high_warning', 'critical_high']);
    expect(r.out[3]!.since).toBe(10);
  });

  it('holds a named rule by its own minutes', () => {
    const rule: HeldRuleLike = { id: 7, symbol: -1, value: 50, holdMinutes: 3, deadBand: null };
    const r = run(
      [
        [0, 40],
        [2, 45],
        [3, 30],
        [4, 60],
      ],
      {},
      [rule],
      {},
    );
    expect(r.flags).toEqual(['norm', 'norm', 'low', 'norm']);
  });

  it('with no hold and no band it is evaluateAlarm', () => {
    const rules: HeldRuleLike[] = [{ id: 1, symbol: 1, value: 120 }];
    for (const value of [5, 10, 15, 20, 100, 121, 150, 151, 200, 201, NaN]) {
      const held = evaluateHeldAlarm({ tag: 'psr', value, displayUnit: 'psi', thresholds: LEGACY, rules }, {}, {}, 0);
      const plain = evaluateAlarm({ tag: 'psr', value, displayUnit: 'psi', thresholds: LEGACY, rules });
      expect({ flag: held.flag, fired: held.firedRules }).toEqual({ flag: plain.flag, fired: plain.firedRules });
      expect(held.states).toEqual({});
    }
  });
});

describe('dead band', () => {
  const band = { critical_high: { holdMinutes: null, deadBand: 5 }, critical_low: { holdMinutes: null, deadBand: 2 } };

  it('a high clears only below threshold − band; the band edge itself stays raised', () => {
    const r = run(
      [
        [0, 201],
        [1, 199],
        [2, 195],
        [3, 194.99],
      ],
      band,
    );
    expect(r.flags).toEqual(['critical_high', 'critical_high', 'critical_high', 'high_warning']);
  });

  it('a low clears only above threshold + band', () => {
    const r = run(
      [
        [0, 9],
        [1, 11],
        [2, 12],
        [3, 12.01],
      ],
      band,
    );
    expect(r.flags).toEqual(['critical_low', 'critical_low', 'critical_low', 'low_warning']);
  });

  it('inside the band but never raised is not raised', () => {
    expect(run([[0, 198]], band).flags).toEqual(['high_warning']);
  });

  it('a rule band is in the display unit and clears past it', () => {
    const rule: HeldRuleLike = { id: 3, symbol: 1, value: 100, holdMinutes: null, deadBand: 10 };
    const r = run(
      [
        [0, 101],
        [1, 95],
        [2, 90],
        [3, 89],
      ],
      {},
      [rule],
      {},
    );
    expect(r.flags).toEqual(['high', 'high', 'high', 'norm']);
    expect(r.states).toEqual({});
  });

  it('hold and band together: raised after the hold, cleared past the band', () => {
    const both = { critical_high: { holdMinutes: 2, deadBand: 5 } };
    const r = run(
      [
        [0, 210],
        [1, 210],
        [2, 210],
        [3, 198],
        [4, 190],
      ],
      both,
    );
    expect(r.flags).toEqual(['high_warning', 'high_warning', 'critical_high', 'critical_high', 'high_warning']);
  });
});

describe('inputs', () => {
  it('knows when a tag holds anything', () => {
    expect(hasHolds({}, [])).toBe(false);
    expect(hasHolds({ low_warning: { holdMinutes: 0, deadBand: 0 } }, [{}])).toBe(false);
    expect(hasHolds({}, [{ holdMinutes: 1 }])).toBe(true);
  });

  it('refuses fractions, negatives, over a day and non-numbers', () => {
    expect(holdInputProblem({ holdMinutes: 10, deadBand: 0.5 })).toBeNull();
    expect(holdInputProblem({ holdMinutes: 1.5 })).toMatch(/whole number/);
    expect(holdInputProblem({ holdMinutes: -1 })).toMatch(/whole number/);
    expect(holdInputProblem({ holdMinutes: 1441 })).toMatch(/whole number/);
    expect(holdInputProblem({ deadBand: -0.1 })).toMatch(/dead band/);
    expect(holdInputProblem({ deadBand: Infinity })).toMatch(/dead band/);
  });
});
