import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { hashPath } from './helpers/directoryPage';
import { graphDrawn, MARY } from './helpers/tagPage';

/*
 * Everything by keyboard alone (page.keyboard), with a focus ring one can see: Mary Manager reaches the sidebar's
 * handle and resizes it, opens a device from the directory, opens and closes its map with the focus back on the
 * button, switches the sensor page's tabs, picks a reading on the graph and opens its click menu, zooms and resets.
 * One signed-in page for the file.
 */

const BIG_TANK = 20101;
const suite = browserSuite('keyboard');
let page: Page;

beforeAll(async () => {
  page = await signedIn(suite.browser, MARY.phone, MARY.name, 1280);
});
afterAll(() => page.context().close());

/** What has the focus: selector-matching and its text, for the checks below. */
const focusedIs = (selector: string, text?: string) =>
  page.evaluate(
    ([s, t]) => {
      const el = document.activeElement as HTMLElement | null;
      return !!el && el.matches(s!) && (t === undefined || el.innerText.trim() === t);
    },
    [selector, text] as const,
  );

/** Presses Tab until the focused element matches (and has the text), as a keyboard user walks the page. */
async function tabTo(selector: string, text?: string, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await focusedIs(selector, text)) return;
  }
  throw new Error(`Tab never reached ${selector} ${text ?? ''}`);
}

/** The focused element's outline as computed: what the user sees of the focus ring. */
const outline = () =>
  page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor };
  });

describe('by keyboard alone (Mary Manager)', () => {
  it('Tab shows a focus ring, white on the top bar; the sidebar handle shows one and resizes with the arrows', async () => {
    // a first load, not a route change within the page: after a route change focus moves to the page's heading once
    // its data arrives, which may come between the Tabs below
    await page.goto('about:blank');
    await page.goto(`${baseUrl()}/#/directory`);
    await page.getByRole('separator', { name: 'Resize sidebar' }).waitFor();
    // the skip link first, then the top bar's menu button
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedIs('[aria-label="Toggle menu"]')).toBe(true);
    expect(await outline()).toEqual({ style: 'solid', width: 2, color: 'rgb(255, 255, 255)' });
    await suite.screenshot(page, 'focus-top-bar', { fullPage: false });

    await tabTo('[role="separator"]');
    const ring = await outline();
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const handle = page.getByRole('separator', { name: 'Resize sidebar' });
    const before = Number(await handle.getAttribute('aria-valuenow'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 40);
    const aside = (await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())!;
    expect(Math.round(aside.width)).toBe(before + 40);
    // Home and End: the narrowest and the widest; Enter: the width a double-click on the handle gives
    await page.keyboard.press('Home');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe(await handle.getAttribute('aria-valuemin'));
    await page.keyboard.press('End');
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe(await handle.getAttribute('aria-valuemax'));
    await page.keyboard.press('Enter');
    const byKey = await handle.getAttribute('aria-valuenow');
    await page.keyboard.press('Home');
    await handle.dblclick();
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe(byKey);
  });

  it("opens a device from the directory's cards; its map opens with Enter and Escape gives the focus back to the button", async () => {
    await tabTo('a', 'Device Info');
    await page.keyboard.press('Enter');
    await expect.poll(() => hashPath(page)).toMatch(/^\/devices\/\d+$/);
    await page.getByRole('region', { name: 'Device Info' }).waitFor();

    await tabTo('button', 'Show Map');
    expect((await outline()).style).toBe('solid');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedIs('button', 'Show Map')).toBe(true);
  });

  it("switches the sensor page's tabs with the arrows, picks a reading on the graph, opens its menu and a dialog from it, zooms and resets", async () => {
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
    await tabTo('[role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Table', selected: true }).waitFor();
    await expect.poll(() => hashPath(page)).toBe(`/devices/${BIG_TANK}/tags/spsr?tab=table`);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Graph', selected: true }).waitFor();
    await graphDrawn(page);

    // a Mantine field shows the same ring as buttons (its own style is a border colour alone)
    await tabTo('input[aria-label="Additional sensor"]');
    expect(await outline()).toMatchObject({ style: 'solid', width: 2 });
    const graph = page.getByTestId('tag-graph');
    await tabTo('[data-testid="tag-graph"]');
    expect((await outline()).style).toBe('solid');
    await page.keyboard.press('End');
    // the newest reading is announced: its time with the zone, the line and its value
    await expect
      .poll(() => graph.getByTestId('chart-announcement').textContent())
      .toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d \S+: .+ [\d.-]+/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Graph point' });
    await menu.waitFor();
    expect(await focusedIs('[role="menuitem"]', 'Add Comment')).toBe(true);
    await suite.screenshot(page, 'graph-menu-by-keyboard', { fullPage: false });
    await page.keyboard.press('ArrowDown');
    expect(await focusedIs('[role="menuitem"]', 'Add User Data')).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedIs('[data-testid="tag-graph"]')).toBe(true);
    // back on the graph, the picked reading shows again in the tooltip
    await expect.poll(() => graph.getByTestId('chart-tooltip').isVisible()).toBe(true);

    // a dialog the menu opens gives the focus back to the graph when it closes
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedIs('[data-testid="tag-graph"]')).toBe(true);

    const before = await graph.getAttribute('data-window');
    await page.keyboard.press('+');
    await page.getByRole('button', { name: 'Reset zoom' }).waitFor();
    await expect.poll(() => graph.getAttribute('data-window')).not.toBe(before);
    await page.keyboard.press('0');
    await page.getByRole('button', { name: 'Reset zoom' }).waitFor({ state: 'detached' });
    await expect.poll(() => graph.getAttribute('data-window')).toBe(before);
  });
});
