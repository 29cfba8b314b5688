import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pageGql as gql, signedIn as signedInAs } from './browser';
import { browserSuite } from './browserSuite';

/* What the landing overview (overview.test.ts) and the global search (globalSearch.test.ts) files share. */

export const SAM = { phone: '5552010001', name: 'Sam Super' };
export const MARY = { phone: '5552010002', name: 'Mary Manager' };
export const LIZ = { phone: '5552010004', name: 'Liz Limited' };

/** Devices outside /Permian/North: Liz (North Field Team only) must never see them. */
export const OUTSIDE_LIZ = [20304, 20305, 20306, 20307, 20308, 20309, 20310, 20311, 20312, 31001, 31002, 31003, 31004, 88101, 24501, 24508];

/** The file's browser suite, with sign-in as one of the users. */
export function overviewSuite() {
  const suite = browserSuite('overview');
  /** A page signed in as the user, reusing the run's saved session (helpers/browser.ts). */
  const signedIn = (user: { phone: string; name: string }, width = 1280): Promise<Page> =>
    signedInAs(suite.browser, user.phone, user.name, width);
  return { signedIn };
}

export const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));

export async function statValue(page: Page, label: string): Promise<string> {
  return (await page.locator(`[data-stat="${label}"] [data-stat-value]`).textContent()) ?? '';
}

type Counts = { device: number; tardy: number; health: number | null; alarm: number };

/** The banner as the server counts it, for comparison with what is shown. */
export async function bannerMatchesServer(page: Page, selectedCompanyID: number | null): Promise<void> {
  await page.locator('[data-stat="Active Devices"] [data-stat-value]').filter({ hasText: /^\d+$/ }).waitFor();
  // The demo simulator keeps sending readings, so compare again after a refresh if the numbers moved meanwhile.
  await expect
    .poll(
      async () => {
        const { landingPage: c } = await gql<{ landingPage: Counts }>(
          page,
          'query($c: Int) { landingPage(selectedCompanyID: $c) { device tardy health alarm } }',
          { c: selectedCompanyID },
        );
        const shown = [
          await statValue(page, 'Health'),
          await statValue(page, 'Active Devices'),
          await statValue(page, 'Tardy Devices'),
          await statValue(page, 'Active Alarms'),
        ];
        return shown.join('|') === [c.health === null ? 'N/A' : `${Math.round(c.health)}%`, c.device, c.tardy, c.alarm].join('|');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
