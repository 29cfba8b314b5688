import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoDeviceSecret } from '../server/src/demo/demoDeviceSecret';
import { baseUrl, pageGql as gql } from './helpers/browser';
import { LIZ, MARY, OUTSIDE_LIZ, SAM, bannerMatchesServer, hashPath, overviewSuite, statValue } from './helpers/overviewSuite';
import { expectAccessible } from './helpers/axe';

/** The landing overview (spec 1 §2), as each role that sees it, on the demo data; the global search is in globalSearch.test.ts. */

const { signedIn } = overviewSuite();

/** Moves within the app without a reload, so in-memory state (the picked company) survives. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (window.location.hash = p), path);
}

const box = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function idsIn(page: Page, scope: ReturnType<Page['locator']>): Promise<number[]> {
  return await scope.locator('[data-device-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-device-id'))));
}

describe('landing overview', () => {
  it('as a manager: banner numbers from the server, the four boxes with their links, tooltips and the notification modal', async () => {
    const page = await signedIn(MARY);
    await page.getByRole('heading', { name: 'Acme Oil & Gas' }).waitFor();
    await bannerMatchesServer(page, null);

    const alarmCount = Number(await statValue(page, 'Active Alarms'));
    expect(await page.getByLabel('Alarms active').count()).toBe(alarmCount > 0 ? 1 : 0);
    const health = Number((await statValue(page, 'Health')).replace('%', ''));
    const colour = await page.locator('[data-stat="Health"] [data-stat-value]').evaluate((e) => getComputedStyle(e).color);
    expect(colour).not.toBe('rgb(0, 0, 0)');
    expect(health).toBeGreaterThanOrEqual(0);

    // Alarms box: the devices with tags in alarm, and Expand to the list
    const alarms = box(page, 'Alarms');
    await alarms.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, alarms)).toEqual(expect.arrayContaining([20114, 20309, 31003, 20302, 20116]));

    // Tardy box: the demo's tardy devices, See All for managers
    const tardy = box(page, 'Tardy Devices');
    await tardy.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, tardy)).toEqual(expect.arrayContaining([20107, 20312]));
    expect(await idsIn(page, tardy)).not.toContain(24508); // Beta's, not Mary's
    await tardy.getByRole('button', { name: 'About Tardy Devices' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/See All/)
      .waitFor();

    // Battery warnings: Acme's low batteries, and the 3.60 V / 4.70 V tooltip
    const battery = box(page, 'Battery Voltage Warning');
    await battery.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, battery)).toEqual(expect.arrayContaining([20119, 31003]));
    expect(await battery.locator('tbody td').filter({ hasText: / V$/ }).first().textContent()).toMatch(/^\d\.\d\d V$/);
    await battery.getByRole('button', { name: 'About Battery Voltage Warning' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/3\.60 V for solar-panel batteries and 4\.70 V for battery packs/)
      .waitFor();

    // Rebooting Devices: read through rebootDevices (spec 1 §7), the restart storms in red, See All to the list
    const reboots = box(page, 'Rebooting Devices');
    await reboots.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, reboots)).toEqual(expect.arrayContaining([20107, 31002]));
    expect(await reboots.locator('[data-reboot-warning]').count()).toBeGreaterThan(0);
    await expectAccessible(page, "landing: a manager's company with its four boxes");
    await expect(reboots.getByRole('link', { name: 'See All' }).getAttribute('href')).resolves.toContain('/reboot');

    await page.getByRole('button', { name: 'About Health' }).hover();
    await page
      .getByRole('tooltip')
      .getByText(/sending data on schedule.*test indicator/)
      .waitFor();

    // Notifications: icon, title, date; a click opens the details, Close closes them
    const notices = box(page, 'Notifications');
    const outage = notices.getByRole('button', { name: /Cellular outage near Andrews/ });
    await outage.waitFor();
    expect(await outage.textContent()).toMatch(/\d\d\/\d\d\/\d\d \d\d:\d\d/);
    await outage.click();
    const dialog = page.getByRole('dialog', { name: 'Notification Details' });
    await dialog.waitFor();
    for (const label of ['Category', 'Title', 'Date', 'Message']) await dialog.getByText(label, { exact: true }).waitFor();
    await dialog.getByText('Critical', { exact: true }).waitFor();
    await dialog.getByText(/carrier outage is delaying reports/).waitFor();
    await expectAccessible(page, 'landing: notification details modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await alarms.getByRole('link', { name: 'Expand' }).click();
    await expect.poll(() => hashPath(page)).toBe('/alarms');
    await goTo(page, '/');
    await box(page, 'Tardy Devices').getByRole('link', { name: 'See All' }).click();
    await expect.poll(() => hashPath(page)).toBe('/alerts');
    await page.context().close();
  });

  it('as a super user: per picked company, with no Alarms box', async () => {
    const page = await signedIn(SAM);
    // no company picked yet: the landing sends a super user on to the tardy list
    await expect.poll(() => hashPath(page)).toBe('/alerts');
    const { companies } = await gql<{ companies: { id: number; name: string }[] }>(page, '{ companies { id name } }');
    const acme = companies.find((c) => c.name === 'Acme Oil & Gas')!;
    const beta = companies.find((c) => c.name === 'Beta Gas Co')!;

    await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Acme Oil & Gas' }).click();
    await goTo(page, '/');
    await page.getByRole('heading', { name: 'Acme Oil & Gas' }).waitFor();
    await bannerMatchesServer(page, Number(acme.id));
    expect(await box(page, 'Alarms').count()).toBe(0);
    // only the box is hidden: the count is Acme's, whose demo tanks are in alarm
    expect(Number(await statValue(page, 'Active Alarms'))).toBeGreaterThan(0);
    await box(page, 'Tardy Devices').getByRole('link', { name: 'See All' }).waitFor();
    const battery = box(page, 'Battery Voltage Warning');
    await battery.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, battery)).toContain(20119);
    expect(await idsIn(page, battery)).not.toContain(24503);

    // another company: its own numbers and lists
    await page.getByRole('navigation', { name: 'Companies' }).getByRole('button', { name: 'Beta Gas Co' }).click();
    await goTo(page, '/');
    await page.getByRole('heading', { name: 'Beta Gas Co' }).waitFor();
    await bannerMatchesServer(page, Number(beta.id));
    await expect.poll(() => idsIn(page, box(page, 'Battery Voltage Warning'))).toContain(24503);
    expect(await idsIn(page, box(page, 'Battery Voltage Warning'))).not.toContain(20119);
    const { devicesRe: betaTardy } = await gql<{ devicesRe: { id: number }[] }>(
      page,
      'query($c: Int) { devicesRe(query: "alert", selectedCompanyID: $c, recentDays: 24, previousDays: 240, limit: 10) { id } }',
      { c: Number(beta.id) },
    );
    expect((await idsIn(page, box(page, 'Tardy Devices'))).sort()).toEqual(betaTardy.map((d) => d.id).sort());
    await page.context().close();
  });

  it('as a limited user: only the devices of her group, and no See All', async () => {
    const page = await signedIn(LIZ);
    await page.getByRole('heading', { name: 'Acme Oil & Gas' }).waitFor();
    await bannerMatchesServer(page, null);
    const alarms = box(page, 'Alarms');
    await alarms.locator('[data-device-id]').first().waitFor();
    const alarmIds = await idsIn(page, alarms);
    expect(alarmIds).toEqual(expect.arrayContaining([20114, 20302, 20116]));
    const battery = box(page, 'Battery Voltage Warning');
    await battery.locator('[data-device-id]').first().waitFor();
    const batteryIds = await idsIn(page, battery);
    expect(batteryIds).toContain(20119);
    // the tardy list is the managers'; whatever the server lets her see, nothing leaves her group
    expect(await box(page, 'Tardy Devices').getByRole('link', { name: 'See All' }).count()).toBe(0);
    const tardyIds = (await box(page, 'Tardy Devices').count()) ? await idsIn(page, box(page, 'Tardy Devices')) : [];
    // the reboot list is everyone's (the sidebar links it for every role), of her devices only
    await box(page, 'Rebooting Devices').getByRole('link', { name: 'See All' }).waitFor();
    const rebootIds = await idsIn(page, box(page, 'Rebooting Devices'));
    for (const id of OUTSIDE_LIZ) {
      expect(rebootIds).not.toContain(id);
      expect(alarmIds).not.toContain(id);
      expect(batteryIds).not.toContain(id);
      expect(tardyIds).not.toContain(id);
    }
    await page.context().close();
  });

  it('shows the empty texts of each box', async () => {
    const page = await signedIn(MARY);
    const empty: Record<string, unknown> = {
      LandingAlarms: { devicesRe: [], activeAlarmRules: [] },
      LandingTardy: { devicesRe: [] },
      LandingVoltage: { devicesRe: [] },
      Notices: { notice: [] },
    };
    await page.route('**/api/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
      if (op in empty) await route.fulfill({ json: { data: empty[op] } });
      else await route.continue();
    });
    await page.reload();
    await page.getByText('No alarms', { exact: true }).waitFor();
    await page.getByText('No Tardy Devices', { exact: true }).waitFor();
    await page.getByText('No devices with battery voltage warnings', { exact: true }).waitFor();
    await page.getByText('No notifications available', { exact: true }).waitFor();
    await expectAccessible(page, 'landing: every box empty');
    await page.context().close();
  });

  it('reads N/A for a health that cannot be computed, not a healthy 100 %, and links it to the tardy devices', async () => {
    const page = await signedIn(MARY);
    const health = page.locator('[data-stat="Health"] [data-stat-value]');
    await health.getByRole('link', { name: /health: see the tardy devices/ }).click();
    await expect.poll(() => hashPath(page)).toBe('/alerts');
    await page.route('**/api/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (op !== 'LandingCounts') return route.continue();
      await route.fulfill({ json: { data: { landingPage: { device: 0, tardy: 0, health: null, alarm: 0 } } } });
    });
    await page.goto(`${baseUrl()}/#/`);
    await page.reload();
    await expect.poll(() => statValue(page, 'Health')).toBe('N/A');
    expect(await statValue(page, 'Active Devices')).toBe('0');
    await expectAccessible(page, 'landing: health not available');
    await page.context().close();
  });

  it('fits a phone: the boxes stack in one column', async () => {
    const page = await signedIn(MARY, 400);
    const tardy = box(page, 'Tardy Devices');
    await tardy.waitFor();
    const a = (await box(page, 'Alarms').boundingBox())!;
    const t = (await tardy.boundingBox())!;
    expect(t.y).toBeGreaterThan(a.y + a.height - 1);
    expect(a.width).toBeLessThanOrEqual(400);
    await page.context().close();
  });
});

