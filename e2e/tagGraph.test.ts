import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { fourierSpectrum } from '@fieldwatch/domain';
import { baseUrl, downloadedFile } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { colourOnChart } from './helpers/canvas';
import { tagGraphPage } from './helpers/tagGraphPage';

/*
 * The sensor page's graph tools against the real server with demo data, as Mary Manager (Acme): the Fourier plot of a
 * vibration sensor, the Table tab's sorting and CSV, the battery lines and the diff mode. The temperature corrections
 * are in tagTemperatureCorrection.test.ts.
 */

const MOTOR_VIB = 20116;
const LINE_PRESSURE = 20306;
const BIG_TANK = 20101;
const CASING = 20114;
const suite = browserSuite('taggraph');
const graph = tagGraphPage(suite);
const { screenshot, graphDrawn, tagRow, windowAnswer, openTag, chooseRange, tableRows } = graph;

let page: Page;
beforeAll(() => {
  page = graph.page();
});

const pressed = () => page.locator('button[aria-pressed="true"]').innerText();

describe('Fourier plot (Motor Vibration B, vib)', () => {
  it('Show draws the spectrum of the two weeks shown and stores the choice; Hide hides it', async () => {
    // a retry starts from the plot hidden, as the demo has it
    await suite.db.query(`UPDATE tags SET fourier_plot_enabled = false WHERE device_id = $1 AND tag = 'vib'`, [MOTOR_VIB]);
    await openTag(MOTOR_VIB, 'vib');
    const answer = windowAnswer('vib');
    // every answer of the plot's link, in order: the shown window slides with the clock, and a new minute mints a new
    // link whose window may be bucketed differently, so the page draws the latest answer
    type Spectrum = { frequencies: number[]; amplitudes: number[] };
    const spectra: Promise<{ url: string; spectrum: Spectrum } | undefined>[] = [];
    const onFourier = (r: Response) => {
      if (new URL(r.url()).pathname !== `/api/series/${MOTOR_VIB}/vib/fourier`) return;
      spectra.push(
        r.json().then(
          (spectrum: Spectrum) => ({ url: r.url(), spectrum }),
          () => undefined,
        ),
      );
    };
    page.on('response', onFourier);
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

    // what is drawn is the latest answer of the plot's link, which names the window
    const info = page.getByTestId('fourier-info');
    let fourierUrl = '';
    const drawsLatest = async () => {
      const last = await spectra.at(-1);
      if (last === undefined) return false;
      const { frequencies, amplitudes } = last.spectrum;
      const bins = await info.getAttribute('data-bins');
      const peak = Number(await info.getAttribute('data-peak-frequency'));
      const drawnPeak = frequencies[amplitudes.indexOf(Math.max(...amplitudes))]!;
      fourierUrl = last.url;
      return bins === String(amplitudes.length) && Math.abs(peak - drawnPeak) < 1e-6;
    };
    await expect.poll(drawsLatest, { timeout: 20_000 }).toBe(true);
    page.off('response', onFourier);
    // and that answer is the spectrum of the window's series, not a canned curve: the same window's data link, read
    // together with it, gives the same spectrum (read in pairs: the simulator's next reading may change how the
    // window is bucketed between two reads)
    const together = async () => {
      const [series, fourier] = await Promise.all([
        fetch(fourierUrl.replace('/vib/fourier', '/vib/data')).then((r) => r.json() as Promise<{ times: number[]; values: number[] }>),
        fetch(fourierUrl).then((r) => r.json() as Promise<{ frequencies: number[]; amplitudes: number[] }>),
      ]);
      expect(series.times.at(-1)! - series.times[0]!).toBeGreaterThan(13 * 86_400);
      const expected = fourierSpectrum(series.times, series.values);
      const same =
        expected.amplitudes.length === fourier.amplitudes.length &&
        expected.amplitudes.every((a, i) => Math.abs(a - fourier.amplitudes[i]!) < 1e-6 * Math.max(1, Math.abs(a)));
      return same;
    };
    await expect.poll(together, { timeout: 15_000 }).toBe(true);
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
    // and in the days the compaction job packed (server/src/db/compaction): one temperature per reading
    await suite.db.query(
      `UPDATE reading_days d SET temps = (
         SELECT array_agg(68 + 40 * sin(2 * pi() * 3 * extract(epoch FROM d.day + u.us * INTERVAL '1 microsecond') / 86400) ORDER BY u.n)
           FROM unnest(d.times) WITH ORDINALITY AS u(us, n))
       WHERE device_id = $1 AND tag = 'vib'`,
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
      await suite.db.query(`UPDATE reading_days SET temps = NULL WHERE device_id = $1 AND tag = 'vib'`, [MOTOR_VIB]);
      await suite.db.query(
        `UPDATE tags SET temperature_correction_enabled = false, fourier_plot_enabled = false WHERE device_id = $1 AND tag = 'vib'`,
        [MOTOR_VIB],
      );
    }
  });
});

