import { describe, expect, it } from 'vitest';
import {
  centredWindow,
  clampWindow,
  panBy,
  pinchWindow,
  roundWindow,
  selectionWindow,
  timeAt,
  wheelPixels,
  wheelScale,
  zoomAt,
  type XWindow,
} from '../../src/features/tag/graph/chartZoom';

const DAY = 86_400;
// a year of data, windows never narrower than 10 minutes
const limits = { min: 0, max: 365 * DAY, minSpan: 600 };
const width = (w: XWindow) => w[1] - w[0];

describe('zooming about a point', () => {
  it('keeps the time under the pointer where it was', () => {
    const w: XWindow = [10 * DAY, 20 * DAY];
    const at = 12 * DAY;
    const z = zoomAt(w, at, 1 / 1.25, limits);
    expect(width(z)).toBeCloseTo(8 * DAY);
    // the pointer's share of the window is the same before and after
    expect((at - z[0]) / width(z)).toBeCloseTo((at - w[0]) / width(w));
  });
  it('zooms out by the same factor, and back in to the same window', () => {
    const w: XWindow = [10 * DAY, 20 * DAY];
    const out = zoomAt(w, 15 * DAY, 1.25, limits);
    expect(width(out)).toBeCloseTo(12.5 * DAY);
    const back = zoomAt(out, 15 * DAY, 1 / 1.25, limits);
    expect(back[0]).toBeCloseTo(w[0]);
    expect(back[1]).toBeCloseTo(w[1]);
  });
  it('stops at minSpan, the pointer still in place', () => {
    const w: XWindow = [DAY, DAY + 1000];
    const z = zoomAt(w, DAY + 250, 0.01, limits);
    expect(width(z)).toBe(600);
    expect(z[0]).toBeCloseTo(DAY + 250 - 0.25 * 600);
  });
  it('stops at the data extent, and stays inside it near an edge', () => {
    expect(zoomAt([100 * DAY, 300 * DAY], 200 * DAY, 10, limits)).toEqual([0, 365 * DAY]);
    const z = zoomAt([340 * DAY, 365 * DAY], 355 * DAY, 2, limits);
    expect(z).toEqual([315 * DAY, 365 * DAY]);
  });
  it('is unlimited without limits', () => {
    expect(zoomAt([0, 100], 0, 3)).toEqual([0, 300]);
  });
});

describe('panning', () => {
  const w: XWindow = [100 * DAY, 110 * DAY];
  it('moves the data with the pointer: dragging right shows earlier times', () => {
    const p = panBy(w, 100, 1000, limits);
    expect(p).toEqual([99 * DAY, 109 * DAY]);
    expect(panBy(w, -500, 1000, limits)).toEqual([105 * DAY, 115 * DAY]);
  });
  it('keeps the width exactly, also against the edges', () => {
    const p = panBy(w, 1e6, 1000, limits);
    expect(p).toEqual([0, 10 * DAY]);
    const q = panBy(w, -1e6, 1000, limits);
    expect(q).toEqual([355 * DAY, 365 * DAY]);
  });
  it('cannot move a window as wide as the data', () => {
    const all: XWindow = [0, 365 * DAY];
    expect(panBy(all, 300, 1000, limits)).toBe(all);
  });
});

describe('clamping', () => {
  it('widens a narrow window about its middle to minSpan', () => {
    expect(clampWindow([1000, 1100], limits)).toEqual([750, 1350]);
  });
  it('moves a window that sticks out back inside, without resizing it', () => {
    expect(clampWindow([-100, 900], limits)).toEqual([0, 1000]);
    expect(clampWindow([365 * DAY - 500, 365 * DAY + 500], limits)).toEqual([365 * DAY - 1000, 365 * DAY]);
  });
  it('narrows a window wider than the data to the data', () => {
    expect(clampWindow([-DAY, 400 * DAY], limits)).toEqual([0, 365 * DAY]);
  });
  it('centres minSpan on data shorter than it', () => {
    expect(clampWindow([0, 100], { min: 0, max: 200, minSpan: 600 })).toEqual([-200, 400]);
  });
  it('mends an empty or reversed window', () => {
    expect(width(clampWindow([5, 5]))).toBeGreaterThan(0);
  });
});

