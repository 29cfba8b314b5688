import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageGql as gql } from './helpers/browser';
import { MARY, SAM, columnTexts, monitoringSuite, rowIds, table, visit } from './helpers/monitoringLists';
import { expectAccessible } from './helpers/axe';

/**
 * The monitoring device lists (spec 1 §2, §4, §5, §9) as each role that sees them, on the demo data: Tardy Devices,
 * Possible Ghosts, Battery, Cellular and SKU, and how a list fails or is empty. Rebooting Devices, Activity, Alarms
 * and Tasks are in monitoringAlarmsTasks.test.ts.
 */

const { signedIn } = monitoringSuite();

/** The variables of the next request of one operation. */
function nextVariables(page: Page, operation: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r) => (r.postDataJSON() as { operationName?: string } | null)?.operationName === operation)
    .then((r) => (r.postDataJSON() as { variables: Record<string, unknown> }).variables);
}

describe('Tardy Devices', () => {
  it('as a manager: the note, the 24/240 defaults, input rules and Submit with new hours', async () => {
    const page = await signedIn(MARY);
    const first = nextVariables(page, 'DevicesAlerts');
    await visit(page, '/alerts');
    await page.getByRole('heading', { name: 'TARDY DEVICES' }).waitFor();
    await page
      .getByText(
        '*Devices that have not sent a reading for a while. May not always indicate an issue (such as devices recently shut down).',
      )
      .waitFor();
    expect(await first).toEqual({ recentDays: 24, previousDays: 240 });

    const after = page.getByRole('textbox', { name: 'After (hours)' });
    const before = page.getByRole('textbox', { name: 'Before (hours)' });
    expect(await after.inputValue()).toBe('24');
    expect(await before.inputValue()).toBe('240');
    const tardy = table(page, 'Tardy devices');
    const ids = await rowIds(tardy);
    expect(ids).toEqual(expect.arrayContaining([20107, 20312]));
    await expectAccessible(page, 'monitoring: tardy devices');
    expect(ids).not.toContain(24508); // Beta's device
    const headers = await tardy.locator('thead th').allTextContents();
    expect(headers).toContain('UA ID');
    expect(headers).not.toContain('SIM Number');

    // only numbers below 1,000,000 get in; anything else is ignored
    await after.fill('abc');
    expect(await after.inputValue()).toBe('24');
    await after.press('End');
    await after.pressSequentially('x-e');
    expect(await after.inputValue()).toBe('24');
    await before.fill('1000000');
    expect(await before.inputValue()).toBe('240');
    await before.fill('999999');
    expect(await before.inputValue()).toBe('999999');

    // Submit applies whole numbers
    await after.fill('60.7');
    await before.fill('240');
    const applied = nextVariables(page, 'DevicesAlerts');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await applied).toEqual({ recentDays: 60, previousDays: 240 });
    expect(await after.inputValue()).toBe('60');
    await expect.poll(async () => (await rowIds(tardy)).includes(20107)).toBe(false); // 50 hours silent
    expect(await rowIds(tardy)).toContain(20312); // 100 hours silent

    await after.fill('500');
    await before.fill('600');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('No Tardy Devices For This Time Range').waitFor();
    await page.context().close();
  });

  it('as a super user: every company, with the super-user columns', async () => {
    const page = await signedIn(SAM);
    await visit(page, '/alerts');
    const tardy = table(page, 'Tardy devices');
    expect(await rowIds(tardy)).toEqual(expect.arrayContaining([20107, 20312, 24508]));
    const headers = await tardy.locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Signal', 'Modem', 'SIM Number', 'Board', 'Company']));
    expect(headers).not.toContain('UA ID');
    // a header click sorts ascending, a second click descending
    await tardy.getByRole('button', { name: 'ID', exact: true }).click();
    const asc = await rowIds(tardy);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await tardy.getByRole('button', { name: 'ID', exact: true }).click();
    expect(await rowIds(tardy)).toEqual([...asc].reverse());
    await page.context().close();
  });
});