describe('Table tab (Line Pressure S, psr)', () => {
  it('sorts by date and value both ways and downloads the readings of the range as CSV', async () => {
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

    // a link to the server's streamed file of the raw readings of the range, its label saying how many
    const link = page.getByRole('link', { name: /^Download CSV \(\d+ rows\)$/ });
    const labelled = Number(/\((\d+) rows\)/.exec(await link.innerText())![1]);
    // readings the simulator sent since the graph was drawn may be in it too
    expect(labelled).toBeGreaterThanOrEqual(count);
    // the range is fixed in the link; a device delivers what it buffered later, with the times it measured them, so
    // the file holds what is stored in that range when it is written: no less than before the click, no more than after
    const href = new URL((await link.getAttribute('href'))!, baseUrl());
    const storedInRange = async () =>
      (
        await suite.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM readings_between($1, 'psr', to_timestamp($2), to_timestamp($3))`,
          [LINE_PRESSURE, Number(href.searchParams.get('start')), Number(href.searchParams.get('end'))],
        )
      ).rows[0]!.n;
    const storedBefore = await storedInRange();
    expect(storedBefore).toBeGreaterThanOrEqual(labelled);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Line Pressure S Pressure.csv');
    const text = await fs.readFile(await downloadedFile(file), 'utf8');
    const storedAfter = await storedInRange();
    // the export writer's byte-order mark, then the quoted header
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Date \([^)]+\)","UTC Offset","Pressure \(psi\)","Comment"$/);
    expect(lines.length - 1).toBeGreaterThanOrEqual(storedBefore);
    expect(lines.length - 1).toBeLessThanOrEqual(storedAfter);
    // every row is a stored reading, at its time, with its value
    // each time is site time with its offset; compared as the instant it names
    const rows = lines
      .slice(1)
      .map((l) => l.slice(1, -1).split('","'))
      .map(([t, offset, ...rest]) => [new Date(`${t!.replace(' ', 'T')}${offset}`).toISOString(), ...rest]);
    const stored = await suite.db.query<{ t: string; value: number }>(
      `SELECT to_char(time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS t, value FROM readings_between($1, 'psr', '-infinity', 'infinity')
       WHERE time >= $2::timestamptz AND time <= $3::timestamptz ORDER BY time`,
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
    for (const [t, v] of rows) expect(Number(v)).toBe(byTime.get(t!));
    // the server writes the readings in time order, whatever order the table shows
    expect(rows.map((r) => r[0])).toEqual(rows.map((r) => r[0]!).sort());
  });

  it('opened on the Table tab by its address, lists the range’s readings as after choosing the range', async () => {
    await page.goto(`${baseUrl()}/#/devices/${LINE_PRESSURE}/tags/psr?range=1d&tab=table`);
    await page.reload();
    await page.getByTestId('readings-table').waitFor();
    // the readings themselves (every 15 minutes), not the hourly means the 42 days' overview holds
    await expect.poll(() => page.getByText(/^\d+ readings$/).count(), { timeout: 15_000 }).toBe(1);
    expect(Number((await page.getByText(/^\d+ readings$/).innerText()).split(' ')[0])).toBeGreaterThan(50);
    await screenshot('table-opened-by-address');
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
    await suite.db.query(`DELETE FROM reading_days WHERE device_id = $1 AND tag = 'pdiff'`, [CASING]);
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
