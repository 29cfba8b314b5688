import type { Locator, Page } from 'playwright-core';
import { baseUrl, signedIn as signedInAs } from './browser';
import { browserSuite } from './browserSuite';

/* What the monitoring list files (monitoring.test.ts, monitoringAlarmsTasks.test.ts) share. */

export const SAM = { phone: '5552010001', name: 'Sam Super' };
export const MARY = { phone: '5552010002', name: 'Mary Manager' };

/** The file's browser suite, with sign-in as one of the users. */
export function monitoringSuite() {
  const suite = browserSuite('monitoring');
  /** A page signed in as the user, reusing the run's saved session (helpers/browser.ts). */
  const signedIn = (user: { phone: string; name: string }, width = 1280, options: { timezoneId?: string } = {}): Promise<Page> =>
    signedInAs(suite.browser, user.phone, user.name, width, options);
  return { signedIn };
}

export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
}

export const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

/** The device ids of a table's rows (or of the cards on the page), once at least one is there. */
export async function rowIds(scope: Locator): Promise<number[]> {
  await scope.locator('[data-device-id]').first().waitFor();
  return scope.locator('[data-device-id]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-device-id'))));
}

/** The texts of one column, found by its header. */
export async function columnTexts(t: Locator, header: string): Promise<string[]> {
  const headers = await t.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return t.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}
