import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueReport, monthReport, REPORT_EMAIL_GRACE_SECONDS, reportEmail, reportKindOf, type MonthReportInput } from '../../src';
import { propertyRuns, propertyTimeout } from '../helpers/propertyRuns';

/*
 * The daily report e-mail and the Report tab are one function of the same stored readings. Whatever order a day's
 * readings were stored in, the e-mail computed once they have all arrived gives the report's own row; and while they
 * arrive oldest first (as devices send them), an e-mail the computation lets out is never one the later readings
 * would change.
 */

const MIN = 60;

/** A report sensor as the e-mail meets it: a tank in feet or in gallons, a flow meter, a turbine. */
const sensor = fc.constantFrom(
  { tag: 'spsr', displayUnits: 'ft', calibration: null },
  { tag: 'dspsr', displayUnits: 'gln', calibration: { tankName: 'T1', gallons_per_inch: 12.5, offset: 0.25 } },
  { tag: 'flw', displayUnits: 'mcf', calibration: null },
  { tag: 'puls', displayUnits: 'bbls/day', calibration: { kFactor: 100, productionOffset: 3 } },
);

const world = fc.record({
  sensor,
  timeZone: fc.constantFrom('UTC', 'America/Chicago', 'Asia/Kolkata'),
  reportHour: fc.integer({ min: 0, max: 24 }),
  // any minute of 2026: month ends, the first of a month and daylight-saving days included
  now: fc.integer({ min: Date.UTC(2026, 0, 1) / 1000 / MIN, max: Date.UTC(2027, 0, 1) / 1000 / MIN }).map((m) => m * MIN),
  // readings from two days before the report hour to six hours after it, at distinct minutes (the stored key)
  offsets: fc.uniqueArray(fc.integer({ min: -2 * 1440, max: 360 }), { minLength: 1, maxLength: 40 }),
  values: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 40, maxLength: 40 }),
  order: fc.array(fc.double({ noNaN: true }), { minLength: 40, maxLength: 40 }),
  cut: fc.nat(),
  minutesAfter: fc.integer({ min: 0, max: REPORT_EMAIL_GRACE_SECONDS / MIN - 1 }),
});

type World = typeof world extends fc.Arbitrary<infer W> ? W : never;

/** The sensor's readings (and a turbine's counter, in the same messages) sorted by time, at the due report. */
function day(w: World) {
  const due = dueReport(w.now, w.reportHour, w.timeZone, reportKindOf(w.sensor.tag)!);
  const times = [...w.offsets].sort((a, b) => a - b).map((m) => due.at + m * MIN);
  let counter = 10_000;
  const readings = times.map((time, i) => ({ time, value: w.values[i]! / 100, key: w.order[i]! }));
  const pulses = times.map((time, i) => ({ time, value: (counter += w.values[i]! * 10), key: w.order[i]! }));
  return { due, readings, pulses };
}

type Point = { time: number; value: number; key: number };
const columns = (ps: readonly Point[]) => ({ time: ps.map((p) => p.time), value: ps.map((p) => p.value) });
const byKey = (ps: readonly Point[]) => [...ps].sort((a, b) => a.key - b.key);

function input(w: World, readings: readonly Point[], pulses: readonly Point[]): Omit<MonthReportInput, 'year' | 'month'> {
  const isTurbine = w.sensor.tag === 'puls';
  return {
    tag: w.sensor.tag,
    timeZone: w.timeZone,
    data: {
      displayUnits: w.sensor.displayUnits,
      readings: columns(readings),
      cumulativePulses: isTurbine ? columns(pulses) : { time: [], value: [] },
      comments: [],
      reportHour: w.reportHour,
      barrelsPerInch: 1.67,
    },
    calibration: w.sensor.calibration,
    straps: [],
  };
}

/** The report function's row of the due day, from every reading. */
function reportRow(w: World) {
  const { due, readings, pulses } = day(w);
  const table = monthReport({ ...input(w, readings, pulses), year: due.year, month: due.month })!;
  return table.rows[table.times.indexOf(due.rowTime)]!;
}

describe('the report e-mail is the report function of the same readings', () => {
  it(
    'all readings arrived, stored in any order: the e-mail’s row is the report’s',
    () => {
      fc.assert(
        fc.property(world, (w) => {
          const { due, readings, pulses } = day(w);
          const email = reportEmail({ ...input(w, byKey(readings), byKey(pulses)), due, nowSeconds: due.at + REPORT_EMAIL_GRACE_SECONDS });
          expect(email?.state).not.toBe('wait');
          expect(email && email.state !== 'wait' ? email.row : null).toEqual(reportRow(w));
        }),
        propertyRuns(300),
      );
    },
    propertyTimeout(60_000),
  );

  it(
    'readings arriving oldest first: an e-mail let out before the grace period is over has the final row',
    () => {
      fc.assert(
        fc.property(world, (w) => {
          const { due, readings, pulses } = day(w);
          // the readings of the messages that have arrived so far
          const n = w.cut % (readings.length + 1);
          const email = reportEmail({
            ...input(w, readings.slice(0, n), pulses.slice(0, n)),
            due,
            nowSeconds: due.at + w.minutesAfter * MIN,
          });
          const afterHour = readings.slice(0, n).some((r) => r.time >= due.at);
          expect(email?.state).toBe(afterHour ? 'ready' : 'wait');
          if (email?.state === 'ready') expect(email.row).toEqual(reportRow(w));
        }),
        propertyRuns(300),
      );
    },
    propertyTimeout(60_000),
  );
});
