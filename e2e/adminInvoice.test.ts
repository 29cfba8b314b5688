import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedIn } from './helpers/browser';
import { SAM, adminSuite, visit } from './helpers/adminSuite';
import { expectAccessible } from './helpers/axe';

/* The provider's invoice as Sam Super on the demo data, in its own window; the other admin tools are in admin.test.ts. */

const { suite, screenshot } = adminSuite();

describe('invoice (Sam Super)', () => {
  it('opens the server-rendered invoice of a billed company in an 800x600 window', async () => {
    const page = await signedIn(suite.browser, SAM.phone, SAM.name);
    await visit(page, '/admin/billing');
    await page.getByLabel('Company', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Acme Oil & Gas' }).click();
    await page.getByLabel('Quarter', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Q1 - Jan-Mar' }).click();
    await page.getByLabel('Invoice Number').fill('E2E-42');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Include Tax' }).isChecked()).toBe(true);
    await expectAccessible(page, 'admin: billing');
    await screenshot(page, 'billing');
    const popupPromise = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    const popup = await popupPromise;
    // the invoice is in a sandboxed frame: no scripts, an opaque origin, so nothing in it can read the app's session
    const frame = popup.locator('iframe[title="Invoice"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-modals allow-popups');
    const invoice = popup.frameLocator('iframe[title="Invoice"]');
    await invoice.locator('#invoice-number').filter({ hasText: 'E2E-42' }).waitFor();
    expect(await invoice.locator('#bill-to').innerText()).toBe('Acme Oil & Gas');
    expect(await invoice.locator('#invoice-total').innerText()).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(await invoice.getByText('Tax (8.25%)').count()).toBe(1);
    const inner = popup.frames().find((f) => f !== popup.mainFrame())!;
    expect(await inner.evaluate(() => window.origin)).toBe('null');
    const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight }));
    expect(size.w).toBeGreaterThanOrEqual(780);
    expect(size.w).toBeLessThanOrEqual(820);
    await popup.screenshot({ path: path.join(suite.screens, 'invoice.png') });
  });
});