/** A reading sent the way a field device sends it (HTTP ingest with its transport secret), at a given time. */
async function sendReading(deviceID: number, tag: string, value: number, time: number): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/devices/${deviceID}/messages/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demoDeviceSecret(deviceID)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ time, values: { [tag]: value } }),
  });
  expect(res.status).toBe(200);
}

/** The Active Alarms count the server gives the page's user now, asked outside the page's own queries. */
const serverAlarmCount = async (page: Page) =>
  (await gql<{ landingPage: { alarm: number } }>(page, '{ landingPage { alarm } }')).landingPage.alarm;

/** The devices the server lists in alarm for the page's user now. */
const serverAlarmIds = async (page: Page) =>
  (await gql<{ devicesRe: { id: number }[] }>(page, '{ devicesRe(query: "alarm") { id } }')).devicesRe.map((d) => Number(d.id));

describe('landing overview, live', () => {
  it('puts a device that goes into alarm in the Alarms box and the count, and takes it out again, without a reload', async () => {
    // Water Tank 1 (20103) has a critical-high threshold of 14 on spsr. The simulator sends this tank's readings once
    // an hour; the test's two readings are a second apart, dated within the server's clock tolerance (stored as sent).
    const WATER_TANK = 20103;
    const page = await signedIn(MARY);
    // The live stream opens with the page, as the landing's first queries do, and usually answers after them: it is
    // held here until the tank's alarm is stored, so that the change falls between the two and must still be shown.
    let releaseStream = () => {};
    const streamHeld = new Promise<void>((resolve) => (releaseStream = resolve));
    await page.route('**/api/graphql', async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'DeviceUpdates') await streamHeld;
      await route.fallback();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Acme Oil & Gas' }).waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const alarms = box(page, 'Alarms');
    await alarms.locator('[data-device-id]').first().waitFor();
    expect(await idsIn(page, alarms)).not.toContain(WATER_TANK);
    // The simulator moves other tanks in and out of alarm meanwhile, so the shown count is held against the server's
    // count at that moment (it follows without a reload) rather than against the count before.
    const shownLessServer = async () => Number(await statValue(page, 'Active Alarms')) - (await serverAlarmCount(page));
    const at = Math.floor(Date.now() / 1000) + 60;
    try {
      await sendReading(WATER_TANK, 'spsr', 15, at);
      await expect.poll(() => serverAlarmIds(page)).toContain(WATER_TANK);
      releaseStream();
      await expect.poll(() => idsIn(page, alarms), { timeout: 10_000 }).toContain(WATER_TANK);
      await expect.poll(shownLessServer, { timeout: 10_000 }).toBe(0);
    } finally {
      releaseStream();
      await sendReading(WATER_TANK, 'spsr', 8, at + 1);
    }
    // the stream is open now: the way out comes through it
    await expect.poll(() => idsIn(page, alarms), { timeout: 10_000 }).not.toContain(WATER_TANK);
    await expect.poll(shownLessServer, { timeout: 10_000 }).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.context().close();
  });
});
