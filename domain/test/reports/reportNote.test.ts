import { describe, expect, it } from 'vitest';
import { buildReport, gallonsUnknownNote, type ReportInput } from '../../src/reports/reportTable';

/** A consumption report of a tank whose volume nobody entered says so, rather than showing a month of empty cells. */
const T0 = Date.UTC(2026, 10, 2, 12) / 1000;
const data: ReportInput = {
  displayUnits: 'ft',
  readings: { time: [T0, T0 + 86_400], value: [10, 9] },
  cumulativePulses: { time: [], value: [] },
  comments: [],
};
const report = (calibration: Parameters<typeof buildReport>[0]['calibration']) =>
  buildReport({
    variant: 'gallons',
    times: [T0, T0 + 86_400],
    data,
    calibration,
    barrelsPerInch: 1.67,
    kFactor: 1,
    straps: [],
    timeZone: 'America/Chicago',
  });

describe('gallons report note', () => {
  it('a tank with a height but no volume: every gallons cell empty, and the note says why and what to enter', () => {
    const r = report({ tankName: 'Water Tank 1', tankHeight: 192 });
    // the first time is the day before the first row, for its consumption
    expect(r.rows.map((row) => row[1])).toEqual([null]);
    expect(r.note).toBe(gallonsUnknownNote('Water Tank 1'));
    expect(r.note).toMatch(/^Gallons need a tank strap calibration\. The calibration of Water Tank 1 gives no volume/);
  });

  it('gallons per inch computes the report, and no note', () => {
    const r = report({ tankName: 'Water Tank 1', tankHeight: 192, gallons_per_inch: 10 });
    expect(r.rows.map((row) => row[1])).toEqual([1080]);
    expect(r.note).toBeUndefined();
  });
});
