import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SPINNER_DELAY_MS } from '@fieldwatch/domain';
import { expectAccessible } from './helpers/axe';
import { baseUrl, connectBrowser, signedIn } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

async function auditActions(since: Date): Promise<string[]> {
  const c = new pg.Client({ connectionString: inject('databaseUrl') });
  await c.connect();
  try {
    const r = await c.query<{ action: string }>(`SELECT action FROM audit_log WHERE time >= $1 AND action LIKE 'loginAs.%' ORDER BY id`, [
      since,
    ]);
    return r.rows.map((row) => row.action);
  } finally {
    await c.end();
  }
}

/** Dispatches a one-finger swipe as touch events, the way a phone's browser reports it. */
async function swipe(page: Page, fromX: number, toX: number, ms: number): Promise<void> {
  await page.evaluate(
    async ({ fromX, toX, ms }) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)] }));
      await new Promise((r) => setTimeout(r, ms));
      window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)] }));
    },
    { fromX, toX, ms },
  );
}

describe('login as another user', () => {
  it('lets a super user act as another user, shows "X as Y", audits start and stop, and logout returns first', async () => {
    const since = new Date(Date.now() - 1000);
    const page = await signedIn(browser, '5552010001', 'Sam Super');
    await page.getByRole('link', { name: 'Sam Super' }).click();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: 'Liz Limited' }).click();
    await page.getByRole('button', { name: 'Login As' }).click();

    await page.getByRole('link', { name: 'Sam Super as Liz Limited' }).waitFor();
    // Liz's permissions apply: no Team tab, no admin menu, only her company
    expect(await page.getByRole('link', { name: 'Team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Admin menu' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Acme Oil & Gas' }).waitFor();
    // the orange top bar of acting as someone else reads at AA too
    await expectAccessible(page, 'landing: acting as another user');

    await page.getByRole('link', { name: 'Sam Super as Liz Limited' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, log out' }).click();
    await page.getByRole('link', { name: 'Sam Super', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin menu' }).count()).toBe(1);
    await expect.poll(() => auditActions(since)).toEqual(['loginAs.start', 'loginAs.stop']);

    await page.getByRole('link', { name: 'Sam Super', exact: true }).click();
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('fieldwatch.user') ?? '{}') as { token?: string }).token ?? '',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, log out' }).click();
    await page.getByText('Sign in to access your dashboard').waitFor();
    // the server ended the session: the token a copy of this browser kept no longer works
    await expect
      .poll(async () => {
        const res = await fetch(`${baseUrl()}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ companies { id } }' }),
        });
        return ((await res.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
      })
      .toBe('UNAUTHENTICATED');
    await page.close();
  });
});

describe('layout', () => {
  it('opens the menu with a swipe right from the left edge on a phone, and closes it with a swipe left', async () => {
    const page = await signedIn(browser, '5552010004', 'Liz Limited', 400, { hasTouch: true, isMobile: true });
    const context = page.context();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.count()).toBe(0);
    // the page takes horizontal swipes itself: the browser does not turn them into 'back'
    const overscroll = await page.evaluate(() => [
      getComputedStyle(document.documentElement).overscrollBehaviorX,
      getComputedStyle(document.body).overscrollBehaviorX,
    ]);
    expect(overscroll).toEqual(['none', 'none']);

    await swipe(page, 300, 420, 100); // starts too far from the edge
    expect(await menu.count()).toBe(0);
    await swipe(page, 20, 80, 100); // too short
    expect(await menu.count()).toBe(0);
    await swipe(page, 20, 200, 100);
    await menu.waitFor();
    await menu.getByRole('link', { name: 'All Devices' }).waitFor();
    await swipe(page, 300, 100, 100);
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('has a resizable sidebar, 500 px by default and never under 200 px, and a search overlay closed by Escape', async () => {
    const page = await signedIn(browser, '5552010002', 'Mary Manager');
    const handle = page.getByRole('separator', { name: 'Resize sidebar' });
    await handle.waitFor();
    expect(await handle.getAttribute('aria-valuenow')).toBe('500');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(50, box.y + 200, { steps: 5 });
    await page.mouse.up();
    expect(await handle.getAttribute('aria-valuenow')).toBe('200');

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Search for a device name, directory, or ID.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Search for a device name, directory, or ID.').waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows the render-failure screen when a screen cannot load, with a reload link and the support phone', async () => {
    const page = await signedIn(browser, '5552010002', 'Mary Manager');
    await page.route(/AccountPage-.*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Mary Manager' }).click();
    await page.getByText('An error has occured.').waitFor();
    await page.getByRole('link', { name: 'Reload the page' }).waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the loading spinner only after 300 ms of waiting', async () => {
    const page = await signedIn(browser, '5552010002', 'Mary Manager');
    // the page's timers run on a clock the test moves: a wait timed from outside races the page's own start-up,
    // which on a slow machine can take longer than the delay itself
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const spinner = page.getByLabel('Loading');
    // the page has started and waits for its session (rendering needs no timer, so it goes on while the clock stands)
    await page.locator('#root').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(SPINNER_DELAY_MS - 10);
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(20);
    await spinner.waitFor({ timeout: 2000 });
    release();
    await page.clock.resume();
    await page.getByRole('link', { name: 'Mary Manager' }).waitFor();
    expect(await spinner.count()).toBe(0);
    await page.close();
  });
});

describe('Content-Security-Policy', () => {
  it('the main screens run under the page’s policy without a single violation', async () => {
    const page = await signedIn(browser, '5552010002', 'Mary Manager');
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    try {
      // a real load of the page (the signed-in page is already at /#/, where a goto only changes the hash)
      const res = await page.goto(`${baseUrl()}/?load=1#/`);
      const csp = res?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      await page.evaluate(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const route of ['/', '/directory', '/devices/20101', '/devices/20101/tags/spsr', '/account', '/team']) {
        await page.evaluate((r) => (window.location.hash = `#${r}`), route);
        // live updates keep a stream open, so the network never idles: give each screen time to draw
        await page.getByRole('main').waitFor();
        await page.waitForTimeout(1500);
      }
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
