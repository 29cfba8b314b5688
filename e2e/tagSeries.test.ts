import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';

/*
 * The sensor page's series links, graph choices and additional sensors against the real server with demo data:
 * Big Tank 1 (20101, spsr, a year of one-minute readings carrying sensor temperatures), Motor Vibration B (20116, vib).
 */

const BIG_TANK = 20101;
const VIBRATION = 20116;
const suite = browserSuite('tag');
const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);
const graphDrawn = (page: Page) => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
const gqlAnswer = (page: Page, has: string) =>
  page.waitForResponse((r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes(has), { timeout: 20_000 });

describe('Mary Manager on the sensor page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInAs(suite.browser, '5552010002', 'Mary Manager');
  });
  afterAll(() => page.context().close());

  it("Big Tank 1's Sensor Temperature draws the temperatures its tank readings carry", async () => {
    // choosing an additional sensor is stored for the tag: put it back afterwards for the other browser tests
    const before = await suite.db.query<{ active_additional: string | null }>(
      'SELECT active_additional FROM tags WHERE device_id = $1 AND tag = $2',
      [BIG_TANK, 'spsr'],
    );
    onTestFinished(async () => {
      await suite.db.query('UPDATE tags SET active_additional = $3 WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
        before.rows[0]!.active_additional,
      ]);
    });
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
    const answer = gqlAnswer(page, '"additional":"temp"');
    await page.getByLabel('Additional sensor', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Sensor Temperature' }).click();
    const body = (await (await answer).json()) as {
      data: { deviceReGraph: { graphs: { role: string; label: string; values: number[] }[] } };
    };
    const temp = body.data.deviceReGraph.graphs.find((g) => g.role === 'additional');
    expect(temp?.label).toBe('Sensor Temperature');
    expect(temp!.values.length).toBeGreaterThan(100);
    // plausible outdoor temperatures in °F, not zeros
    const mean = temp!.values.reduce((a, b) => a + b, 0) / temp!.values.length;
    expect(mean).toBeGreaterThan(20);
    expect(mean).toBeLessThan(120);
    await graphDrawn(page);
    await screenshot(page, 'tagseries-sensor-temperature');
  });

  it('the Fourier plot of a vibration tag is read through its fourierData link by a plain GET', async () => {
    await page.goto(`${baseUrl()}/#/devices/${VIBRATION}/tags/vib`);
    await graphDrawn(page);
    const shown = await page.getByRole('button', { name: 'Hide Fourier Plot' }).count();
    const link = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/series/${VIBRATION}/vib/fourier`, { timeout: 20_000 });
    if (!shown) await page.getByRole('button', { name: 'Show Fourier Plot' }).click();
    else await page.reload();
    const res = await link;
    expect(res.status()).toBe(200);
    // a plain GET: the token travels in the link, no Authorization header
    expect(await res.request().headerValue('authorization')).toBeNull();
    // the same link fetched from outside the browser (no cookie, no header) answers the spectrum
    const spectrum = (await (await fetch(res.url())).json()) as { kind: string; frequencies: number[]; amplitudes: number[] };
    expect(spectrum.kind).toBe('fourier');
    expect(spectrum.amplitudes.length).toBeGreaterThan(16);
    const plot = page.locator('[data-testid="fourier-plot"][data-drawn="yes"]');
    await plot.waitFor({ timeout: 20_000 });
    await plot.scrollIntoViewIfNeeded();
    await screenshot(page, 'tagseries-fourier');
    if (!shown) {
      await page.getByRole('button', { name: 'Hide Fourier Plot' }).click();
      await page.getByRole('button', { name: 'Show Fourier Plot' }).waitFor();
    }
  });

  it('a link with a token altered in the browser gets 403 and no data', async () => {
    const status = await page.evaluate(async (id) => {
      const user = JSON.parse(localStorage.getItem('fieldwatch.user') ?? '{}') as { token: string };
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({
          query: 'query($d: Int!) { deviceReGraph(deviceID: $d, tag: "vib") { tag { data } } }',
          variables: { d: id },
        }),
      });
      const url = ((await res.json()) as { data: { deviceReGraph: { tag: { data: string } } } }).data.deviceReGraph.tag.data;
      const good = await fetch(url);
      const bad = await fetch(url.replace(/token=([^.]+)\./, 'token=$1x.'));
      return [good.status, bad.status, await bad.text()];
    }, VIBRATION);
    expect(status).toEqual([200, 403, JSON.stringify({ error: 'This link is not valid or has expired.' })]);
  });

  it('Settings: the secondary graph is a device then a tag of that device; saved and drawn', async () => {
    const before = await suite.db.query<{ secondary_graph: unknown }>(
      'SELECT secondary_graph FROM tags WHERE device_id = $1 AND tag = $2',
      [BIG_TANK, 'spsr'],
    );
    try {
      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
      await graphDrawn(page);
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
      const device = page.getByLabel('Secondary Graph Device', { exact: true }).first();
      await device.click();
      await device.fill('20105');
      await page.getByRole('option', { name: '20105 Separator Pressure' }).click();
      const tag = page.getByLabel('Secondary Graph Tag', { exact: true }).first();
      // the device's first tag is preselected; choose its pressure
      await tag.click();
      const offered = await page.getByRole('option').allInnerTexts();
      expect(offered).toContain('Pressure (psr)');
      expect(offered).not.toContain('Fluid Level (spsr)');
      await page.getByRole('option', { name: 'Pressure (psr)' }).click();
      // additional sensors: a select of the units the tag offers
      const unit = page.getByTestId('additional-unit-temp');
      await unit.click();
      expect(await page.getByRole('option').allInnerTexts()).toEqual(['Default', '°F', '°C']);
      await page.getByRole('option', { name: '°F' }).click();
      await screenshot(page, 'tagseries-settings-graphs');
      const saved = gqlAnswer(page, 'UpdateTag');
      await page.getByRole('button', { name: 'Save', exact: true }).first().click();
      expect((await (await saved).json()).errors).toBeUndefined();
      const row = await suite.db.query<{ secondary_graph: unknown }>('SELECT secondary_graph FROM tags WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
      ]);
      expect(row.rows[0]!.secondary_graph).toEqual({ deviceID: 20105, tag: 'psr' });
      await page.getByRole('tab', { name: 'Graph' }).click();
      await page.locator('[data-testid="graph-secondary"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
      await page.getByText('Pressure — device 20105').waitFor();
      await screenshot(page, 'tagseries-secondary-graph');
    } finally {
      await suite.db.query('UPDATE tags SET secondary_graph = $3 WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
        before.rows[0]!.secondary_graph === null ? null : JSON.stringify(before.rows[0]!.secondary_graph),
      ]);
    }
  });
});

describe('Sam Super deletes a data point on a downsampled range', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInAs(suite.browser, '5552010001', 'Sam Super');
  });
  afterAll(() => page.context().close());

  it('the click names a bucket; the server names the raw reading nearest it and that one is deleted', async () => {
    const BIG_TANK_2 = 20102;
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK_2}/tags/spsr`);
    await graphDrawn(page);
    await page.getByText(/Each point summarises \d+ minutes/).waitFor();
    const box = (await page.getByTestId('tag-graph').boundingBox())!;
    await page.getByTestId('tag-graph').click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
    await page.getByRole('menuitem', { name: 'Delete Data Point' }).click();
    // it asks first, naming the reading the server found nearest the click
    const dialog = page.getByRole('dialog', { name: 'Delete Data Point' });
    await dialog.getByText(/^Delete the reading of [\d.-]+ \S+ at .+\?$/).waitFor();
    const deleted = gqlAnswer(page, 'DeleteData');
    await dialog.getByRole('button', { name: 'Delete Data Point' }).click();
    const answer = await deleted;
    const n = (answer.request().postDataJSON() as { variables: { time: number } }).variables;
    expect(((await answer.json()) as { data: { deleteData: boolean } }).data.deleteData).toBe(true);
    const left = await suite.db.query(`SELECT 1 FROM readings_between($1, $2, '-infinity', 'infinity') WHERE time = to_timestamp($3)`, [
      BIG_TANK_2,
      'spsr',
      n.time,
    ]);
    expect(left.rowCount).toBe(0);
    await page.getByText(/^Deleted the reading of /).waitFor();
    await screenshot(page, 'tagseries-delete-point');
  });
});

