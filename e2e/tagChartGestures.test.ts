import { describe, expect, it } from 'vitest';
import { browserSuite } from './helpers/browserSuite';
import { chartGesturePage, type ChartPageApi } from './helpers/chartGesturePage';

/*
 * The sensor graph's zoom, pan, brush and tooltip in Chromium, on the chart alone (web/test/tag/chartPage.ts: a year
 * of 3-hour buckets in America/Chicago, a parent that follows onWindow and then feeds finer data), so they are tested
 * apart from the sensor page's data loading.
 */

const suite = browserSuite('chart-gestures');
const { page, context, openPage, chartPage, events, lastEvent, shown, plot, tooltip, zoomEnds, drag } = chartGesturePage(suite);

describe('the tooltip', () => {
  it("shows the time in the chart's zone with the zone, and the value with its band and unit; it hides when the pointer leaves", async () => {
    const b = await plot();
    await page().mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await expect.poll(() => tooltip().isVisible()).toBe(true);
    const [time, value] = (await tooltip().innerText()).split('\n');
    // a year ending in December, in the middle: summer, Chicago's daylight time
    expect(time).toMatch(/^\d\d\/\d\d\/26 \d\d:\d\d:00 CDT$/);
    const m = value!.match(/^spsr: ([\d.]+) \(([\d.]+)–([\d.]+)\) ft$/);
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBeCloseTo(Number(m![1]) - 0.25, 2);
    expect(Number(m![3])).toBeCloseTo(Number(m![1]) + 0.25, 2);
    await suite.screenshot(page(), 'tooltip');

    // near the right edge it flips to the pointer's left, staying inside the chart
    await page().mouse.move(b.x + b.width - 4, b.y + 20);
    const box = (await tooltip().boundingBox())!;
    const chart = (await page().getByTestId('chart').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width);
    expect(box.x + box.width).toBeLessThan(b.x + b.width - 4);

    await page().mouse.move(b.x + b.width / 2, b.y - 40);
    await expect.poll(() => tooltip().isVisible()).toBe(false);
  });
});

