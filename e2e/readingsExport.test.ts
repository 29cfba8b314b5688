import fs from 'node:fs';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, downloadedFile, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { keptByCorrections, MARY, storedCorrections } from './helpers/tagPage';

/*
 * Big Tank 1 (device 20101, spsr: a year of one-minute readings) as Mary Manager: the device page's readings table
 * pages from the server as it is scrolled, and its Download and the Table tab's Download CSV write every reading of
 * their range, as many as their labels say. Nothing here changes demo data.
 */
const BIG_TANK = 20101;
const suite = browserSuite('readingsexport');

let page: Page;
beforeAll(async () => {
  page = await signedIn(suite.browser, MARY.phone, MARY.name, 1280);
});
afterAll(async () => {
  await page?.context().close();
});

const readings = () => page.getByRole('region', { name: 'Readings', exact: true });
const rowsIn = (label: string) => Number(/\(([\d,]+) rows?\)/.exec(label)![1]!.replace(/,/g, ''));

/** The lines of a downloaded file, read a line at a time (a year is tens of megabytes). */
async function lineCount(file: string): Promise<{ lines: number; first: string; second: string }> {
  let lines = 0;
  let first = '';
  let second = '';
  for await (const line of readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (lines === 0) first = line;
    if (lines === 1) second = line;
    if (line !== '') lines++;
  }
  return { lines, first, second };
}

