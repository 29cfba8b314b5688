import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './helpers/axe';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { chooseView, folder, hashPath, waitForCount } from './helpers/directoryPage';
import { graphDrawn, MARY } from './helpers/tagPage';

/*
 * Finding one's way without a mouse or eyes on the screen: each page's title, focus on the page's h1 after following
 * a link, the skip link, and the sensor page's tab and the directory's place (folder, status, view) kept in the address
 * (reload, Back, a copied link opened in a new page).
 * Mary Manager looks at Big Tank 1 (20101, a tank: Fluid Level); Liz Limited's directory has 22 devices.
 */

const BIG_TANK = 20101;
const LIZ = { phone: '5552010004', name: 'Liz Limited' };

const suite = browserSuite('navigation');
const signedIn = (user: { phone: string; name: string }, width = 1280) => signedInAs(suite.browser, user.phone, user.name, width);

/** What has focus: its tag, id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: (el as HTMLElement | null)?.innerText.trim() };
  });
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).innerText();
const checkedView = (page: Page) => page.getByRole('radiogroup', { name: 'View' }).locator('input:checked').getAttribute('value');
const checkedStatus = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Device status' }).locator('input:checked').getAttribute('value');
const crumbs = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button').allInnerTexts()).filter((t) => t !== '');
/** The directory as a page shows it: the folder's crumbs (after the root icon), the status and the view. */
const place = async (page: Page) => ({ crumbs: await crumbs(page), status: await checkedStatus(page), view: await checkedView(page) });

