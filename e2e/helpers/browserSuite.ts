import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from './browser';
import { announcingWrites } from './behindTheApi';

export interface BrowserSuite {
  /** Available from the file's first beforeAll on. */
  readonly browser: Browser;
  /**
   * A connection to the server's database, to arrange data and to check outcomes. Its writes are announced to the
   * server as another process's would be (helpers/behindTheApi.ts).
   */
  readonly db: pg.Client;
  /** The screenshot folder (for pictures of single elements). */
  readonly screens: string;
  /** Saves a picture of the page in the file's screenshot folder, after the last transitions settled. */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
}

/**
 * What every browser test file needs, opened before its tests and closed after them: the run's Chromium, one database
 * connection, and a screenshot folder (SCREENSHOT_DIR, or fieldwatch-{name}-screens in the temp folder). When a test
 * fails, every page still open is pictured there and its address and text go to the output, so that a failure seen
 * only in CI's log can be read.
 */
export function browserSuite(name: string): BrowserSuite {
  const screens = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), `fieldwatch-${name}-screens`);
  let browser: Browser | null = null;
  let db: pg.Client | null = null;
  beforeAll(async () => {
    browser = await connectBrowser();
    await fs.mkdir(screens, { recursive: true });
    db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    announcingWrites(db);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) {
      const shot = path.join(screens, `failed-${ctx.task.name.replace(/\W+/g, '-').slice(0, 50)}-${i}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(no text)');
      console.log(`[failed: ${ctx.task.name}] page ${i}: ${page.url()} (${shot})\n${text.slice(0, 1200)}`);
    }
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
  });
  const ready = <T>(v: T | null, what: string): T => {
    if (v === null) throw new Error(`${what} is opened in beforeAll: use it inside hooks and tests`);
    return v;
  };
  return {
    screens,
    get browser() {
      return ready(browser, 'the browser');
    },
    get db() {
      return ready(db, 'the database connection');
    },
    async screenshot(page, shot, options = {}) {
      // CI keeps only its log, so pictures nobody can open are not taken there (a failed test's still are, above)
      if (process.env.CI && !process.env.SCREENSHOT_DIR) return;
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(screens, `${shot}.png`), fullPage: options.fullPage ?? true });
    },
  };
}
