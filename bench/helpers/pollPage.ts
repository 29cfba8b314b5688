import type { Page } from 'playwright-core';

/**
 * Waits until `expression` is true in the page, asking every `intervalMs`. Not Playwright's waitForFunction: its string
 * predicate runs through eval inside the page, which the app's Content-Security-Policy (no 'unsafe-eval') refuses;
 * `page.evaluate` of a string goes through the DevTools protocol instead.
 */
export async function pollPage(page: Page, expression: string, timeoutMs: number, intervalMs = 10): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression}`);
    await page.waitForTimeout(intervalMs);
  }
}