describe("a linked graph through its tag's own filter", () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInAs(suite.browser, '5552010001', 'Sam Super');
  });
  afterAll(() => page.context().close());

  it("the secondary graph leaves out what its own tag's filter leaves out", async () => {
    const link = await suite.db.query<{ secondary_graph: unknown }>('SELECT secondary_graph FROM tags WHERE device_id = $1 AND tag = $2', [
      BIG_TANK,
      'spsr',
    ]);
    const filter = await suite.db.query<{ filter_enabled: boolean; filter_minimum_value: number | null }>(
      `SELECT filter_enabled, filter_minimum_value FROM tags WHERE device_id = 20105 AND tag = 'psr'`,
    );
    const setFilter = (enabled: boolean, minimum: number | null) =>
      suite.db.query(`UPDATE tags SET filter_enabled = $1, filter_minimum_value = $2 WHERE device_id = 20105 AND tag = 'psr'`, [
        enabled,
        minimum,
      ]);
    try {
      await suite.db.query('UPDATE tags SET secondary_graph = $3 WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
        JSON.stringify({ deviceID: 20105, tag: 'psr' }),
      ]);
      // every pressure the separator ever reported is under this minimum: its own page would draw nothing
      await setFilter(true, 1e9);
      await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
      await page.reload();
      await graphDrawn(page);
      await page.locator('[data-testid="graph-secondary"][data-drawn="empty"]').waitFor({ timeout: 20_000 });
      await page.getByText('Pressure — device 20105').waitFor();

      await setFilter(false, 1e9);
      await page.reload();
      await graphDrawn(page);
      await page.locator('[data-testid="graph-secondary"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
    } finally {
      await suite.db.query('UPDATE tags SET secondary_graph = $3 WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
        link.rows[0]!.secondary_graph === null ? null : JSON.stringify(link.rows[0]!.secondary_graph),
      ]);
      await setFilter(filter.rows[0]!.filter_enabled, filter.rows[0]!.filter_minimum_value);
    }
  });
});
