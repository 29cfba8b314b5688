import { describe, expect, it } from 'vitest';
import { correctionShiftAt, summariseDailyTemps } from '../../src';

describe('averageTempData summary', () => {
  it('weights each day by its readings and names the coldest and warmest day', () => {
    const s = summariseDailyTemps({
      times: [0, 86_400, 172_800],
      values: [60, 80, 50],
      min: [55, 70, 40],
      max: [65, 90, 60],
      counts: [10, 30, 0],
    });
    // the third day had no readings and does not count
    expect(s).toEqual({ mean: 75, lowestDay: 60, highestDay: 80, days: 2 });
  });

  it('is null without any reading', () => {
    expect(summariseDailyTemps({ times: [], values: [], min: [], max: [], counts: [] })).toBeNull();
  });

  it("gives the correction's shift at a temperature: -coefficient x (temp - 68), none within the threshold", () => {
    expect(correctionShiftAt(78, 0.1, null)).toBeCloseTo(-1);
    expect(correctionShiftAt(58, 0.1, null)).toBeCloseTo(1);
    expect(correctionShiftAt(70, 0.1, 5)).toBe(0);
  });
});
