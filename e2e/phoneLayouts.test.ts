import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';

/*
 * Phones and small screens, as Sam Super (who sees every list) on one page resized between a 390 px phone and
 * desktops: under 600 px each list's rows are cards whose values are whole and inside the screen, the spec's key
 * columns first; from 600 px on the same lists are the spec's tables. The sidebar's default width leaves the directory
 * two columns of cards on a laptop and keeps the spec's 500 px on a wide screen.
 */

const suite = browserSuite('phone');
const PHONE = 390;

interface ListCase {
  route: string;
  table: string;
  /** The values a card shows first, in this order. */
  keys: string[];
}

const DEVICE_LISTS: ListCase[] = [
  { route: '/allDevices', table: 'All Devices', keys: ['ID', 'Name'] },
  { route: '/battery', table: 'Battery', keys: ['ID', 'Name', 'Battery'] },
  { route: '/cellular', table: 'CELLULAR VIEW', keys: ['ID', 'Name', 'Company', 'Carrier'] },
  { route: '/sku', table: 'SKU VIEW', keys: ['ID', 'Name', 'Company', 'SKU'] },
  { route: '/alerts', table: 'Tardy devices', keys: ['ID', 'Name', 'Last Message'] },
  { route: '/reboot', table: 'Rebooting devices', keys: ['ID', 'Name', 'Last Reboot', 'GPS Time', 'Count'] },
  { route: '/admin/deviceIDs', table: 'Device IDs', keys: ['Device ID', 'Model', 'P.O.'] },
  { route: '/admin/messageLog/20101', table: 'Message log', keys: ['Device ID', 'Time', 'Message Type', 'Data'] },
];

interface CardReport {
  pageWidth: number;
  /** How far the list scrolls sideways inside itself. */
  listOverflow: number;
  /** The labels of the first card's values, as shown (empty values are left out). */
  labels: string[];
  values: { label: string; text: string; left: number; right: number; clipped: number }[];
}

/** The first card of a table (its first row with labelled values) as the phone shows it. */
function firstCard(page: Page, table: string): Promise<CardReport> {
  return page.evaluate((name) => {
    const t = document.querySelector(`table[aria-label="${name}"]`)!;
    const scroller = t.closest('[data-responsive-table]')!;
    const row = t.querySelector('tbody tr:has(td[data-label])')!;
    const shown = [...row.querySelectorAll('td')].filter((c) => getComputedStyle(c).display !== 'none');
    return {
      pageWidth: document.documentElement.scrollWidth,
      listOverflow: scroller.scrollWidth - scroller.clientWidth,
      labels: shown.map((c) => c.dataset.label ?? ''),
      values: shown.map((c) => {
        const r = c.getBoundingClientRect();
        return {
          label: c.dataset.label ?? '',
          text: c.innerText.trim(),
          left: r.left,
          right: r.right,
          clipped: c.scrollWidth - c.clientWidth,
        };
      }),
    };
  }, table);
}

/** Under 600 px: the first card names its key values first, and every value is whole and inside the screen. */
async function expectReadableCards(page: Page, list: ListCase): Promise<CardReport> {
  // the viewport was just narrowed: the list is laid out again on the next frames
  await expect.poll(() => firstCard(page, list.table).then((c) => c.listOverflow), { message: list.route }).toBeLessThanOrEqual(0);
  const card = await firstCard(page, list.table);
  expect(card.pageWidth, list.route).toBeLessThanOrEqual(PHONE);
  expect(card.labels.slice(0, list.keys.length), list.route).toEqual(list.keys);
  for (const value of card.values) {
    expect(value.left, `${list.route} ${value.label}`).toBeGreaterThanOrEqual(0);
    expect(value.right, `${list.route} ${value.label}`).toBeLessThanOrEqual(PHONE);
    expect(value.clipped, `${list.route} ${value.label}`).toBeLessThanOrEqual(0);
  }
  return card;
}

/** From 600 px on: the spec's table, its header row in sight and its cells laid out as table cells. */
async function expectTable(page: Page, table: string): Promise<void> {
  const layout = await page.evaluate((name) => {
    const t = document.querySelector(`table[aria-label="${name}"]`)!;
    return {
      header: t.querySelector('thead th')!.getBoundingClientRect().height,
      cell: getComputedStyle(t.querySelector('tbody td')!).display,
    };
  }, table);
  expect(layout.header, table).toBeGreaterThan(10);
  expect(layout.cell, table).toBe('table-cell');
}

const shot = (page: Page, route: string, width: number) =>
  suite.screenshot(page, `${route.replace(/^\//, '').replace(/\//g, '-') || 'landing'}-${width}`, { fullPage: false });

