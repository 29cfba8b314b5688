import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { BrowserSuite } from './browserSuite';

/*
 * The page tagChartGestures.test.ts drives: the sensor graph alone (web/test/tag/chartPage.ts, bundled here with
 * esbuild), opened afresh for each test, and the readings of its callbacks and of what it shows.
 */

/** What the page exposes (window.chartPage): each callback as ['window', from, to], ['reset'] or ['click', x]. */
export interface ChartPageApi {
  events: (string | number)[][];
  start: [number, number];
  limits: { min: number; max: number; minSpan: number };
  setPanMode(on: boolean): void;
}

/** Opens the chart page before each test (the touch tests open their own, with openPage) and closes it after. */
export function chartGesturePage(suite: BrowserSuite) {
  let bundle: { js: string; css: string };
  let context: BrowserContext;
  let current: Page | null = null;
  const page = (): Page => {
    if (current === null) throw new Error('the chart page is opened before each test');
    return current;
  };

  beforeAll(async () => {
    const out = await build({
      entryPoints: [fileURLToPath(new URL('../../web/test/tag/chartPage.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      outdir: 'chart-page',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const text = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
    bundle = { js: text('.js'), css: text('.css') };
  });

  async function openPage(options: { hasTouch?: boolean; width?: number } = {}) {
    context = await suite.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      timezoneId: 'UTC',
      ...(options.hasTouch ? { hasTouch: true, isMobile: true } : {}),
    });
    current = await context.newPage();
    await page().setContent(
      '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<style>${bundle.css}</style></head><body style="margin:0"><div id="root"></div></body></html>`,
    );
    await page().addScriptTag({ content: bundle.js });
    await page().locator('[data-testid="chart"][data-drawn="yes"]').waitFor();
  }

  beforeEach(async (ctx) => {
    // the touch tests open their own page
    if (!ctx.task.name.includes('touch')) await openPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  const chartPage = () =>
    page().evaluate(() => {
      const { start, limits } = (window as unknown as { chartPage: ChartPageApi }).chartPage;
      return { start, limits };
    });
  /** The callbacks since the last call. */
  const events = () => page().evaluate(() => (window as unknown as { chartPage: ChartPageApi }).chartPage.events.splice(0));
  /** The newest callback, leaving the list alone. */
  const lastEvent = () => page().evaluate(() => (window as unknown as { chartPage: ChartPageApi }).chartPage.events.at(-1));
  const shown = async (id = 'chart'): Promise<[number, number]> => {
    const [a, b] = (await page().getByTestId(id).getAttribute('data-window'))!.split(',').map(Number);
    return [a!, b!];
  };
  const plot = async (id = 'chart') => (await page().locator(`[data-testid="${id}"] .u-over`).boundingBox())!;
  const tooltip = () => page().getByTestId('chart').getByTestId('chart-tooltip');
  const zoomEnds = () => page().evaluate(() => performance.getEntriesByName('fieldwatch:zoom-end').length);

  async function drag(from: [number, number], to: [number, number], steps = 10) {
    await page().mouse.move(...from);
    await page().mouse.down();
    for (let i = 1; i <= steps; i++)
      await page().mouse.move(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps);
    await page().mouse.up();
  }

  return { page, context: () => context, openPage, chartPage, events, lastEvent, shown, plot, tooltip, zoomEnds, drag };
}
