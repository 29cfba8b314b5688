import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { reportMonthLabel } from '@fieldwatch/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, downloadedFile, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { MARY } from './helpers/tagPage';

/*
 * Exports travel: a viewer in Los Angeles and one in Tokyo download the same files, read here with an independent
 * parser (papaparse), and get the same rows, with times in the tank's site zone (America/Chicago), the offset in
 * each value and the zone in the header, which any tool reads back as the instant stored. The Report tab's spreadsheet
 * is opened the same way with an independent reader (exceljs): its days are real spreadsheet dates of the site zone,
 * which the header names, and its levels are the stored readings at each day's report time.
 */
const BIG_TANK = 20101;
const suite = browserSuite('exportzones');
const ZONES = ['America/Los_Angeles', 'Asia/Tokyo'] as const;
const pages: Page[] = [];
afterAll(async () => {
  for (const p of pages) await p.context().close();
});

/** A downloaded CSV as papaparse reads it: the header and the rows. */
async function parsed(page: Page, click: () => Promise<void>): Promise<{ name: string; header: string[]; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const text = await fs.readFile(await downloadedFile(download), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data, errors } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  return { name: download.suggestedFilename(), header: data[0]!, rows: data.slice(1) };
}

/** A downloaded .xlsx as exceljs reads it: the header and the rows of its one sheet, each cell's value. */
type Workbook = { name: string; header: unknown[]; rows: unknown[][]; dateFormats: (string | undefined)[] };
async function workbook(page: Page, click: () => Promise<void>): Promise<Workbook> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await downloadedFile(download));
  expect(wb.worksheets).toHaveLength(1);
  const rows: unknown[][] = [];
  const dateFormats: (string | undefined)[] = [];
  wb.worksheets[0]!.eachRow((row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cell.value));
    rows.push(cells);
    dateFormats.push(row.getCell(1).numFmt);
  });
  return { name: download.suggestedFilename(), header: rows[0]!, rows: rows.slice(1), dateFormats: dateFormats.slice(1) };
}

const SITE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?$/;
const OFFSET = /^[+-]\d\d:\d\d$/;
/** A row's first two cells (site time, UTC offset) as the instant they name, in epoch seconds. */
const instant = (r: string[]) => new Date(`${r[0]!.replace(' ', 'T')}${r[1]!}`).getTime() / 1000;

/** Rows by the instant their time names (first column). */
const byInstant = (rows: string[][]) => new Map(rows.map((r) => [instant(r), r.slice(2)]));

/** The rows both files hold (their ranges end when each link was made): equal, and most of each file. */
function sameWhereBothHave(a: string[][], b: string[][]) {
  const ma = byInstant(a);
  const mb = byInstant(b);
  const both = [...ma.keys()].filter((t) => mb.has(t));
  expect(both.length).toBeGreaterThan(0.9 * Math.min(a.length, b.length));
  for (const t of both) expect(mb.get(t)).toEqual(ma.get(t));
  return both;
}

async function storedValueAt(t: number): Promise<number> {
  const r = await suite.db.query<{ value: number }>(
    `SELECT value FROM readings_between($1, 'spsr', '-infinity', 'infinity') WHERE abs(extract(epoch FROM time) - $2) < 0.0005`,
    [BIG_TANK, t],
  );
  expect(r.rows).toHaveLength(1);
  return r.rows[0]!.value;
}

/**
 * The Report tab of the tank, last month (whole days the demo's new readings no longer change), downloaded as .xlsx.
 * The month is chosen by its label and the table waits for that month's days before the download.
 */
