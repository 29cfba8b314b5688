import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoDeviceSecret } from '../server/src/demo/demoDeviceSecret';
import { baseUrl, launchBrowser, signedIn as signedInAs } from './helpers/browser';

/*
 * The device directory, its cards and gauges, All Devices, New Devices and live updates, against the real server
 * with demo data. Liz Limited sees only the 22 active devices under /Permian/North of Acme; Big Tank 1 is 20101 in
 * /Permian/North/Pad A (10 of them there). The demo simulator keeps sending readings meanwhile, so no test relies
 * on a value staying put except the one it sends itself.
 */

const BIG_TANK = 20101;
const SCREENS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'fieldwatch-directory-screens');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await fs.mkdir(SCREENS, { recursive: true });
});
afterAll(() => browser?.close());

/** A page signed in as the user, reusing the run's saved session (helpers/browser.ts). */
const signedIn = (phone: string, name: string, width = 1280): Promise<Page> => signedInAs(browser, phone, name, width);

const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));
const folder = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: label, exact: true });
/** The folder crumbs after the root icon. */
const crumbs = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button').allInnerTexts()).filter((t) => t.trim() !== '');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const chooseView = (page: Page, label: 'Icons' | 'List' | 'Map') =>
  page.getByRole('radiogroup', { name: 'View' }).getByText(label, { exact: true }).click();

async function waitForCount(page: Page, text: string): Promise<void> {
  await page
    .getByTestId('device-count')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

/** Sends a reading the way a field device does: the HTTP ingest with the device's transport secret. */
async function sendReading(deviceID: number, tag: string, value: number): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/devices/${deviceID}/messages/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoDeviceSecret(deviceID)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: { [tag]: value } }),
  });
  expect(res.status).toBe(200);
}

const sortedNames = (names: string[], direction: 'asc' | 'desc') =>
  [...names].sort((a, b) => (direction === 'asc' ? 1 : -1) * a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));

