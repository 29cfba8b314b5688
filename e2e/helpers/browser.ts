import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { enterPhoneAndPin, forgetPinRequests, latestPinIn, pageGql } from './chromium';

export { pageGql } from './chromium';

/**
 * The run's Chromium, started once by globalSetup: each file connects rather than starting and stopping its own,
 * which cost about a second a file. A file's contexts are its own; closing the connection closes them, and the
 * browser goes on for the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * Where a finished download is on this machine: saved into a fresh temp folder under the name the page gave it.
 * (`download.path()` is refused over a connection to the browser; `saveAs` streams the file here.)
 */
export async function downloadedFile(download: Download): Promise<string> {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fw-e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The newest PIN the server put in the outbox for a recipient (what a user would read on their phone). */
export function latestPin(recipient: string, since: Date): Promise<string> {
  return latestPinIn(inject('databaseUrl'), recipient, since);
}

/** Signs in through the sign-in screen with the phone number, reading the PIN from the outbox. */
export async function signInByPhone(page: Page, phoneDigits: string): Promise<void> {
  await forgetPinRequests(inject('databaseUrl'), phoneDigits);
  await page.goto(`${baseUrl()}/#/`);
  await enterPhoneAndPin(page, inject('databaseUrl'), phoneDigits);
}

/**
 * A page signed in as the user. The server gives at most 5 PINs per account per 10 minutes and the e2e files share
 * one server, so an account signs in once per run and later pages reuse its session from a file named after the
 * run's port and the phone. A session no longer honoured signs in afresh.
 */
export async function signedIn(
  browser: Browser,
  phone: string,
  name: string,
  width = 1280,
  options: { hasTouch?: boolean; isMobile?: boolean; timezoneId?: string; deviceScaleFactor?: number } = {},
): Promise<Page> {
  const file = path.join(os.tmpdir(), `fw-e2e-session-${new URL(baseUrl()).port}-${phone}.json`);
  const cached = await fs.access(file).then(
    () => true,
    () => false,
  );
  // UTC unless a test asks for a zone: what a test sees must not depend on the machine's zone
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: cached ? file : undefined,
    timezoneId: 'UTC',
    // no slide or fade to wait for (the app honours the setting, app/theme.ts): what a test reads is the settled page
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  const userLink = page.getByRole('link', { name, exact: true });
  if (cached) {
    await page.goto(`${baseUrl()}/#/`);
    await userLink.or(page.getByText('Sign in to access your dashboard')).first().waitFor();
    // sessions live on the server: another test file may have logged this session out (its token is then refused)
    if (await userLink.count()) {
      const me = await pageGql<{ me: { id: number } | null }>(page, '{ me { id } }').catch(() => ({ me: null }));
      if (me.me) return page;
      await page.evaluate(() => localStorage.clear());
      await page.reload();
    }
  }
  await signInByPhone(page, phone);
  await userLink.waitFor();
  await context.storageState({ path: file });
  return page;
}