async function reportWorkbook(page: Page): Promise<Workbook> {
  await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr?tab=production`);
  const tab = page.getByTestId('report-tab');
  const table = tab.getByRole('table', { name: 'Report' });
  await table.waitFor({ timeout: 20_000 });
  await tab.getByRole('combobox', { name: 'Month' }).click();
  const option = page.getByRole('option').nth(1);
  const [monthName, year] = (await option.innerText()).trim().split(' ');
  await option.click();
  const month = Array.from({ length: 12 }, (_, i) => reportMonthLabel(Number(year), i + 1)).indexOf(`${monthName} ${year}`) + 1;
  const mm = String(month).padStart(2, '0');
  await table
    .getByRole('cell', { name: new RegExp(`^${mm}/\\d\\d/${year!.slice(2)}$`) })
    .first()
    .waitFor({ timeout: 20_000 });
  const file = await workbook(page, () => tab.getByRole('button', { name: 'Download Spreadsheet' }).click());
  expect(file.name).toBe(`${BIG_TANK} Fluid Level ${monthName} ${year}.xlsx`);
  return file;
}

/** The tank's level (feet, through its newest calibration's offset) stored nearest a site day's report time, within 3 h. */
async function storedLevelOn(day: string): Promise<number | null> {
  const r = await suite.db.query<{ level: number }>(
    `WITH at AS (
       SELECT (($2::date + make_interval(hours => t.report_hour)) AT TIME ZONE 'America/Chicago') AS t
       FROM tags t WHERE t.device_id = $1 AND t.tag = 'spsr')
     SELECT r.value + coalesce((SELECT "offset" FROM calibrations WHERE device_id = $1 AND tag = 'spsr' ORDER BY time DESC LIMIT 1), 0) AS level
     FROM at, readings_between($1, 'spsr', at.t - interval '3 hours', at.t + interval '3 hours') r
     ORDER BY abs(extract(epoch FROM r.time - at.t)) LIMIT 1`,
    [BIG_TANK, day],
  );
  return r.rows[0]?.level ?? null;
}

describe('every export, from two viewer zones', () => {
  const files: Record<string, { name: string; header: string[]; rows: string[][] }>[] = [];
  const reports: Workbook[] = [];

  it('downloads the device page readings, the Table tab and the Directory CSV in Los Angeles and in Tokyo', async () => {
    for (const timezoneId of ZONES) {
      const page = await signedIn(suite.browser, MARY.phone, MARY.name, 1280, { timezoneId });
      pages.push(page);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const got: (typeof files)[number] = {};

      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}`);
      const readings = page.getByRole('region', { name: 'Readings', exact: true });
      const download = readings.getByRole('link', { name: /^Download \([\d,]+ rows\)$/ });
      await download.waitFor({ timeout: 20_000 });
      got.device = await parsed(page, () => download.click());

      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr?range=1d&tab=table`);
      const csv = page.getByRole('link', { name: /^Download CSV \([\d,]+ rows\)$/ });
      await csv.waitFor({ timeout: 20_000 });
      got.table = await parsed(page, () => csv.click());

      await page.goto(`${baseUrl()}/#/account`);
      await page.getByRole('button', { name: 'Directory CSV' }).click();
      got.directory = await parsed(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
      files.push(got);

      reports.push(await reportWorkbook(page));
    }
  });

  it('the device page download: site time with offsets, the zone in the header, the same rows from both zones', () => {
    const [la, tokyo] = files.map((f) => f.device!);
    expect(la!.header.slice(0, 2)).toEqual(['Date (America/Chicago)', 'UTC Offset']);
    expect(tokyo!.header).toEqual(la!.header);
    for (const r of [...la!.rows, ...tokyo!.rows]) {
      expect(r[0]).toMatch(SITE_TIME);
      expect(r[1]).toMatch(/^-0[56]:00$/);
    }
    sameWhereBothHave(la!.rows, tokyo!.rows);
  });

  it('the Table tab download: the same, and each time is the instant the reading was stored at', async () => {
    const [la, tokyo] = files.map((f) => f.table!);
    expect(la!.header).toEqual(['Date (America/Chicago)', 'UTC Offset', 'Fluid Level (ft)', 'Comment']);
    expect(tokyo!.header).toEqual(la!.header);
    const both = sameWhereBothHave(la!.rows, tokyo!.rows);
    // a reading was stored at each instant named; the tank shows it through its calibration's offset, the same for all
    const offsets: number[] = [];
    for (const t of [both[0]!, both[Math.floor(both.length / 2)]!, both.at(-1)!])
      offsets.push(Number(byInstant(la!.rows).get(t)![0]) - (await storedValueAt(t)));
    for (const o of offsets) expect(o).toBeCloseTo(offsets[0]!, 3);
  });

  it('the Directory CSV: each device in its own site time, its zone in a column', () => {
    const [la, tokyo] = files.map((f) => f.directory!);
    expect(tokyo!.header).toEqual(la!.header);
    const col = (name: string) => la!.header.indexOf(name);
    expect(col('Last Message Received (site time)')).toBeGreaterThan(0);
    expect(col('Site Time Zone')).toBeGreaterThan(0);
    const tank = (f: typeof la) => f!.rows.find((r) => r[0] === String(BIG_TANK))!;
    expect(tank(la)[col('Site Time Zone')]).toBe('America/Chicago');
    expect(tank(tokyo)[col('Site Time Zone')]).toBe('America/Chicago');
    for (const r of la!.rows) {
      if (!r[col('Last Message Received (site time)')]) continue;
      expect(r[col('Last Message Received (site time)')]).toMatch(SITE_TIME);
      expect(r[col('Last Message UTC Offset')]).toMatch(OFFSET);
    }
    // the rows name the same devices from both zones
    expect(tokyo!.rows.map((r) => r[0]).sort()).toEqual(la!.rows.map((r) => r[0]).sort());
  });

  it('the report spreadsheet: real dates of the site zone the header names, the same from both zones, the stored levels', async () => {
    const [la, tokyo] = reports;
    expect(la!.header).toEqual(['Date (America/Chicago)', 'Feet', 'Inches', 'Total (bbls)', 'Production (bbls)', 'Comments']);
    expect(tokyo!.header).toEqual(la!.header);
    expect(tokyo!.rows).toEqual(la!.rows);
    expect(la!.rows.length).toBeGreaterThanOrEqual(28);
    // each day a date cell (a serial day in a date format, read back as midnight of that calendar day), one a row
    la!.rows.forEach((r, i) => {
      expect(r[0]).toBeInstanceOf(Date);
      expect(la!.dateFormats[i]).toMatch(/^mm\/dd\/yy$/);
      expect((r[0] as Date).getUTCHours()).toBe(0);
      if (i > 0) expect((r[0] as Date).getTime() - (la!.rows[i - 1]![0] as Date).getTime()).toBe(86_400_000);
    });
    // each level is the stored reading nearest that site day's report time, as feet and inches
    const withLevels = la!.rows.filter((r) => typeof r[1] === 'number');
    expect(withLevels.length).toBeGreaterThan(20);
    for (const r of [withLevels[0]!, withLevels[Math.floor(withLevels.length / 2)]!, withLevels.at(-1)!]) {
      const level = await storedLevelOn((r[0] as Date).toISOString().slice(0, 10));
      expect(level).not.toBeNull();
      expect((r[1] as number) + (r[2] as number) / 12).toBeCloseTo(level!, 2);
    }
  });
});