describe('Possible Ghosts', () => {
  it('as a super user: the 0/48 defaults and Submit', async () => {
    const page = await signedIn(SAM);
    const first = nextVariables(page, 'DevicesGhosts');
    await visit(page, '/ghost');
    await page.getByRole('heading', { name: 'POSSIBLE GHOSTS VIEW' }).waitFor();
    expect(await first).toEqual({ recentDays: 0, previousDays: 48 });
    expect(await page.getByRole('textbox', { name: 'After (hours)' }).inputValue()).toBe('0');
    expect(await page.getByRole('textbox', { name: 'Before (hours)' }).inputValue()).toBe('48');
    const ghosts = table(page, 'Possible ghosts');
    expect(await rowIds(ghosts)).toEqual(expect.arrayContaining([20115, 24506]));
    await expectAccessible(page, 'monitoring: possible ghosts');

    await page.getByRole('textbox', { name: 'After (hours)' }).fill('24');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(async () => (await rowIds(ghosts)).includes(20101)).toBe(false);
    expect(await rowIds(ghosts)).toEqual(expect.arrayContaining([20115, 24506]));
    await page.context().close();
  });
});

describe('Battery', () => {
  it('as a super user: low batteries with volts, solar percent and delta formats', async () => {
    const page = await signedIn(SAM);
    await visit(page, '/battery');
    await page.getByRole('heading', { name: 'BATTERY VIEW' }).waitFor();
    const battery = table(page, 'Battery');
    expect(await rowIds(battery)).toEqual(expect.arrayContaining([20119, 24503, 31003]));
    await expectAccessible(page, 'monitoring: battery');
    for (const v of (await columnTexts(battery, 'Battery')).filter(Boolean)) expect(v).toMatch(/^\d+\.\d\d V$/);
    for (const v of (await columnTexts(battery, 'Solar %')).filter(Boolean)) expect(v).toMatch(/^\d+\.\d %$/);
    for (const v of (await columnTexts(battery, 'Battery Delta')).filter(Boolean)) expect(v).toMatch(/^-?\d+\.\d{3} MV$/);
    // the emptiest first
    const volts = (await columnTexts(battery, 'Battery')).filter(Boolean).map((v) => Number.parseFloat(v));
    expect(volts).toEqual([...volts].sort((a, b) => a - b));
    await page.context().close();
  });
});

