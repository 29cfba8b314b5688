import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { browserSuite } from './browserSuite';

/* What the admin tool files (admin.test.ts, adminInvoice.test.ts) share. */

export const SAM = { phone: '5552010001', name: 'Sam Super' };

/** The file's browser suite, its pictures in the one folder of the admin files. */
export function adminSuite() {
  const suite = browserSuite('admin');
  const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);
  return { suite, screenshot };
}

export async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
}
