import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, connectBrowser, signedIn } from './helpers/browser';
import { recordLoad } from './helpers/loadPath';

/*
 * The sensor page's target, first graph under 500 ms: opening a sensor page by its address asks for the page's first data (GetTag,
 * the last 42 days) and the session check from index.html, before the app's code is even requested, once, and the
 * page draws from that answer; what the first graph does not need waits until it is drawn.
 */

const BIG_TANK = 20101;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
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
    const { events, sent } = recordLoad(tab);
    await tab.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await tab.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });

    const window42 = sent.filter((s) => s.op === 'GetTag' && s.variables.startTime != null && s.variables.downsampled === true);
    // the page used the early request's answer instead of asking again with another window
    expect(window42).toHaveLength(1);
    expect(window42[0]!.variables).toMatchObject({ deviceID: BIG_TANK, tag: 'spsr' });
    expect(events.indexOf('sent GetTag')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('sent GetTag')).toBeLessThan(events.indexOf('answered Me'));
    // sent by index.html's own script: before the signed-in shell's code is asked for
    expect(events.indexOf('requested SignedInApp code')).toBeGreaterThan(events.indexOf('sent GetTag'));
    // and the full range still follows
    await expect
      .poll(() => sent.some((s) => s.op === 'GetTag' && s.variables.startTime === undefined && s.variables.downsampled === false))
      .toBe(true);
    await tab.close();
  });

  it('asks for the sidebar, the calibrations, the live stream and the full range only once the drawn graph is painted', async () => {
    const tab = await page.context().newPage();
    // when each request left, on the page's own clock (the first-graph mark is on it too)
    await tab.addInitScript(() => {
      const sent: [string, number][] = [];
      (window as unknown as { __sent: typeof sent }).__sent = sent;
      const original = window.fetch;
      window.fetch = (input, init) => {
        try {
          const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as {
            query?: string;
            variables?: { downsampled?: boolean };
          } | null;
          const name = /^\s*(?:query|subscription|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
          if (name) sent.push([`${name}${body?.variables?.downsampled === false ? ' full' : ''}`, performance.now()]);
        } catch {
          // not GraphQL
        }
        return original(input, init);
      };
    });
    await tab.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await tab.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
    // the linked graphs and the sidebar's tree follow the main graph
    await tab.locator('[data-testid="graph-secondary"]').waitFor({ timeout: 20_000 });
    const later = ['DirectorySide', 'TagCalibrations', 'DeviceUpdates', 'GetTag full'];
    await expect
      .poll(async () => ((await tab.evaluate('__sent.map((s) => s[0])')) as string[]).filter((n) => later.includes(n)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(later.length);
    const drawnAt = (await tab.evaluate(`performance.getEntriesByName('fieldwatch:first-graph')[0].startTime`)) as number;
    // the frame that shows the graph came first: work started in the drawing task would have held it back
    const paintedAt = (await tab.evaluate(`performance.getEntriesByName('fieldwatch:first-graph-painted')[0].startTime`)) as number;
    expect(paintedAt).toBeGreaterThan(drawnAt);
    const sent = (await tab.evaluate('__sent')) as [string, number][];
    for (const name of later) {
      const first = sent.find((s) => s[0] === name);
      expect(first, name).toBeDefined();
      expect(first![1], name).toBeGreaterThan(paintedAt);
    }
    await tab.close();
  });
});