describe('the sensor page (Mary Manager)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(MARY);
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
  });
  afterAll(() => page.context().close());

  it('names the device and the sensor in the title', async () => {
    await expect.poll(() => page.title()).toBe('Big Tank 1 · Fluid Level — FieldWatch');
  });

  it('opens the Graph from an address without a tab, keeps the chosen tab through a reload, and Back returns to the tab before', async () => {
    expect(await selectedTab(page)).toBe('Graph');
    await page.getByRole('tab', { name: 'Table' }).click();
    await expect.poll(() => hashPath(page)).toBe(`/devices/${BIG_TANK}/tags/spsr?tab=table`);
    await page.reload();
    await page.getByRole('tab', { name: 'Table', selected: true }).waitFor();

    await page.getByRole('tab', { name: 'Alarms' }).click();
    await expect.poll(() => hashPath(page)).toBe(`/devices/${BIG_TANK}/tags/spsr?tab=alarms`);
    await page.goBack();
    await page.getByRole('tab', { name: 'Table', selected: true }).waitFor();
    await page.goForward();
    await page.getByRole('tab', { name: 'Alarms', selected: true }).waitFor();
  });

  it('opens the Graph for a tab this sensor does not have', async () => {
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr?tab=turbine`);
    await graphDrawn(page);
    expect(await selectedTab(page)).toBe('Graph');
  });

  it("moves focus to the device page's h1 after following its link, and names the device in the title", async () => {
    await page.getByRole('link', { name: 'Device Info' }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', id: '', text: 'Big Tank 1' });
    await expect.poll(() => page.title()).toBe('Big Tank 1 — FieldWatch');
  });

  it('shows the sensor page on a phone and on a laptop', async () => {
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
    await suite.screenshot(page, 'sensor-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await graphDrawn(page);
    await suite.screenshot(page, 'sensor-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('the directory and the shell (Liz Limited)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(LIZ);
    await page.goto(`${baseUrl()}/#/directory`);
    await waitForCount(page, '22 Devices');
  });
  afterAll(() => page.context().close());

  it('names the directory in the title and its h1 has focus after the route change', async () => {
    await expect.poll(() => page.title()).toBe('Directory — FieldWatch');
    expect(await focused(page)).toEqual({ tag: 'h1', id: '', text: 'Directory' });
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('keeps the chosen view through a reload, and Back returns to the view before', async () => {
    expect(await checkedView(page)).toBe('icons');
    await chooseView(page, 'List');
    await expect.poll(() => hashPath(page)).toBe('/directory?view=list');
    await page.reload();
    await waitForCount(page, '22 Devices');
    expect(await checkedView(page)).toBe('list');
    await page.getByRole('table').first().waitFor();

    await chooseView(page, 'Map');
    await expect.poll(() => hashPath(page)).toBe('/directory?view=map');
    await page.goBack();
    await expect.poll(() => checkedView(page)).toBe('list');
    await page.goBack();
    await expect.poll(() => checkedView(page)).toBe('icons');
  });

  it('keeps the view when a folder is chosen', async () => {
    await chooseView(page, 'List');
    await folder(page, '/Permian').click();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'Permian' }).waitFor();
    expect(await hashPath(page)).toBe('/directory?path=/Permian&view=list');
    expect(await checkedView(page)).toBe('list');
  });

  it('keeps the folder, status and view in the address: Back steps through them, a reload and a copied link return to them', async () => {
    await page.goto(`${baseUrl()}/#/directory`);
    await folder(page, '/Permian').click();
    await folder(page, 'North').click();
    await expect.poll(() => hashPath(page)).toBe('/directory?path=/Permian/North');
    await chooseView(page, 'List');
    await page.getByRole('radiogroup', { name: 'Device status' }).getByText('Inactive', { exact: true }).click();
    await expect.poll(() => hashPath(page)).toBe('/directory?path=/Permian/North&status=inactive&view=list');
    const shown = { crumbs: ['Permian', 'North'], status: 'inactive', view: 'list' };
    expect(await place(page)).toEqual(shown);

    await page.goBack();
    await expect.poll(() => place(page)).toEqual({ ...shown, status: 'active' });
    await page.goBack();
    await expect.poll(() => place(page)).toEqual({ ...shown, status: 'active', view: 'icons' });
    await page.goBack();
    await expect.poll(() => place(page)).toEqual({ crumbs: ['Permian'], status: 'active', view: 'icons' });
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect.poll(() => place(page)).toEqual(shown);

    await page.reload();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'North' }).waitFor();
    expect(await place(page)).toEqual(shown);

    // the copied address opened in a new page of the same browser
    const copied = page.url();
    const other = await page.context().newPage();
    try {
      await other.goto(copied);
      await other.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'North' }).waitFor();
      expect(await place(other)).toEqual(shown);
      // the folder tree marks the folder of the address
      expect(await folder(other, 'North').getAttribute('aria-current')).toBe('true');
    } finally {
      await other.close();
    }
  });

  it("moves focus to the new page's h1 after a top-bar link, but not on the first load", async () => {
    await page.getByRole('link', { name: 'Liz Limited', exact: true }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', id: '', text: 'Account' });
    await expect.poll(() => page.title()).toBe('Account — FieldWatch');
    await page.reload();
    await page.locator('h1', { hasText: 'Account' }).waitFor();
    expect((await focused(page)).tag).toBe('body');
  });

  it('offers the skip link first; Enter moves focus to the main region', async () => {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'a', id: '', text: 'Skip to main content' });
    const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(box !== null && box.y >= 0 && box.height > 0).toBe(true);
    await page.screenshot({ path: path.join(suite.screens, 'skip-link-focused.png') });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
    // the address stays the page's: the link's #main-content is not taken as a route
    expect(await hashPath(page)).toBe('/account');
  });
});