describe('directory as a limited user (Liz Limited)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('5552010004', 'Liz Limited');
    await page.goto(`${baseUrl()}/#/directory`);
    await waitForCount(page, '22 Devices');
  });
  afterAll(() => page.context().close());

  it('shows only her folders, closed because she has 15 devices or more', async () => {
    await folder(page, '/Permian').waitFor();
    const topLevel = await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('button', { name: /^\// })
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(topLevel).toEqual(['/Permian']);
    expect(await folder(page, 'North').count()).toBe(0);
    // no company picker for her, and no Decommissioned filter
    expect(await page.getByRole('navigation', { name: 'Companies' }).count()).toBe(0);
    await page.getByRole('radiogroup', { name: 'Device status' }).getByText('Inactive', { exact: true }).waitFor();
    expect(await page.getByText('Decommissioned', { exact: true }).count()).toBe(0);
    await screenshot(page, 'liz-icons-1280');
  });

  it('narrows the cards and the breadcrumbs folder by folder, and goes up when the open folder is clicked again', async () => {
    await folder(page, '/Permian').click();
    expect(await crumbs(page)).toEqual(['Permian']);
    await folder(page, 'North').click();
    expect(await crumbs(page)).toEqual(['Permian', 'North']);
    await folder(page, 'Pad A').click();
    expect(await crumbs(page)).toEqual(['Permian', 'North', 'Pad A']);
    await waitForCount(page, '10 Devices');
    await card(page, 'Big Tank 1').waitFor();
    expect(await card(page, 'Oil Tank B1').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '/Permian/North/Pad A' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: '/Permian/North', exact: true }).count()).toBe(0);

    // the folder already shown: one level up
    await folder(page, 'Pad A').click();
    expect(await crumbs(page)).toEqual(['Permian', 'North']);
    await waitForCount(page, '22 Devices');
    await card(page, 'Oil Tank B1').waitFor();

    // a crumb opens its folder, the root icon the whole directory
    await folder(page, 'Pad B').click();
    await waitForCount(page, '8 Devices');
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'North' }).click();
    await waitForCount(page, '22 Devices');
    await page.getByRole('button', { name: 'All folders' }).click();
    expect(await crumbs(page)).toEqual([]);
    expect(await hashPath(page)).toBe('/directory');
  });

  it('shows a card with its tags as gauges (no health channels), its id and a Device Info link', async () => {
    const tank = card(page, 'Big Tank 1');
    const gauge = tank.getByRole('meter', { name: 'Fluid Level' });
    await gauge.waitFor();
    const min = Number(await gauge.getAttribute('aria-valuemin'));
    const max = Number(await gauge.getAttribute('aria-valuemax'));
    const now = Number(await gauge.getAttribute('aria-valuenow'));
    expect([min, max]).toEqual([0, 20]);
    expect(now).toBeGreaterThanOrEqual(min);
    expect(now).toBeLessThanOrEqual(max);
    expect(await gauge.getAttribute('aria-valuetext')).toMatch(/^\d+(\.\d+)? ft$/);
    expect(await tank.getByRole('meter').count()).toBe(1);
    expect(await tank.getByText('Internal Battery Level').count()).toBe(0);
    expect(await tank.getByText(`ID: ${BIG_TANK}`).count()).toBe(1);
    expect(await tank.getByText(/\d+ (second|minute)s? ago|Just now/).count()).toBe(1);
    expect(await tank.getByRole('link', { name: /Fluid Level/ }).getAttribute('href')).toBe(`#/devices/${BIG_TANK}/tags/spsr`);
    // a pressure device gets the dial, and its process temperature a card of its own
    const pressure = card(page, 'Tubing Pressure N-7');
    await pressure.getByRole('meter', { name: 'Pressure' }).waitFor();
    expect(await pressure.getByRole('meter', { name: 'Sensor Temperature' }).count()).toBe(1);
    expect(await pressure.getByText(/ bar$/).count()).toBe(1);
    // a turbine set to bbls/day reads in bbls/day, as its list view and rules do; its production counter is a
    // labelled total, not a gauge pinned at its top
    const turbine = card(page, 'SWD Injection Turbine');
    await turbine.getByRole('meter', { name: 'Flow' }).waitFor();
    expect(await turbine.getByRole('meter', { name: 'Flow' }).getAttribute('aria-valuetext')).toMatch(/ bbls\/day$/);
    expect(await turbine.getByRole('img', { name: /^Cumulative Production: total [\d.]+ bbls$/ }).count()).toBe(1);
    expect(await turbine.getByRole('meter', { name: 'Sensor' }).count()).toBe(0);

    await tank.getByRole('link', { name: 'Device Info' }).click();
    await expect.poll(() => hashPath(page)).toBe(`/devices/${BIG_TANK}`);
    await page.goBack();
    await card(page, 'Big Tank 1').waitFor();
  });

  it('moves a card without a reload when the device sends a reading', async () => {
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const value = card(page, 'Big Tank 1').getByTestId('tag-value');
    // the simulator may send its own reading in between; send ours again until it is the one shown
    let shown = false;
    for (let attempt = 0; attempt < 3 && !shown; attempt++) {
      const level = 13.57 + attempt / 100;
      await sendReading(BIG_TANK, 'spsr', level);
      // the card shows the level through the tank's newest calibration: the demo's offset of +0.15 ft
      shown = await value
        .filter({ hasText: `${Math.round((level + 0.15) * 100) / 100} ft` })
        .waitFor({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
    }
    expect(shown).toBe(true);
    expect(
      await card(page, 'Big Tank 1')
        .getByText(/Just now|\d seconds? ago/)
        .count(),
    ).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('sorts the List view by name both ways, with device ids linking to their page', async () => {
    await chooseView(page, 'List');
    const table = page.getByRole('table', { name: 'Devices' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['ID', 'Name', 'UA ID', 'Path', 'Coordinates', 'Units', 'Last Reading', 'Last Message']);
    const names = () => table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect((await names()).length).toBe(22);

    // the server sorts (the List view reads pages), so wait for its answer rather than for the header
    await table.getByRole('button', { name: 'Name' }).click();
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const n = await names();
        return n.length === 22 && n.join() === sortedNames(n, 'asc').join();
      })
      .toBe(true);
    const ascending = await names();
    await table.getByRole('button', { name: 'Name' }).click();
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names()).join()).toBe([...ascending].reverse().join());
    expect(await table.getByRole('link', { name: String(BIG_TANK) }).getAttribute('href')).toBe(`#/devices/${BIG_TANK}`);
    await screenshot(page, 'liz-list-1280');
  });

  it('puts every device with coordinates on the Map view, the popup linking to the device', async () => {
    await chooseView(page, 'Map');
    const markers = page.locator('.leaflet-marker-icon');
    await expect.poll(() => markers.count(), { timeout: 10_000 }).toBe(22);
    // markers of one pad overlap, so the click goes to the marker itself rather than to a screen position
    await page.locator(`.leaflet-marker-icon[data-device-id="${BIG_TANK}"]`).dispatchEvent('click');
    const link = page.locator('.leaflet-popup').getByRole('link', { name: 'Big Tank 1' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`#/devices/${BIG_TANK}`);
    await screenshot(page, 'liz-map-1280');
    await chooseView(page, 'Icons');
  });
});