async function rowsOf(page: Page, table: string): Promise<void> {
  await page.getByRole('table', { name: table, exact: true }).locator('tbody td[data-label]').first().waitFor();
}

describe('phones and small screens', () => {
  it('lists are cards under 600 px with whole values, and the spec tables on a desktop', async () => {
    const page = await signedIn(suite.browser, '5552010001', 'Sam Super', PHONE);
    try {
      for (const list of DEVICE_LISTS) {
        await page.setViewportSize({ width: PHONE, height: 900 });
        await page.goto(`${baseUrl()}/#${list.route}`);
        await rowsOf(page, list.table);
        const card = await expectReadableCards(page, list);
        if (list.route === '/battery') expect(card.values[2]!.text).toMatch(/^\d+\.\d\d V$/);
        await shot(page, list.route, PHONE);
        await page.setViewportSize({ width: 1280, height: 900 });
        await expectTable(page, list.table);
        await shot(page, list.route, 1280);
      }

      // Activity: every day's minutes are in sight, each named by its day and client
      await page.setViewportSize({ width: PHONE, height: 900 });
      await page.goto(`${baseUrl()}/#/activity`);
      await rowsOf(page, 'User activity');
      const activity = await page.evaluate(() => {
        const t = document.querySelector('table[aria-label="User activity"]')!;
        const days = [...t.querySelectorAll('th[data-activity-day]')].map((th) => th.textContent!.trim());
        const cells = [...t.querySelectorAll('tbody td[data-label]:not(:first-child)')];
        const used = cells.filter((c) => c.textContent!.trim() !== '');
        return {
          pageWidth: document.documentElement.scrollWidth,
          days,
          labelledDays: [...new Set(cells.map((c) => c.getAttribute('data-label')!.split(' ')[0]!))],
          used: used.map((c) => {
            const r = c.getBoundingClientRect();
            return { label: c.getAttribute('data-label')!, left: r.left, right: r.right, shown: getComputedStyle(c).display !== 'none' };
          }),
        };
      });
      expect(activity.pageWidth).toBeLessThanOrEqual(PHONE);
      expect(activity.days).toHaveLength(7);
      expect(activity.labelledDays.sort()).toEqual([...activity.days].sort());
      expect(activity.used.length).toBeGreaterThan(0);
      for (const cell of activity.used) {
        expect(cell.label).toMatch(/^\d\d\/\d\d (Mobile|Desktop)$/);
        expect(cell.shown && cell.left >= 0 && cell.right <= PHONE, cell.label).toBe(true);
      }
      await shot(page, '/activity', PHONE);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectTable(page, 'User activity');
      await shot(page, '/activity', 1280);

      // the team lists: picked in the desktop's menu, then read on a phone
      await page.goto(`${baseUrl()}/#/team`);
      const companies = page.getByRole('navigation', { name: 'Team companies' });
      await companies.getByRole('button', { name: 'Acme Oil & Gas' }).click();
      for (const [entry, keys] of [
        ['Team Members', ['User Name']],
        ['Permission Groups', ['Permission Group', 'Devices In Group', 'Users In Group']],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await companies.getByRole('button', { name: entry }).click();
        await rowsOf(page, entry);
        await expectTable(page, entry);
        await shot(page, `/team-${entry.replace(/ /g, '')}`, 1280);
        await page.setViewportSize({ width: PHONE, height: 900 });
        await expectReadableCards(page, { route: `/team ${entry}`, table: entry, keys: [...keys] });
        // the list's own controls above the cards stay whole too (the groups' Edit beside the search)
        for (const control of await page.locator('main').getByRole('button').all()) {
          const box = await control.boundingBox();
          if (!box) continue;
          const what = `${entry}: ${await control.innerText()}`;
          expect(box.x + box.width, what).toBeLessThanOrEqual(PHONE);
          // nor squeezed so its label is cut inside it
          expect(await control.evaluate((b) => [b, ...b.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)), what).toBe(
            false,
          );
        }
        await shot(page, `/team-${entry.replace(/ /g, '')}`, PHONE);
      }
    } finally {
      await page.context().close();
    }
  });

  it("a phone's device page opens on its levels and alarm states; the graph's click menu opens inside the screen at its edges", async () => {
    const page = await signedIn(suite.browser, '5552010002', 'Mary Manager', PHONE, { hasTouch: true, isMobile: true });
    const height = 844;
    try {
      await page.setViewportSize({ width: PHONE, height });
      await page.goto(`${baseUrl()}/#/devices/20101`);
      // Big Tank 1's level card (its value, gauge and alarm tone) is on the first screen, before any scrolling
      const level = page.getByRole('region', { name: 'Data Streams' }).locator('a[data-tag="spsr"]');
      await level.getByTestId('tag-value').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const card = (await level.boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(height);
      expect(card.x + card.width).toBeLessThanOrEqual(PHONE);
      await shot(page, '/devices/20101', PHONE);

      // its graph, scrolled as far as the page goes towards the plot's bottom edge: a tap at its bottom-right corner, too
      // near the screen's bottom for the menu to open below the point
      await level.click();
      const plot = page.locator('[data-testid="tag-graph"][data-drawn="yes"] .u-over');
      await plot.waitFor({ timeout: 20_000 });
      await page.evaluate(() => {
        const r = document.querySelector('[data-testid="tag-graph"] .u-over')!.getBoundingClientRect();
        window.scrollBy(0, r.bottom - window.innerHeight + 2);
      });
      const b = (await plot.boundingBox())!;
      // inside the plot and the screen, whatever the plot's width
      const tap = { x: Math.min(b.x + b.width, PHONE) - 4, y: Math.min(b.y + b.height, height) - 6 };
      expect(height - tap.y).toBeLessThan(150);
      const menu = page.getByRole('menu', { name: 'Graph point' });
      // the menu waits for the reading nearest the tap; a tap that lands while the graph is still redrawing its
      // window is tapped again
      await expect
        .poll(
          async () => {
            if (!(await menu.isVisible())) await page.touchscreen.tap(tap.x, tap.y);
            return menu.getByRole('menuitem', { name: 'Close' }).isVisible();
          },
          { timeout: 30_000, interval: 3000 },
        )
        .toBe(true);
      const m = (await menu.boundingBox())!;
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.y).toBeGreaterThanOrEqual(0);
      expect(m.x + m.width).toBeLessThanOrEqual(PHONE);
      expect(m.y + m.height).toBeLessThanOrEqual(height);
      expect(m.y + m.height).toBeLessThanOrEqual(tap.y + 1);
      await shot(page, '/devices/20101/tags/spsr-menu', PHONE);
      await page.emulateMedia({ colorScheme: 'dark' });
      await suite.screenshot(page, 'tag-menu-390-dark', { fullPage: false });
      await menu.getByRole('menuitem', { name: 'Close' }).click();
      await page.goBack();
      await level.getByTestId('tag-value').waitFor();
      await suite.screenshot(page, 'device-390-dark', { fullPage: false });
      // and the graph at 1280 px (its time axis names the year where it changes), dark then light
      await page.setViewportSize({ width: 1280, height: 900 });
      await level.click();
      await plot.waitFor({ timeout: 20_000 });
      await suite.screenshot(page, 'tag-1280-dark', { fullPage: false });
      await page.emulateMedia({ colorScheme: 'light' });
      await suite.screenshot(page, 'tag-1280-light', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });

  it('the default sidebar leaves two columns of cards on a laptop, is 500 px on a wide screen, and keeps a dragged width', async () => {
    // Liz's directory opens on her devices' cards
    const page = await signedIn(suite.browser, '5552010004', 'Liz Limited', 1600);
    try {
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      const sidebarWidth = async () => (await sidebar.boundingBox())!.width;
      /** How many columns the first grid of device cards has. */
      const cardColumns = () =>
        page.evaluate(() => {
          const first = document.querySelector('article[data-device-id]')!.parentElement!;
          return new Set([...first.children].map((c) => Math.round(c.getBoundingClientRect().left))).size;
        });
      await page.goto(`${baseUrl()}/#/directory`);
      await page.locator('article[data-device-id]').first().waitFor();
      expect(await sidebarWidth()).toBe(500);
      await shot(page, '/directory', 1600);
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForFunction((w) => window.innerWidth === w, width);
        // the sidebar and the grid settle a render after the window changes: wait for the layout, not the first frame
        await expect.poll(cardColumns, { message: `${width} px` }).toBeGreaterThanOrEqual(2);
        await shot(page, '/directory', width);
      }
      expect(await sidebarWidth()).toBeLessThan(500);
      // a width the user chose stays when the window changes
      const chosen = (await sidebarWidth()) + 20;
      await page.getByRole('separator', { name: 'Resize sidebar' }).press('ArrowRight');
      expect(await sidebarWidth()).toBe(chosen);
      await page.setViewportSize({ width: 1600, height: 900 });
      await page.waitForFunction(() => window.innerWidth === 1600);
      expect(await sidebarWidth()).toBe(chosen);
    } finally {
      await page.context().close();
    }
  });
});
