import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import {
  basicTempCorrection,
  correctionShiftAt,
  formatMeasurement,
  fourierSpectrum,
  sf6Normalize,
  summariseDailyTemps,
  type DailyTemps,
} from '@fieldwatch/domain';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { chartFingerprint, colourOnChart } from './helpers/canvas';

/*
 * The sensor page's graph tools against the real server with demo data, as Mary Manager (Acme), who may change
 * corrections: the temperature-correction slider and the compensation selector (Separator Pressure, a psr with
 * sensor temperatures), the Fourier plot of a vibration sensor, the Table tab's sorting and CSV, the battery lines.
 */

const MARY = { phone: '5552010002', name: 'Mary Manager' };
const SEPARATOR = 20105;
const MOTOR_VIB = 20116;
const LINE_PRESSURE = 20306;
const BIG_TANK = 20101;
const CASING = 20114;
const suite = browserSuite('taggraph');

let page: Page;
/** The averageTempData answers the page read, by URL. */
const avgTempSeen = new Map<string, DailyTemps>();
beforeAll(async () => {
  page = await signedInAs(suite.browser, MARY.phone, MARY.name, 1280);
  page.on('response', (r) => {
    if (r.url().includes('/avgtemp?'))
      void r.json().then(
        (body: DailyTemps) => avgTempSeen.set(r.url(), body),
        () => undefined,
      );
  });
});
afterAll(async () => {
  await page?.context().close();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await suite.screenshot(page, `failed-${ctx.task.name.slice(0, 40)}`);
});

const screenshot = (name: string) => suite.screenshot(page, name);
const graphDrawn = () => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
const pressed = () => page.locator('button[aria-pressed="true"]').innerText();
const tagRow = async (deviceId: number, tag: string) =>
  (await suite.db.query('SELECT * FROM tags WHERE device_id = $1 AND tag = $2', [deviceId, tag])).rows[0] as Record<string, unknown>;

/** The answer to the page's request for a range's window at full detail. */
const windowAnswer = (tag: string): Promise<Response> =>
  page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return (
      r.url().endsWith('/api/graphql') &&
      body.includes('"startTime"') &&
      body.includes('"downsampled":false') &&
      body.includes(`"tag":"${tag}"`)
    );
  });

async function openTag(deviceId: number, tag: string) {
  await page.goto(`${baseUrl()}/#/devices/${deviceId}/tags/${tag}`);
  await graphDrawn();
}

/** Opens a range and waits until its readings are drawn. */
async function chooseRange(tag: string, label: string) {
  const answer = windowAnswer(tag);
  await page.getByRole('button', { name: label, exact: true }).click();
  await answer;
  await graphDrawn();
  await expect.poll(() => page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe('true');
}

/** The shown page of the Table tab: each row's cells. */
const tableRows = () =>
  page
    .getByTestId('readings-table')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));

async function chooseCompensation(label: string) {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  await page.getByLabel('Temperature Compensation', { exact: true }).first().click();
  const offered = await page.getByRole('option').allInnerTexts();
  expect(offered).toEqual(['None', 'Basic', 'SF6 Filling Pressure']);
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Settings Updated').first().waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).first().waitFor();
}

/** The Table tab's shown page as epoch seconds to the value shown. */
async function shownByTime(): Promise<Map<number, number>> {
  await page.getByRole('tab', { name: 'Table' }).click();
  await page.getByTestId('readings-table').waitFor();
  return new Map((await tableRows()).map((r) => [Date.parse(r[0]!.replace(',', '')) / 1000, Number(r[1])]));
}

/**
 * How many shown values differ from `expected(value, temp)` of the stored reading at their time (rounded as the
 * table rounds); the shown page must hold some readings with a sensor temperature.
 */
async function mismatches(deviceId: number, expected: (value: number, temp: number) => number): Promise<number> {
  const shown = await shownByTime();
  const times = [...shown.keys()];
  const stored = await suite.db.query<{ t: number; value: number; temp: number | null }>(
    `SELECT extract(epoch FROM time)::float8 AS t, value, temp FROM readings
     WHERE device_id = $1 AND tag = 'psr' AND time BETWEEN to_timestamp($2) AND to_timestamp($3)`,
    [deviceId, Math.min(...times), Math.max(...times)],
  );
  const withTemp = stored.rows.filter((r) => r.temp !== null && shown.has(r.t));
  expect(withTemp.length).toBeGreaterThan(50);
  return withTemp.filter((r) => Math.abs(shown.get(r.t)! - Math.round(expected(r.value, r.temp!) * 1000) / 1000) > 0.0011).length;
}

