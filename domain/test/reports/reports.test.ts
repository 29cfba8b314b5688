import { describe, expect, it } from 'vitest';
import {
  commentsOfDay,
  flowReport,
  isGallonsMode,
  parseReportHour,
  REPORT_HOURS,
  REPORT_TAGS,
  reportKindOf,
  reportMonths,
  reportRowTimes,
  splitFeet,
  tankGallonsReport,
  tankLevelReport,
  totalBarrels,
  turbineReport,
  valueNear,
} from '../../src/index';

const H = 3600;
const D = 86_400;
const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) / 1000;

describe('report rows (spec 2 §4.9)', () => {
  it('one row per day at the report hour, through the first of the next month', () => {
    const t = reportRowTimes(2025, 2, 6);
    expect(t[0]).toBe(at(2025, 2, 1, 6));
    expect(t.at(-1)).toBe(at(2025, 3, 1, 6));
    expect(t).toHaveLength(29);
    expect(t[1]! - t[0]!).toBe(D);
  });

  it('hours are read in the given time zone', () => {
    expect(reportRowTimes(2025, 1, 0, 120)[0]).toBe(at(2025, 1, 1, 0) - 2 * H);
  });

  it('report hour choices 00:00 to 24:00, parsed as an integer 0 to 24', () => {
    expect(REPORT_HOURS).toHaveLength(25);
    expect(REPORT_HOURS[24]).toEqual({ value: 24, label: '24:00' });
    expect(parseReportHour('7')).toBe(7);
    expect(parseReportHour('25')).toBeNull();
    expect(parseReportHour('-1')).toBeNull();
  });

  it('month choices are the last 12 months, newest first', () => {
    const m = reportMonths(at(2025, 2, 10));
    expect(m).toHaveLength(12);
    expect(m[0]).toEqual({ year: 2025, month: 2, label: 'February 2025' });
    expect(m[2]).toEqual({ year: 2024, month: 12, label: 'December 2024' });
    expect(m[11]).toEqual({ year: 2024, month: 3, label: 'March 2024' });
  });

  it('reading near a time: the nearest point within the tolerance only', () => {
    const pts = [
      { time: 100, value: 1 },
      { time: 200, value: 2 },
    ];
    expect(valueNear(pts, 160, 50)).toBe(2);
    expect(valueNear(pts, 140, 50)).toBe(1);
    expect(valueNear(pts, 300, 50)).toBeNull();
  });
});

describe('tank report', () => {
  it('feet whole, inches one decimal, barrels = 12 x bpi x feet with inches counted', () => {
    expect(splitFeet(10.5)).toEqual({ feet: 10, inches: 6 });
    expect(splitFeet(3.999)).toEqual({ feet: 4, inches: 0 });
    expect(totalBarrels(10, 6, 1.67)).toBeCloseTo(210.42, 2);
  });

  it('accepts a reading only within 3 hours; production is the difference; big drops are highlighted; comments with ***', () => {
    const times = [at(2025, 1, 1, 6), at(2025, 1, 2, 6), at(2025, 1, 3, 6), at(2025, 1, 4, 6), at(2025, 1, 5, 6)];
    const readings = [
      { time: times[0]! - 2 * H, value: 10 },
      { time: times[1]! + 2.5 * H, value: 11 },
      // day 3 has nothing within 3 h
      { time: times[2]! + 3 * H + 1, value: 30 },
      { time: times[3]!, value: 9 },
      { time: times[4]!, value: 7.5 },
    ];
    const rows = tankLevelReport({
      times,
      readings,
      barrelsPerInch: 2,
      comments: [
        { time: times[4]! + H, comment: 'hauled' },
        { time: times[4]! + 2 * H, comment: 'checked' },
        { time: times[4]! - 1, comment: 'not today' },
      ],
    });
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ time: times[1], feet: 11, inches: 0, totalBarrels: 264, production: 24, highlight: false });
    expect(rows[1]).toMatchObject({ feet: null, totalBarrels: null, production: null, highlight: false });
    expect(rows[2]).toMatchObject({ feet: 9, production: null });
    // 7.5 ft - 9 ft = -18 in x 2 = -36 bbl, below -24
    expect(rows[3]).toMatchObject({ feet: 7, inches: 6, production: -36, highlight: true, comments: '***hauled ***checked' });
  });

  it('a drop of exactly a foot is not highlighted', () => {
    const times = [0, D];
    const rows = tankLevelReport({
      times,
      readings: [
        { time: 0, value: 10 },
        { time: D, value: 9 },
      ],
      barrelsPerInch: 1.67,
    });
    expect(rows[0]!.production).toBeCloseTo(-20.04, 6);
    expect(rows[0]!.highlight).toBe(false);
  });

  it('gallons mode: gallons and the daily consumption', () => {
    const times = [0, D, 2 * D];
    const rows = tankGallonsReport({
      times,
      readings: [
        { time: 0, value: 10 },
        { time: D, value: 8 },
        { time: 2 * D + 4 * H, value: 1 },
      ],
      toGallons: (ft) => ft * 12 * 10,
    });
    expect(rows).toEqual([
      { time: D, gallons: 960, consumption: 240, comments: '' },
      { time: 2 * D, gallons: null, consumption: null, comments: '' },
    ]);
    expect(isGallonsMode('Tank', 'gln')).toBe(true);
    expect(isGallonsMode(null, 'gln')).toBe(false);
    expect(isGallonsMode('Tank', 'ft')).toBe(false);
  });
});

describe('turbine report', () => {
  it('rate: first reading within 24 h; production: consecutive totals when not negative', () => {
    const times = [0, D, 2 * D, 3 * D];
    const rates = [
      { time: 10, value: 100 },
      { time: D + 5, value: 120 },
      { time: 3 * D + D + 1, value: 1 },
    ];
    const cumulativePulses = [
      { time: 20, value: 25_000 },
      { time: D + 20, value: 50_000 },
      { time: 2 * D + 20, value: 75_000 },
      { time: 3 * D + 20, value: 2_500 },
    ];
    const rows = turbineReport({ times, rates, cumulativePulses, kFactor: 2500, productionOffset: 5 });
    expect(rows.map((r) => [r.rate, r.cumulative, r.production])).toEqual([
      [120, 25, 10],
      [null, 35, 10],
      [null, 6, null],
    ]);
  });
});

describe('flow report', () => {
  it('production is the average within the day; change the day-to-day difference', () => {
    const times = [0, D, 2 * D];
    const readings = [
      { time: 0, value: 10 },
      { time: D, value: 20 },
      { time: D + H, value: 40 },
      { time: 2 * D + 1, value: 25 },
    ];
    expect(flowReport({ times, readings })).toEqual([
      { time: D, production: 30, change: 20, comments: '' },
      { time: 2 * D, production: 25, change: -5, comments: '' },
    ]);
  });

  it('report kinds and comment formatting', () => {
    expect(reportKindOf('dspsr')).toBe('tank');
    expect(reportKindOf('puls')).toBe('turbine');
    expect(reportKindOf('flw')).toBe('flow');
    expect(reportKindOf('psr')).toBeNull();
    // not a report sensor, though every object has it
    expect(reportKindOf('toString')).toBeNull();
    // the server picks report sensors out by this list: exactly the tags that have a kind
    expect([...REPORT_TAGS].sort()).toEqual(['dspsr', 'flw', 'puls', 'spsr']);
    expect(REPORT_TAGS.every((t) => reportKindOf(t) !== null)).toBe(true);
    expect(commentsOfDay([{ time: 5, comment: 'a' }], 0)).toBe('***a');
  });
});
