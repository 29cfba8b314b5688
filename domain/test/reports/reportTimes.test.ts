import { describe, expect, it } from 'vitest';
import { localTime, reportRowTimes, zoneOffset } from '../../src/index';

const H = 3600;
const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) / 1000;

// A named zone through Intl, so the outcome does not depend on the machine's TZ.
const berlin = zoneOffset('Europe/Berlin');
const newYork = zoneOffset('America/New_York');

describe('report rows across a daylight-saving change (spec 2 §4.9)', () => {
  it('zone offsets come from the named zone, not the machine', () => {
    expect(berlin(at(2025, 1, 15))).toBe(60);
    expect(berlin(at(2025, 7, 15))).toBe(120);
    expect(newYork(at(2025, 1, 15))).toBe(-300);
  });

  it('every row of March stays at 06:00 Berlin time although the clocks go forward on the 30th', () => {
    const t = reportRowTimes(2025, 3, 6, berlin);
    expect(t).toHaveLength(32); // 1 March .. 1 April inclusive
    expect(t[0]).toBe(at(2025, 3, 1, 5)); // 06:00 CET = 05:00 UTC
    expect(t[29]).toBe(at(2025, 3, 30, 4)); // 06:00 CEST = 04:00 UTC, the morning of the change
    expect(t.at(-1)).toBe(at(2025, 4, 1, 4));
    expect(t[29]! - t[28]!).toBe(23 * H); // the short day
    expect(t[30]! - t[29]!).toBe(24 * H);
  });

  it('the autumn change gives one 25-hour day (New York, 2 November 2025)', () => {
    const t = reportRowTimes(2025, 11, 6, newYork);
    expect(t[1]).toBe(at(2025, 11, 2, 11)); // 06:00 EST = 11:00 UTC
    expect(t[1]! - t[0]!).toBe(25 * H);
    expect(t[0]).toBe(at(2025, 11, 1, 10)); // 06:00 EDT
  });

  it('a wall time skipped by the spring change lands an hour later; one repeated in autumn takes the second', () => {
    expect(localTime(2025, 3, 30, 2, berlin)).toBe(at(2025, 3, 30, 1)); // 02:00 does not exist: 03:00 CEST
    expect(localTime(2025, 10, 26, 2, berlin)).toBe(at(2025, 10, 26, 1)); // 02:00 CET, the second of two
  });

  it('a fixed offset still gives 24-hour days', () => {
    const t = reportRowTimes(2025, 3, 6, 60);
    expect(t[29]! - t[28]!).toBe(24 * H);
  });
});
