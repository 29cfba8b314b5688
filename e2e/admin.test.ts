import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedIn } from './helpers/browser';
import { SAM, adminSuite, visit } from './helpers/adminSuite';
import { startPrinterStandIn, type PrinterStandIn } from './helpers/printerStandIn';
import { expectAccessible } from './helpers/axe';

/*
 * The provider's admin tools as Sam Super on the demo data: a purchase order whose devices then get their labels
 * printed through a stand-in of the local printer service and are listed in Device IDs, FOTA mappings and the e-mail
 * tool; and a manager kept out of them. The invoice is in adminInvoice.test.ts.
 */

const { suite, screenshot } = adminSuite();

/** Requests the page sends from now on that match, to show that bad input is refused before any call. */
function watchRequests(page: Page, match: (url: string, method: string, body: string) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (match(r.url(), r.method(), r.postData() ?? '')) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

const PO = 70_000 + Math.floor(Math.random() * 20_000);

let printer: PrinterStandIn;
beforeAll(async () => {
  printer = await startPrinterStandIn();
});
afterAll(async () => {
  await printer?.close();
  // the demo data as it was for the other browser files: the directory's New Devices lists every unnamed device
  await suite.db.query('DELETE FROM devices WHERE po = $1', [PO]);
  await suite.db.query('DELETE FROM purchase_orders WHERE po = $1', [PO]);
});

describe('P.O. to printed labels (Sam Super)', () => {
  let page: Page;
  let created: { id: number; model: string; pin: string }[] = [];

  beforeAll(async () => {
    page = await signedIn(suite.browser, SAM.phone, SAM.name);
    // the page reads the printer service's address from here; the real one is on localhost:9100
    await page.evaluate((url) => window.localStorage.setItem('fieldwatch.printerServiceUrl', url), printer.url);
  });

  it('the admin menu links every tool', async () => {
    await visit(page, '/admin');
    const nav = page.getByRole('navigation', { name: 'Admin tools' });
    for (const label of ['New P.O.', 'Stickers', 'Device IDs', 'Billing', 'FOTA Management', 'Send Emails', 'Logistics']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await expectAccessible(page, 'admin: menu');
    await screenshot(page, 'admin-menu');
  });

  it('a quantity that is not a number is refused before any call', async () => {
    await visit(page, '/admin/newPO');
    await page.getByText('New P.O.', { exact: true }).waitFor();
    const calls = watchRequests(page, (_url, _method, body) => body.includes('AddPO'));
    // a number already used (demo P.O. 1041) is flagged; the server would refuse it too
    await page.getByLabel('P.O. Number').fill('1041');
    await page.getByText('P.O. Number (already exists)', { exact: true }).waitFor();
    await page.getByLabel(/^P\.O\. Number/).fill(String(PO));
    await page.getByText('P.O. Number', { exact: true }).waitFor();
    await page.getByLabel('Quantity G1N-U').fill('two');
    await page.getByRole('button', { name: 'Create P.O.' }).click();
    await page.getByRole('alert').filter({ hasText: 'The quantity of G1N-U must be a whole number.' }).waitFor();
    await expectAccessible(page, 'admin: new P.O. with an error');
    const rows = await suite.db.query('SELECT 1 FROM purchase_orders WHERE po = $1', [PO]);
    expect(rows.rowCount).toBe(0);
    expect(calls).toEqual([]);
  });

  it('creating the P.O. makes the devices and opens /logistics with their PINs and secrets', async () => {
    await page.getByLabel('Quantity G1N-U').fill('2');
    await page.getByLabel('Quantity G1N', { exact: true }).fill('1');
    await screenshot(page, 'new-po');
    await page.getByRole('button', { name: 'Create P.O.' }).click();
    await page.waitForFunction(() => window.location.hash === '#/logistics');
    const table = page.getByRole('table', { name: 'Created devices' });
    await table.waitFor();
    const res = await suite.db.query<{ id: string; model: string; pin: string; status: number; po: number }>(
      'SELECT id, model, pin, status, po FROM devices WHERE po = $1 ORDER BY id',
      [PO],
    );
    created = res.rows.map((r) => ({ id: Number(r.id), model: r.model, pin: r.pin }));
    expect(created.map((d) => d.model)).toEqual(['G1N-U', 'G1N-U', 'G1N']);
    expect(res.rows.every((r) => r.status === 2)).toBe(true);
    for (const d of created)
      await table
        .getByRole('row')
        .filter({ hasText: String(d.id) })
        .filter({ hasText: d.pin })
        .waitFor();
    // the purchase order is listed with its devices' lifecycle status
    const order = page.getByTestId(`po-${PO}`);
    await order.getByText('PO Created: 3').waitFor();
    await expectAccessible(page, 'admin: logistics');
    await screenshot(page, 'logistics');

    // shown once: the secrets are in no browser storage, and a reload does not show them again
    const secret = (await table.getByRole('row').nth(1).innerText()).match(/[0-9a-f]{48}/)![0];
    const stored = await page.evaluate(() => JSON.stringify([history.state, { ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain(secret);
    await page.reload();
    await page.getByTestId(`po-${PO}`).getByText('PO Created: 3').waitFor();
    expect(await page.getByRole('table', { name: 'Created devices' }).count()).toBe(0);
    expect(await page.getByText(secret).count()).toBe(0);
  });

  it('re-issues a device secret from Device Info: shown once, the stored hash follows, audited', async () => {
    const id = created[0]!.id;
    await visit(page, `/devices/${id}`);
    await page.getByRole('button', { name: 'Re-issue Secret' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-issue Secret' });
    await dialog.getByText('stops working').waitFor();
    await dialog.getByRole('button', { name: 'Re-issue Secret' }).click();
    const fresh = (await dialog.getByTestId('new-secret').innerText()).trim();
    expect(fresh).toMatch(/^[0-9a-f]{48}$/);
    const row = await suite.db.query<{ secret_hash: string }>('SELECT secret_hash FROM devices WHERE id = $1', [id]);
    expect(row.rows[0]!.secret_hash).toBe(createHash('sha256').update(fresh).digest('hex'));
    const audited = await suite.db.query('SELECT 1 FROM audit_log WHERE action = $1 AND target_id = $2', [
      'device.secret.reissue',
      String(id),
    ]);
    expect(audited.rowCount).toBe(1);
    await expectAccessible(page, 'device: re-issue secret modal');
    await screenshot(page, 'reissue-secret');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('a label range with From missing is refused before any call', async () => {
    await visit(page, '/admin/stickers');
    const calls = watchRequests(page, (_url, _method, body) => body.includes('PrintDevices'));
    await page.getByRole('textbox', { name: 'To' }).fill('20');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('alert').filter({ hasText: 'From is required.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Print Labels' }).count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('prints each label in order; one failing device is logged and the rest print', async () => {
    expect(created).toHaveLength(3);
    printer.received.length = 0;
    // the printer jams on the second new device
    printer.failWhen.add(`^FDID ${created[1]!.id}^FS`);
    await visit(page, '/admin/stickers');
    await expect.poll(() => page.getByLabel('Printer', { exact: true }).first().inputValue()).toContain('standin-zd420');
    await page.getByRole('textbox', { name: 'Device IDs' }).fill(`${created.map((d) => d.id).join(', ')}, 3, abc`);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('labels-found').filter({ hasText: '4 labels' }).waitFor();
    await page.getByRole('button', { name: 'Print Labels' }).click();
    await page.getByTestId('print-status').filter({ hasText: 'Printed 3 of 4' }).waitFor();
    await page.getByText(`Error processing at deviceId ${created[1]!.id}`).waitFor();
    await expectAccessible(page, 'admin: stickers printed with an error');
    await screenshot(page, 'stickers-printed');

    expect(printer.received.map((l) => l.device.uid)).toEqual(['standin-zd420', 'standin-zd420', 'standin-zd420']);
    const [cable, first, third] = printer.received.map((l) => l.data);
    expect(cable).toContain('^FDM12F-M12M 6 ft.^FS');
    expect(first).toContain(`^FDID ${created[0]!.id}^FS`);
    expect(first).toContain(`^FDPIN ${created[0]!.pin}^FS`);
    expect(first).toContain('^FDG1N-U^FS');
    expect(first).toMatch(new RegExp(`\\^BQN,2,4\\^FDQA,${created[0]!.id} \\d{4}-\\d{2}-\\d{2}\\^FS`));
    expect(first).toContain('^FDMADE IN USA^FS');
    expect(third).toContain(`^FDID ${created[2]!.id}^FS`);
    expect(third).toContain('^FDINSTALL PER SF-C001^FS');
  });

  it('203 dpi labels are 203 dots square', async () => {
    printer.received.length = 0;
    printer.failWhen.clear();
    await page.getByRole('radiogroup', { name: 'DPI' }).getByText('203', { exact: true }).click();
    await page.getByRole('textbox', { name: 'From' }).fill(String(created[2]!.id));
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('labels-found').filter({ hasText: '1 labels' }).waitFor();
    await page.getByRole('button', { name: 'Print Labels' }).click();
    await page.getByTestId('print-status').filter({ hasText: 'Printed 1 of 1' }).waitFor();
    expect(printer.received).toHaveLength(1);
    expect(printer.received[0]!.data).toContain('^PW203\n^LL203');
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
    await expectAccessible(page, 'admin: device IDs');
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
    await expectAccessible(page, 'admin: FOTA with an error');
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
    await expectAccessible(page, 'admin: send e-mails');
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
    await expectAccessible(page, 'admin: send e-mails in testing');
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

  it("a manager who opens /logistics reads the restricted pages' sentence, not a failed list", async () => {
    const page = await signedIn(suite.browser, '5552010002', 'Mary Manager');
    await visit(page, '/logistics');
    await page.getByRole('heading', { name: 'Logistics' }).waitFor();
    await page.getByRole('alert').getByText('You do not have access to this page.', { exact: true }).waitFor();
    expect(await page.getByText('error', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Purchase orders' }).count()).toBe(0);
  });
});
