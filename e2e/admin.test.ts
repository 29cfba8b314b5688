import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedIn } from './helpers/browser';
import { PO, SAM, adminSuite, visit, watchRequests } from './helpers/adminSuite';

/*
 * The provider's admin tools as Sam Super on the demo data: an invoice in its own window, device IDs, FOTA mappings
 * and the e-mail tool; and a manager kept out of them. The P.O. to printed labels is in adminPurchaseOrderLabels.test.ts.
 */

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

describe('device IDs, FOTA and e-mail (Sam Super)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(suite.browser, SAM.phone, SAM.name);
  });

  it('lists device IDs newest first with None cells; a SKU choice saves at once', async () => {
    const { rows } = await suite.db.query<{ id: string }>(
      'SELECT id FROM devices WHERE sim_number IS NULL AND model IS NOT NULL ORDER BY id DESC LIMIT 1',
    );
    const id = Number(rows[0]!.id);
    await visit(page, '/admin/deviceIDs');
    const table = page.getByRole('table', { name: 'Device IDs' });
    await table.waitFor();
    const firstIds = await table.locator('tbody tr td:first-child').allInnerTexts();
    const numbers = firstIds.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await row.getByRole('cell', { name: 'None', exact: true }).first().waitFor();
    await row.getByLabel(`SKU of ${id}`).selectOption('BP-300');
    await expect.poll(async () => (await suite.db.query('SELECT sku FROM devices WHERE id = $1', [id])).rows[0]?.sku).toBe('BP-300');
    // sorting by Model ascending puts devices without a model last
    await table.getByRole('button', { name: 'Model' }).click();
    await expect.poll(() => table.locator('th[aria-sort="ascending"]').innerText()).toContain('Model');
    await screenshot(page, 'device-ids');
  });

  it('FOTA: the first mapping is preselected, choosing another fills its signature, over 8 characters is refused', async () => {
    const before = (
      await suite.db.query('SELECT relocate_image_crc_id, fota_image_crc_id FROM signature_mappings ORDER BY relocate_image_crc_id')
    ).rows as { relocate_image_crc_id: string; fota_image_crc_id: string }[];
    expect(before.length).toBeGreaterThanOrEqual(2);
    await visit(page, '/admin/fota');
    const fota = page.getByRole('textbox', { name: 'FOTA Signature' });
    await expect.poll(() => fota.inputValue()).toBe(before[0]!.fota_image_crc_id);
    await page.getByLabel('Relocate Signature', { exact: true }).first().click();
    await page.getByRole('option', { name: before[1]!.relocate_image_crc_id }).click();
    await expect.poll(() => fota.inputValue()).toBe(before[1]!.fota_image_crc_id);
    const puts = watchRequests(page, (url, method) => method === 'PUT' && url.includes('/api/fota/'));
    await fota.fill('ABCDEFGHI');
    await page.getByRole('button', { name: 'Update Mapping' }).click();
    await page.getByRole('alert').filter({ hasText: 'The FOTA signature is at most 8 characters.' }).waitFor();
    expect(
      (await suite.db.query('SELECT relocate_image_crc_id, fota_image_crc_id FROM signature_mappings ORDER BY relocate_image_crc_id')).rows,
    ).toEqual(before);
    expect(puts).toEqual([]);
    await fota.fill('E2E00001');
    await page.getByRole('button', { name: 'Update Mapping' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const saved = await suite.db.query('SELECT fota_image_crc_id FROM signature_mappings WHERE relocate_image_crc_id = $1', [
      before[1]!.relocate_image_crc_id,
    ]);
    expect(saved.rows[0]?.fota_image_crc_id).toBe('E2E00001');
    await screenshot(page, 'fota');
  });

  it('the e-mail tool queues one message per subscribed user and reports it', async () => {
    const subject = `E2E notice ${PO}`;
    await visit(page, '/admin/sendEmail');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Body').fill('Maintenance on Sunday.');
    // the alert is accepted by the handler itself: an alert still open blocks the page, and a click that is still
    // finishing (Playwright waits for navigations it may have started) would wait on it until it timed out
    const text = new Promise<string>((resolve) => {
      page.once('dialog', (alert) => {
        resolve(alert.message());
        void alert.accept();
      });
    });
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await text).toBe('All emails sent successfully!');
    const queued = await suite.db.query("SELECT recipient FROM notification_outbox WHERE kind = 'broadcast' AND subject = $1", [subject]);
    const expected = await suite.db.query(
      "SELECT count(*)::int AS n FROM users WHERE subscription AND deleted_at IS NULL AND NOT is_demo AND email IS NOT NULL AND email <> ''",
    );
    expect(queued.rowCount).toBeGreaterThan(0);
    expect(queued.rowCount).toBe(expected.rows[0].n);
  });

  it("the e-mail tool's placeholder screen reads 'in testing'", async () => {
    await visit(page, '/admin/sendEmail/testing');
    await page.getByText('in testing', { exact: true }).waitFor();
    await screenshot(page, 'send-email-testing');
  });
});

describe('other roles', () => {
  it('a manager who opens an admin screen is sent away and sees no admin data', async () => {
    const page = await signedIn(suite.browser, '5552010002', 'Mary Manager');
    await visit(page, '/admin/deviceIDs');
    await page.waitForFunction(() => !window.location.hash.startsWith('#/admin'));
    expect(await page.getByRole('table', { name: 'Device IDs' }).count()).toBe(0);
  });
});
