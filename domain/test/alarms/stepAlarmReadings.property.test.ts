import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepAlarmReadings, type AlarmStepConfig, type AlarmStepState, type HeldRuleLike, type SteppedReading } from '../../src';
import { propertyRuns, propertyTimeout } from '../helpers/propertyRuns';

/*
 * Same readings, same alarms: a tag's readings stepped one by one, or cut into batches of any size with each batch in
 * any order, give the same flag changes and end in the same state.
 */

const hold = fc.record({
  holdMinutes: fc.constantFrom(null, 0, 5, 15, 30),
  deadBand: fc.constantFrom(null, 0, 0.5, 2),
});
const level = fc.integer({ min: 0, max: 40 }).map((n) => n / 2);

const config: fc.Arbitrary<AlarmStepConfig<HeldRuleLike>> = fc
  .record({
    criticalHigh: fc.option(level),
    criticalLow: fc.option(level),
    highWarning: fc.option(level),
    lowWarning: fc.option(level),
    holds: fc.record({ critical_high: hold, critical_low: hold, high_warning: hold, low_warning: hold }, { requiredKeys: [] }),
    rules: fc.array(fc.record({ symbol: fc.constantFrom(1 as const, -1 as const), value: level, hold }), { maxLength: 3 }),
  })
  .map((c) => ({
    input: {
      tag: 'psr',
      displayUnit: 'psi',
      thresholds: { criticalHigh: c.criticalHigh, criticalLow: c.criticalLow, highWarning: c.highWarning, lowWarning: c.lowWarning },
      rules: c.rules.map((r, i) => ({ id: i + 1, symbol: r.symbol, value: r.value, ...r.hold })),
    },
    thresholdHolds: c.holds,
  }));

/** Readings a minute to twenty apart, each with its place in the sequence as its source. */
const readings = fc
  .array(fc.record({ gapMinutes: fc.integer({ min: 1, max: 20 }), value: level }), { minLength: 1, maxLength: 40 })
  .map((rs) => {
    let t = Date.UTC(2026, 11, 7, 6);
    return rs.map((r, i): SteppedReading<number> => ({ timeMs: (t += r.gapMinutes * 60_000), value: r.value, source: i }));
  });

/** The readings cut into consecutive batches, each batch shuffled. */
const batched = readings.chain((rs) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: rs.length, maxLength: rs.length }),
      fc.array(fc.double({ noNaN: true }), { minLength: rs.length, maxLength: rs.length }),
    )
    .map(([cuts, keys]) => {
      const batches: SteppedReading<number>[][] = [[]];
      rs.forEach((r, i) => {
        if (i > 0 && cuts[i]) batches.push([]);
        batches[batches.length - 1]!.push(r);
      });
      const shuffled = batches.map((b) => [...b].sort((x, y) => keys[x.source]! - keys[y.source]!));
      return { rs, batches: shuffled };
    }),
);

const start: AlarmStepState = { flag: 'norm', holdStates: {}, steppedAt: null };

function stepBatches(cfg: AlarmStepConfig<HeldRuleLike>, batches: readonly SteppedReading<number>[][]) {
  let state = start;
  const changes = [];
  for (const b of batches) {
    const r = stepAlarmReadings(cfg, state, b);
    changes.push(...r.changes);
    state = r.end;
  }
  return { changes, end: state };
}

describe('stepAlarmReadings: the outcome does not depend on how readings are cut into batches', () => {
  it(
    'property: batches of any size, each in any order, give the changes of one reading at a time',
    () => {
      fc.assert(
        fc.property(config, batched, (cfg, { rs, batches }) => {
          const one = stepBatches(
            cfg,
            rs.map((r) => [r]),
          );
          expect(stepBatches(cfg, batches)).toEqual(one);
        }),
        propertyRuns(300),
      );
    },
    propertyTimeout(30_000),
  );

  it('a spike between two normal readings in one batch is raised and cleared', () => {
    const cfg: AlarmStepConfig<HeldRuleLike> = {
      input: { tag: 'psr', displayUnit: 'psi', thresholds: { criticalHigh: 15 }, rules: [] },
      thresholdHolds: {},
    };
    const rs = [7, 19, 19, 7].map((value, i) => ({ timeMs: 1000 * (i + 1), value, source: i }));
    const r = stepAlarmReadings(cfg, start, rs);
    expect(r.changes.map((c) => [c.source, c.flag])).toEqual([
      [1, 'critical_high'],
      [3, 'norm'],
    ]);
    expect(r.end).toEqual({ flag: 'norm', holdStates: {}, steppedAt: 4000 });
  });

  it('a reading no newer than the newest stepped is not stepped again', () => {
    const cfg: AlarmStepConfig<HeldRuleLike> = {
      input: { tag: 'psr', displayUnit: 'psi', thresholds: { criticalHigh: 15 }, rules: [] },
      thresholdHolds: {},
    };
    const r = stepAlarmReadings(cfg, { ...start, steppedAt: 5000 }, [
      { timeMs: 4000, value: 20, source: 0 },
      { timeMs: 5000, value: 20, source: 1 },
    ]);
    expect(r).toEqual({ changes: [], end: { ...start, steppedAt: 5000 }, stepped: 0 });
  });
});