describe('signing in', () => {
  it("is titled with the product's name alone", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/`);
    await page.getByText('Sign in to access your dashboard').waitFor();
    expect(await page.title()).toBe('FieldWatch');
    await context.close();
  });
});

/** Opens each route by its address (a route change, as a link makes) and checks its one h1 has focus and its title. */
async function eachRouteHasOneFocusedH1(page: Page, routes: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    // the page being left is marked, so its heading (still shown while the next page's code or data loads) never
    // passes for the next page's
    await page.evaluate((r) => {
      for (const h of document.querySelectorAll('h1')) h.dataset.left = 'yes';
      window.location.hash = `#${r}`;
    }, route);
    const state = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return {
          hash: window.location.hash.replace(/^#/, ''),
          h1s: document.querySelectorAll('h1').length,
          focusedNewH1: active instanceof HTMLElement && active.tagName === 'H1' && active.dataset.left !== 'yes',
          title: document.title,
        };
      });
    const ok = (s: Awaited<ReturnType<typeof state>>) =>
      s.hash === route && s.h1s === 1 && s.focusedNewH1 && /^.+ — FieldWatch$/.test(s.title);
    let last = await state();
    await expect
      .poll(async () => ok((last = await state())), { timeout: 15_000 })
      .toBe(true)
      .catch(() => problems.push(`${route}: ${JSON.stringify(last)}`));
  }
  return problems;
}

/**
 * The screens no other browser file opens, checked by axe once their content is there: what shows it has loaded is a
 * list's first row or its empty text, a form's first field, a menu's first link, unless the screen names another.
 */
async function screensAreAccessible(page: Page, screens: readonly (readonly [string, string, string?])[]): Promise<void> {
  for (const [route, label, ready = 'tbody tr, input, a'] of screens) {
    await page.evaluate((r) => (window.location.hash = `#${r}`), route);
    const main = page.locator('main');
    await main
      .locator(ready)
      .first()
      .or(main.getByText('No Devices Found', { exact: true }))
      .waitFor();
    await expectAccessible(page, label);
  }
}

describe('every screen', () => {
  it("has one h1, focused after the route change, and a title naming it (a manager's screens)", async () => {
    const page = await signedIn(MARY);
    const routes = ['/directory', '/', '/alarms', '/alerts', '/reboot', '/tasks', '/allDevices', '/newDevices', '/addDevice'];
    const more = ['/devices/20101', '/account', '/team', '/addUser', '/addGroup', '/manager', '/manager/update', '/manager/alarmsSet'];
    expect(await eachRouteHasOneFocusedH1(page, [...routes, ...more])).toEqual([]);
    await screensAreAccessible(page, [
      ['/allDevices', 'all devices'],
      ['/newDevices', 'new devices'],
      ['/addUser', 'add user'],
      ['/addDevice', 'add device'],
      ['/manager', 'manager: menu'],
    ]);
    await page.context().close();
  });

  it("has one h1, focused after the route change, and a title naming it (the provider's screens)", async () => {
    const page = await signedIn({ phone: '5552010001', name: 'Sam Super' });
    const admin = ['/admin', '/admin/newPO', '/admin/stickers', '/admin/deviceIDs', '/admin/billing', '/admin/fota', '/admin/sendEmail'];
    const more = ['/admin/sendEmail/testing', '/admin/messageLog', '/logistics', '/alerts', '/addCompany', '/manufacturingChecklist'];
    expect(await eachRouteHasOneFocusedH1(page, [...admin, ...more])).toEqual([]);
    await screensAreAccessible(page, [
      ['/admin/messageLog', 'admin: message log'],
      ['/admin/stickers', 'admin: stickers'],
      ['/addCompany', 'add company'],
      // a placeholder screen: its heading is all it shows
      ['/manufacturingChecklist', 'manufacturing checklist', 'h1'],
    ]);
    await page.context().close();
  });
});

describe('pages named by their data', () => {
  it("a user's page is titled with the user's name", async () => {
    const liz = await suite.db.query<{ id: number }>(`SELECT id FROM users WHERE phone_number LIKE '%2010004'`);
    const page = await signedIn(MARY);
    await page.evaluate((id) => (window.location.hash = `#/team/user/${id}`), liz.rows[0]!.id);
    await expect.poll(() => page.title()).toBe('Liz Limited — FieldWatch');
    await page.context().close();
  });
});
