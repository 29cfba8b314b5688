import { describe, expect, it } from 'vitest';
import { wallClock } from '@fieldwatch/domain';
import { formatTimeTicks, timeTicks } from '../../src/features/tag/graph/chartScales';

describe("the graph's time axis in the device's site zone", () => {
  // a window without a clock change (fixed steps keep the offset of the window's start)
  const min = Date.UTC(2026, 11, 1) / 1000;
  const max = min + 10 * 86_400;
  it('puts day ticks on midnight of the site zone, whatever the browser zone', () => {
    for (const zone of ['America/Chicago', 'Asia/Tokyo']) {
      const ticks = timeTicks(min, max, 6, zone);
      expect(ticks.length).toBeGreaterThan(2);
      for (const t of ticks) expect(wallClock(t, zone)).toMatchObject({ hour: 0, minute: 0 });
    }
  });
  it('labels a tick with the date of the site zone', () => {
    const t = Date.UTC(2026, 10, 5, 3) / 1000; // 5 Nov 03:00 UTC: still 4 Nov in Chicago
    expect(formatTimeTicks([t], 10 * 86_400, 'America/Chicago')[0]).toMatch(/4/);
    expect(formatTimeTicks([t], 10 * 86_400, 'Asia/Tokyo')[0]).toMatch(/5/);
  });
  it("names the year on the first tick and where it changes, in the site zone's calendar", () => {
    const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 6) / 1000; // midnight in Chicago (CST)
    // a year's graph crossing 1 January: months, the year at the first tick and at January
    const year = [day(2025, 6, 1), day(2025, 9, 1), day(2025, 12, 1), day(2026, 1, 1), day(2026, 3, 1)];
    expect(formatTimeTicks(year, 365 * 86_400, 'America/Chicago')).toEqual(['Jun 2025', 'Sep', 'Dec', 'Jan 2026', 'Mar']);
    // a month's graph: the year once, not on every date
    const month = [day(2026, 3, 2), day(2026, 3, 9), day(2026, 3, 16), day(2026, 3, 23)];
    expect(formatTimeTicks(month, 31 * 86_400, 'America/Chicago')).toEqual(['Mar 2, 2026', 'Mar 9', 'Mar 16', 'Mar 23']);
    // 1 January 05:00 UTC is still New Year's Eve in Chicago: the year changes at the next tick there
    const eve = [Date.UTC(2025, 11, 25, 6) / 1000, Date.UTC(2026, 0, 1, 5) / 1000, Date.UTC(2026, 0, 8, 6) / 1000];
    expect(formatTimeTicks(eve, 31 * 86_400, 'America/Chicago')).toEqual(['Dec 25, 2025', 'Dec 31', 'Jan 8, 2026']);
    // hours and minutes on a day's graph, no year
    expect(formatTimeTicks([day(2026, 3, 2)], 86_400, 'America/Chicago')[0]).not.toMatch(/2026/);
  });
  it("names the date under an hour tick at the first tick and where the site's date changes", () => {
    // 18:00, 00:00 and 06:00 in Chicago (UTC-6) across midnight of 2 to 3 March; in Tokyo the same instants are one date
    const at = (h: number) => Date.UTC(2026, 2, 3, h) / 1000;
    const chicago = formatTimeTicks([at(0), at(6), at(12)], 86_400, 'America/Chicago');
    expect(chicago.map((l) => l.split('\n').length)).toEqual([2, 2, 1]);
    expect(chicago[0]).toMatch(/\nMar 2$/);
    expect(chicago[1]).toMatch(/\nMar 3$/);
    const tokyo = formatTimeTicks([at(0), at(6), at(12)], 86_400, 'Asia/Tokyo');
    expect(tokyo.map((l) => l.split('\n').length)).toEqual([2, 1, 1]);
  });
});
