import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageGql as gql } from './helpers/browser';
import { MARY, SAM, columnTexts, monitoringSuite, rowIds, table, visit } from './helpers/monitoringLists';
import { expectAccessible } from './helpers/axe';

/** The Rebooting Devices, Activity, Alarms and Tasks lists (spec 1 §2, §4, §5, §9) as each role that sees them, on the demo data. */

const LIZ = { phone: '5552010004', name: 'Liz Limited' };

/** Devices outside /Permian/North: Liz (North Field Team only) must never see them. */
const OUTSIDE_LIZ = [
  20304, 20305, 20306, 20307, 20308, 20309, 20310, 20311, 20312, 31001, 31002, 31003, 31004, 88101, 88104, 24501, 24505, 24508,
];

const { signedIn } = monitoringSuite();

const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));

/** Today in the signed-in user's company zone, YYYY-MM-DD: the day the Activity view's users are counted in. */
async function companyToday(page: Page): Promise<string> {
  const { me } = await gql<{ me: { company: { timeZone: string } } }>(page, '{ me { company { timeZone } } }');
  return page.evaluate((timeZone) => new Date().toLocaleDateString('en-CA', { timeZone }), me.company.timeZone);
}

function expectNoneOutsideLiz(ids: readonly number[]): void {
  for (const id of OUTSIDE_LIZ) expect(ids).not.toContain(id);
}

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
      await expectAccessible(page, 'monitoring: rebooting devices');
      const colour = await reboot
        .locator('[data-reboot-warning]')
        .first()
        .evaluate((e) => getComputedStyle(e).color);
      expect(colour).toMatch(/^rgb\((2[0-9]{2}), (\d{1,2}), (\d{1,2})\)$/);
      await page.context().close();
    }
  });
  it("a failed list says so in a sentence beside the spec's 'error', and Retry reads it again", async () => {
    const page = await signedIn(MARY);
    let failing = true;
    await page.route('**/api/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (op === 'RebootDevices' && failing) await route.fulfill({ json: { data: null, errors: [{ message: 'boom' }] } });
      else await route.continue();
    });
    await visit(page, '/reboot');
    const failure = page.locator('main').getByRole('alert');
    await failure.getByText('error', { exact: true }).waitFor();
    await failure.getByText('This list could not be loaded. Check the connection, then try again.').waitFor();
    await expectAccessible(page, 'monitoring: a failed list');
    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    expect(await rowIds(table(page, 'Rebooting devices'))).toEqual(expect.arrayContaining([31002, 20107]));
    expect(await page.locator('main').getByText('error', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('device times in the site zone', () => {
  /** MM/DD/YY HH:mm, and the zone when it is named. */
  const parts = (text: string) => ({ time: text.split(' ').slice(0, 2).join(' '), zone: text.split(' ')[2] ?? null });

  it("Rebooting Devices' Last Reboot reads the same from Chicago and Tokyo, the zone named where the viewer's differs", async () => {
    const seen = [];
    for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
      const page = await signedIn(MARY, 1280, { timezoneId });
      await visit(page, '/reboot');
      const reboot = table(page, 'Rebooting devices');
      await rowIds(reboot);
      const ids = await reboot.locator('[data-device-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-device-id')));
      seen.push(parts((await columnTexts(reboot, 'Last Reboot'))[ids.indexOf('31002')]!));
      await page.context().close();
    }
    expect(seen[0]!.time).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    expect(seen[1]!.time).toBe(seen[0]!.time);
    // the device's zone is one viewer's at most: the other sees it named
    expect(seen.filter((s) => s.zone !== null).length).toBeGreaterThan(0);
  });
});

describe('Activity', () => {
  it('as a super user: today by default, the legend, and Mobile and Desktop columns for 7 days', async () => {
    const page = await signedIn(SAM);
    await visit(page, '/activity');
    await page.getByRole('heading', { name: 'ACTIVITY VIEW' }).waitFor();
    const date = page.getByLabel('Search From Date:');
    expect(await date.inputValue()).toBe(await companyToday(page));
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
    await expectAccessible(page, 'monitoring: activity');
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

  it("defaults to the company's today, not the viewer's, from a zone where the date differs", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are a day apart: one of them is never on the company's date
    let page = await signedIn(SAM, 1280, { timezoneId: 'Pacific/Kiritimati' });
    const today = await companyToday(page);
    if ((await page.evaluate(() => new Date().toLocaleDateString('en-CA'))) === today) {
      await page.context().close();
      page = await signedIn(SAM, 1280, { timezoneId: 'Pacific/Pago_Pago' });
    }
    await visit(page, '/activity');
    await page.getByRole('heading', { name: 'ACTIVITY VIEW' }).waitFor();
    expect(await page.getByLabel('Search From Date:').inputValue()).toBe(today);
    await page.context().close();
  });
});

// a super user's Alarms page, across companies: alarmReasons.test.ts
describe('Alarms', () => {
  it('as a manager: the cards of the devices in alarm', async () => {
    const page = await signedIn(MARY);
    await visit(page, '/alarms');
    await page.getByRole('heading', { name: 'Alarms' }).waitFor();
    const ids = await rowIds(page.locator('main'));
    expect(ids).toEqual(expect.arrayContaining([20114, 20309, 31003, 20302, 20116]));
    await page.getByRole('article', { name: 'Casing Pressure B' }).getByRole('link', { name: 'Device Info' }).waitFor();
    await expectAccessible(page, 'monitoring: alarms');
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
    await expectAccessible(page, 'monitoring: tasks');
    const priorities = (await columnTexts(tasks, 'Priority')).map(Number);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    await tasks.getByRole('link', { name: /Pump Jack A-2/ }).click();
    await expect.poll(() => hashPath(page)).toBe('/devices/20107');
    await page.context().close();
  });
});
