import { describe, expect, it } from 'vitest';
import { wallClock } from '@fieldwatch/domain';
import { formatTimeTick, timeTicks } from '../../src/features/tag/graph/chartScales';

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
    expect(formatTimeTick(t, 10 * 86_400, 'America/Chicago')).toMatch(/4/);
    expect(formatTimeTick(t, 10 * 86_400, 'Asia/Tokyo')).toMatch(/5/);
  });
});
