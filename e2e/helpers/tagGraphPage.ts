import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { baseUrl, signedIn } from './browser';
import type { BrowserSuite } from './browserSuite';

/*
 * The page the sensor page's graph tools are tested on (tagGraph.test.ts, tagTemperatureCorrection.test.ts): Mary
 * Manager (Acme), who may change corrections, signed in once per file, and the steps those files share.
 */

const MARY = { phone: '5552010002', name: 'Mary Manager' };

/** Signs Mary in before the file's tests and closes her page after them; a failed test leaves a picture of the page. */
export function tagGraphPage(suite: BrowserSuite) {
  let signedInPage: Page | null = null;
  const page = (): Page => {
    if (signedInPage === null) throw new Error('the page is opened in beforeAll: use it inside hooks and tests');
    return signedInPage;
  };
  beforeAll(async () => {
    signedInPage = await signedIn(suite.browser, MARY.phone, MARY.name, 1280);
  });
  afterAll(async () => {
    await signedInPage?.context().close();
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await suite.screenshot(page(), `failed-${ctx.task.name.slice(0, 40)}`);
  });

  const screenshot = (name: string) => suite.screenshot(page(), name);
  const graphDrawn = () => page().locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
  const tagRow = async (deviceId: number, tag: string) =>
    (await suite.db.query('SELECT * FROM tags WHERE device_id = $1 AND tag = $2', [deviceId, tag])).rows[0] as Record<string, unknown>;

  /** The answer to the page's request for a range's window at full detail. */
  const windowAnswer = (tag: string): Promise<Response> =>
    page().waitForResponse((r) => {
      const body = r.request().postData() ?? '';
      return (
        r.url().endsWith('/api/graphql') &&
        body.includes('"startTime"') &&
        body.includes('"downsampled":false') &&
        body.includes(`"tag":"${tag}"`)
      );
    });

  /**
   * Opens the sensor page, afresh when it is open already (a retried test): going back to it would keep the range and
   * the windows the page holds, so choosing the same range again would ask the server for nothing.
   */
  async function openTag(deviceId: number, tag: string) {
    const url = `${baseUrl()}/#/devices/${deviceId}/tags/${tag}`;
    const here = page().url().split('?')[0];
    await page().goto(url);
    if (here === url) await page().reload();
    await graphDrawn();
  }

  /** Opens a range and waits until its readings are drawn. */
  async function chooseRange(tag: string, label: string) {
    const answer = windowAnswer(tag);
    await page().getByRole('button', { name: label, exact: true }).click();
    await answer;
    await graphDrawn();
    await expect.poll(() => page().getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
  }

  /** The shown page of the Table tab: each row's cells. */
  const tableRows = () =>
    page()
      .getByTestId('readings-table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));

  return { page, screenshot, graphDrawn, tagRow, windowAnswer, openTag, chooseRange, tableRows };
}
