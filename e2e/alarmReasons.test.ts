import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { alarmTimeText } from '@fieldwatch/domain';
import { ACME_COMPANY, PROVIDER_COMPANY } from '../server/src/demo/demoAccounts';
import { expectAccessible } from './helpers/axe';
import { baseUrl, pageGql as gql, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { MARY, SAM, visit } from './helpers/monitoringLists';

/*
 * Why a device is in alarm, on the Alarms page: Mary's cards and landing box say it alike, and Sam (a super user)
 * gets every company's alarms in one table. The file makes two devices of its own, one of Acme and one of the
 * provider, and raises their alarms through the HTTP ingest as a field device does: the demo's own devices keep
 * reporting and move in and out of alarm, so nothing here depends on them.
 */

const suite = browserSuite('alarms');
const signedIn = (user: { phone: string; name: string }, width = 1280) => signedInAs(suite.browser, user.phone, user.name, width);

const run = randomBytes(3).readUIntBE(0, 3) % 9000;
const SECRET = randomBytes(24).toString('hex');
/** Acme's: past its critical high threshold. */
const ACME_DEVICE = { id: 7_500_000 + run, name: `Reason Separator ${run}` };
/** The provider's own: past a named rule. */
const PROVIDER_DEVICE = { id: 7_510_000 + run, name: `Reason Heater ${run}` };
/** The readings' time, a minute ago: the reasons print it in the device's site zone. */
const at = Math.floor(Date.now() / 1000) - 60;

const ACME_WHY = 'Critical high threshold: above 50 psi; reading 75 psi';
const PROVIDER_WHY = "Rule 'Too hot': greater than 180°F; reading 200°F";

async function addDevice(company: string, device: { id: number; name: string }): Promise<void> {
  const { rows } = await suite.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = $1`, [company]);
  await suite.db.query(
    `INSERT INTO devices (id, company_id, name, path, pin, secret_hash) VALUES ($1, $2, $3, '/E2E Reasons', '1111', $4)`,
    [device.id, rows[0]!.id, device.name, createHash('sha256').update(SECRET).digest('hex')],
  );
}

async function sendReading(deviceId: number, tag: string, value: number): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/devices/${deviceId}/messages/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ time: at, values: { [tag]: value } }),
  });
  expect(res.status).toBe(200);
}

const flagOf = async (deviceId: number) =>
  (await suite.db.query<{ f: string }>(`SELECT alarm_flag AS f FROM tags WHERE device_id = $1`, [deviceId])).rows[0]?.f;

/** The device's site zone, as the server gives it. */
const zoneOf = async (page: Page, id: number) =>
  (await gql<{ deviceRe: { timeZone: string } }>(page, `{ deviceRe(id: ${id}) { timeZone } }`)).deviceRe.timeZone;

beforeAll(async () => {
  await addDevice(ACME_COMPANY, ACME_DEVICE);
  await addDevice(PROVIDER_COMPANY, PROVIDER_DEVICE);
  await suite.db.query(`INSERT INTO tags (device_id, tag, critical_high) VALUES ($1, 'psr', 50)`, [ACME_DEVICE.id]);
  await suite.db.query(`INSERT INTO tags (device_id, tag) VALUES ($1, 'temp')`, [PROVIDER_DEVICE.id]);
  await suite.db.query(`INSERT INTO alarm_rules (device_id, tag, name, symbol, value) VALUES ($1, 'temp', 'Too hot', 1, 180)`, [
    PROVIDER_DEVICE.id,
  ]);
  await sendReading(ACME_DEVICE.id, 'psr', 75);
  await sendReading(PROVIDER_DEVICE.id, 'temp', 200);
  await vi.waitFor(async () => expect(await flagOf(ACME_DEVICE.id)).toBe('critical_high'), { timeout: 15_000, interval: 200 });
  await vi.waitFor(async () => expect(await flagOf(PROVIDER_DEVICE.id)).toBe('high'), { timeout: 15_000, interval: 200 });
});

afterAll(async () => {
  await suite.db?.query(`DELETE FROM devices WHERE id = ANY($1)`, [[ACME_DEVICE.id, PROVIDER_DEVICE.id]]);
});

describe("a company's Alarms page", () => {
  it('says why each device is in alarm: the threshold, the reading with its unit, its time in the site zone named; the landing box says the same', async () => {
    const page = await signedIn(MARY);
    await visit(page, '/alarms');
    await page.getByRole('heading', { name: 'Alarms' }).waitFor();
    const line = `Pressure: ${ACME_WHY} at ${alarmTimeText(at, await zoneOf(page, ACME_DEVICE.id))}`;
    expect(line).toMatch(/ at \d\d\/\d\d\/\d\d \d\d:\d\d (CST|CDT)$/);
    const reason = page.getByRole('article', { name: ACME_DEVICE.name }).locator('[data-alarm-reason="psr"]');
    await expect.poll(() => reason.textContent()).toBe(line);
    await expectAccessible(page, 'alarms: why, cards');
    await suite.screenshot(page, 'alarms-cards-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await suite.screenshot(page, 'alarms-cards-390-dark', { fullPage: false });

    await visit(page, '/');
    const box = page.locator('[data-device-id="' + ACME_DEVICE.id + '"]').locator('[data-alarm-reason="psr"]');
    await expect.poll(() => box.textContent()).toBe(line);
    await page.context().close();
  });
});

describe("a super user's Alarms page", () => {
  it("lists every company's alarms with company, device link, sensor, why and since; a failed list offers Retry", async () => {
    const page = await signedIn(SAM);
    let failing = true;
    await page.route('**/api/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (op === 'ProviderAlarms' && failing) await route.fulfill({ json: { data: null, errors: [{ message: 'boom' }] } });
      else await route.fallback();
    });
    await visit(page, '/alarms');
    await page.getByRole('heading', { name: 'Alarms' }).waitFor();
    await page.getByText("Every company's sensors in alarm: why each is in alarm and since when, in the device's site time.").waitFor();
    const failure = page.locator('main').getByRole('alert');
    await failure.getByText('This list could not be loaded. Check the connection, then try again.').waitFor();
    failing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();

    const table = page.getByRole('table', { name: 'Alarms across companies', exact: true });
    const cells = (id: number) => table.locator(`tr[data-device-id="${id}"] td`).allTextContents();
    await table.locator(`tr[data-device-id="${ACME_DEVICE.id}"]`).waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual(['Company', 'Device', 'Sensor', 'Why', 'Since']);
    expect(await cells(ACME_DEVICE.id)).toEqual([
      ACME_COMPANY,
      ACME_DEVICE.name,
      'Pressure',
      ACME_WHY,
      alarmTimeText(at, await zoneOf(page, ACME_DEVICE.id)),
    ]);
    expect(await cells(PROVIDER_DEVICE.id)).toEqual([
      PROVIDER_COMPANY,
      PROVIDER_DEVICE.name,
      'Sensor Temperature',
      PROVIDER_WHY,
      alarmTimeText(at, await zoneOf(page, PROVIDER_DEVICE.id)),
    ]);
    await expectAccessible(page, 'alarms: across companies');
    await suite.screenshot(page, 'alarms-provider-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await suite.screenshot(page, 'alarms-provider-390');

    await table.getByRole('link', { name: ACME_DEVICE.name }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#/devices/${ACME_DEVICE.id}`);
    await page.context().close();
  });
});
