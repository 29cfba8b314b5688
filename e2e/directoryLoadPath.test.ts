import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DIRECTORY_PAGE_SIZE } from '@fieldwatch/domain';
import { baseUrl } from './helpers/browser';
import { directorySuite } from './helpers/directoryPage';
import { recordLoad } from './helpers/loadPath';

/*
 * The directory's target, first card under a second at 100,000 devices: opening the directory by its address asks for
 * its first page of cards and its count from index.html, beside the session check (Me) and before the app's code is
 * even requested, once each, and the page draws from those answers, a screenful of cards first. Another view (List,
 * Map) asks for its own data.
 */

const { signedIn } = directorySuite();
/** The cards of the Icons view's first render (web/src/features/directory/IconsView.tsx). */
const FIRST_PAINT_CARDS = 12;

/** Opens the address in a new tab of the signed-in context (a bookmark), noting each request and answer in order. */
async function openLogged(page: Page, hash: string) {
  const tab = await page.context().newPage();
  // how many cards the first render that drew any put on the page (a DOM change is observed after React's commit)
  await tab.addInitScript(() => {
    const w = window as unknown as { __firstCards?: number };
    new MutationObserver(() => {
      const n = document.querySelectorAll('article').length;
      if (w.__firstCards === undefined && n > 0) w.__firstCards = n;
    }).observe(document, { childList: true, subtree: true });
  });
  const { events, sent } = recordLoad(tab);
  await tab.goto(`${baseUrl()}/#${hash}`);
  return { tab, events, sent };
}

describe('directory load path (Mary Manager)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('5552010002', 'Mary Manager');
  });
  afterAll(() => page.context().close());

  it('sends the first page of cards and the count before Me has answered, once each, and draws the cards from them', async () => {
    const { tab, events, sent } = await openLogged(page, '/directory');
    await tab.getByRole('article').first().waitFor({ timeout: 20_000 });
    await tab.getByTestId('device-count').waitFor();
    // the folder tree asks once the first page has settled: by then every first request has been made
    await tab.getByRole('navigation', { name: 'Folders' }).getByRole('button').first().waitFor();

    const cards = sent.filter((s) => s.op === 'DirectoryDetails');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.variables).toEqual({
      selectedCompanyID: null,
      includeInactive: false,
      includeOOS: false,
      path: null,
      sortBy: null,
      sortDirection: null,
      limit: DIRECTORY_PAGE_SIZE.first,
      offset: 0,
    });
    expect(sent.filter((s) => s.op === 'DirectoryCount')).toHaveLength(1);
    for (const op of ['DirectoryDetails', 'DirectoryCount']) {
      expect(events.indexOf(`sent ${op}`)).toBeGreaterThanOrEqual(0);
      expect(events.indexOf(`sent ${op}`)).toBeLessThan(events.indexOf('answered Me'));
      // sent by index.html's own script: before the signed-in shell's code is asked for
      expect(events.indexOf(`sent ${op}`)).toBeLessThan(events.indexOf('requested SignedInApp code'));
    }
    // what the page shows is those answers: the count and as many cards as the first page held (Acme has fewer),
    // the first screenful of them drawn first and the rest once that is painted
    const count = Number((await tab.getByTestId('device-count').innerText()).split(' ')[0]);
    expect(count).toBeGreaterThan(FIRST_PAINT_CARDS);
    await expect.poll(() => tab.getByRole('article').count()).toBe(Math.min(count, DIRECTORY_PAGE_SIZE.first));
    expect(await tab.evaluate(() => (window as unknown as { __firstCards?: number }).__firstCards)).toBeLessThanOrEqual(FIRST_PAINT_CARDS);
    await tab.close();
  });

  it('the List view asks for its own rows, not the cards', async () => {
    const { tab, sent } = await openLogged(page, '/directory?view=list');
    await tab.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1).waitFor({ timeout: 20_000 });
    expect(sent.filter((s) => s.op === 'DirectoryDetails')).toHaveLength(0);
    expect(sent.filter((s) => s.op === 'DirectoryList')).toHaveLength(1);
    await tab.close();
  });
});
