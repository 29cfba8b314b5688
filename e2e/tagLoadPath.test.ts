import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, launchBrowser, signedIn } from './helpers/browser';

/*
 * Issue 6, first graph under 500 ms: opening a sensor page by its address asks for the page's first data (GetTag,
 * the last 42 days) while the session is still being checked, once, and the page draws from that answer.
 */

const BIG_TANK = 20101;

interface Sent {
  op: string;
  variables: Record<string, unknown>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sensor page load path', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(browser, '5552010002', 'Mary Manager');
  });
  afterAll(() => page.context().close());

  it('sends the 42-day GetTag before the session check (Me) has answered, once, and draws the graph', async () => {
    // a new tab loads the app from scratch with the stored session, as a bookmark or a link from an e-mail does
    const tab = await page.context().newPage();
    const events: string[] = [];
    const sent: Sent[] = [];
    const opOf = (r: Request) => (r.url().endsWith('/api/graphql') && r.method() === 'POST' ? ((r.postDataJSON() as { operationName?: string }).operationName ?? '') : null);
    tab.on('request', (r) => {
      const op = opOf(r);
      if (op === null) return;
      sent.push({ op, variables: (r.postDataJSON() as { variables: Record<string, unknown> }).variables });
      events.push(`sent ${op}`);
    });
    tab.on('response', (res) => {
      const op = opOf(res.request());
      if (op !== null) events.push(`answered ${op}`);
    });
    await tab.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await tab.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });

    const window42 = sent.filter((s) => s.op === 'GetTag' && s.variables.startTime != null && s.variables.downsampled === true);
    // the page used the early request's answer instead of asking again with another window
    expect(window42).toHaveLength(1);
    expect(window42[0]!.variables).toMatchObject({ deviceID: BIG_TANK, tag: 'spsr' });
    expect(events.indexOf('sent GetTag')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('sent GetTag')).toBeLessThan(events.indexOf('answered Me'));
    // and the full range still follows
    await expect.poll(() => sent.some((s) => s.op === 'GetTag' && s.variables.startTime === undefined && s.variables.downsampled === false)).toBe(true);
    await tab.close();
  });
});
