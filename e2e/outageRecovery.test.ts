import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { MESSAGES } from '@fieldwatch/domain';
import { baseUrl, connectBrowser, signedIn } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** What the server answers while its database is away (maskErrors.ts). */
const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '5' },
    body: JSON.stringify({
      errors: [{ message: 'The service is unavailable; try again shortly.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    }),
  });

describe('an outage of the server', () => {
  it('shows the error view while the API answers 503, and the screen comes back by itself once it answers again', async () => {
    const page = await signedIn(browser, '5552010003', 'Frank Full');
    await page.route('**/api/graphql', unavailable);
    await page.reload();
    await page.getByText(MESSAGES.renderFailure).waitFor();
    await page.unroute('**/api/graphql', unavailable);
    // no reload: the queries that failed ask again (queryClient.ts RECOVER_INTERVAL_MS)
    await page.getByRole('link', { name: 'Frank Full', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(MESSAGES.renderFailure).count()).toBe(0);
    await page.close();
  });

  it('renders a screen again by itself when its code could not be loaded during the outage', async () => {
    const page = await signedIn(browser, '5552010003', 'Frank Full');
    const loaded = new Set<string>();
    page.on('requestfinished', (r) => void loaded.add(new URL(r.url()).pathname));
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('link', { name: 'Frank Full', exact: true }).waitFor();
    // the server is gone for every file the page has not loaded yet: the Account screen's code among them
    const gone = (route: Route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('connectionrefused');
    await page.route('**/assets/**', gone);
    await page.getByRole('link', { name: 'Frank Full', exact: true }).click();
    await page.getByText(MESSAGES.renderFailure).waitFor();
    await page.unroute('**/assets/**', gone);
    await page.getByRole('heading', { name: 'Account' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(MESSAGES.renderFailure).count()).toBe(0);
    await page.close();
  });
});
