import type { Browser, Page } from 'playwright-core';
import { quantile } from '../directory/fixture';
import { pollPage } from '../helpers/pollPage';

/**
 * The zoom measure of bench:graph: on the one-minute year tank, the time from the end of a zoom gesture (the chart's
 * `fieldwatch:zoom-end` mark, set as the pointer is released) to the frame that shows the new window's answer
 * (`fieldwatch:window-data-painted`, queued from the next animation frame after uPlot took the new data). Each run
 * starts from a window about three times as wide at a random place (so no answer comes from the browser's cache)
 * and drags across its middle third, as a user narrowing in would.
 */
export interface ZoomRow {
  what: string;
  p50: number;
  p99: number;
  note: string;
}

const DAY = 86_400;
const KINDS = [
  { name: '1 year', start: null, width: 365 * DAY },
  { name: '1 month', start: 3 * 30 * DAY, width: 30 * DAY },
  { name: '1 day', start: 3 * DAY, width: DAY },
  { name: '1 hour', start: 3 * 3600, width: 3600 },
] as const;

const iso = (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
const isWindowAnswer = (url: string, body: string | null) => url.endsWith('/api/graphql') && (body ?? '').includes('"points"');

async function quiet(page: Page) {
  await page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(250);
}

/** Drags across the plot from fraction a to fraction b of its width; resolves with gesture-end → painted, in ms. */
async function dragAndTime(page: Page, a: number, b: number): Promise<number> {
  await page.evaluate(`performance.clearMarks('fieldwatch:zoom-end'); performance.clearMarks('fieldwatch:window-data-painted')`);
  const box = (await page.getByTestId('tag-graph').locator('.u-over').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + a * box.width, y);
  await page.mouse.down();
  await page.mouse.move(box.x + ((a + b) / 2) * box.width, y, { steps: 3 });
  await page.mouse.move(box.x + b * box.width, y, { steps: 3 });
  await page.mouse.up();
  await pollPage(page, `performance.getEntriesByName('fieldwatch:window-data-painted').length > 0`, 30_000);
  return (await page.evaluate(
    `performance.getEntriesByName('fieldwatch:window-data-painted')[0].startTime - performance.getEntriesByName('fieldwatch:zoom-end')[0].startTime`,
  )) as number;
}

export async function benchZoom(
  browser: Browser,
  base: string,
  storage: string,
  route: string,
  extent: [number, number],
  runs: number,
  log: (line: string) => void,
): Promise<ZoomRow[]> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage });
  const page = await ctx.newPage();
  const rows: ZoomRow[] = [];
  try {
    await page.goto(`${base}/#${route}`);
    await quiet(page);
    // let the page's full-range load land before any gesture is timed
    await page.waitForTimeout(1500);
    for (const kind of KINDS) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        let a = 1 / 3;
        let b = 2 / 3;
        if (kind.start === null) {
          // the whole range is a little over a year: a drag across nearly all of it leaves about a year
          const margin = (1 - kind.width / (extent[1] - extent[0])) / 2;
          a = Math.max(0.002, margin + (Math.random() - 0.5) * 0.01);
          b = Math.min(0.998, 1 - margin + (Math.random() - 0.5) * 0.01);
          await page.evaluate(`location.hash = ${JSON.stringify(route)}`);
          await quiet(page);
        } else {
          const from = extent[0] + Math.random() * (extent[1] - extent[0] - kind.start - 3600);
          const first = page.waitForResponse((r) => isWindowAnswer(r.url(), r.request().postData()), { timeout: 30_000 });
          await page.evaluate(`location.hash = ${JSON.stringify(`${route}?from=${iso(from)}&to=${iso(from + kind.start)}`)}`);
          await first;
          await quiet(page);
        }
        try {
          times.push(await dragAndTime(page, a, b));
        } catch (err) {
          await page.screenshot({ path: `/tmp/bench-zoom-failed.png` });
          log(`  ${kind.name} run ${run} failed at ${page.url()} (a ${a.toFixed(3)}, b ${b.toFixed(3)})`);
          throw err;
        }
      }
      log(`  ${kind.name}: ${times.map((t) => t.toFixed(0)).join(' ')} ms`);
      rows.push({
        what: `browser: zoom to ${kind.name}, gesture end to new data on screen`,
        p50: quantile(times, 0.5),
        p99: quantile(times, 0.99),
        note: `${runs} gestures`,
      });
    }
  } finally {
    await ctx.close();
  }
  return rows;
}
