import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';

/*
 * The wide device lists on a laptop (1280 px), as Mary Manager, whose All Devices has eight columns: scrolled
 * sideways each row still shows its device's ID, the sideways scroll bar is at the bottom of the window while the
 * list is longer than it, and the Columns chooser hides and shows a column, remembered across a reload.
 */

const suite = browserSuite('listColumns');
const MARY = { phone: '5552010002', name: 'Mary Manager' };
const TABLE = 'All Devices';

const headers = (page: Page) => page.getByRole('table', { name: TABLE }).locator('thead th').allInnerTexts();

/** Where the first row's ID cell is against the list's box, and whether it is what shows at its place. */
function firstIdCell(page: Page) {
  return page.evaluate((name) => {
    const table = document.querySelector(`table[aria-label="${name}"]`)!;
    const box = table.closest('[data-responsive-table]')!;
    const cell = table.querySelector('tbody tr td')!;
    const b = box.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    const atCentre = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
    return {
      scrolled: box.scrollLeft,
      overflow: box.scrollWidth - box.clientWidth,
      inside: c.left >= b.left - 0.5 && c.right <= b.left + box.clientWidth + 0.5,
      onTop: atCentre !== null && cell.contains(atCentre),
      text: cell.textContent,
    };
  }, TABLE);
}

/** The scroll bar under the list: whether it is shown and inside the window. */
function rail(page: Page) {
  return page.evaluate((name) => {
    const box = document.querySelector(`table[aria-label="${name}"]`)!.closest('[data-responsive-table]')!;
    const bar = box.parentElement!.querySelector<HTMLElement>('[data-scroll-rail]');
    if (!bar) return { shown: false, inWindow: false };
    const r = bar.getBoundingClientRect();
    return { shown: !bar.hidden && r.height > 0, inWindow: r.top >= 0 && r.bottom <= window.innerHeight + 0.5 };
  }, TABLE);
}

/** Scrolls the list's box, or the scroll bar under it, sideways. */
function scrollSideways(page: Page, what: '[data-responsive-table]' | '[data-scroll-rail]', left: number) {
  return page.evaluate(
    ([name, selector, to]) => {
      const box = document.querySelector(`table[aria-label="${name}"]`)!.closest('[data-responsive-table]')!;
      box.parentElement!.querySelector(selector as string)!.scrollLeft = to as number;
    },
    [TABLE, what, left] as const,
  );
}

describe('All Devices on a laptop (Mary Manager, 1280 px)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(suite.browser, MARY.phone, MARY.name, 1280);
    await page.goto(`${baseUrl()}/#/allDevices`);
    await page.getByRole('table', { name: TABLE }).locator('tbody tr').first().waitFor();
  });
  afterAll(() => page.context().close());

  it('keeps the ID column in view when the list is scrolled sideways', async () => {
    const before = await firstIdCell(page);
    expect(before.overflow).toBeGreaterThan(0);
    await scrollSideways(page, '[data-responsive-table]', 100_000);
    const after = await firstIdCell(page);
    expect(after.scrolled).toBeGreaterThan(0);
    expect(after).toMatchObject({ inside: true, onTop: true, text: before.text });
    await suite.screenshot(page, 'all-devices-1280-scrolled', { fullPage: false });
  });

  it('has its sideways scroll bar at the bottom of the window while the list is longer than the window', async () => {
    await scrollSideways(page, '[data-responsive-table]', 0);
    expect(await rail(page)).toEqual({ shown: true, inWindow: true });
    await scrollSideways(page, '[data-scroll-rail]', 100_000);
    await expect.poll(async () => (await firstIdCell(page)).scrolled).toBeGreaterThan(0);
  });

  it('hides a column chosen in Columns and shows it again, and remembers the choice across a reload', async () => {
    expect(await headers(page)).toContain('Path');
    await page.getByRole('button', { name: `Columns of ${TABLE}` }).click();
    await page.getByRole('checkbox', { name: 'Path' }).uncheck();
    // the ID names the row: it cannot be hidden
    expect(await page.getByRole('checkbox', { name: 'ID', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain('Path');

    await page.reload();
    await page.getByRole('table', { name: TABLE }).locator('tbody tr').first().waitFor();
    expect(await headers(page)).not.toContain('Path');
    expect(await headers(page)).toContain('Name');

    await page.getByRole('button', { name: `Columns of ${TABLE}` }).click();
    await page.getByRole('checkbox', { name: 'Path' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toContain('Path');
  });

  it('shows the list at 1920 px, 1280 px and on a 390 px phone, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1920, 1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('table', { name: TABLE }).locator('tbody tr').first().waitFor();
        await suite.screenshot(page, `all-devices-${width}-${scheme}`, { fullPage: false });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
