import fs from 'node:fs/promises';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, downloadedFile, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { MARY } from './helpers/tagPage';

/*
 * Exports travel: a viewer in Los Angeles and one in Tokyo download the same files, read here with an independent
 * parser (papaparse), and get the same rows, with times in the tank's site zone (America/Chicago), the offset in
 * each value and the zone in the header, which any tool reads back as the instant stored.
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

describe('every export, from two viewer zones', () => {
  const files: Record<string, { name: string; header: string[]; rows: string[][] }>[] = [];

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
});
