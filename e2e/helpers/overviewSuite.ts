import type { Page } from 'playwright-core';
import { signedIn as signedInAs } from './browser';
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
