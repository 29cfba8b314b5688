import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { browserSuite } from './browserSuite';

/* What the admin tool files (admin.test.ts, adminPurchaseOrderLabels.test.ts) share. */

export const SAM = { phone: '5552010001', name: 'Sam Super' };

/** A P.O. number of this run; the e-mail test's subject carries it too. */
export const PO = 70_000 + Math.floor(Math.random() * 20_000);

/** The file's browser suite, its pictures in the one folder of the admin files. */
export function adminSuite() {
  const suite = browserSuite('admin');
  const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);
  return { suite, screenshot };
}

export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
}

/** Requests the page sends from now on that match, to show that bad input is refused before any call. */
export function watchRequests(page: Page, match: (url: string, method: string, body: string) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (match(r.url(), r.method(), r.postData() ?? '')) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}
