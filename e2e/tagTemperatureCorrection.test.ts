import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  basicTempCorrection,
  correctionShiftAt,
  formatMeasurement,
  sf6Normalize,
  summariseDailyTemps,
  type DailyTemps,
} from '@fieldwatch/domain';
import { browserSuite } from './helpers/browserSuite';
import { chartFingerprint } from './helpers/canvas';
import { tagGraphPage } from './helpers/tagGraphPage';

/*
 * The sensor page's temperature corrections against the real server with demo data, as Mary Manager (Acme), who may
 * change them: the compensation selector and the temperature-correction slider of Separator Pressure, a psr with
 * sensor temperatures.
 */

const SEPARATOR = 20105;
const suite = browserSuite('taggraph');
const graph = tagGraphPage(suite);
const { screenshot, graphDrawn, tagRow, openTag, chooseRange, tableRows } = graph;

let page: Page;
/** The averageTempData answers the page read, by URL. */
const avgTempSeen = new Map<string, DailyTemps>();
beforeAll(() => {
  page = graph.page();
  page.on('response', (r) => {
    if (r.url().includes('/avgtemp?'))
      void r.json().then(
        (body: DailyTemps) => avgTempSeen.set(r.url(), body),
        () => undefined,
      );
  });
});

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
 * table rounds); the shown page must hold some readings with a sensor temperature. The table shows whole seconds and
 * the demo's devices report with milliseconds (one reading every 15 s), so a stored time is matched by its second.
 */
async function mismatches(deviceId: number, expected: (value: number, temp: number) => number): Promise<number> {
  const shown = await shownByTime();
  const times = [...shown.keys()];
  const stored = await suite.db.query<{ t: number; value: number; temp: number | null }>(
    `SELECT floor(extract(epoch FROM time))::float8 AS t, value, temp FROM readings_between($1, 'psr', '-infinity', 'infinity')
     WHERE time >= to_timestamp($2) AND time < to_timestamp($3)`,
    [deviceId, Math.min(...times), Math.max(...times) + 1],
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
  const storedDays = async (start: number, end: number) =>
    (
      await suite.db.query<{ t: number; v: number; n: number }>(
        `SELECT floor(extract(epoch FROM time)::float8 / 86400) * 86400 AS t, avg(temp) AS v, count(*)::int AS n FROM readings_between($1, 'psr', '-infinity', 'infinity')
         WHERE temp IS NOT NULL AND time BETWEEN to_timestamp($2) AND to_timestamp($3) GROUP BY 1 ORDER BY 1`,
        [SEPARATOR, start, end],
      )
    ).rows;
  // The demo devices, like real ones, send their readings in batches after measuring them: readings dated inside the
  // range can be stored while this runs. So the answer holds at least each day's readings stored before it was asked
  // for (in the range of the page's own answer) and at most those stored after.
  await expect.poll(() => avgTempSeen.has(url!)).toBe(true);
  const pageRange = avgTempSeen.get(url!)! as DailyTemps & { start: number; end: number };
  const before = await storedDays(pageRange.start, pageRange.end);
  const days = (await (await fetch(url!)).json()) as DailyTemps & { start: number; end: number };
  const after = await storedDays(days.start, days.end);
  expect(after.length).toBeGreaterThan(0);
  expect(days.times).toEqual(after.map((r) => r.t));
  days.counts.forEach((n, i) => {
    expect(n).toBeGreaterThanOrEqual(before.find((r) => r.t === days.times[i])?.n ?? 0);
    expect(n).toBeLessThanOrEqual(after[i]!.n);
  });
  // each day's mean against the stored readings it was made of. The link rounds each mean to 0.01 °F, so a mean
  // ending in 5 at the third decimal is off by exactly half a cent
  days.values.forEach((v, i) => {
    const earlier = before.find((r) => r.t === days.times[i]);
    const same = [after[i]!, earlier].find((r) => r?.n === days.counts[i]);
    expect(
      same,
      `day ${days.times[i]}: ${days.counts[i]} readings, stored ${earlier?.n ?? 0} before and ${after[i]!.n} after`,
    ).toBeDefined();
    expect(Math.abs(v - same!.v)).toBeLessThanOrEqual(0.005 + 1e-9);
  });
  // the note against the answer the page itself read: live readings may have moved the last day's mean since
  const s = summariseDailyTemps(pageRange)!;
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
    // opened afresh, so that a run again after a failure starts from the stored coefficient, not from a tried one
    await openTag(SEPARATOR, 'psr');
    await chooseRange('psr', '1d');
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
