import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, pageGql, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';

/*
 * Calibrations change what the sensor page shows, against the real server with demo data as Mary
 * Manager: the radar's distances are drawn and tabled as levels (tank height − distance + offset), a calibration
 * saved against a measured level moves every shown value by what it measured (and deleted, no longer does), a tank's
 * offset is added, and gallons come from the tank's volume and shape.
 */

const MARY = { phone: '5552010002', name: 'Mary Manager' };
const RADAR_TANK_A = 20109;
const BIG_TANK = 20101;
const BIG_TANK_2 = 20102;
const WATER_TANK_B = 20113;
const suite = browserSuite('tagcalibration');

// a page of its own for each test: a test that failed half-way (a modal left open) does not fail the next
let page: Page;
beforeEach(async () => {
  // a wide screen at twice the pixel density: a day's one-minute readings are fewer than the plot's pixels, so the
  // day is answered reading by reading and the table lists readings
  page = await signedInAs(suite.browser, MARY.phone, MARY.name, 1920, { deviceScaleFactor: 2 });
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await suite.screenshot(page, `failed-${ctx.task.name.slice(0, 40)}`);
  await page?.context().close();
});

async function openDay(deviceId: number, tag: string) {
  const url = `${baseUrl()}/#/devices/${deviceId}/tags/${tag}`;
  // the same page (its address may carry the chosen range) is no navigation: load it anew so it reads the new calibration
  if (page.url().startsWith(url)) {
    await page.goto(url);
    await page.reload();
  } else await page.goto(url);
  await page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
  const answer = page.waitForResponse(
    (r) => (r.request().postData() ?? '').includes('"downsampled":false') && (r.request().postData() ?? '').includes('"startTime"'),
  );
  await page.getByRole('button', { name: '1d', exact: true }).click();
  await answer;
}

