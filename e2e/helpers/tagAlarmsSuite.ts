import type { Page } from 'playwright-core';
import { baseUrl, signedIn as signedInAs } from './browser';
import { browserSuite } from './browserSuite';

/*
 * What the files of the sensor page's alarm, calibration and report panels (tagAlarms.test.ts,
 * tagSonarWizardAndSpreadsheet.test.ts) share.
 */

export const FRANK = { phone: '5552010003', name: 'Frank Full' };
export const BIG_TANK = 20101;

/** The file's browser suite, its pictures in the one folder of the two files, with sign-in as a user. */
export function tagAlarmsSuite() {
  const suite = browserSuite('tagalarms');
  const signedIn = (user: { phone: string; name: string }, width = 1280): Promise<Page> =>
    signedInAs(suite.browser, user.phone, user.name, width);
  return { suite, signedIn };
}

/** Opens the tag page and the tab; throws when the tab does not appear. */
export async function openTab(page: Page, deviceId: number, tag: string, tab: string): Promise<void> {
  await page.goto(`${baseUrl()}/#/devices/${deviceId}/tags/${tag}`);
  const t = page.getByRole('tab', { name: tab, exact: true });
  await t.waitFor({ timeout: 15_000 });
  await t.click();
}
