import { describe, expect, it } from 'vitest';
import { zoneLabel } from '@fieldwatch/domain';
import { tooltipNumber, tooltipTime, tooltipValue } from '../../src/features/tag/graph/chartTooltip';
import { pointsInWindow } from '../../src/features/tag/graph/chartData';

describe('the tooltip text', () => {
  const t = Date.UTC(2026, 10, 5, 3, 4, 5) / 1000; // 5 Nov 03:04:05 UTC
  it("prints the time as the product does, in the chart's zone, with the zone", () => {
    expect(tooltipTime(t, { timeZone: 'America/Chicago' })).toBe(`11/04/26 21:04:05 ${zoneLabel('America/Chicago', t)}`);
    expect(tooltipTime(t, { timeZone: 'America/Chicago' })).toMatch(/ CST$/);
    expect(tooltipTime(t, { timeZone: 'Asia/Tokyo' })).toMatch(/^11\/05\/26 12:04:05 /);
  });
  it('prints the x of a number chart with its label', () => {
    expect(tooltipTime(1.5, { xKind: 'number', xLabel: 'cycles/day' })).toBe('1.5 cycles/day');
  });
  it('rounds values to three decimals, as the table does', () => {
    expect(tooltipNumber(12.34567)).toBe('12.346');
    expect(tooltipNumber(15000)).toBe('15000');
    expect(tooltipNumber(-0.0001)).toBe('0');
  });
  it('writes the mean, the bucket extremes and the unit', () => {
    expect(tooltipValue(12.5, null, null, 'in')).toBe('12.5 in');
    expect(tooltipValue(12.5, 11.25, 13.1234, 'psi')).toBe('12.5 (11.25–13.123) psi');
    expect(tooltipValue(3, undefined, undefined)).toBe('3');
    // a unit with more precision keeps it, as the Table tab and the exports do (a few barrels a day in MMCF/D)
    expect(tooltipValue(0.000123, 0.0001, 0.0002, 'MMCF/D')).toBe('0.000123 (0.0001–0.0002) MMCF/D');
  });
  it('says a gap is one', () => {
    expect(tooltipValue(null, 1, 2, 'in')).toBe('—');
    expect(tooltipValue(undefined)).toBe('—');
  });
});

describe("the chart's data-points", () => {
  const line = { times: [0, 10, 20, 30, 40], values: [1, null, 3, 4, 5], color: '#000', label: 'x' };
  it('counts the first line’s readings inside the shown window, gaps left out', () => {
    expect(pointsInWindow(line, 0, 40)).toBe(4);
    expect(pointsInWindow(line, 5, 30)).toBe(2);
    expect(pointsInWindow(line, 41, 50)).toBe(0);
    expect(pointsInWindow(undefined, 0, 1)).toBe(0);
  });
});
