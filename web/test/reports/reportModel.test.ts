import { describe, expect, it } from 'vitest';
import { buildReport, formatDateTime, reportRowTimes, unitLabel, type ReportVariant } from '@fieldwatch/domain';
import type { Calibration } from '../../src/features/calibration/graphql/calibration';
import type { ReportData } from '../../src/features/reports/graphql/reports';

const D = 86_400;
// March 2025 at 06:00 UTC: 32 row times, 31 rows shown
const times = reportRowTimes(2025, 3, 6, 0);

const cal = (over: Partial<Calibration> = {}): Calibration => ({
  time: 0,
  offset: 0,
  fluid: 'chemical',
  api: 32,
  tds: 24,
  sg: 1,
  barrelsPerInch: 1.67,
  target: 0,
  kFactor: 100,
  productionOffset: 0,
  tankName: 'T1',
  tankHeight: null,
  tankVolume: null,
  tankShape: null,
  unit: 'inches',
  orifice_diameter: null,
  pipe_diameter: null,
  scada_sensor_type: null,
  scada_max: null,
  scada_min: null,
  valve_high: null,
  valve_low: null,
  gallons_per_inch: null,
  ...over,
});

const data = (over: Partial<ReportData> = {}): ReportData => ({
  deviceID: 1,
  tag: 'spsr',
  displayUnits: 'ft',
  barrelsPerInch: 1.67,
  reportHour: 6,
  readings: { time: [], value: [] },
  cumulativePulses: { time: [], value: [] },
  comments: [],
  ...over,
});

/** One reading at every row time, of the given levels. */
const daily = (levels: number[]) => ({ time: levels.map((_, i) => times[i]!), value: levels });

const build = (variant: ReportVariant, d: ReportData, c: Calibration | null = cal()) =>
  buildReport({
    variant,
    times,
    data: d,
    calibration: c,
    barrelsPerInch: 2,
    kFactor: 100,
    timeZone: 'UTC',
    straps: [
      {
        tank_name: 'T1',
        strap: [
          { inches: 0, gallons: 0 },
          { inches: 120, gallons: 1200 },
        ],
      },
    ],
  });

describe('buildReport (spec 2 §2.2, §4.9)', () => {
  it('each variant has its own headers; a row per day after the anchor', () => {
    expect(build('level', data()).headers).toEqual(['Date', 'Feet', 'Inches', 'Total (bbls)', 'Production (bbls)', 'Comments']);
    expect(build('gallons', data()).headers).toEqual(['Date', 'Gallons', 'Consumption (gallons)', 'Comments']);
    expect(build('turbine', data({ tag: 'puls' })).headers).toEqual([
      'Date',
      'Rate (bbls/day)',
      'Cumulative (bbls)',
      'Daily Production (bbls)',
      'Comments',
    ]);
    expect(build('flow', data({ tag: 'flw', displayUnits: 'mcf' })).headers).toEqual([
      'Date',
      `Daily Production (${unitLabel('mcf')})`,
      `Daily Change (${unitLabel('mcf')})`,
      'Comments',
    ]);
    // without a display unit, the flow meter's default one
    expect(build('flow', data({ tag: 'flw', displayUnits: '' })).headers.slice(1, 3)).toEqual([
      'Daily Production (MCF/D)',
      'Daily Change (MCF/D)',
    ]);
    expect(build('level', data()).rows).toHaveLength(times.length - 1);
  });

  it('level: feet, inches, barrels and production; only a drop of more than a foot of fluid is highlighted', () => {
    // 10 ft, 10 ft 6 in, then a 1.5 ft drop (row 1), then an exactly-one-foot drop (row 2, not below -12 x bpi)
    const t = build('level', data({ readings: daily([10, 10.5, 9, 8]) }));
    expect(t.rows[0]!.slice(1, 5)).toEqual([10, 6, 252, 12]);
    expect(t.rows[1]!.slice(1, 5)).toEqual([9, 0, 216, -36]);
    expect(t.rows[2]![4]).toBe(-24);
    expect([...t.highlight]).toEqual([1]);
  });

  it("the calibration's offset moves the levels", () => {
    const t = build('level', data({ readings: daily([10, 10]) }), cal({ offset: 1 }));
    expect(t.rows[0]!.slice(1, 3)).toEqual([11, 0]);
  });

  it('gallons: from the named strap, consumption is what was drawn off', () => {
    const t = build('gallons', data({ readings: daily([5, 4]) }));
    expect(t.rows[0]!.slice(1, 3)).toEqual([480, 120]);
    expect(t.highlight.size).toBe(0);
  });

  it("the day's comments are joined, each prefixed with ***; the next day's are not", () => {
    const comments = [
      { time: times[1]! + 7200, comment: 'second' },
      { time: times[1]! + 60, comment: 'first' },
      { time: times[2]!, comment: 'next day' },
    ];
    const t = build('flow', data({ tag: 'flw', comments }));
    expect(t.rows[0]!.at(-1)).toBe('***first ***second');
    expect(t.rows[1]!.at(-1)).toBe('***next day');
    expect(t.rows[2]!.at(-1)).toBe('');
  });

  it('turbine: rate, cumulative barrels over the k-factor, and production', () => {
    const t = build(
      'turbine',
      data({
        tag: 'puls',
        readings: { time: [times[1]! + 60], value: [420] },
        cumulativePulses: { time: [times[0]! + 60, times[1]! + 60], value: [1000, 3500] },
      }),
    );
    expect(t.rows[0]!.slice(1, 4)).toEqual([420, 35, 25]);
  });

  it('flow: the mean of the day, the change to the day before', () => {
    const t = build(
      'flow',
      data({ tag: 'flw', readings: { time: [times[0]! + 10, times[1]! + 10, times[1]! + D - 10], value: [4, 6, 9] } }),
    );
    expect(t.rows[0]!.slice(1, 3)).toEqual([7.5, 3.5]);
  });
});

describe('report dates', () => {
  it('writes each day as MM/DD/YY in the device zone, whatever zone the browser is in', () => {
    const rows = build('level', data({ readings: daily(times.map(() => 1)) })).rows;
    expect(rows[0]![0]).toMatch(/^\d\d\/\d\d\/\d\d$/);
    const t = times[1]!;
    const tokyo = buildReport({
      variant: 'level',
      times,
      data: data(),
      calibration: cal(),
      barrelsPerInch: 2,
      kFactor: 100,
      timeZone: 'Asia/Tokyo',
      straps: [],
    });
    expect(tokyo.rows[0]![0]).toBe(formatDateTime(t, false, 'Asia/Tokyo').slice(0, 8));
  });
});