describe('zoom and pan with a mouse', () => {
  it('a drag selects the window: one onWindow on release, no click, and the data fed for it is drawn in it', async () => {
    const { start } = await chartPage();
    const b = await plot();
    const span = start[1] - start[0];
    await drag([b.x + b.width * 0.45, b.y + 100], [b.x + b.width * 0.5, b.y + 100]);
    await page().waitForTimeout(400);
    const e = await events();
    expect(e).toHaveLength(1);
    const [kind, from, to] = e[0] as [string, number, number];
    expect(kind).toBe('window');
    // a year's graph selects whole days of the chart's zone (chartZoom selectionWindow): each end within a day and a
    // pixel's worth of time of the pointer's position, on a midnight in Chicago
    const px = span / b.width;
    expect(Math.abs(from - (start[0] + 0.45 * span))).toBeLessThan(86_400 + px);
    expect(Math.abs(to - (start[0] + 0.5 * span))).toBeLessThan(86_400 + px);
    expect(
      new Set([from, to].map((t) => new Date(t * 1000).toLocaleTimeString('en-US', { timeZone: 'America/Chicago', hourCycle: 'h23' }))),
    ).toEqual(new Set(['00:00:00']));
    expect(await zoomEnds()).toBe(1);
    // the parent's finer data (10-minute points) arrived after the window: drawn inside it, not snapped back
    await expect.poll(async () => Number(await page().getByTestId('chart').getAttribute('data-points'))).toBeGreaterThan(2000);
    expect(await shown()).toEqual([from, to]);
    await suite.screenshot(page(), 'selected');
  });

  it('a press that moves less than 5 px stays a click', async () => {
    const b = await plot();
    await drag([b.x + b.width / 2, b.y + 100], [b.x + b.width / 2 + 3, b.y + 100], 3);
    await expect.poll(events).toEqual([['click', expect.any(Number)]]);
    expect(await zoomEnds()).toBe(0);
  });

  it('the wheel zooms about the pointer at once and reports the window once, when it stops; zooming out stops at the data', async () => {
    const { start, limits } = await chartPage();
    const b = await plot();
    const at = start[0] + 0.25 * (start[1] - start[0]);
    await page().mouse.move(b.x + b.width * 0.25, b.y + 100);
    await page().mouse.wheel(0, -100);
    await page().mouse.wheel(0, -100);
    // shown at once, before the gesture ends: the parent has not been told yet
    const early = await page().evaluate(
      () =>
        new Promise<{ window: string; told: number }>((resolve) =>
          // two frames: drawn by then, well before the wheel's 120 ms idle end
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                window: document.querySelector<HTMLElement>('[data-testid="chart"]')!.dataset.window!,
                told: (window as unknown as { chartPage: ChartPageApi }).chartPage.events.length,
              }),
            ),
          ),
        ),
    );
    const [ea, eb] = early.window.split(',').map(Number);
    expect(eb! - ea!).toBeLessThan(start[1] - start[0]);
    expect(early.told).toBe(0);
    await expect.poll(events).toHaveLength(1);
    const w = await shown();
    expect((w[1] - w[0]) / (start[1] - start[0])).toBeCloseTo(1 / 1.25 ** 2, 2);
    expect((at - w[0]) / (w[1] - w[0])).toBeCloseTo(0.25, 2);

    for (let i = 0; i < 20; i++) await page().mouse.wheel(0, 300);
    await expect.poll(lastEvent).toEqual(['window', limits.min, limits.max]);
    expect(await shown()).toEqual([limits.min, limits.max]);
  });

  it('Shift+drag and the Pan toggle pan the window, keeping its width, with no click', async () => {
    const b = await plot();
    await drag([b.x + b.width * 0.4, b.y + 100], [b.x + b.width * 0.6, b.y + 100]);
    await expect.poll(events).toHaveLength(1);
    const w0 = await shown();
    const width = w0[1] - w0[0];

    await page().keyboard.down('Shift');
    await drag([b.x + b.width * 0.5, b.y + 100], [b.x + b.width * 0.5 + 200, b.y + 100]);
    await page().keyboard.up('Shift');
    await expect.poll(events).toHaveLength(1);
    const w1 = await shown();
    expect(w1[1] - w1[0]).toBe(width);
    // dragged right: earlier times, by the dragged share of the window
    expect((w0[0] - w1[0]) / width).toBeCloseTo(200 / b.width, 2);

    await page().evaluate(() => (window as unknown as { chartPage: ChartPageApi }).chartPage.setPanMode(true));
    await page().waitForTimeout(50);
    await drag([b.x + b.width * 0.5, b.y + 100], [b.x + b.width * 0.5 - 100, b.y + 100]);
    await expect.poll(events).toHaveLength(1);
    const w2 = await shown();
    expect(w2[1] - w2[0]).toBe(width);
    expect((w2[0] - w1[0]) / width).toBeCloseTo(100 / b.width, 2);
    await page().waitForTimeout(400);
    expect(await events()).toEqual([]);
  });

  it('a double-click resets the zoom and opens no click menu', async () => {
    const { start } = await chartPage();
    const b = await plot();
    await drag([b.x + b.width * 0.4, b.y + 100], [b.x + b.width * 0.6, b.y + 100]);
    await expect.poll(events).toHaveLength(1);
    await page().mouse.dblclick(b.x + b.width / 2, b.y + 100);
    await page().waitForTimeout(500);
    expect(await events()).toEqual([['reset']]);
    expect(await shown()).toEqual(start);
  });
});