describe('directory on a phone (400 px)', () => {
  it('shows each view in one column without the sidebar', async () => {
    const page = await signedIn('5552010004', 'Liz Limited', 400);
    await page.goto(`${baseUrl()}/#/directory`);
    await waitForCount(page, '22 Devices');
    await card(page, 'Big Tank 1').waitFor();
    const widths = await page.getByRole('article').evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().width));
    for (const w of widths) expect(w).toBeLessThanOrEqual(400);
    await screenshot(page, 'liz-icons-400');
    await chooseView(page, 'List');
    await page.getByRole('table', { name: 'Devices' }).waitFor();
    await screenshot(page, 'liz-list-400');
    await chooseView(page, 'Map');
    await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 10_000 }).toBe(22);
    await screenshot(page, 'liz-map-400');
    await page.context().close();
  });
});

describe('directory at more than one page (Mary Manager, 43 devices)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('5552010002', 'Mary Manager');
  });
  afterAll(() => page.context().close());

  it('reads her 43 devices a page at a time: 40 cards first, the rest on scroll; the List view sorts on the server', async () => {
    const details: { limit?: number; offset?: number; sortBy?: string | null; sortDirection?: string | null }[] = [];
    page.on('request', (req) => {
      const body = req.postData();
      if (req.url().endsWith('/api/graphql') && body?.includes('"operationName":"DirectoryDetails"')) {
        details.push((JSON.parse(body) as { variables: (typeof details)[number] }).variables);
      }
    });
    await page.goto(`${baseUrl()}/#/directory`);
    await waitForCount(page, '43 Devices');
    const total = 43;
    await expect.poll(() => details.length).toBeGreaterThan(0);
    expect(details[0]).toMatchObject({ limit: 40, offset: 0, sortBy: null });
    const loadMore = page.getByTestId('load-more');
    await loadMore.waitFor();
    for (let i = 0; i < 10 && (await loadMore.count()) > 0; i++) {
      await loadMore.scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(400);
    }
    expect(await loadMore.count()).toBe(0);
    expect(details.map((d) => [d.offset, d.limit]).slice(0, 2)).toEqual([
      [0, 40],
      [40, 160],
    ]);
    // folders stay in order as pages arrive: every heading once, 'Unassigned' (if any) last
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(new Set(headings).size).toBe(headings.length);
    if (headings.includes('Unassigned')) expect(headings.at(-1)).toBe('Unassigned');

    details.length = 0;
    await chooseView(page, 'List');
    const table = page.getByRole('table', { name: 'Devices' });
    await table.getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => details.some((d) => d.sortBy === 'name' && d.sortDirection === 'asc' && d.offset === 0)).toBe(true);
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(40);
    for (let i = 0; i < 10 && (await loadMore.count()) > 0; i++) {
      await loadMore.scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(400);
    }
    await expect.poll(() => rows.count()).toBe(total);
    const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const initials = names.map((n) => n[0]!.toUpperCase());
    expect(initials).toEqual([...initials].sort());
    await screenshot(page, 'mary-list-sorted-1280');
    await chooseView(page, 'Icons');
  });
});

