import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The WCAG 2.2 A and AA rules (axe tags every rule with the versions and levels it belongs to). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** What blocks or badly hinders someone; axe's 'minor' and 'moderate' findings are reported by bench, not failed. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeOptions {
  /** CSS selectors of parts left out, each with its reason in the caller (third-party content, e.g. map tiles). */
  exclude?: string[];
}

/**
 * The serious and critical WCAG 2.2 A/AA violations axe-core finds in the page as it stands, each rule with the
 * elements it found (empty when there are none).
 */
export async function blockingViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // a modal, toast or map popup still fading in has blended colours that fail contrast: axe reads the page once every
  // finite animation and transition has ended (spinners run forever and are not waited for). Mantine starts a
  // transition a frame or two after the element mounts, so two frames go by first, or there may be nothing to wait for
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe.run() in the page itself (and its same-origin frames; the app has no others on the screens
  // checked): the default splits the run per frame and finishes it in a blank page opened for each check, which made
  // a check take two to three times as long. Only violations are collected; the options come first because
  // options() replaces what withTags() set.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA)
    .setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`).join('\n')}`);
}

/**
 * Fails on any serious or critical WCAG 2.2 A/AA violation in the page as it stands (blockingViolations). Every check
 * is counted in the run's axe log (globalSetup prints the total), so the suite states how many screen states were
 * checked, not only that nothing failed.
 */
export async function expectAccessible(page: Page, state: string, options: AxeOptions = {}): Promise<void> {
  const started = performance.now();
  const found = await blockingViolations(page, options);
  const ms = Math.round(performance.now() - started);
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light');
  await fs.appendFile(inject('axeLog'), `${JSON.stringify({ state, scheme, violations: found.length, ms })}\n`);
  expect(found, `axe on "${state}" (${scheme})`).toEqual([]);
}