describe('by keyboard', () => {
  it('Tab reaches the graph; Home, End and arrows pick readings (tooltip, announcement); Enter clicks the picked one; +/- zoom about it, Shift+arrow pans, 0 resets', async () => {
    const { start } = await chartPage();
    const HOUR = 3600;
    await page().keyboard.press('Tab');
    expect(await page().evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('chart');
    const said = page().getByTestId('chart').getByTestId('chart-announcement');
    // the year's last 3-hour bucket is its end, 1 Dec 2026 00:00 UTC: 18:00 the day before in Chicago
    await page().keyboard.press('End');
    await expect.poll(() => said.textContent()).toMatch(/^11\/30\/26 18:00:00 CST: spsr [\d.]+ ft$/);
    await expect.poll(() => tooltip().isVisible()).toBe(true);
    expect((await tooltip().innerText()).split('\n')[0]).toBe('11/30/26 18:00:00 CST');
    await page().keyboard.press('ArrowLeft');
    await expect.poll(() => said.textContent()).toMatch(/^11\/30\/26 15:00:00 CST: /);
    await page().keyboard.press('Home');
    await page().keyboard.press('ArrowRight');
    await expect.poll(() => said.textContent()).toMatch(/^11\/30\/25 21:00:00 CST: /);
    // Enter is a click on that reading: the same ChartClick a pointer there makes
    await page().keyboard.press('Enter');
    const [click] = await events();
    expect(click![0]).toBe('click');
    expect(Math.abs((click![1] as number) - (start[0] + 3 * HOUR))).toBeLessThan(HOUR);

    // + zooms about the picked reading: the last one stays at the window's right end
    await page().keyboard.press('End');
    await page().keyboard.press('+');
    await expect.poll(events).toHaveLength(1);
    const z = await shown();
    expect((z[1] - z[0]) / (start[1] - start[0])).toBeCloseTo(1 / 1.5, 3);
    expect(z[1]).toBe(start[1]);
    await page().keyboard.press('Shift+ArrowLeft');
    await expect.poll(events).toHaveLength(1);
    const p = await shown();
    expect(p[1] - p[0]).toBe(z[1] - z[0]);
    expect((z[0] - p[0]) / (z[1] - z[0])).toBeCloseTo(0.25, 3);
    await page().keyboard.press('-');
    await expect.poll(events).toHaveLength(1);
    expect((await shown())[1] - (await shown())[0]).toBeGreaterThan(p[1] - p[0]);
    await page().keyboard.press('0');
    await expect.poll(events).toEqual([['reset']]);
    expect(await shown()).toEqual(start);
    // the page did not scroll under the keys the graph took
    expect(await page().evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('the mini-graph brush', () => {
  it('a drag across it chooses the window; a click centres the window on the clicked time', async () => {
    const { start } = await chartPage();
    const span = start[1] - start[0];
    const m = await plot('mini');
    await drag([m.x + m.width * 0.1, m.y + 20], [m.x + m.width * 0.3, m.y + 20]);
    await expect.poll(events).toHaveLength(1);
    const w = await shown();
    expect((w[0] - start[0]) / span).toBeCloseTo(0.1, 2);
    expect((w[1] - start[0]) / span).toBeCloseTo(0.3, 2);
    // the mini-graph itself still shows the whole range
    expect(await shown('mini')).toEqual(start);

    await page().mouse.click(m.x + m.width * 0.7, m.y + 20);
    await expect.poll(events).toHaveLength(1);
    const c = await shown();
    expect(c[1] - c[0]).toBe(w[1] - w[0]);
    expect(((c[0] + c[1]) / 2 - start[0]) / span).toBeCloseTo(0.7, 2);
    await suite.screenshot(page(), 'brushed');
  });
});

describe('on a touch screen (390 px)', () => {
  it('touch: a pinch zooms about the fingers, a swipe pans, a vertical swipe scrolls the page, a tap shows the tooltip and clicks', async () => {
    await openPage({ hasTouch: true, width: 390 });
    const { start } = await chartPage();
    const cdp = await context().newCDPSession(page());
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    const b = await plot();
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;

    // fingers 60 px apart spread to 180: a third of the window, about their midpoint
    await touch('touchStart', [
      [cx - 30, cy],
      [cx + 30, cy],
    ]);
    for (let i = 1; i <= 10; i++)
      await touch('touchMove', [
        [cx - 30 - 6 * i, cy],
        [cx + 30 + 6 * i, cy],
      ]);
    await touch('touchEnd', []);
    await expect.poll(events).toHaveLength(1);
    const w1 = await shown();
    expect((w1[1] - w1[0]) / (start[1] - start[0])).toBeCloseTo(1 / 3, 2);
    expect(((w1[0] + w1[1]) / 2 - start[0]) / (start[1] - start[0])).toBeCloseTo(0.5, 1);

    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 10; i++) await touch('touchMove', [[cx + 8 * i, cy]]);
    await touch('touchEnd', []);
    await expect.poll(events).toHaveLength(1);
    const w2 = await shown();
    expect(w2[1] - w2[0]).toBe(w1[1] - w1[0]);
    expect(w2[0]).toBeLessThan(w1[0]);

    const top = b.y;
    await page().evaluate(() => document.body.style.setProperty('height', '3000px'));
    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 10; i++) await touch('touchMove', [[cx, cy - 15 * i]]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await plot()).y).toBeLessThan(top - 50);
    expect(await shown()).toEqual(w2);
    // the fling's scrolling ends before the chart is brought back for the tap
    await page().waitForTimeout(600);
    await page().evaluate(() => window.scrollTo(0, 0));
    const b2 = await plot();
    await page().touchscreen.tap(b2.x + b2.width * 0.6, b2.y + b2.height * 0.4);
    await expect.poll(() => tooltip().isVisible()).toBe(true);
    await expect.poll(events).toEqual([['click', expect.any(Number)]]);
    await suite.screenshot(page(), 'touch-tap', { fullPage: false });
  });
});
