import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  averageWithin,
  deviceTimeZone,
  firstWithin,
  formatDateTime,
  reportMonths,
  reportRowTimes,
  splitFeet,
  TANK_TOLERANCE_SECONDS,
  turbineBarrels,
  valueNear,
  volumeFromStrap,
  zoneOffset,
  type Point,
} from '@fieldwatch/domain';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { expectAccessible } from './helpers/axe';

/*
 * The sensor page's report tabs (spec 2 §2.2, §4.9, §7) against the real server with demo data. Every expected
 * number is computed here from the readings in the database, the same way the spec words the rule.
 */

const FRANK = { phone: '5552010003', name: 'Frank Full' };
const LIZ = { phone: '5552010004', name: 'Liz Limited' };
const MARY = { phone: '5552010002', name: 'Mary Manager' };
/** Devices no other browser test edits: a tank turned into a gallons tank, a tank for Barrels/Inch, a turbine, a meter. */
const GALLONS_TANK = 20304;
const BPI_TANK = 20111;
const TURBINE = 20302;
const FLOW = 20310;
const E2E_TANK = 'E2E Tall Tank';
const STRAP = [
  { inches: 0, gallons: 0 },
  { inches: 300, gallons: 6000 },
];

const suite = browserSuite('tagreports');
const signedIn = (user: { phone: string; name: string }): Promise<Page> => signedInAs(suite.browser, user.phone, user.name);
const OIL_TANK_B1 = 20111;
const r2 = (v: number) => Math.round(v * 100) / 100;
const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await suite.db.query(sql, params)).rows as T[];

async function openTab(page: Page, deviceId: number, tag: string, tab: string): Promise<Locator> {
  await page.goto(`${baseUrl()}/#/devices/${deviceId}/tags/${tag}`);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByTestId('report-tab');
  await panel.getByRole('table', { name: 'Report' }).waitFor();
  return panel;
}

const headers = (tab: Locator) => tab.getByRole('table', { name: 'Report' }).getByRole('columnheader').allInnerTexts();
/** The cells of the report's i-th day (0: the first shown row, the second row time). */
const cells = (tab: Locator, i: number) =>
  tab.getByRole('table', { name: 'Report' }).locator('tbody tr').nth(i).getByRole('cell').allInnerTexts();

/** The site zone of a device: its own offset, else its company's, else the server's default (UTC here). */
async function zoneOf(deviceId: number): Promise<string> {
  const [row] = await q<{ o: number | null; z: string | null }>(
    'SELECT d.time_offset AS o, c.time_zone AS z FROM devices d LEFT JOIN companies c ON c.id = d.company_id WHERE d.id = $1',
    [deviceId],
  );
  return deviceTimeZone(row!.o, row!.z, 'UTC');
}

/** Picks last month (full days of demo data) and returns its row times in the device's zone, whatever the browser's. */
async function lastMonth(page: Page, tab: Locator, reportHour: number, deviceId: number): Promise<number[]> {
  await tab.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option').nth(1).click();
  const offset = zoneOffset(await zoneOf(deviceId));
  const now = Date.now() / 1000;
  const m = reportMonths(now, offset(now))[1]!;
  return reportRowTimes(m.year, m.month, reportHour, offset);
}
/** A report day as the report writes it: MM/DD/YY in the device's zone. */
const dateIn = async (deviceId: number, t: number) => formatDateTime(t, false, await zoneOf(deviceId)).slice(0, 8);

async function series(deviceId: number, tag: string, from: number, to: number): Promise<Point[]> {
  const rows = await q<{ t: number; v: number }>(
    `SELECT extract(epoch FROM time)::float8 AS t, value AS v FROM readings_between($1, $2, '-infinity', 'infinity') WHERE time >= to_timestamp($3) AND time < to_timestamp($4) ORDER BY time`,
    [deviceId, tag, from, to],
  );
  return rows.map((r) => ({ time: r.t, value: r.v }));
}
const reportHourOf = async (deviceId: number, tag: string) =>
  (await q<{ h: number }>('SELECT report_hour AS h FROM tags WHERE device_id = $1 AND tag = $2', [deviceId, tag]))[0]!.h;
const bpiOf = async (deviceId: number) =>
  (await q<{ b: number }>("SELECT barrels_per_inch AS b FROM tags WHERE device_id = $1 AND tag = 'spsr'", [deviceId]))[0]!.b;