/**
 * The note beside the slider sums up the tag's averageTempData: the link the page read is read again here by a plain
 * GET, its days are checked against the stored readings, and the note against the days and the coefficient tried.
 */
async function averageTempNoteMatches(coefficient: number, threshold: number | null) {
  const note = page.getByTestId('average-temp');
  await note.waitFor();
  const url = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('/psr/avgtemp?'))
      .at(-1),
  );
  expect(url).toBeTruthy();
  const days = (await (await fetch(url!)).json()) as DailyTemps & { start: number; end: number };
  const stored = await suite.db.query<{ t: number; v: number; n: number }>(
    `SELECT floor(extract(epoch FROM time)::float8 / 86400) * 86400 AS t, avg(temp) AS v, count(*)::int AS n FROM readings
     WHERE device_id = $1 AND tag = 'psr' AND temp IS NOT NULL AND time BETWEEN to_timestamp($2) AND to_timestamp($3) GROUP BY 1 ORDER BY 1`,
    [SEPARATOR, days.start, days.end],
  );
  expect(stored.rows.length).toBeGreaterThan(0);
  expect(days.times).toEqual(stored.rows.map((r) => r.t));
  expect(days.counts).toEqual(stored.rows.map((r) => r.n));
  // the link rounds each mean to 0.01 °F, so a mean ending in 5 at the third decimal is off by exactly half a cent
  days.values.forEach((v, i) => expect(Math.abs(v - stored.rows[i]!.v)).toBeLessThanOrEqual(0.005 + 1e-9));
  // the note against the answer the page itself read: live readings may have moved the last day's mean since
  await expect.poll(() => avgTempSeen.has(url!)).toBe(true);
  const s = summariseDailyTemps(avgTempSeen.get(url!)!)!;
  // Separator Pressure is shown in psi, the base unit, so the shift is the correction's own
  await page.getByText('Values in psi.').waitFor();
  const shift = correctionShiftAt(s.mean, coefficient, threshold);
  expect(await note.innerText()).toBe(
    `Average sensor temperature of the shown range: ${formatMeasurement(s.mean, 'f')} (daily means ${formatMeasurement(s.lowestDay, 'f')} to ` +
      `${formatMeasurement(s.highestDay, 'f')}). There the correction changes values by ${shift > 0 ? '+' : ''}${formatMeasurement(shift, 'psi')}.`,
  );
}

describe('temperature compensation and the correction slider (Separator Pressure, psr)', () => {
  it('the selector stores None / Basic / SF6 Filling Pressure as the two flags; SF6 refers the readings to 68 °F', async () => {
    await openTag(SEPARATOR, 'psr');
    await chooseRange('psr', '1d');
    expect(await mismatches(SEPARATOR, (v) => v)).toBe(0);
    await chooseCompensation('SF6 Filling Pressure');
    await expect
      .poll(() => tagRow(SEPARATOR, 'psr'))
      .toMatchObject({ temperature_correction_enabled: false, sf6_normalization_enabled: true });
    await expect.poll(() => mismatches(SEPARATOR, sf6Normalize)).toBe(0);
    await screenshot('compensation-sf6');
    await chooseCompensation('Basic');
    await expect
      .poll(() => tagRow(SEPARATOR, 'psr'))
      .toMatchObject({ temperature_correction_enabled: true, sf6_normalization_enabled: false });
  });

  it('moving the slider redraws the corrected series; Cancel drops it, Save stores the coefficient', async () => {
    const row = await tagRow(SEPARATOR, 'psr');
    const saved = Number(row.temperature_correction_coefficient);
    const threshold = row.temperature_correction_threshold as number | null;
    await page.getByRole('tab', { name: 'Graph' }).click();
    await graphDrawn();
    await page.waitForTimeout(200);
    const drawnBefore = await chartFingerprint(page, 'tag-graph');

    const slider = page.getByRole('slider');
    // Cancel drops a tried coefficient: the drawing and the stored value are as before
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.getByText(`Temp. correction ${(Math.round((saved - 0.05) * 100) / 100).toFixed(2)}`).waitFor();
    await expect.poll(() => chartFingerprint(page, 'tag-graph')).not.toBe(drawnBefore);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText(`Temp. correction ${saved.toFixed(2)}`).waitFor();
    await expect.poll(() => chartFingerprint(page, 'tag-graph')).toBe(drawnBefore);
    expect(Number((await tagRow(SEPARATOR, 'psr')).temperature_correction_coefficient)).toBe(saved);

    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    const coefficient = Math.round((saved + 0.2) * 100) / 100;
    await page.getByText(`Temp. correction ${coefficient.toFixed(2)}`).waitFor();
    await expect.poll(() => chartFingerprint(page, 'tag-graph')).not.toBe(drawnBefore);
    await screenshot('slider-moved');
    await averageTempNoteMatches(coefficient, threshold);

    // the Table shows the same series as the graph: each reading less coefficient x (temperature - 68 °F)
    expect(await mismatches(SEPARATOR, (v, t) => basicTempCorrection(v, t, coefficient, threshold))).toBe(0);
    expect(await mismatches(SEPARATOR, (v, t) => basicTempCorrection(v, t, saved, threshold))).toBeGreaterThan(50);

    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => Number((await tagRow(SEPARATOR, 'psr')).temperature_correction_coefficient)).toBeCloseTo(coefficient, 6);
    await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor({ state: 'hidden' });
    await page.getByText(`Temp. correction ${coefficient.toFixed(2)}`).waitFor();

    await chooseCompensation('None');
    await expect
      .poll(() => tagRow(SEPARATOR, 'psr'))
      .toMatchObject({ temperature_correction_enabled: false, sf6_normalization_enabled: false });
    await page.getByRole('tab', { name: 'Graph' }).click();
    await graphDrawn();
    // the slider goes once the refetched settings arrive
    await page.getByRole('slider').waitFor({ state: 'detached' });
  });
});

