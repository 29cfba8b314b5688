import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { freePort } from '../server/test/helpers/serverProcess';

/** Lighthouse's accessibility score (0–100) that the sign-in and landing pages must reach. */
export const ACCESSIBILITY_TARGET = 98;

export interface AccessibilityScore {
  page: string;
  score: number;
  /** The audits that failed, by id, for the reader to look up. */
  failed: string[];
}

/**
 * Lighthouse's accessibility category (its default mobile profile: a phone-sized viewport) for the sign-in page and
 * a signed-in user's landing page. Lighthouse drives Chromium itself over the DevTools port, so the browser is
 * started with one, as a persistent profile: the page Lighthouse opens shares the profile's storage, where `signIn`
 * (run in a Playwright page first) left the session. `disableStorageReset` keeps Lighthouse from clearing it.
 */
export async function accessibilityScores(baseUrl: string, signIn: (page: Page) => Promise<void>): Promise<AccessibilityScore[]> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  try {
    const scores: AccessibilityScore[] = [];
    const audit = async (name: string, url: string, keepStorage: boolean) => {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        disableStorageReset: keepStorage,
      });
      const category = result?.lhr.categories.accessibility;
      if (!category || category.score === null) throw new Error(`Lighthouse gave no accessibility score for ${name}`);
      const failed = category.auditRefs.filter((ref) => ref.weight > 0 && result.lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
      scores.push({ page: name, score: Math.round(category.score * 100), failed });
    };
    await audit('sign-in page', `${baseUrl}/#/`, false);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page);
    await audit('landing page (signed in)', `${baseUrl}/#/`, true);
    return scores;
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
}
