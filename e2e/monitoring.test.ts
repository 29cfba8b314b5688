import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, signedIn as signedInAs, pageGql } from './helpers/browser';

/** The monitoring lists (spec 1 §2, §4, §5, §9) as each role that sees them, on the demo data. */

const SAM = { phone: '5552010001', name: 'Sam Super' };
const MARY = { phone: '5552010002', name: 'Mary Manager' };
const LIZ = { phone: '5552010004', name: 'Liz Limited' };

/** Devices outside /Permian/North: Liz (North Field Team only) must never see them. */
const OUTSIDE_LIZ = [
  20304, 20305, 20306, 20307, 20308, 20309, 20310, 20311, 20312, 31001, 31002, 31003, 31004, 88101, 88104, 24501, 24505, 24508,
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page signed in as the user, reusing the run's saved session (helpers/browser.ts). */
const signedIn = (user: { phone: string; name: string }, width = 1280): Promise<Page> => signedInAs(browser, user.phone, user.name, width);

const gql = pageGql;

const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
}

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

/** The device ids of a table's rows (or of the cards on the page), once at least one is there. */
async function rowIds(scope: Locator): Promise<number[]> {
  await scope.locator('[data-device-id]').first().waitFor();
  return scope.locator('[data-device-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-device-id'))));
}

/** The texts of one column, found by its header. */
async function columnTexts(t: Locator, header: string): Promise<string[]> {
  const headers = await t.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return t.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

/** The variables of the next request of one operation. */
function nextVariables(page: Page, operation: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r) => (r.postDataJSON() as { operationName?: string } | null)?.operationName === operation)
    .then((r) => (r.postDataJSON() as { variables: Record<string, unknown> }).variables);
}

function expectNoneOutsideLiz(ids: readonly number[]): void {
  for (const id of OUTSIDE_LIZ) expect(ids).not.toContain(id);
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
    await page.getByText('loading more...').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rowIds(sku)).length).toBeGreaterThan(50);
    const desc = nextVariables(page, 'DevicesSku');
    await sku.getByRole('button', { name: 'SKU', exact: true }).click();
    expect(await desc).toEqual({ limit: 50, offset: 0, sortBy: 'sku', sortDirection: 'desc' });
    await page.context().close();
  });
});

describe('Rebooting Devices', () => {
  it('lists restarts, most first, counts of 10 or more in red', async () => {
    for (const user of [MARY, SAM]) {
      const page = await signedIn(user);
      await visit(page, '/reboot');
      await page.getByRole('heading', { name: 'Rebooting Devices' }).waitFor();
      const reboot = table(page, 'Rebooting devices');
      const ids = await rowIds(reboot);
      expect(ids).toEqual(expect.arrayContaining([31002, 20107]));
      const counts = (await columnTexts(reboot, 'Count')).map(Number);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const red = await reboot.locator('[data-reboot-warning]').allTextContents();
      expect(red.map(Number)).toEqual(counts.filter((c) => c >= 10));
      const colour = await reboot
        .locator('[data-reboot-warning]')
        .first()
        .evaluate((e) => getComputedStyle(e).color);
      expect(colour).toMatch(/^rgb\((2[0-9]{2}), (\d{1,2}), (\d{1,2})\)$/);
      await page.context().close();
    }
  });
});