describe('Cellular', () => {
  it('as a super user: 50 at a time while scrolling, server sorting from offset 0, and the map popup', async () => {
    const page = await signedIn(SAM);
    const first = nextVariables(page, 'DevicesCellular');
    await visit(page, '/cellular');
    await page.getByRole('heading', { name: 'CELLULAR VIEW' }).waitFor();
    expect(await first).toEqual({ limit: 50, offset: 0, sortBy: 'tmobile', sortDirection: 'desc' });
    const cellular = table(page, 'CELLULAR VIEW');
    const { devicesRe: all } = await gql<{ devicesRe: { id: number }[] }>(page, '{ devicesRe(query: "cellular", limit: 500) { id } }');
    expect(all.length).toBeGreaterThan(50);
    await expect.poll(async () => (await rowIds(cellular)).length).toBe(50);
    await page.getByText('loading more...').waitFor();

    const more = nextVariables(page, 'DevicesCellular');
    await page.getByText('loading more...').scrollIntoViewIfNeeded();
    expect(await more).toMatchObject({ offset: 50, sortBy: 'tmobile' });
    await expect.poll(async () => (await rowIds(cellular)).length).toBe(all.length);
    await page.getByText('loading more...').waitFor({ state: 'detached' });

    // re-sorting asks the server again from the first page
    const sorted = nextVariables(page, 'DevicesCellular');
    await cellular.getByRole('button', { name: 'Name', exact: true }).click();
    expect(await sorted).toEqual({ limit: 50, offset: 0, sortBy: 'name', sortDirection: 'asc' });
    const { devicesRe: byName } = await gql<{ devicesRe: { id: number }[] }>(
      page,
      '{ devicesRe(query: "cellular", limit: 50, offset: 0, sortBy: "name", sortDirection: "asc") { id } }',
    );
    await expect.poll(async () => (await rowIds(cellular)).slice(0, 5)).toEqual(byName.slice(0, 5).map((d) => d.id));
    const desc = nextVariables(page, 'DevicesCellular');
    await cellular.getByRole('button', { name: 'Name', exact: true }).click();
    expect(await desc).toMatchObject({ offset: 0, sortBy: 'name', sortDirection: 'desc' });

    // coordinates open a map popup
    await cellular
      .getByRole('button', { name: /^Map of device/ })
      .first()
      .click();
    const popup = page.getByRole('dialog', { name: 'Device Location' });
    await popup.getByText(/^Latitude: -?\d+\.\d{7}$/).waitFor();
    await popup.getByText(/^Longitude: -?\d+\.\d{7}$/).waitFor();
    await expectAccessible(page, 'monitoring: cellular with the device location popup');
    expect(await popup.getByRole('link', { name: /OpenStreetMap/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('SKU', () => {
  it('as a super user: sorted by SKU, loads more on scroll, a second click sorts descending', async () => {
    const page = await signedIn(SAM);
    const first = nextVariables(page, 'DevicesSku');
    await visit(page, '/sku');
    await page.getByRole('heading', { name: 'SKU VIEW' }).waitFor();
    expect(await first).toEqual({ limit: 50, offset: 0, sortBy: 'sku', sortDirection: 'asc' });
    const sku = table(page, 'SKU VIEW');
    await expect.poll(async () => (await rowIds(sku)).length).toBe(50);
    await expectAccessible(page, 'monitoring: SKU');
    await page.getByText('loading more...').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rowIds(sku)).length).toBeGreaterThan(50);
    const desc = nextVariables(page, 'DevicesSku');
    await sku.getByRole('button', { name: 'SKU', exact: true }).click();
    expect(await desc).toEqual({ limit: 50, offset: 0, sortBy: 'sku', sortDirection: 'desc' });
    await page.context().close();
  });
});

describe('Tardy Devices in the site zone', () => {
  it("the Last Message tooltip reads the device's time the same from Chicago and Tokyo, the zone named where it differs", async () => {
    const titles: string[] = [];
    for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
      const page = await signedIn(MARY, 1280, { timezoneId });
      await visit(page, '/alerts');
      const row = table(page, 'Tardy devices').locator('[data-device-id="20107"]');
      titles.push((await row.locator('span[title]').first().getAttribute('title')) ?? '');
      await page.context().close();
    }
    const time = (t: string) => t.split(' ').slice(0, 2).join(' ');
    expect(time(titles[0]!)).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    expect(time(titles[1]!)).toBe(time(titles[0]!));
    expect(titles.some((t) => t.split(' ').length === 3)).toBe(true);
  });
});

describe('failures and empty lists', () => {
  it("shows 'error' for a failed list and 'No Devices Found' for an empty one", async () => {
    const page = await signedIn(SAM);
    await page.route('**/api/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (op === 'DevicesBattery') await route.fulfill({ json: { data: null, errors: [{ message: 'boom' }] } });
      else if (op === 'DevicesCellular') await route.fulfill({ json: { data: { devicesRe: [] } } });
      else await route.continue();
    });
    await visit(page, '/battery');
    await page.locator('main').getByText('error', { exact: true }).waitFor();
    await visit(page, '/cellular');
    await page.getByText('No Devices Found', { exact: true }).waitFor();
    await expectAccessible(page, 'monitoring: an empty list');
    expect(await page.getByText('loading more...').count()).toBe(0);
    await page.context().close();
  });

  it('keeps a phone-width page from scrolling sideways: the list is cards that fit the screen', async () => {
    const page = await signedIn(MARY, 400);
    await visit(page, '/alerts');
    await table(page, 'Tardy devices').locator('[data-device-id]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    const submit = (await page.getByRole('button', { name: 'Submit' }).boundingBox())!;
    expect(submit.x + submit.width).toBeLessThanOrEqual(400);
    await page.context().close();
  });
});
