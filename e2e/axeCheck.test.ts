import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { blockingViolations } from './helpers/axe';
import { connectBrowser } from './helpers/browser';

/**
 * The accessibility check every screen test runs (helpers/axe.ts) must find what it is there to find: a page with
 * planted violations, no server needed. A check that silently ran no rule, or every rule, would pass the screens.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const PAGE = `<!doctype html><html lang="en"><head><title>Planted</title></head><body><main>
  <h1>Planted violations</h1>
  <button id="unnamed"></button>
  <p id="faint" style="color: #bbb; background: #fff">Hard to read</p>
  <div role="dialog" id="nameless-dialog">A dialog without a name: a best practice, not a WCAG rule</div>
  <div id="left-out"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt"></div>
</main></body></html>`;

describe('the accessibility check', () => {
  it('reports serious WCAG A/AA violations, not best practices, and leaves out what it is told to', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent(PAGE);
      const rules = (found: string[]) => found.map((f) => f.split(':')[0]).sort();
      expect(rules(await blockingViolations(page))).toEqual(['critical button-name', 'critical image-alt', 'serious color-contrast']);
      expect(rules(await blockingViolations(page, { exclude: ['#left-out'] }))).toEqual(['critical button-name', 'serious color-contrast']);
      // each finding names the elements it is about
      expect((await blockingViolations(page)).join('\n')).toContain('#unnamed');
    } finally {
      await context.close();
    }
  });
});