/** Readings of the tank in a range of epoch seconds (either side open). */
async function stored(start: number | null, end: number | null): Promise<number> {
  const r = await suite.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM readings_between($1, 'spsr', '-infinity', 'infinity') WHERE ($2::float8 IS NULL OR time >= to_timestamp($2)) AND ($3::float8 IS NULL OR time <= to_timestamp($3))`,
    [BIG_TANK, start, end],
  );
  return r.rows[0]!.n;
}

describe('the device page readings table (Big Tank 1, spsr)', () => {
  it('All Data: the Download says how many rows the file has, and the file has every one; the table pages as it scrolls', async () => {
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}`);
    const section = readings();
    await section.getByRole('table', { name: 'Readings' }).waitFor({ timeout: 20_000 });
    await section.getByRole('button', { name: 'Past Week' }).click();
    await page.getByRole('menuitem', { name: 'All Data' }).click();
    await section.getByRole('button', { name: 'All Data' }).waitFor();

    const link = section.getByRole('link', { name: /^Download \([\d,]+ rows\)$/ });
    const label = await link.innerText({ timeout: 20_000 });
    const href = new URL((await link.getAttribute('href'))!, baseUrl());
    expect(href.searchParams.get('start')).toBeNull();
    // a year of one-minute readings, up to the moment the link was made (the range's end it names)
    const rows = rowsIn(label);
    expect(rows).toBe(await stored(null, Number(href.searchParams.get('end'))));
    expect(rows).toBeGreaterThan(500_000);
    // the table counts the same range, open-ended: the simulator may have added a reading or two since
    const total = Number((await section.getByText(/^[\d,]+ readings$/).innerText()).split(' ')[0]!.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(rows);
    await section.screenshot({ path: `${suite.screens}/readings-all-data.png` });

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
    expect(download.suggestedFilename()).toBe('Big Tank 1 - Fluid Level.csv');
    const file = await lineCount(await downloadedFile(download));
    // every reading of the range stored when the link was made, and none past its end. A device that sends its
    // readings in batches (a reading a minute, a message an hour) may deliver an hour of them inside the range
    // between the link and the download: then the file has those too, as the database has them now
    expect(file.lines - 1).toBeGreaterThanOrEqual(rows);
    expect(file.lines - 1).toBeLessThanOrEqual(await stored(null, Number(href.searchParams.get('end'))));
    expect(file.first).toMatch(/^\uFEFF"Date \(America\/Chicago\)","UTC Offset","Fluid Level \(ft\)",("Sensor Temperature",)?"Comment"$/);
    // the oldest reading first, in the tank's site time with its offset, whatever this browser's clock
    expect(file.second).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?","-0[56]:00","-?[\d.]+"/);

    // the table holds a page (200 readings) and asks for the next as it is scrolled near the end
    const box = section.getByTestId('readings-scroll');
    const rowAt = (i: number) => section.locator(`tbody tr[data-index="${i}"]`);
    expect(await section.locator('tbody tr[data-index]').count()).toBeLessThan(60);
    const next = page.waitForRequest((r) => r.url().endsWith('/api/graphql') && /"after":"[^"]+"/.test(r.postData() ?? ''));
    for (let i = 0; i < 20 && (await rowAt(250).count()) === 0; i++) {
      await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForTimeout(150);
    }
    await next;
    await rowAt(250).waitFor();
    // newest first across the pages' seam, no reading twice
    const times = await section
      .locator('tbody tr[data-index]')
      .evaluateAll((trs) => trs.map((tr) => [Number(tr.getAttribute('data-index')), tr.querySelector('td')!.textContent!] as const));
    expect(new Set(times.map(([i]) => i)).size).toBe(times.length);
    expect(times.length).toBeLessThan(120);
    await section.screenshot({ path: `${suite.screens}/readings-scrolled.png` });
  });

  it('reads well 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}`);
      const section = readings();
      await section.getByRole('link', { name: /^Download \([\d,]+ rows\)$/ }).waitFor({ timeout: 20_000 });
      await section.getByRole('table', { name: 'Readings' }).waitFor();
      await section.screenshot({ path: `${suite.screens}/readings-390.png` });
      // the section fits the phone; the table scrolls sideways inside its box rather than squeezing its columns
      const box = await section.getByTestId('readings-scroll').evaluate((el) => ({
        width: el.getBoundingClientRect().right,
        scrolls: el.scrollWidth > el.clientWidth,
      }));
      expect(box.width).toBeLessThanOrEqual(390);
      expect(box.scrolls).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('the Table tab (Big Tank 1, spsr)', () => {
  it('Download CSV writes every raw reading of the range shown, less those the tag’s filters drop', async () => {
    const link = page.getByRole('link', { name: /^Download CSV \([\d,]+ rows\)$/ });
    /** The Table tab of the 1d range: the link's row count and the range it names. */
    const shown = async () => {
      // a fresh load each time: the page's own count is kept for as long as it stays open
      await page.goto('about:blank');
      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
      await page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: '1d', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: '1d', exact: true }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('tab', { name: 'Table' }).click();
      await page.getByTestId('readings-table').waitFor();
      const label = await link.innerText({ timeout: 20_000 });
      const href = new URL((await link.getAttribute('href'))!, baseUrl());
      return { rows: rowsIn(label), start: Number(href.searchParams.get('start')), end: Number(href.searchParams.get('end')) };
    };
    // Big Tank 1 sends an hour of one-minute readings in one message: one that lands inside the range after the page
    // counted it is not in the count (the page counts once). Then the page is opened again, and counts them too.
    let { rows, start, end } = await shown();
    if (rows !== (await stored(start, end))) ({ rows, start, end } = await shown());
    expect(end - start).toBeGreaterThan(86_000);
    expect(rows).toBe(await stored(start, end));
    await suite.screenshot(page, 'table-tab');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Big Tank 1 Fluid Level.csv');
    const file = await lineCount(await downloadedFile(download));
    expect(file.first).toBe('\uFEFF"Date (America/Chicago)","UTC Offset","Fluid Level (ft)","Comment"');
    // the tag's erroneous-data filter (as its graph applies it) may drop a few: exactly those the domain's rule drops
    const raw = await suite.db.query<{ t: number; v: number; temp: number | null }>(
      `SELECT extract(epoch FROM time)::float8 AS t, value AS v, temp FROM readings_between($1, 'spsr', '-infinity', 'infinity')
       WHERE time >= to_timestamp($2) AND time <= to_timestamp($3) ORDER BY time`,
      [BIG_TANK, start, end],
    );
    const kept = keptByCorrections(
      {
        times: raw.rows.map((r) => r.t),
        values: raw.rows.map((r) => r.v),
        min: raw.rows.map((r) => r.v),
        max: raw.rows.map((r) => r.v),
        temps: raw.rows.map((r) => r.temp),
      },
      await storedCorrections(suite.db, BIG_TANK, 'spsr'),
    );
    expect(file.lines - 1).toBe(kept);
    expect(file.lines - 1).toBeLessThanOrEqual(await stored(start, end));
  });

  it('reads well 390 px wide', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.getByRole('link', { name: /^Download CSV \([\d,]+ rows\)$/ }).waitFor({ timeout: 20_000 });
      await suite.screenshot(page, 'table-tab-390', { fullPage: false });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