/** The Table tab's shown page as epoch seconds to the value shown. */
async function shownByTime(): Promise<Map<number, number>> {
  await page.getByRole('tab', { name: 'Table' }).click();
  await page.getByTestId('readings-table').waitFor();
  const rows = await page
    .getByTestId('readings-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  return new Map(rows.map((r) => [Date.parse(r[0]!.replace(',', '')) / 1000, Number(r[1])]));
}

/**
 * Shown values next to the stored readings at their times; at least 10 of them. Polled: right after the day's
 * answer the table may still show the 42-day window's time slots, whose times match no reading.
 */
async function shownAndStored(deviceId: number, tag: string): Promise<{ shown: number; raw: number }[]> {
  let pairs: { shown: number; raw: number }[] = [];
  await expect
    .poll(
      async () => {
        const shown = await shownByTime();
        const times = [...shown.keys()];
        // the table shows whole seconds: readings sent by other tests within one second cannot be told apart, and go
        const stored = await suite.db.query<{ t: number; value: number }>(
          `SELECT floor(extract(epoch FROM time))::float8 AS t, min(value) AS value FROM readings_between($1, $2, '-infinity', 'infinity')
       WHERE time BETWEEN to_timestamp($3) AND to_timestamp($4 + 1)
       GROUP BY 1 HAVING count(*) = 1`,
          [deviceId, tag, Math.min(...times), Math.max(...times)],
        );
        pairs = stored.rows.filter((r) => shown.has(r.t)).map((r) => ({ shown: shown.get(r.t)!, raw: r.value }));
        return pairs.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(10);
  return pairs;
}

const off = (pairs: { shown: number; raw: number }[], expected: (raw: number) => number) =>
  pairs.filter((p) => Math.abs(p.shown - Math.round(expected(p.raw) * 1000) / 1000) > 0.0011);

describe('calibrated values on the sensor page', () => {
  it('a radar distance is shown as the level of a 240 in tank; a calibration against a measured level moves every value by it', async () => {
    await openDay(RADAR_TANK_A, 'dist');
    const before = await shownAndStored(RADAR_TANK_A, 'dist');
    expect(off(before, (d) => 240 - d)).toEqual([]);

    // the user measures 6 in more fluid than the level the newest reading shows, and calibrates against it
    // calibrations are keyed by whole seconds: the reading the server calibrates against is the newest at or before it
    const second = Math.floor(Date.now() / 1000) - 1;
    const latest = (
      await suite.db.query<{ value: number }>(
        `SELECT value FROM readings_between($1, 'dist', '-infinity', 'infinity') WHERE time <= to_timestamp($2) ORDER BY time DESC LIMIT 1`,
        [RADAR_TANK_A, second],
      )
    ).rows[0]!;
    await pageGql(
      page,
      `mutation($d: Int!, $t: Float, $h: Float, $target: Float) {
      updateCalibration(deviceID: $d, tag: "dist", time: $t, tankHeight: $h, target: $target) { success } }`,
      { d: RADAR_TANK_A, t: second, h: 240, target: 240 - latest.value + 6 },
    );
    const cal = (
      await suite.db.query<{ offset: number }>(
        `SELECT "offset" FROM calibrations WHERE device_id = $1 AND tag = 'dist' ORDER BY time DESC LIMIT 1`,
        [RADAR_TANK_A],
      )
    ).rows[0]!;
    expect(cal.offset).toBeCloseTo(6, 9);

    try {
      await openDay(RADAR_TANK_A, 'dist');
      const after = await shownAndStored(RADAR_TANK_A, 'dist');
      expect(off(after, (d) => 240 - d + 6)).toEqual([]);

      // deleted from the calibration history (Add Calibration on the graph), the demo's own calibration is in use again
      await page.getByRole('tab', { name: 'Graph' }).click();
      const graph = page.getByTestId('tag-graph');
      const box = (await graph.boundingBox())!;
      await graph.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
      await page.getByRole('menuitem', { name: 'Add Calibration' }).click();
      const history = page.getByTestId('calibration-history');
      const row = history.locator('tr').filter({ hasText: '(in use)' });
      await expect.poll(() => row.innerText()).toContain('tank height 20 ft 0.0 in');
      await expect.poll(() => row.innerText()).toContain('offset 6');
      await row.getByRole('button', { name: 'Delete' }).click();
      const deleted = page.waitForResponse((r) => (r.request().postData() ?? '').includes('DeleteCalibration'));
      await row.getByRole('button', { name: 'Confirm' }).click();
      await deleted;
      const left = await suite.db.query(`SELECT 1 FROM calibrations WHERE device_id = $1 AND tag = 'dist' AND time = $2`, [
        RADAR_TANK_A,
        second,
      ]);
      expect(left.rowCount).toBe(0);
      await page.keyboard.press('Escape');
      await openDay(RADAR_TANK_A, 'dist');
      expect(off(await shownAndStored(RADAR_TANK_A, 'dist'), (d) => 240 - d)).toEqual([]);
    } finally {
      // the e2e files share one demo database: the demo's own calibration is the newest again
      await suite.db.query(`DELETE FROM calibrations WHERE device_id = $1 AND tag = 'dist' AND time = $2`, [RADAR_TANK_A, second]);
    }
  });

  it("a tank level gets its calibration's offset (Big Tank 1: +0.15 ft)", async () => {
    await openDay(BIG_TANK, 'spsr');
    const pairs = await shownAndStored(BIG_TANK, 'spsr');
    expect(off(pairs, (ft) => ft + 0.15)).toEqual([]);
  });

  it('gallons are offered only with a calibration that gives volumes; chosen, the table shows the tank volume by its shape', async () => {
    const settings = async (deviceId: number) => {
      await page.goto(`${baseUrl()}/#/devices/${deviceId}/tags/spsr`);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
      await page.getByLabel('Display Units', { exact: true }).first().click();
    };
    const gallons = () => page.getByRole('option', { name: 'gallons', exact: true });
    // Big Tank 2's calibration has a height and volume but no shape, and names no strapped tank
    await settings(BIG_TANK_2);
    expect(await gallons().getAttribute('data-combobox-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();

    // Big Tank 1: a vertical 240 in tank of 400 gallons
    const before = (await suite.db.query(`SELECT display_units, ymin, ymax FROM tags WHERE device_id = $1 AND tag = 'spsr'`, [BIG_TANK]))
      .rows[0];
    try {
      await settings(BIG_TANK);
      expect(await gallons().getAttribute('data-combobox-disabled')).toBeNull();
      await gallons().click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Settings Updated (Reload For Changes)', { exact: true }).waitFor();
      await openDay(BIG_TANK, 'spsr');
      const pairs = await shownAndStored(BIG_TANK, 'spsr');
      expect(off(pairs, (ft) => (((ft + 0.15) * 12) / 240) * 400)).toEqual([]);
    } finally {
      await suite.db.query(`UPDATE tags SET display_units = $2, ymin = $3, ymax = $4 WHERE device_id = $1 AND tag = 'spsr'`, [
        BIG_TANK,
        before.display_units,
        before.ymin,
        before.ymax,
      ]);
    }
  });

  it("a sonar calibrated with the volume format on tables each level's volume: Water Tank B, 60 in tall at 42 gallons per inch", async () => {
    // its own newest calibration: other files calibrate Water Tank B through the wizard
    const time = Math.floor(Date.now() / 1000);
    await suite.db.query(
      `INSERT INTO calibrations (device_id, tag, time, fluid, tank_height, tank_shape, unit, gallons_per_inch) VALUES ($1, 'sonr', $2, 'water', 60, 'horizontal', 'gallons', 42)`,
      [WATER_TANK_B, time],
    );
    try {
      await sonarVolumes();
    } finally {
      await suite.db.query(`DELETE FROM calibrations WHERE device_id = $1 AND tag = 'sonr' AND time = $2`, [WATER_TANK_B, time]);
    }
  });
});

/** Water Tank B: level = 60 in − distance, volume = level × 42 gallons per inch (one decimal). */
async function sonarVolumes() {
  await openDay(WATER_TANK_B, 'sonr');
  await page.getByRole('tab', { name: 'Table' }).click();
  const table = page.getByTestId('readings-table');
  await table.waitFor();
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const volume = headers.indexOf('Volume (gallons)');
  expect(volume).toBeGreaterThan(1);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  expect(rows.length).toBeGreaterThan(10);
  // volume = level × 42, to one decimal
  const bad = rows.filter((r) => Math.abs(Number(r[volume]) - Math.round(Number(r[1]) * 42 * 10) / 10) > 0.06);
  expect(bad).toEqual([]);
  const pairs = await shownAndStored(WATER_TANK_B, 'sonr');
  expect(off(pairs, (d) => 60 - d)).toEqual([]);
}