describe('Fourier plot (Motor Vibration B, vib)', () => {
  it('Show draws the spectrum of the two weeks shown and stores the choice; Hide hides it', async () => {
    await openTag(MOTOR_VIB, 'vib');
    const answer = windowAnswer('vib');
    const link = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/series/${MOTOR_VIB}/vib/fourier`, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Show Fourier Plot' }).click();
    const body = (await (await answer).json()) as {
      data: { deviceReGraph: { graphs: { role: string; times: number[]; values: number[] }[] } };
    };
    const primary = body.data.deviceReGraph.graphs.find((g) => g.role === 'primary')!;
    expect(await pressed()).toBe('2w');
    expect(primary.times.at(-1)! - primary.times[0]!).toBeGreaterThan(13 * 86_400);
    const plot = page.locator('[data-testid="fourier-plot"][data-drawn="yes"]');
    await plot.waitFor();
    await expect.poll(async () => (await tagRow(MOTOR_VIB, 'vib')).fourier_plot_enabled).toBe(true);

    // what is drawn is the spectrum of the series shown, not a canned curve: the plot's link names the window, and the
    // same window's series (its data link) gives the expected spectrum
    const series = (await (await fetch((await link).url().replace('/vib/fourier', '/vib/data'))).json()) as {
      times: number[];
      values: number[];
    };
    expect(series.times.at(-1)! - series.times[0]!).toBeGreaterThan(13 * 86_400);
    const expected = fourierSpectrum(series.times, series.values);
    const peak = expected.frequencies[expected.amplitudes.indexOf(Math.max(...expected.amplitudes))]!;
    const info = page.getByTestId('fourier-info');
    await expect.poll(() => info.getAttribute('data-bins')).toBe(String(expected.amplitudes.length));
    expect(Number(await info.getAttribute('data-peak-frequency'))).toBeCloseTo(peak, 6);
    await screenshot('fourier-shown');
    await page.getByTestId('fourier-info').screenshot({ path: path.join(suite.screens, 'fourier-plot.png') });

    await page.getByRole('button', { name: 'Hide Fourier Plot' }).click();
    await page.getByTestId('fourier-plot').waitFor({ state: 'detached' });
    await expect.poll(async () => (await tagRow(MOTOR_VIB, 'vib')).fourier_plot_enabled).toBe(false);
    await page.getByRole('button', { name: 'Show Fourier Plot' }).waitFor();
  });
  it('follows the temperature-correction slider while a coefficient is tried, and the saved one again on Cancel', async () => {
    // sensor temperatures swinging 40 °F three times a day: a tried coefficient of 0.5 adds a 20-unit wave at 3 cycles/day
    await suite.db.query(
      `UPDATE readings SET temp = 68 + 40 * sin(2 * pi() * 3 * extract(epoch FROM time) / 86400) WHERE device_id = $1 AND tag = 'vib'`,
      [MOTOR_VIB],
    );
    await suite.db.query(
      `UPDATE tags SET temperature_correction_enabled = true, temperature_correction_coefficient = 0, fourier_plot_enabled = true WHERE device_id = $1 AND tag = 'vib'`,
      [MOTOR_VIB],
    );
    try {
      await openTag(MOTOR_VIB, 'vib');
      // the page was on this address already (the same document): load it again to read the changed settings
      await page.reload();
      await graphDrawn();
      const info = page.getByTestId('fourier-info');
      await page.locator('[data-testid="fourier-plot"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
      expect(await info.getAttribute('data-source')).toBe('link');
      const savedPeak = Number(await info.getAttribute('data-peak-amplitude'));
      expect(savedPeak).toBeLessThan(1);

      await page.getByRole('slider').focus();
      for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowRight');
      await page.getByText('Temp. correction 0.50').waitFor();
      await expect.poll(() => info.getAttribute('data-source')).toBe('slider');
      expect(Number(await info.getAttribute('data-peak-frequency'))).toBeCloseTo(3, 1);
      expect(Number(await info.getAttribute('data-peak-amplitude'))).toBeGreaterThan(10);
      await page.getByText('Fourier Plot (amplitude by cycles per day), with the coefficient being tried').waitFor();
      await screenshot('fourier-slider');

      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => info.getAttribute('data-source')).toBe('link');
      expect(Number(await info.getAttribute('data-peak-amplitude'))).toBeCloseTo(savedPeak, 6);
    } finally {
      await suite.db.query(`UPDATE readings SET temp = NULL WHERE device_id = $1 AND tag = 'vib'`, [MOTOR_VIB]);
      await suite.db.query(
        `UPDATE tags SET temperature_correction_enabled = false, fourier_plot_enabled = false WHERE device_id = $1 AND tag = 'vib'`,
        [MOTOR_VIB],
      );
    }
  });
});

describe('Table tab (Line Pressure S, psr)', () => {
  it('sorts by date and value both ways and downloads the readings shown as CSV', async () => {
    await openTag(LINE_PRESSURE, 'psr');
    await chooseRange('psr', '1d');
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByTestId('readings-table').waitFor();
    // this sensor reports every 15 minutes: about 96 readings a day (a few more when other tests add some)
    const count = Number((await page.getByText(/^\d+ readings$/).innerText()).split(' ')[0]);
    expect(count).toBeGreaterThan(50);

    const times = async () => (await tableRows()).map((r) => Date.parse(r[0]!.replace(',', '')));
    const values = async () => (await tableRows()).map((r) => Number(r[1]));
    const isSorted = (xs: number[], desc: boolean) => xs.every((x, i) => i === 0 || (desc ? xs[i - 1]! >= x : xs[i - 1]! <= x));
    const dateHeader = page.getByRole('button', { name: /^Date/ });
    const valueHeader = page.getByTestId('readings-table').locator('thead button').nth(1);
    expect(await dateHeader.innerText()).toBe('Date ▼');
    const newestFirst = await times();
    expect(newestFirst.length).toBe(Math.min(count, 100));
    expect(isSorted(newestFirst, true)).toBe(true);
    await dateHeader.click();
    expect(await dateHeader.innerText()).toBe('Date ▲');
    const oldestFirst = await times();
    expect(isSorted(oldestFirst, false)).toBe(true);
    // one page holds 100 rows: with more readings the oldest is not on the newest-first page
    if (count <= 100) expect(oldestFirst[0]!).toBe(Math.min(...newestFirst));
    else expect(oldestFirst[0]!).toBeLessThan(Math.min(...newestFirst));
    await valueHeader.click();
    expect(await valueHeader.innerText()).toBe('Pressure (psi) ▼');
    const high = await values();
    expect(isSorted(high, true)).toBe(true);
    await valueHeader.click();
    const low = await values();
    expect(isSorted(low, false)).toBe(true);
    expect(low[0]!).toBeLessThan(high[0]!);
    await screenshot('table-sorted-by-value');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Line Pressure S Pressure.csv');
    const text = await fs.readFile((await file.path())!, 'utf8');
    // the export writer's byte-order mark, then the quoted header
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Pressure (psi)","Comment"');
    expect(lines.length - 1).toBe(count);
    // every row is a stored reading, at its time, with its value
    const rows = lines.slice(1).map((l) => l.slice(1, -1).split('","'));
    const stored = await suite.db.query<{ t: string; value: number }>(
      `SELECT to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS t, value FROM readings
       WHERE device_id = $1 AND tag = 'psr' AND time >= $2::timestamptz AND time <= $3::timestamptz ORDER BY time`,
      [
        LINE_PRESSURE,
        rows.map((r) => r[0]!).sort()[0],
        rows
          .map((r) => r[0]!)
          .sort()
          .at(-1),
      ],
    );
    const byTime = new Map(stored.rows.map((r) => [r.t, Math.round(r.value * 1000) / 1000]));
    expect(stored.rowCount).toBe(count);
    for (const [t, v] of rows) expect(Number(v)).toBe(byTime.get(t!));
    // the file follows the table's order: ascending value
    expect(rows.map((r) => Number(r[1]))).toEqual([...rows.map((r) => Number(r[1]))].sort((a, b) => a - b));
  });
});

describe('battery tag (Big Tank 1, _v)', () => {
  it('draws the hibernation and low-battery lines at the device thresholds', async () => {
    const device = (await suite.db.query('SELECT hibernation_voltage, slowdown_voltage4 FROM devices WHERE id = $1', [BIG_TANK]))
      .rows[0] as {
      hibernation_voltage: number | null;
      slowdown_voltage4: number | null;
    };
    expect(device.hibernation_voltage).not.toBeNull();
    await openTag(BIG_TANK, '_v');
    await page.waitForTimeout(300);
    const red = await colourOnChart(page, 'tag-graph', [0xe0, 0x31, 0x31], 150);
    expect(red.rows.length).toBeGreaterThan(0);
    if (device.slowdown_voltage4 !== null) {
      const orange = await colourOnChart(page, 'tag-graph', [0xf0, 0x8c, 0x00], 150);
      expect(orange.rows.length).toBeGreaterThan(0);
      // the low-battery threshold is the higher voltage: its line is drawn above the hibernation line
      if (device.slowdown_voltage4 > device.hibernation_voltage!) expect(orange.rows[0]!).toBeLessThan(red.rows[0]!);
    }
    await screenshot('battery-lines');
  });
});

describe('diff mode (a differential-pressure sensor as the additional line)', () => {
  afterAll(async () => {
    await suite.db.query(`DELETE FROM readings WHERE device_id = $1 AND tag = 'pdiff'`, [CASING]);
    await suite.db.query(`DELETE FROM tags WHERE device_id = $1 AND tag = 'pdiff'`, [CASING]);
    await suite.db.query(`UPDATE tags SET active_additional = NULL WHERE device_id = $1 AND tag = 'psr'`, [CASING]);
  });

  it('clamps the line to 3..4.4 and keeps it on screen', async () => {
    // the demo fleet has no pdiff sensor: give Casing Pressure B one, a day of readings swinging from 0 to 8
    await suite.db.query(`INSERT INTO tags (device_id, tag) VALUES ($1, 'pdiff') ON CONFLICT DO NOTHING`, [CASING]);
    await suite.db.query(
      `INSERT INTO readings (device_id, tag, time, value)
       SELECT $1, 'pdiff', to_timestamp(floor(extract(epoch FROM now()) / 900) * 900 - k * 900), 4 + 4 * sin(k / 6.0)
       FROM generate_series(0, 95) AS k ON CONFLICT DO NOTHING`,
      [CASING],
    );
    await openTag(CASING, 'psr');
    await chooseRange('psr', '1d');
    const answer = windowAnswer('psr');
    await page.getByLabel('Additional sensor', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Differential Pressure' }).click();
    await answer;
    await graphDrawn();
    const line = await colourOnChart(page, 'tag-graph', [0xf0, 0x8c, 0x00], 1);
    await screenshot('diff-mode');
    // on screen, and flat along the top (4.4) and the bottom (3) of its axis where the readings go beyond
    expect(line.count).toBeGreaterThan(300);
    const flat = await colourOnChart(page, 'tag-graph', [0xf0, 0x8c, 0x00], 40);
    expect(flat.rows.length).toBeGreaterThanOrEqual(2);
    expect(flat.rows.at(-1)! - flat.rows[0]!).toBeGreaterThan(150);
  });
});