/** Records the UpdateBPI and UpdateReportHour requests a page sends, with when they left. */
function mutationsOf(page: Page) {
  const sent: { name: string; at: number; vars: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    const body = r.postData();
    const name = body?.match(/mutation (UpdateBPI|UpdateReportHour)\b/)?.[1];
    if (name) sent.push({ name, at: Date.now(), vars: (JSON.parse(body!) as { variables: Record<string, unknown> }).variables });
  });
  return sent;
}

let savedBpi = 0;
let savedDeviceUnits: string | null = null;
beforeAll(async () => {
  savedBpi = await bpiOf(BPI_TANK);
  savedDeviceUnits = (await q<{ u: string | null }>('SELECT display_units AS u FROM devices WHERE id = $1', [GALLONS_TANK]))[0]!.u;
  // a gallons tank (spec 2 §4.9): a chemical calibration naming a tank whose strap exists, shown in gallons
  const company = (await q<{ c: number }>('SELECT company_id AS c FROM devices WHERE id = $1', [GALLONS_TANK]))[0]!.c;
  await q('INSERT INTO tank_names (tank_name, company_id, height_inches, strap) VALUES ($1, $2, 300, $3)', [
    E2E_TANK,
    company,
    JSON.stringify(STRAP),
  ]);
  await q("INSERT INTO calibrations (device_id, tag, time, \"offset\", fluid, tank_name) VALUES ($1, 'spsr', $2, 0, 'chemical', $3)", [
    GALLONS_TANK,
    Math.floor(Date.now() / 1000) + 86_400,
    E2E_TANK,
  ]);
  await q("UPDATE tags SET display_units = 'gln' WHERE device_id = $1 AND tag = 'spsr'", [GALLONS_TANK]);
  // the device's own units win for its default tag
  await q("UPDATE devices SET display_units = 'gln' WHERE id = $1 AND default_tag = 'spsr' AND display_units IS NOT NULL", [GALLONS_TANK]);
});
// other browser files read these devices: leave them as the demo made them
afterAll(async () => {
  await q("DELETE FROM calibrations WHERE device_id = $1 AND tag = 'spsr' AND tank_name = $2", [GALLONS_TANK, E2E_TANK]);
  await q('DELETE FROM tank_names WHERE tank_name = $1', [E2E_TANK]);
  await q("UPDATE tags SET display_units = NULL WHERE device_id = $1 AND tag = 'spsr'", [GALLONS_TANK]);
  await q('UPDATE devices SET display_units = $2 WHERE id = $1', [GALLONS_TANK, savedDeviceUnits]);
  await q("UPDATE tags SET barrels_per_inch = $2, report_hour = 6 WHERE device_id = $1 AND tag = 'spsr'", [BPI_TANK, savedBpi]);
});

describe('production report of a tank shown in gallons', () => {
  it('shows gallons and the daily consumption from the strap, and no Barrels/Inch', async () => {
    const page = await signedIn(MARY);
    const tab = await openTab(page, GALLONS_TANK, 'spsr', 'Production Report');
    expect(await headers(tab)).toEqual(['Date', 'Gallons', 'Consumption (gallons)', 'Comments']);
    expect(await tab.getByLabel('Barrels/Inch').count()).toBe(0);

    const times = await lastMonth(page, tab, await reportHourOf(GALLONS_TANK, 'spsr'), GALLONS_TANK);
    const i = 10;
    const levels = await series(GALLONS_TANK, 'spsr', times[0]! - TANK_TOLERANCE_SECONDS, times.at(-1)! + TANK_TOLERANCE_SECONDS);
    const gallonsAt = (t: number) => {
      const ft = valueNear(levels, t, TANK_TOLERANCE_SECONDS);
      return ft === null ? null : volumeFromStrap(ft * 12, STRAP);
    };
    const cur = gallonsAt(times[i + 1]!);
    const prev = gallonsAt(times[i]!);
    expect(cur).not.toBeNull();
    await expect.poll(() => cells(tab, i).then((c) => c[0])).toBe(await dateIn(GALLONS_TANK, times[i + 1]!));
    const row = await cells(tab, i);
    expect(row[1]).toBe(String(r2(cur!)));
    expect(row[2]).toBe(prev === null ? '' : String(r2(prev - cur!)));
    await expectAccessible(page, 'sensor: production report tab');
    await suite.screenshot(page, 'gallons-production-report');
  });
});

