import { describe, expect, it } from 'vitest';
import { withGapBreaks } from '../../src/tag/gapBreaks';
import { chooseResolution } from '../../src/tag/resolution';
import { downsampleSeries, sliceSeries } from '../../src/tag/downsample';
import type { ColumnarSeries } from '../../src/tag/series';

const series = (times: number[], values: number[]): ColumnarSeries => ({
  times,
  values,
  min: [...values],
  max: [...values],
  temps: times.map(() => null),
});

describe('gap breaks', () => {
  it('puts a null point inside a gap longer than 43,200 s and none in a gap of exactly 43,200 s', () => {
    const d = withGapBreaks(series([0, 43_200, 43_200 + 43_201, 100_000], [1, 2, 3, 4]));
    expect(d.times).toEqual([0, 43_200, 64_800.5, 86_401, 100_000]);
    expect(d.values).toEqual([1, 2, null, 3, 4]);
    expect(d.min).toEqual([1, 2, null, 3, 4]);
  });
  it('an empty series stays empty', () => {
    expect(withGapBreaks(series([], [])).times).toEqual([]);
  });
});

describe('resolution', () => {
  it('a full day reads raw rows as they are; downsampled it groups them by 2 minutes', () => {
    expect(chooseResolution(86_400, false)).toEqual({ source: 'raw', bucket: 0 });
    expect(chooseResolution(86_400, true)).toEqual({ source: 'raw', bucket: 120 });
  });
  it('the 42-day first load reads hourly rollups', () => {
    expect(chooseResolution(3_628_800 + 900, true)).toEqual({ source: 'hourly', bucket: 3600 * 2 });
  });
  it('a downsampled year reads the 365 daily rollups; ten years read them by week', () => {
    expect(chooseResolution(31_536_000, true)).toEqual({ source: 'daily', bucket: 86_400 });
    expect(chooseResolution(315_360_000, true)).toEqual({ source: 'daily', bucket: 604_800 });
  });
  it('a full year reads hourly rollups in 3-hour buckets', () => {
    expect(chooseResolution(31_536_000, false)).toEqual({ source: 'hourly', bucket: 10_800 });
  });
  it('a two-week full load aggregates raw rows into 5-minute buckets', () => {
    expect(chooseResolution(1_209_600, false)).toEqual({ source: 'raw', bucket: 600 });
  });
  it('temperature corrections force raw rows (rollups have no temperatures)', () => {
    expect(chooseResolution(31_536_000, true, true)).toEqual({ source: 'raw', bucket: 43_200 });
  });
  it('a zoomed window reads every raw reading when it holds no more readings than pixels, whatever the interval', () => {
    expect(chooseResolution(86_400, false, false, { points: 2000, rawCount: 1440 })).toEqual({ source: 'raw', bucket: 0 });
    expect(chooseResolution(2_592_000, false, false, { points: 3000, rawCount: 2880 })).toEqual({ source: 'raw', bucket: 0 });
  });
  it('the fixed loads read every raw reading of a long window of sparse readings, and bucket a dense one', () => {
    // a year of readings twice a day (730) on the full-range load, and 42 days of two-hourly readings (504) on the first
    expect(chooseResolution(31_536_000, false, false, { rawCount: 730 })).toEqual({ source: 'raw', bucket: 0 });
    expect(chooseResolution(3_628_800 + 900, true, false, { rawCount: 504 })).toEqual({ source: 'raw', bucket: 0 });
    // exactly as many readings as points is still raw; one more is bucketed
    expect(chooseResolution(31_536_000, true, false, { rawCount: 1000 })).toEqual({ source: 'raw', bucket: 0 });
    expect(chooseResolution(31_536_000, true, false, { rawCount: 1001 })).toEqual({ source: 'daily', bucket: 86_400 });
    expect(chooseResolution(3_628_800 + 900, true, false, { rawCount: 60_480 })).toEqual({ source: 'hourly', bucket: 7200 });
    // a day of one-second readings is more than the first load's thousand points: minute buckets, not 86,400 rows
    expect(chooseResolution(86_400, true, false, { rawCount: 86_400 })).toEqual({ source: 'raw', bucket: 120 });
    expect(chooseResolution(86_400, false, false, { rawCount: 86_400 })).toEqual({ source: 'raw', bucket: 60 });
  });
  it('a zoomed window with more readings than pixels gets buckets of about one pixel', () => {
    expect(chooseResolution(86_400, false, false, { points: 500, rawCount: 1440 })).toEqual({ source: 'raw', bucket: 180 });
    expect(chooseResolution(31_536_000, false, false, { points: 2000, rawCount: 525_600 })).toEqual({ source: 'hourly', bucket: 18_000 });
    expect(chooseResolution(3600, false, false, { points: 20, rawCount: 3600 })).toEqual({ source: 'raw', bucket: 60 });
  });
});

describe('downsampling', () => {
  it('keeps the mean, the min and the max of each bucket so a spike survives', () => {
    const times = Array.from({ length: 100 }, (_, i) => i * 60);
    const values = times.map((_, i) => (i === 37 ? 100 : 1));
    const d = downsampleSeries(series(times, values), 10);
    expect(d.times).toHaveLength(10);
    expect(Math.max(...d.max)).toBe(100);
    expect(Math.min(...d.min)).toBe(1);
    const spikeBucket = d.max.indexOf(100);
    expect(d.values[spikeBucket]).toBeGreaterThan(1);
    expect(d.values[spikeBucket]).toBeLessThan(100);
    expect(d.values.reduce((a, b) => a + b, 0)).toBeCloseTo(10 + 99 / 10, 0);
  });
  it('leaves a short series alone', () => {
    const s = series([1, 2, 3], [1, 2, 3]);
    expect(downsampleSeries(s, 10)).toBe(s);
  });
  it('slices by time, inclusive', () => {
    expect(sliceSeries(series([1, 2, 3, 4], [5, 6, 7, 8]), 2, 3).values).toEqual([6, 7]);
  });
});
