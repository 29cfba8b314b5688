import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { expectAccessible } from './helpers/axe';
import { applyCorrections, type ColumnarSeries, type CorrectionSettings } from '@fieldwatch/domain';

/*
 * The sensor page against the real server with demo data: Big Tank 1 (20101) has a year of one-minute spsr
 * readings. Mary Manager (Acme) may edit display settings and filters; Liz Limited may only look and annotate.
 */

const BIG_TANK = 20101;

const suite = browserSuite('tag');

const signedIn = (phone: string, name: string, width = 1280): Promise<Page> => signedInAs(suite.browser, phone, name, width);
const screenshot = (page: Page, name: string): Promise<void> => suite.screenshot(page, name);
const graphDrawn = (page: Page) => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
/** The label of the range button that is on. */
const pressed = (page: Page) => page.locator('button[aria-pressed="true"]').innerText();

describe('sensor page as a manager (Mary Manager)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('5552010002', 'Mary Manager');
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
  });
  afterAll(() => page.context().close());

  it('shows the header, the tabs of a tank and the whole year once the full range arrives', async () => {
    // the axis is the site's time (Acme: America/Chicago), which this browser (UTC) is told
    await page.getByText(/Times in C[SD]T, the site's zone\./).waitFor();
    await page.getByRole('link', { name: 'Big Tank 1' }).waitFor();
    await page.getByText(`Device ID: ${BIG_TANK}`).waitFor();
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.slice(0, 4)).toEqual(['Graph', 'Table', 'Alarms', 'Settings']);
    expect(tabs).toContain('Production Report');
    // the full-range refetch replaces the 42-day first load: the mini-graph spans about a year
    await page.locator('[data-testid="mini-graph"][data-drawn="yes"]').waitFor();
    const span = await page.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('fieldwatch.user') ?? '{}') as { token: string };
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({
          query:
            'query($d: Int!) { deviceReGraph(deviceID: $d, tag: "spsr", downsampled: false) { graphs(additional: "") { role times } } }',
          variables: { d: 20101 },
        }),
      });
      const body = (await res.json()) as { data: { deviceReGraph: { graphs: { role: string; times: number[] }[] } } };
      const t = body.data.deviceReGraph.graphs.find((g) => g.role === 'primary')!.times;
      return t.at(-1)! - t[0]!;
    });
    expect(span).toBeGreaterThan(360 * 86_400);
    expect(await pressed(page)).toBe('all');
    await expectAccessible(page, 'sensor: graph tab');
    await screenshot(page, 'tag-graph-all');
  });

  it('a range button asks for that window at about one point per pixel and the table lists what it holds', async () => {
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/graphql') &&
        (r.request().postData() ?? '').includes('"startTime"') &&
        (r.request().postData() ?? '').includes('"downsampled":false'),
    );
    await page.getByRole('button', { name: '1d', exact: true }).click();
    const response = await answer;
    const vars = (JSON.parse(response.request().postData()!) as { variables: { startTime: number; endTime: number; points: number } })
      .variables;
    const body = (await response.json()) as {
      data: { deviceReGraph: { settings: CorrectionSettings; graphs: (ColumnarSeries & { role: string; bucket: number })[] } };
    };
    const primary = body.data.deviceReGraph.graphs.find((g) => g.role === 'primary')!;
    expect(vars.endTime - vars.startTime).toBe(86_400 + 900);
    // every reading when the day holds no more readings than the plot has pixels, else buckets of about a pixel
    const raw = (
      await suite.db.query(
        `SELECT count(*)::int AS n FROM readings_between(20101, 'spsr', '-infinity', 'infinity') WHERE time BETWEEN to_timestamp($1) AND to_timestamp($2)`,
        [vars.startTime, vars.endTime],
      )
    ).rows[0] as { n: number };
    if (raw.n <= vars.points) expect(primary.times.length).toBe(raw.n);
    else {
      expect(primary.bucket).toBeGreaterThan(0);
      expect(primary.times.length).toBeLessThanOrEqual(vars.points);
      expect(primary.times.length).toBeGreaterThan(vars.points / 3);
    }
    await graphDrawn(page);
    expect(await pressed(page)).toBe('1d');
    await screenshot(page, 'tag-graph-1d');
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByTestId('readings-table').waitFor();
    const summary = page.getByText(/^\d+ (readings|rows)/);
    await summary.waitFor();
    // the table lists the points of the window as the graph draws them: inside the window (the first bucket may start
    // just before it), and through the tag's filter (Big Tank 1's drops what a truck's haul makes look like a spike)
    const listed = applyCorrections(primary, body.data.deviceReGraph.settings).times.filter(
      (t) => t >= vars.startTime && t <= vars.endTime,
    );
    expect(Number((await summary.innerText()).split(' ')[0])).toBe(listed.length);
    // the day holds more rows than a page: the pages' buttons are named, the arrows as well as the numbers
    await page.getByRole('button', { name: 'Next page' }).waitFor();
    await page.getByRole('button', { name: 'Page 2', exact: true }).waitFor();
    await expectAccessible(page, 'sensor: table tab with its pages');
    await screenshot(page, 'tag-table');
    await page.getByRole('tab', { name: 'Graph' }).click();
    await graphDrawn(page);
  });

  it('adds a comment from the click menu and it is stored and listed', async () => {
    const text = `Truck hauled ${Date.now() % 100000} bbl`;
    const box = (await page.getByTestId('tag-graph').boundingBox())!;
    await page.getByTestId('tag-graph').click({ position: { x: box.width * 0.6, y: box.height * 0.5 } });
    await expectAccessible(page, 'sensor: graph click menu');
    await page.getByRole('menuitem', { name: 'Add Comment' }).click();
    await page.getByRole('dialog', { name: 'Add Comment' }).getByLabel('Comment').fill(text);
    await expectAccessible(page, 'sensor: add comment modal');
    await screenshot(page, 'tag-add-comment');
    await page.getByRole('dialog', { name: 'Add Comment' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Add Comment' }).waitFor({ state: 'hidden' });
    const rows = await suite.db.query('SELECT comment FROM comments WHERE device_id = $1 AND comment = $2', [BIG_TANK, text]);
    expect(rows.rowCount).toBe(1);
    await page.getByRole('button', { name: 'Expand Comments' }).click();
    await page.getByTestId('comment-list').getByText(text).waitFor();
    await expectAccessible(page, 'sensor: graph with its comments');
    await screenshot(page, 'tag-comments');
  });

  it('changes the display unit in Settings: the y range follows and the tag row is saved', async () => {
    // the browser files share one demo database: Big Tank 1 goes back to its units afterwards, for the files that
    // read its level in feet (directory cards, calibrated values)
    const before = (
      await suite.db.query('SELECT display_units, ymin, ymax FROM tags WHERE device_id = $1 AND tag = $2', [BIG_TANK, 'spsr'])
    ).rows[0];
    onTestFinished(async () => {
      await suite.db.query('UPDATE tags SET display_units = $3, ymin = $4, ymax = $5 WHERE device_id = $1 AND tag = $2', [
        BIG_TANK,
        'spsr',
        before.display_units,
        before.ymin,
        before.ymax,
      ]);
    });
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.getByLabel('Display Units', { exact: true }).first().click();
    await page.getByRole('option', { name: 'in', exact: true }).click();
    expect(await page.getByLabel('Y Axis Maximum', { exact: true }).inputValue()).toBe('240');
    await expectAccessible(page, 'sensor: settings tab editing');
    await screenshot(page, 'tag-settings-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings Updated').waitFor();
    const r = await suite.db.query('SELECT display_units, ymin, ymax FROM tags WHERE device_id = $1 AND tag = $2', [BIG_TANK, 'spsr']);
    expect(r.rows[0]).toEqual({ display_units: 'in', ymin: 0, ymax: 240 });
    await screenshot(page, 'tag-settings-saved');
  });
});