describe('directory as a super user (Sam Super)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('5552010001', 'Sam Super');
  });
  afterAll(() => page.context().close());

  it('loads All Devices 50 at a time on scroll, and sorting by name descending reloads from the server', async () => {
    const requests: { sortBy?: string; sortDirection?: string; offset?: number }[] = [];
    page.on('request', (req) => {
      const body = req.postData();
      if (req.url().endsWith('/api/graphql') && body?.includes('"operationName":"AllDevices"')) {
        requests.push((JSON.parse(body) as { variables: { sortBy?: string; sortDirection?: string; offset?: number } }).variables);
      }
    });
    await page.getByRole('link', { name: 'All Devices' }).click();
    const table = page.getByRole('table', { name: 'All Devices' });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(50);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'ID',
      'Name',
      'Path',
      'Company',
      'Last Message',
      'Battery',
      'Signal',
      'Modem',
      'SIM Number',
      'Board',
    ]);
    // each scroll to the bottom marker loads the next page, until the server answers an empty one
    const loadMore = page.getByTestId('load-more');
    for (let i = 0; i < 10 && (await loadMore.count()) > 0; i++) {
      await loadMore.scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(400);
    }
    expect(await loadMore.count()).toBe(0);
    const total = await rows.count();
    expect(total).toBeGreaterThan(50);
    expect(requests.map((r) => r.offset)).toEqual([0, 50, total]);

    const nameHeader = table.getByRole('button', { name: 'Name' });
    await nameHeader.click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('table', { name: 'All Devices' }).getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => requests.some((r) => r.sortBy === 'name' && r.sortDirection === 'desc' && r.offset === 0)).toBe(true);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(50);
    const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    // the server's collation decides ties of case ('SWD' and 'Sales'); the initials must run from Z down
    const initials = names.map((n) => n[0]!.toUpperCase());
    expect(initials).toEqual([...initials].sort().reverse());
    expect(names[0]).toBe('Wellhead Temp B');
  });

  it("lists unnamed devices on New Devices as '[id] New Device' until an empty page", async () => {
    const offsets: number[] = [];
    page.on('request', (req) => {
      const body = req.postData();
      if (req.url().endsWith('/api/graphql') && body?.includes('"operationName":"NewDevices"')) {
        offsets.push((JSON.parse(body) as { variables: { offset: number } }).variables.offset);
      }
    });
    await page.getByRole('link', { name: 'New Devices' }).click();
    await card(page, '[41201] New Device').waitFor();
    await card(page, '[31005] New Device').waitFor();
    await expect.poll(() => page.getByTestId('load-more').count(), { timeout: 10_000 }).toBe(0);
    const shown = await page.getByRole('article').count();
    expect(offsets).toEqual([0, shown]);
  });

  it('offers the company tree and the Decommissioned filter', async () => {
    const companies = page.getByRole('navigation', { name: 'Companies' });
    await companies.getByRole('button', { name: 'Acme Oil & Gas' }).click();
    await expect.poll(() => hashPath(page)).toBe('/directory');
    await waitForCount(page, '43 Devices');
    // the chosen company opens into its folders
    for (const top of ['/Compressors', '/Eagle Ford', '/Permian']) await folder(page, top).waitFor();
    await card(page, 'Compressor 1 Suction').waitFor();
    expect(await card(page, 'Choke Valve B').count()).toBe(0);

    // one status at a time (spec 1 §4): Decommissioned lists the decommissioned device only
    await page.getByRole('radiogroup', { name: 'Device status' }).getByText('Decommissioned', { exact: true }).click();
    await waitForCount(page, '1 Device');
    await card(page, 'Choke Valve B').waitFor();
    expect(await card(page, 'Compressor 1 Suction').count()).toBe(0);
    await screenshot(page, 'sam-decommissioned-1280');
    await page.getByRole('radiogroup', { name: 'Device status' }).getByText('Active', { exact: true }).click();
    await waitForCount(page, '43 Devices');

    await chooseView(page, 'List');
    await page.getByRole('table', { name: 'Devices' }).waitFor();
    await screenshot(page, 'sam-list-1280');
    await chooseView(page, 'Icons');
  });

  it("keeps devices without readings behind a 'View All' card until asked", async () => {
    // the demo fleet has no such device in a folder, so one is added for this test and removed after it
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      const acme = await db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`);
      await db.query(
        `INSERT INTO devices (id, company_id, name, path, pin, secret_hash) VALUES (99990, $1, 'Quiet Spare Tank', '/Compressors', '0000', 'none')`,
        [acme.rows[0]!.id],
      );
      await folder(page, '/Compressors').click();
      await waitForCount(page, '5 Devices');
      await card(page, 'Compressor 1 Suction').waitFor();
      expect(await card(page, 'Quiet Spare Tank').count()).toBe(0);
      await page.getByRole('button', { name: /^View All \(1 more/ }).click();
      await card(page, 'Quiet Spare Tank').waitFor();
      expect(await card(page, 'Quiet Spare Tank').getByRole('meter').count()).toBe(0);
    } finally {
      await db.query('DELETE FROM devices WHERE id = 99990');
      await db.end();
    }
  });
});