describe('consumption report of a tank of unknown volume (Water Tank 1)', () => {
  it('says why its gallons cannot be computed and what would compute them', async () => {
    const page = await signedIn(MARY);
    const tab = await openTab(page, 20103, 'spsr', 'Consumption Report');
    expect(await tab.getByTestId('report-note').innerText()).toBe(
      'Gallons need a tank strap calibration. The calibration of Water Tank 1 gives no volume: enter its volume and shape, its gallons per inch, or a strapping table in Calibration, and this report fills in from the stored readings.',
    );
    await page.context().close();
  });
});

describe('Barrels/Inch (UPDATE_BPI 2 s after the last edit)', () => {
  it('sends one request about 2 s after the last keystroke, and the value is stored', async () => {
    const page = await signedIn(FRANK);
    const tab = await openTab(page, BPI_TANK, 'spsr', 'Production Report');
    await expectAccessible(page, 'sensor: production report tab with Barrels/Inch');
    const sent = mutationsOf(page);
    const input = tab.getByLabel('Barrels/Inch');
    await input.fill('');
    const first = Date.now();
    await input.pressSequentially('2.7', { delay: 250 });
    // the last key on its own: pressSequentially waits its delay after the last key as well
    await input.press('5');
    const last = Date.now();
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]); // nothing while the user may still be typing
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(sent.map((s) => s.name)).toEqual(['UpdateBPI']);
    expect(sent[0]!.vars).toEqual({ deviceID: BPI_TANK, tag: 'spsr', barrelsPerInch: 2.75 });
    expect(sent[0]!.at - last).toBeGreaterThanOrEqual(1900);
    expect(sent[0]!.at - last).toBeLessThan(3500);
    expect(sent[0]!.at - first).toBeGreaterThan(2500);
    await expect.poll(() => bpiOf(BPI_TANK)).toBe(2.75);
  });

  it('a value still waiting when the tab closes is sent then', async () => {
    const page = await signedIn(FRANK);
    const tab = await openTab(page, BPI_TANK, 'spsr', 'Production Report');
    const sent = mutationsOf(page);
    const input = tab.getByLabel('Barrels/Inch');
    await input.fill('');
    await input.pressSequentially('3.25');
    const last = Date.now();
    await page.getByRole('tab', { name: 'Graph', exact: true }).click();
    await expect.poll(() => bpiOf(BPI_TANK), { timeout: 5000 }).toBe(3.25);
    // Playwright may report the request after the server has stored it: wait for the event, then check there was one
    await expect.poll(() => sent.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(sent.map((s) => s.name)).toEqual(['UpdateBPI']);
    // sent by the unmount, not by the 2 s timer
    expect(sent[0]!.at - last).toBeLessThan(1900);
  });
});

describe('who may change the report settings', () => {
  it('a limited user may look at another report hour, but nothing is sent or stored, and Barrels/Inch is read-only', async () => {
    const page = await signedIn(LIZ);
    const tab = await openTab(page, BPI_TANK, 'spsr', 'Production Report');
    const sent = mutationsOf(page);
    const before = await reportHourOf(BPI_TANK, 'spsr');
    expect(await tab.getByLabel('Barrels/Inch').isDisabled()).toBe(true);
    const times = await lastMonth(page, tab, before === 23 ? 1 : 23, BPI_TANK);
    await tab.getByRole('combobox', { name: 'Report Hour' }).click();
    const hour = before === 23 ? 1 : 23;
    const label = `${String(hour).padStart(2, '0')}:00`;
    await page.getByRole('option', { name: label, exact: true }).click();
    expect(await tab.getByRole('combobox', { name: 'Report Hour' }).inputValue()).toBe(label);
    // the rows are computed at the chosen hour: the level of the 11th day at 23:00 (or 01:00)
    const i = 10;
    const offset =
      (
        await q<{ o: number | null }>(
          'SELECT "offset" AS o FROM calibrations WHERE device_id = $1 AND tag = \'spsr\' ORDER BY time DESC LIMIT 1',
          [BPI_TANK],
        )
      )[0]?.o ?? 0;
    const levels = await series(BPI_TANK, 'spsr', times[i + 1]! - TANK_TOLERANCE_SECONDS, times[i + 1]! + TANK_TOLERANCE_SECONDS);
    const ft = valueNear(levels, times[i + 1]!, TANK_TOLERANCE_SECONDS);
    expect(ft).not.toBeNull();
    await expect.poll(() => cells(tab, i).then((c) => c[0])).toBe(await dateIn(BPI_TANK, times[i + 1]!));
    expect((await cells(tab, i))[1]).toBe(String(splitFeet(ft! + offset).feet));
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    expect(await reportHourOf(BPI_TANK, 'spsr')).toBe(before);
  });
});

