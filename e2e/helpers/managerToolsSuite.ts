import type { Page } from 'playwright-core';
import { signedIn as signedInAs } from './browser';
import { browserSuite } from './browserSuite';

/*
 * What the Update Devices (massUpdate.test.ts), Check Alarms Set and message log files share: two of the demo users
 * they sign in as (Mary Manager runs Acme Oil & Gas; Sam Super) and their browser suite.
 */

export const MARY = ['5552010002', 'Mary Manager'] as const;
export const SAM = ['5552010001', 'Sam Super'] as const;

/** The file's browser suite, its pictures in the one folder of the three files, with sign-in as a user. */
export function managerToolsSuite() {
  const suite = browserSuite('massupdate');
  const signedIn = (who: readonly [string, string]): Promise<Page> => signedInAs(suite.browser, who[0], who[1]);
  const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);
  return { suite, signedIn, screenshot };
}
