import type pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseUrl } from './browser';
import type { BrowserSuite } from './browserSuite';

/*
 * The device page's browser test (e2e/device.test.ts): the devices it adds to Acme and removes afterwards, so that every
 * change it makes goes to them and other files see the demo fleet as seeded, and the page's landmarks.
 */
export const TANK = 99981;
export const SPARE = 99982;
export const WATER = 99983;

/** The file's devices, added before its tests and removed after them. */
export function devicePageDevices(suite: BrowserSuite): void {
  beforeAll(() => seedDevices(suite.db));
  afterAll(() => suite.db.query('DELETE FROM devices WHERE id = ANY($1)', [[TANK, SPARE, WATER]]));
}

/** A tank with settings, an inactive spare, and a water meter with five readings. */
async function seedDevices(db: pg.Client): Promise<void> {
  const acme = (await db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`)).rows[0]!.id;
  const path = '/Eagle Ford/Battery 3';
  await db.query(
    `INSERT INTO devices (id, company_id, name, path, pin, secret_hash, firmware_version, is_active) VALUES
     ($1, $4, 'E2E Tank', $5, '0000', 'none', 18510, true), ($2, $4, 'E2E Spare', $5, '0000', 'none', 18510, false),
     ($3, $4, 'E2E Water', $5, '0000', 'none', 199, true)`,
    [TANK, SPARE, WATER, acme, path],
  );
  await db.query(
    `INSERT INTO tags (device_id, tag, ymin, ymax, display_units) VALUES ($1, 'dspsr', 0, 20, 'ft'), ($2, 'psr', 0, 100, 'psi')`,
    [TANK, WATER],
  );
  await db.query(
    `INSERT INTO device_settings (device_id, key, desired_value, reported_value) VALUES ($1, 'interval_reading', '900', '900'), ($1, 'interval_transmit', '3600', '3600')`,
    [TANK],
  );
  await db.query(
    `INSERT INTO readings (device_id, tag, time, value) SELECT $1, 'psr', now() - make_interval(hours => g), 40 + g FROM generate_series(1, 5) g`,
    [WATER],
  );
}

export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const field = (page: Page, label: string) => section(page, 'Device Info').locator(`[data-field="${label}"]`);

export async function openDevice(page: Page, id: number): Promise<void> {
  await page.goto(`${baseUrl()}/#/devices/${id}`);
  await section(page, 'Device Info').waitFor();
}

/** The labels of the inputs within `area`, in page order: which fields a form offers. */
export function inputLabels(area: Locator): Promise<string[]> {
  return area
    .locator('input:not([type=hidden]), textarea, [role=checkbox]')
    .evaluateAll((els) =>
      els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? '?'),
    );
}

/** A Mantine notification (the save toasts) holding `text`. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