describe('Activity', () => {
  it('as a super user: today by default, the legend, and Mobile and Desktop columns for 7 days', async () => {
    const page = await signedIn(SAM);
    await visit(page, '/activity');
    await page.getByRole('heading', { name: 'ACTIVITY VIEW' }).waitFor();
    const date = page.getByLabel('Search From Date:');
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await date.inputValue()).toBe(today);
    await page.getByLabel('Legend').getByText('Mobile').waitFor();
    await page.getByLabel('Legend').getByText('Desktop').waitFor();

    // a week back, where the demo has activity
    const start = await page.evaluate(() => new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));
    await date.fill(start);
    const activity = table(page, 'User activity');
    await expect.poll(() => activity.locator('[data-activity-day]').first().getAttribute('data-activity-day')).toBe(start);
    const days = await activity.locator('[data-activity-day]').evaluateAll((els) => els.map((e) => e.getAttribute('data-activity-day')));
    expect(days).toHaveLength(7);
    expect(await activity.locator('thead tr').nth(1).locator('th').allTextContents()).toEqual(
      Array.from({ length: 7 }, () => ['Mobile', 'Desktop']).flat(),
    );
    await activity.locator('[data-activity-bar]').first().waitFor();
    for (const t of await activity
      .locator('td')
      .filter({ has: page.locator('[data-activity-bar]') })
      .locator('p')
      .allTextContents()) {
      expect(t).toMatch(/^\d\d:\d\d$/);
    }
    const widest = await activity
      .locator('[data-activity-bar]')
      .evaluateAll((bars) =>
        Math.max(...bars.map((b) => b.getBoundingClientRect().width / (b.parentElement!.getBoundingClientRect().width || 1))),
      );
    expect(widest).toBeLessThanOrEqual(0.9);
    await page.context().close();
  });
});

describe('Alarms', () => {
  it('as a manager: the cards of the devices in alarm', async () => {
    const page = await signedIn(MARY);
    await visit(page, '/alarms');
    await page.getByRole('heading', { name: 'Alarms' }).waitFor();
    const ids = await rowIds(page.locator('main'));
    expect(ids).toEqual(expect.arrayContaining([20114, 20309, 31003, 20302, 20116]));
    await page.getByRole('article', { name: 'Casing Pressure B' }).getByRole('link', { name: 'Device Info' }).waitFor();
    await page.context().close();
  });

  it('as a super user: nothing', async () => {
    const page = await signedIn(SAM);
    await visit(page, '/alarms');
    await page.waitForTimeout(1000);
    expect(await hashPath(page)).toBe('/alarms');
    expect(await page.locator('main').getByRole('heading', { name: 'Alarms' }).count()).toBe(0);
    expect(await page.locator('main [data-device-id]').count()).toBe(0);
    await page.context().close();
  });
});

describe('a limited user', () => {
  it('never sees a device outside her group in the lists', async () => {
    const page = await signedIn(LIZ);
    await visit(page, '/alerts');
    await expect.poll(() => hashPath(page)).toBe('/alarms');
    const alarmIds = await rowIds(page.locator('main'));
    expect(alarmIds).toEqual(expect.arrayContaining([20114, 20302, 20116]));
    expectNoneOutsideLiz(alarmIds);

    await visit(page, '/reboot');
    const rebootIds = await rowIds(table(page, 'Rebooting devices'));
    expect(rebootIds).toContain(20107);
    expectNoneOutsideLiz(rebootIds);

    await visit(page, '/tasks');
    const tasks = page.getByRole('table', { name: 'Tasks' });
    await tasks.locator('tbody tr').first().waitFor();
    const linked = await tasks.getByRole('link').evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')?.split('/').pop())));
    expect(linked).toContain(20107);
    expectNoneOutsideLiz(linked);
    await page.context().close();
  });
});

describe('Tasks', () => {
  it('as a manager: open tasks with priority, type, notes and a device link', async () => {
    const page = await signedIn(MARY);
    await visit(page, '/tasks');
    const tasks = page.getByRole('table', { name: 'Tasks' });
    await tasks.locator('tbody tr').first().waitFor();
    expect(await tasks.locator('thead th').allTextContents()).toEqual(['Priority', 'Type', 'Notes', 'Device']);
    const priorities = (await columnTexts(tasks, 'Priority')).map(Number);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    await tasks.getByRole('link', { name: /Pump Jack A-2/ }).click();
    await expect.poll(() => hashPath(page)).toBe('/devices/20107');
    await page.context().close();
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
    expect(await page.getByText('loading more...').count()).toBe(0);
    await page.context().close();
  });

  it('keeps a phone-width page from scrolling sideways: wide tables scroll inside themselves', async () => {
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