describe('drag selection', () => {
  const w: XWindow = [0, 1000 * 60];
  it('is the window between the two pixels, whichever way the drag went', () => {
    expect(selectionWindow(w, 250, 500, 1000, limits)).toEqual([15_000, 30_000]);
    expect(selectionWindow(w, 500, 250, 1000, limits)).toEqual([15_000, 30_000]);
  });
  it('is widened to minSpan about its middle', () => {
    expect(selectionWindow(w, 500, 505, 1000, limits)).toEqual([30_150 - 300, 30_150 + 300]);
  });
  describe('on a graph whose day is a few pixels wide (a year), whole days of the site zone', () => {
    // a year on 1,500 px: a day is about 4.1 px; midnight in Chicago is 05:00 or 06:00 UTC
    const june10 = Date.UTC(2026, 5, 10) / 1000;
    const year: XWindow = [june10 - 180 * 86_400, june10 + 185 * 86_400];
    const dayPx = 1500 / 365;
    const pxOf = (t: number) => ((t - year[0]) / (year[1] - year[0])) * 1500;
    const chicagoJune10 = june10 + 5 * 3600;
    const noon = chicagoJune10 + 12 * 3600;
    it('the shortest drag (5 px) selects the one day around where it was made, midnight to midnight', () => {
      expect(selectionWindow(year, pxOf(noon) - 2.5, pxOf(noon) + 2.5, 1500, undefined, 'America/Chicago')).toEqual([
        chicagoJune10,
        chicagoJune10 + 86_400,
      ]);
      // made late in the day, it is still that day
      const late = pxOf(chicagoJune10 + 22 * 3600);
      expect(selectionWindow(year, late - 3, late + 3, 1500, undefined, 'America/Chicago')).toEqual([
        chicagoJune10,
        chicagoJune10 + 86_400,
      ]);
      // and in another zone, that zone's day
      expect(selectionWindow(year, pxOf(june10 + 12 * 3600) - 2.5, pxOf(june10 + 12 * 3600) + 2.5, 1500, undefined, 'UTC')).toEqual([
        june10,
        june10 + 86_400,
      ]);
    });
    it("each further day's width of drag adds a day, centred on the drag", () => {
      const sel = (px: number) => selectionWindow(year, pxOf(noon) - px / 2, pxOf(noon) + px / 2, 1500, undefined, 'America/Chicago');
      const two = sel(5 + dayPx);
      expect(two[1] - two[0]).toBe(2 * 86_400);
      expect(Math.abs((two[0] - chicagoJune10) % 86_400)).toBe(0);
      expect(two[0]).toBeLessThan(noon);
      expect(two[1]).toBeGreaterThan(noon);
      expect(sel(5 + 2 * dayPx)).toEqual([chicagoJune10 - 86_400, chicagoJune10 + 2 * 86_400]);
      // a month's drag is a month of whole days
      const month = sel(5 + 30 * dayPx);
      expect(month[1] - month[0]).toBe(31 * 86_400);
      expect(Math.abs((month[0] - chicagoJune10) % 86_400)).toBe(0);
    });
    it('on a graph whose day is wide enough to aim at, the drag is exactly the pixels', () => {
      const week: XWindow = [june10, june10 + 7 * 86_400];
      expect(selectionWindow(week, 100, 110, 700, undefined, 'America/Chicago')).toEqual([june10 + 100 * 864, june10 + 110 * 864]);
    });
  });
  it('reads the time at a pixel', () => {
    expect(timeAt(w, 0, 1000)).toBe(0);
    expect(timeAt(w, 1000, 1000)).toBe(60_000);
  });
});

describe('pinch', () => {
  const w: XWindow = [0, 100 * DAY];
  it('spreading the fingers to twice their gap halves the window about their midpoint', () => {
    const p = pinchWindow(w, [400, 600], [300, 700], 1000, limits);
    expect(width(p)).toBeCloseTo(50 * DAY);
    expect((p[0] + p[1]) / 2).toBeCloseTo(50 * DAY);
  });
  it('keeps the times under the fingers under them', () => {
    const p = pinchWindow(w, [200, 400], [100, 500], 1000, limits);
    expect(timeAt(p, 100, 1000)).toBeCloseTo(20 * DAY);
    expect(timeAt(p, 500, 1000)).toBeCloseTo(40 * DAY);
  });
  it('pans with the midpoint when the gap stays', () => {
    const p = pinchWindow([100 * DAY, 200 * DAY], [400, 600], [500, 700], 1000, limits);
    expect(p[0]).toBeCloseTo(90 * DAY);
    expect(width(p)).toBeCloseTo(100 * DAY);
  });
  it('respects the limits and fingers that touch', () => {
    const p = pinchWindow([100 * DAY, 100 * DAY + 1000], [500, 501], [0, 1000], 1000, limits);
    expect(width(p)).toBe(600);
    const q = pinchWindow(w, [0, 1000], [500, 500], 1000, limits);
    expect(width(q)).toBeLessThanOrEqual(365 * DAY);
  });
});

describe('the mini-graph click', () => {
  it('centres the window width on the clicked time, inside the data', () => {
    expect(centredWindow(100 * DAY, 10 * DAY, limits)).toEqual([95 * DAY, 105 * DAY]);
    expect(centredWindow(2 * DAY, 10 * DAY, limits)).toEqual([0, 10 * DAY]);
  });
});

describe('the wheel', () => {
  it('zooms 1.25 per mouse notch, out when turned down', () => {
    expect(wheelScale(100, 0)).toBeCloseTo(1.25);
    expect(wheelScale(-100, 0)).toBeCloseTo(0.8);
    // Firefox's lines: three to the notch
    expect(wheelScale(3, 1)).toBeCloseTo(1.25);
  });
  it('zooms a little per trackpad delta, and a trackpad pinch (ctrlKey) tenfold', () => {
    expect(wheelScale(4, 0)).toBeGreaterThan(1);
    expect(wheelScale(4, 0)).toBeLessThan(1.01);
    expect(wheelScale(4, 0, true)).toBeCloseTo(1.25 ** 0.4);
  });
  it('caps one flick', () => {
    expect(wheelScale(5000, 0)).toBeCloseTo(1.25 ** 3);
    expect(wheelPixels(1, 2)).toBe(800);
  });
});

it('reports windows in whole seconds', () => {
  expect(roundWindow([10.4, 20.6])).toEqual([10, 21]);
  expect(roundWindow([10.2, 10.3])).toEqual([10, 11]);
});