describe('turbine and flow reports', () => {
  it('turbine: headers, the k-factor read-only, the rate as the first reading after the report time', async () => {
    const page = await signedIn(FRANK);
    const tab = await openTab(page, TURBINE, 'puls', 'Turbine Report');
    expect(await headers(tab)).toEqual(['Date', 'Rate (bbls/day)', 'Cumulative (bbls)', 'Daily Production (bbls)', 'Comments']);
    const cal = await q<{ k: number; p: number }>(
      "SELECT k_factor AS k, production_offset AS p FROM calibrations WHERE device_id = $1 AND tag = 'puls' ORDER BY time DESC LIMIT 1",
      [TURBINE],
    );
    const kFactor = cal[0]?.k ?? 2500;
    const k = tab.getByLabel('K-Factor');
    expect(await k.inputValue()).toBe(String(kFactor));
    expect(await k.getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'sensor: turbine report tab');

    const times = await lastMonth(page, tab, await reportHourOf(TURBINE, 'puls'), TURBINE);
    const i = 10;
    const t = times[i + 1]!;
    const rates = await series(TURBINE, 'puls', t, t + 86_400);
    const pulses = await series(TURBINE, 'cumulative_pulses', t, t + 86_400);
    const rate = firstWithin(rates, t, 86_400);
    expect(rate).not.toBeNull();
    await expect.poll(() => cells(tab, i).then((c) => c[0])).toBe(await dateIn(TURBINE, t));
    const row = await cells(tab, i);
    expect(row[1]).toBe(String(r2(rate!.value)));
    const p = firstWithin(pulses, t, 86_400);
    const total = p ? turbineBarrels(p.value, kFactor, cal[0]?.p ?? 0) : null;
    expect(row[2]).toBe(total === null ? '' : String(r2(total)));
  });

  it('flow: headers and the day as the average of its 24 h of readings, the change as the day-to-day difference', async () => {
    const page = await signedIn(FRANK);
    const tab = await openTab(page, FLOW, 'flw', 'Flow Report');
    const head = await headers(tab);
    expect(head[0]).toBe('Date');
    expect(head[1]).toMatch(/^Daily Production \(.+\)$/);
    expect(head.slice(2)).toEqual([head[1]!.replace('Daily Production', 'Daily Change'), 'Comments']);
    await expectAccessible(page, 'sensor: flow report tab');

    const times = await lastMonth(page, tab, await reportHourOf(FLOW, 'flw'), FLOW);
    const i = 10;
    const readings = await series(FLOW, 'flw', times[i]!, times[i + 1]! + 86_400);
    const day = averageWithin(readings, times[i + 1]!, 86_400);
    const before = averageWithin(readings, times[i]!, 86_400);
    expect(day).not.toBeNull();
    await expect.poll(() => cells(tab, i).then((c) => c[0])).toBe(await dateIn(FLOW, times[i + 1]!));
    const row = await cells(tab, i);
    expect(row[1]).toBe(String(r2(day!)));
    expect(row[2]).toBe(before === null ? '' : String(r2(day! - before)));
  });
});

describe('the same report in every viewer zone', () => {
  it('gives Oil Tank B1 the same days and numbers from America/Chicago and Asia/Tokyo, in the site zone', async () => {
    const tables: string[][][] = [];
    for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
      const page = await signedInAs(suite.browser, MARY.phone, MARY.name, 1280, { timezoneId });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const tab = await openTab(page, OIL_TANK_B1, 'spsr', 'Production Report');
      const times = await lastMonth(page, tab, await reportHourOf(OIL_TANK_B1, 'spsr'), OIL_TANK_B1);
      await expect.poll(() => cells(tab, 0).then((c) => c[0])).toBe(await dateIn(OIL_TANK_B1, times[1]!));
      const rows = tab.getByRole('table', { name: 'Report' }).locator('tbody tr');
      const table: string[][] = [];
      for (let i = 0; i < (await rows.count()); i++) table.push(await rows.nth(i).getByRole('cell').allInnerTexts());
      tables.push(table);
      await page.context().close();
    }
    expect(tables[0]!.length).toBeGreaterThan(27);
    expect(tables[1]).toEqual(tables[0]);
  });
});
