import type { Browser } from 'playwright-core';
import { DIRECTORY_PAGE_SIZE } from '../../domain/src/constants/limits';
import { log } from '../helpers/log';
import { fleetDeviceName } from '../fleet/fleetRows';
import { FLEET } from '../fleet/settings';
import { PER_REGION, median, ms } from './fixture';
import { INIT_SCRIPT } from './pageProbes';
import type { Row } from './report';
import { pollPage } from '../helpers/pollPage';

/*
 * The directory's first render in Chromium (navigation start to the first card, then its first page of cards), and a
 * click on a folder.
 */

const RENDER_RUNS = 5;
const TARGET_RENDER_MS = 1000;
/** Past this the whole-directory run is reported as not rendered and the folder-click measure goes on. */
const FIRST_CARD_TIMEOUT_MS = Number(process.env.BENCH_FIRST_CARD_TIMEOUT_MS ?? 30_000);

export async function benchFirstRender(browser: Browser, storage: string, baseUrl: string, rows: Row[]): Promise<void> {
  const firstPage = Math.min(FLEET, DIRECTORY_PAGE_SIZE.first);
  log(
    `\nFirst render of #/directory (whole company of ${FLEET} devices: the page reads the first ${firstPage} cards in folder order, and more as the user scrolls)`,
  );
  const firsts: number[] = [];
  const alls: number[] = [];
  const walls: number[] = [];
  const folderTimes: number[] = [];
  for (let run = 1; run <= RENDER_RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage });
    await context.addInitScript(INIT_SCRIPT.replace('target: 0', `target: ${firstPage}`));
    const page = await context.newPage();
    try {
      const t0 = Date.now();
      await page.goto(`${baseUrl}/#/directory`);
      const cardShown = await page
        .locator('article')
        .first()
        .waitFor({ timeout: FIRST_CARD_TIMEOUT_MS })
        .then(
          () => true,
          () => false,
        );
      const wall = Date.now() - t0;
      const first = (await page.evaluate('window.__bench.firstCard')) as number | null;
      if (cardShown) await pollPage(page, 'window.__bench.allCards !== null', 120_000, 100).catch(() => undefined);
      const all = (await page.evaluate('window.__bench.allCards')) as number | null;
      const cards = (await page.evaluate(`document.querySelectorAll('article').length`)) as number;
      const count = await page
        .getByTestId('device-count')
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => '(none)');
      const shown = cardShown
        ? ''
        : ` NO card after ${wall} ms; the page shows: "${(
            (await page
              .locator('main')
              .first()
              .innerText({ timeout: 1000 })
              .catch(() => '')) || ''
          )
            .replace(/\s+/g, ' ')
            .slice(0, 160)}"`;
      if (process.env.BENCH_TRACE) {
        // the document's own timing: whether the browser or the server held it back
        const nav = (await page.evaluate(`JSON.stringify((() => {
          const n = performance.getEntriesByType('navigation')[0];
          return n && [n.fetchStart, n.requestStart, n.responseStart, n.responseEnd, n.domInteractive].map(Math.round);
        })())`)) as string;
        log(`  run ${run} document: fetchStart, requestStart, responseStart, responseEnd, domInteractive ${nav} ms`);
      }
      if (run === 1 && process.env.BENCH_TRACE) {
        // where the time goes before the first card: each request's start and end, and the main thread's long tasks
        const trace = (await page.evaluate(`JSON.stringify({
          res: performance.getEntriesByType('resource').filter((e) => !e.name.includes('/api/')).map((e) => [e.name.replace(location.origin, '').slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd)]),
          ops: window.__bench.ops,
          long: (window.__bench.long || []).map((t) => [Math.round(t[0]), Math.round(t[1])]),
        })`)) as string;
        log(`  trace: ${trace}`);
      }
      firsts.push(first ?? NaN);
      walls.push(cardShown ? wall : NaN);
      if (all !== null) alls.push(all);
      // then a folder: click /Region 7 in the tree and wait for its cards only
      const region = 7;
      const firstOfRegion = fleetDeviceName((region - 1) * PER_REGION + 1, FLEET);
      const folderButton = page
        .getByRole('navigation', { name: 'Folders' })
        .getByRole('button', { name: `/Region ${region}`, exact: true });
      await folderButton.waitFor({ timeout: 30_000 });
      const t1 = Date.now();
      await folderButton.click();
      await page
        .getByTestId('device-count')
        .filter({ hasText: new RegExp(`^${PER_REGION} Devices$`) })
        .waitFor({ timeout: 60_000 });
      await page.getByRole('article', { name: firstOfRegion, exact: true }).waitFor({ timeout: 60_000 });
      const folderMs = Date.now() - t1;
      const folderCards = (await page.evaluate(`document.querySelectorAll('article').length`)) as number;
      folderTimes.push(folderMs);
      log(
        `  run ${run}:${shown} first card ${ms(first ?? NaN)} after navigation start (wall from goto ${wall} ms); ${cards} cards ` +
          `${all === null ? 'not reached' : ms(all)}; count shown "${count}"; click /Region ${region} -> ${folderCards} cards, ` +
          `'${firstOfRegion}' visible in ${folderMs} ms`,
      );
    } finally {
      await context.close();
    }
  }
  const m = median(firsts.filter(Number.isFinite));
  log(
    `  median: first card ${ms(m)}, all cards ${ms(median(alls))}, wall ${ms(median(walls.filter(Number.isFinite)))}, folder click ${ms(median(folderTimes))}`,
  );
  rows.push({ what: 'directory first card (navigation start -> first card), median', value: m, target: TARGET_RENDER_MS });
  rows.push({
    what: `directory first page (${firstPage} cards) rendered, median`,
    value: median(alls),
    target: TARGET_RENDER_MS,
    note: `of ${FLEET}; the rest load on scroll`,
  });
  rows.push({
    what: 'folder click /Region 7 -> its cards, median',
    value: median(folderTimes),
    target: TARGET_RENDER_MS,
    note: 'wall time incl. Playwright polling',
  });
}