describe('sensor page as a limited user (Liz Limited)', () => {
  it('has no Edit in Settings and no Delete Data Point', async () => {
    const page = await signedIn('5552010004', 'Liz Limited');
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await graphDrawn(page);
    const box = (await page.getByTestId('tag-graph').boundingBox())!;
    await page.getByTestId('tag-graph').click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
    await page.getByRole('menuitem', { name: 'Add Comment' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Delete Data Point' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('Tag Settings').waitFor();
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('sensor page for what is not there (spec 2 §8)', () => {
  it("says 'Device not found.' for a missing device and another company's device, 'Sensor not found.' for a missing tag of a device it sees, instead of spinning", async () => {
    const page = await signedIn('5552010002', 'Mary Manager');
    // 24501 is Beta Gas Co's: Mary (Acme) may not read it, and learns no more than for a missing one, whatever its tag
    const cases: [string, string][] = [
      [`/devices/${BIG_TANK}/tags/nosuchtag`, 'Sensor not found.'],
      ['/devices/99999999/tags/spsr', 'Device not found.'],
      ['/devices/24501/tags/psr', 'Device not found.'],
      ['/devices/24501/tags/nosuchtag', 'Device not found.'],
    ];
    for (const [route, text] of cases) {
      await page.goto(`${baseUrl()}/#${route}`);
      await page.getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByLabel('Loading').count()).toBe(0);
      const other = text === 'Device not found.' ? 'Sensor not found.' : 'Device not found.';
      expect(await page.getByText(other, { exact: true }).count()).toBe(0);
      if (route.endsWith('nosuchtag') && text === 'Sensor not found.') await screenshot(page, 'tag-not-found');
    }
    await page.context().close();
  });
});
