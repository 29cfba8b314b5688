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
 * Runs axe-core in the page as it stands and fails on any serious or critical WCAG 2.2 A/AA violation, listing each
 * rule with the elements it found. Every check is counted in the run's axe log (globalSetup prints the total), so the
 * suite states how many screen states were checked, not only that nothing failed.
 */
export async function expectAccessible(page: Page, state: string, options: AxeOptions = {}): Promise<void> {
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
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  const blocking = result.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const scheme = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light');
  await fs.appendFile(inject('axeLog'), `${JSON.stringify({ state, scheme, violations: blocking.length })}\n`);
  const found = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(found, `axe on "${state}" (${scheme})`).toEqual([]);
}
