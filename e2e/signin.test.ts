import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from './helpers/axe';
import { baseUrl, latestPin, connectBrowser, signInByPhone } from './helpers/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

async function hashPath(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, ''));
}

async function visit(page: Page, route: string): Promise<string> {
  await page.goto(`${baseUrl()}/#${route}`);
  // the live-updates stream keeps one request open for good, so 'networkidle' never comes
  await page.locator('main').waitFor();
  await page.waitForTimeout(300);
  return hashPath(page);
}

const ROLES = [
  { role: 'super user', phone: '5552010001', name: 'Sam Super', team: true, admin: true, manager: false, privileged: false },
  { role: 'privileged manager', phone: '5552010006', name: 'Pat Privileged', team: true, admin: false, manager: true, privileged: true },
  { role: 'manager', phone: '5552010002', name: 'Mary Manager', team: true, admin: false, manager: true, privileged: false },
  {
    role: 'manager of an inactive company',
    phone: '5552010007',
    name: 'Ivan Inactive',
    team: true,
    admin: false,
    manager: true,
    privileged: false,
  },
  { role: 'full user', phone: '5552010003', name: 'Frank Full', team: false, admin: false, manager: false, privileged: false },
  { role: 'limited user', phone: '5552010004', name: 'Liz Limited', team: false, admin: false, manager: false, privileged: false },
  { role: 'demo user', phone: '5552010005', name: 'Dana Demo', team: false, admin: false, manager: false, privileged: false },
] as const;

describe('sign-in screen', () => {
  it("loads only the sign-in page's own code, compressed: not the signed-in app's, nor the sensor page's", async () => {
    const page = await newPage();
    const scripts: { file: string; encoding: string | undefined }[] = [];
    const console: string[] = [];
    // React's development build announces its DevTools on the console: the product must run the production build
    page.on('console', (m) => console.push(m.text()));
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push({ file: new URL(r.url()).pathname, encoding: r.headers()['content-encoding'] });
    });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('button', { name: 'Text me a passcode' }).waitFor();
    // what the page would fetch once idle (code preloaded for after sign-in) has time to show up
    await page.waitForTimeout(1500);
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-.*\.js$/);
    expect(scripts).toEqual([{ file: entry, encoding: 'br' }]);
    expect(console.filter((line) => /React DevTools/.test(line))).toEqual([]);
    await page.context().close();
  });

  it('shows the three steps with the spec texts and refuses a wrong PIN in the footer', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/#/`);
    await page.getByText('Sign in to access your dashboard').waitFor();
    await page.getByText('Enter your phone number to receive a one-time passcode to access your account.').waitFor();
    await expectAccessible(page, 'sign-in: phone step');
    await page.getByText("I don't have my phone. Sign in with my email.").click();
    await page.getByRole('button', { name: 'Email me a passcode' }).waitFor();
    await expectAccessible(page, 'sign-in: e-mail step');

    const since = new Date(Date.now() - 1000);
    await page.getByRole('textbox').first().fill('frank.full@acme.test');
    await page.keyboard.press('Enter');
    await page.getByText('You will receive a message with a 4 digit PIN number. Please enter it below.').waitFor();
    const pin = await latestPin('frank.full@acme.test', since);

    await page.getByRole('textbox').first().fill('12');
    await page.getByRole('button', { name: 'Submit Pin' }).click();
    await page.getByText('Please enter a valid pin.').waitFor();
    await expectAccessible(page, 'sign-in: PIN step with an error');

    const wrong = String((Number(pin) + 1) % 10000).padStart(4, '0');
    await page.getByRole('textbox').first().fill(wrong);
    await page.getByRole('button', { name: 'Submit Pin' }).click();
    await page.getByText('That pin is not valid. Check the pin or request a new one.').waitFor();
    // nothing else changed: still on the PIN step, and a reload keeps it
    await page.reload();
    await page.getByRole('button', { name: 'Submit Pin' }).waitFor();

    await page.getByRole('textbox').first().fill(pin);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Frank Full' }).waitFor();
    await page.context().close();
  });

  it('names the real wait when PIN requests are limited: the backoff after three is 1 minute, not 10', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/#/`);
    await page.getByText("I don't have my phone. Sign in with my email.").click();
    // an address nobody has: the same answers and limits as an account's, and no other test's requests count on it
    const email = `nobody-${Date.now()}@limits.test`;
    for (let i = 0; i < 3; i++) {
      await page.getByRole('textbox').first().fill(email);
      await page.getByRole('button', { name: 'Email me a passcode' }).click();
      await page.getByText("I didn't receive a pin. Try again.").click();
    }
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: 'Email me a passcode' }).click();
    await page.getByText('Too many pins requested. Please wait 1 minute and try again.', { exact: true }).waitFor();
    await page.context().close();
  });

  it('signs out, without crashing, a browser holding a tampered or expired token', async () => {
    const page = await newPage();
    await signInByPhone(page, '5552010003');
    await page.getByRole('link', { name: 'Frank Full' }).waitFor();
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('fieldwatch.user') ?? '{}') as { token: string };
      user.token = user.token.slice(0, -4) + (user.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      localStorage.setItem('fieldwatch.user', JSON.stringify(user));
    });
    await page.reload();
    await page.getByText('Sign in to access your dashboard').waitFor();
    expect(await page.getByText('An error has occured.').count()).toBe(0);
    await page.context().close();
  });

  it('rejects a malformed phone number before sending', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('textbox').first().fill('555201');
    await page.getByRole('button', { name: 'Text me a passcode' }).click();
    await page.getByText('Please enter a valid phone number.').waitFor();
    await page.context().close();
  });
});

describe.each(ROLES)('as the $role', (r) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage();
    await signInByPhone(page, r.phone);
    await page.getByRole('link', { name: r.name }).waitFor();
  });
  afterAll(() => page.context().close());

  it('shows the tabs of the role', async () => {
    await expect(page.getByRole('link', { name: 'Directory' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Team' }).count()).resolves.toBe(r.team ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Admin menu' }).count()).resolves.toBe(r.admin ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Manager menu' }).count()).resolves.toBe(r.manager ? 1 : 0);
  });

  it('applies the route redirects of the role', async () => {
    const isSuper = r.admin;
    const tardyAllowed = r.admin || r.manager;
    expect(await visit(page, '/alerts')).toBe(tardyAllowed ? '/alerts' : '/alarms');
    expect(await visit(page, '/battery')).toBe(isSuper ? '/battery' : '/alarms');
    expect(await visit(page, '/activity')).toBe(isSuper ? '/activity' : '/alarms');
    expect(await visit(page, '/admin/fota')).toBe(isSuper ? '/admin/fota' : r.privileged ? '/alarms' : '/');
    // without a company chosen, '/' sends a super user on to '/alerts' and a privileged user to '/alarms' (spec 1 §2)
    const home = isSuper ? '/alerts' : r.privileged ? '/alarms' : '/';
    expect(await visit(page, '/manager')).toBe(r.manager ? '/manager' : home);
    expect(await visit(page, '/manager/update')).toBe(isSuper || r.manager ? '/manager/update' : home);
    expect(await visit(page, '/directory')).toBe(home === '/' ? '/directory' : home);
  });
});
