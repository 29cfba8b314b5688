import { describe, expect, it } from 'vitest';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { MARY, graphDrawn, operationOf, tagPageOpener } from './helpers/tagPage';

/*
 * The sensor page's full-range refetch failure toast (spec 2 §4.2), the mini-graph's width cutoff (§2.2) and the
 * Fourier y axis (§9), against the real server with demo data. Each test arranges its tag in the database and puts it
 * back, on devices other browser files leave alone: Oil Tank B2 (20112, dspsr), Oil Tank 3 (20104, dspsr) and
 * Compressor 1 Vibration (31001, vib).
 */

const OIL_B2 = 20112;
const OIL_3 = 20104;
const COMPRESSOR_VIB = 31001;

const suite = browserSuite('tagbanners');

const open = tagPageOpener(suite);

describe('full-range refetch failure (spec 2 §4.2)', () => {
  it('toasts the older-data message and keeps the 42-day graph drawn', async () => {
    const page = await signedInAs(suite.browser, MARY.phone, MARY.name, 1280);
    let failed = 0;
    // only the full-range GetTag (downsampled false, no window): its retry fails as well
    await page.route('**/api/graphql', async (route) => {
      const r = route.request();
      const vars = operationOf(r) === 'GetTag' ? (r.postDataJSON() as { variables: Record<string, unknown> }).variables : null;
      if (vars && vars.downsampled === false && vars.startTime === undefined) {
        failed++;
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
      }
      return route.fallback();
    });
    try {
      await page.goto(`${baseUrl()}/#/devices/${OIL_B2}/tags/dspsr`);
      await graphDrawn(page);
      await page
        .getByText('Older data temporarily unavailable. Please reload. Contact FieldWatch Monitoring if this issue persists.', {
          exact: true,
        })
        .waitFor({ timeout: 20_000 });
      expect(failed).toBeGreaterThanOrEqual(1);
      // the first load stays: the main graph is still drawn, with the 42 days it had
      expect(await page.locator('[data-testid="tag-graph"][data-drawn="yes"]').count()).toBe(1);
      expect(await page.getByText('Error', { exact: true }).count()).toBe(0);
      await suite.screenshot(page, 'older-data-toast');
    } finally {
      await page.context().close();
    }
  });
});

describe('mini-graph width cutoff (spec 2 §2.2)', () => {
  it('is absent at 999 px and shows at 1000 px', async () => {
    const page = await signedInAs(suite.browser, MARY.phone, MARY.name, 999);
    try {
      const full = page.waitForResponse(
        (r) => {
          const req = r.request();
          if (operationOf(req) !== 'GetTag') return false;
          const v = (req.postDataJSON() as { variables: Record<string, unknown> }).variables;
          return v.downsampled === false && v.startTime === undefined;
        },
        { timeout: 20_000 },
      );
      await page.goto(`${baseUrl()}/#/devices/${OIL_3}/tags/dspsr`);
      await graphDrawn(page);
      await full;
      // the page has settled (the full range arrived): what follows the first draw is there but the mini-graph
      await page.waitForTimeout(500);
      expect(await page.getByTestId('mini-graph').count()).toBe(0);
      await page.setViewportSize({ width: 1000, height: 900 });
      await page.locator('[data-testid="mini-graph"][data-drawn="yes"]').waitFor({ timeout: 10_000 });
      await page.setViewportSize({ width: 999, height: 900 });
      await page.getByTestId('mini-graph').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});

describe('Fourier y axis (spec 2 §9)', () => {
  it("runs 0 to 800 without a tag maximum, and to the tag's maximum when set", async () => {
    const before = (
      await suite.db.query('SELECT fourier_plot_enabled, maximum_fourier_amplitude FROM tags WHERE device_id = $1 AND tag = $2', [
        COMPRESSOR_VIB,
        'vib',
      ])
    ).rows[0]!;
    const setFourier = (max: number | null) =>
      suite.db.query('UPDATE tags SET fourier_plot_enabled = true, maximum_fourier_amplitude = $2 WHERE device_id = $1 AND tag = $3', [
        COMPRESSOR_VIB,
        max,
        'vib',
      ]);
    await setFourier(null);
    let page = await open(MARY, COMPRESSOR_VIB, 'vib');
    try {
      let info = page.getByTestId('fourier-info');
      await page.locator('[data-testid="fourier-plot"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
      expect(await info.getAttribute('data-y-max')).toBe('800');
      // the demo's own maximum (its vibration readings are in g) puts the spectrum's peak on the plot, not flat at 0
      const demoMax = before.maximum_fourier_amplitude as number | null;
      expect(demoMax).not.toBeNull();
      // set behind the page's back (the Settings tab's Save is another test's): a page opened afresh reads it, where
      // the same session asking again at once may be answered what it was answered a moment ago (QUERY_SHARE_MS)
      await setFourier(demoMax);
      await page.context().close();
      page = await open(MARY, COMPRESSOR_VIB, 'vib');
      info = page.getByTestId('fourier-info');
      await page.locator('[data-testid="fourier-plot"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
      expect(Number(await info.getAttribute('data-y-max'))).toBe(demoMax);
      const peak = Number(await info.getAttribute('data-peak-amplitude'));
      expect(peak).toBeLessThanOrEqual(demoMax!);
      expect(peak).toBeGreaterThan(demoMax! / 20);
      await suite.screenshot(page, 'fourier-demo-axis');
    } finally {
      await page.context().close();
      await suite.db.query('UPDATE tags SET fourier_plot_enabled = $2, maximum_fourier_amplitude = $3 WHERE device_id = $1 AND tag = $4', [
        COMPRESSOR_VIB,
        before.fourier_plot_enabled,
        before.maximum_fourier_amplitude,
        'vib',
      ]);
    }
  });
});
