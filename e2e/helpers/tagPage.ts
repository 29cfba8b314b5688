import type { Page, Request } from 'playwright-core';
import { baseUrl, signedIn as signedInAs } from './browser';
import type { BrowserSuite } from './browserSuite';

/* Opening a sensor page and telling its requests apart: what tagBanners.test.ts and tagFullRangeAndFourierAxis.test.ts share. */

export const MARY = { phone: '5552010002', name: 'Mary Manager' };

export const graphDrawn = (page: Page) => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });

export const operationOf = (r: Request): string | undefined => {
  if (!r.url().endsWith('/api/graphql') || r.method() !== 'POST') return undefined;
  return (r.postDataJSON() as { operationName?: string } | null)?.operationName;
};

/** A page signed in as the user on the sensor's page, once its graph is drawn. */
export function tagPageOpener(suite: BrowserSuite) {
  return async (user: { phone: string; name: string }, deviceID: number, tag: string, width = 1280): Promise<Page> => {
    const page = await signedInAs(suite.browser, user.phone, user.name, width);
    await page.goto(`${baseUrl()}/#/devices/${deviceID}/tags/${tag}`);
    await graphDrawn(page);
    return page;
  };
}
