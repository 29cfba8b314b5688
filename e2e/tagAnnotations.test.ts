import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDateTime, fromDisplayUnit, toDisplayUnit } from '@fieldwatch/domain';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { colourOnChart } from './helpers/canvas';
import { expectAccessible } from './helpers/axe';
import { undoFromToast } from './helpers/undoToast';

/*
 * What users put on the sensor graph through its click menu, against the real server with demo data: user data and
 * comments (Frank Full, a full user of Acme), Delete Data Point (Sam Super; absent for Frank), and the generic
 * calibration modal of a flow meter. Line Pressure S (20306) reads every 15 minutes: on the 1d range each point is
 * a single reading.
 */

const FRANK = { phone: '5552010003', name: 'Frank Full' };
const SAM = { phone: '5552010001', name: 'Sam Super' };
const LINE_PRESSURE = 20306;
const GAS_METER = 20117;
const WATER_TANK = 20103;
/** Acme's site zone, in which the Table tab writes its dates. */
const SITE_ZONE = 'America/Chicago';
const USER_POINT: [number, number, number] = [0xe8, 0x59, 0x0c];
const MARKER: [number, number, number] = [0x70, 0x48, 0xe8];
const suite = browserSuite('tagannotations');

let page: Page;
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && page) await suite.screenshot(page, `failed-${ctx.task.name.slice(0, 40)}`);
});

const screenshot = (name: string) => suite.screenshot(page, name);
const graph = () => page.getByTestId('tag-graph');
const graphDrawn = () => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });

async function openTag(deviceId: number, tag: string, range?: string) {
  await page.goto(`${baseUrl()}/#/devices/${deviceId}/tags/${tag}`);
  await graphDrawn();
  if (!range) return;
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/graphql') &&
      (r.request().postData() ?? '').includes('"startTime"') &&
      (r.request().postData() ?? '').includes('"downsampled":false'),
  );
  await page.getByRole('button', { name: range, exact: true }).click();
  await answer;
  await graphDrawn();
}

/** Clicks the graph at a fraction of its width and height and returns the page position clicked. */
async function clickGraph(fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = (await graph().boundingBox())!;
  await graph().click({ position: { x: box.width * fx, y: box.height * fy } });
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Runs the action and returns the variables of the GraphQL mutation it sent. */
async function mutationVariables(name: string, action: () => Promise<unknown>): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/graphql') && (r.postData() ?? '').includes(name));
  await action();
  return ((await request).postDataJSON() as { variables: Record<string, unknown> }).variables;
}

describe('annotations as a full user (Frank Full)', () => {
  beforeAll(async () => {
    page = await signedInAs(suite.browser, FRANK.phone, FRANK.name, 1280);
    await openTag(LINE_PRESSURE, 'psr', '1d');
  });
  afterAll(() => page.context().close());

  it('Add User Data stores the reading, draws it as a point; the point opens its view; Delete removes it', async () => {
    // a reading close to the line keeps the point inside the y range
    const near = await suite.db.query<{ value: number }>(
      `SELECT value FROM readings_between($1, 'psr', '-infinity', 'infinity') WHERE time <= now() - interval '12 hours' ORDER BY time DESC LIMIT 1`,
      [LINE_PRESSURE],
    );
    const typed = Math.round(near.rows[0]!.value * 10) / 10;
    expect((await colourOnChart(page, 'tag-graph', USER_POINT, 1)).count).toBe(0);

    await clickGraph(0.5, 0.5);
    expect(await page.getByRole('menuitem', { name: 'Delete Data Point' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Add User Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User Data' });
    await dialog.getByLabel('Reading (psi)').fill(String(typed));
    await expectAccessible(page, 'sensor: add user data modal');
    const vars = await mutationVariables('addUserData', () => dialog.getByRole('button', { name: 'Save' }).click());
    await dialog.waitFor({ state: 'hidden' });
    const rows = await suite.db.query<{ value: number }>(
      'SELECT value FROM user_data WHERE device_id = $1 AND tag = $2 AND time = to_timestamp($3)',
      [LINE_PRESSURE, 'psr', vars.time],
    );
    expect(rows.rows).toEqual([{ value: typed }]);

    await expect.poll(async () => (await colourOnChart(page, 'tag-graph', USER_POINT, 1)).count).toBeGreaterThan(20);
    await screenshot('user-data-point');
    const point = await colourOnChart(page, 'tag-graph', USER_POINT, 1);
    await page.mouse.click(point.x, point.y);
    const view = page.getByRole('dialog', { name: 'User Data' });
    await view.getByText(`Reading: ${typed} psi`).waitFor();
    await expectAccessible(page, 'sensor: user data modal');
    await screenshot('user-data-view');
    // the first Delete only arms the second, naming what goes; the reading is still stored
    await view.getByRole('button', { name: 'Delete' }).click();
    await view
      .getByRole('status')
      .filter({ hasText: /^Deletes this user data of .+\. You can undo it for 10 seconds afterwards\.$/ })
      .waitFor();
    expect(
      (await suite.db.query('SELECT 1 FROM user_data WHERE device_id = $1 AND tag = $2', [LINE_PRESSURE, 'psr'])).rowCount,
    ).toBeGreaterThan(0);
    await view.getByRole('button', { name: 'Confirm Delete' }).click();
    await view.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (
            await suite.db.query('SELECT 1 FROM user_data WHERE device_id = $1 AND tag = $2 AND time = to_timestamp($3)', [
              LINE_PRESSURE,
              'psr',
              vars.time,
            ])
          ).rowCount,
      )
      .toBe(0);
    // the toast offers Undo: the point comes back at its time, on the server and on the graph
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: /^Deleted the user data of .+\.Undo$/ });
    await toast.getByRole('button', { name: 'Undo' }).waitFor();
    await screenshot('user-data-deleted-undo');
    await undoFromToast(page, toast);
    const back = 'SELECT 1 FROM user_data WHERE device_id = $1 AND tag = $2 AND time = to_timestamp($3)';
    await expect.poll(async () => (await suite.db.query(back, [LINE_PRESSURE, 'psr', vars.time])).rowCount).toBe(1);
    await expect.poll(async () => (await colourOnChart(page, 'tag-graph', USER_POINT, 1)).count).toBeGreaterThan(20);
    // the next tests start from the sensor without user data, as before the undo
    await suite.db.query('DELETE FROM user_data WHERE device_id = $1 AND tag = $2', [LINE_PRESSURE, 'psr']);
  });

  it('comments: Expand and Collapse list them; the marker opens the comment and Delete removes it', async () => {
    const text = `Pigging run ${Date.now() % 100000}`;
    const clicked = await clickGraph(0.35, 0.6);
    await page.getByRole('menuitem', { name: 'Add Comment' }).click();
    const add = page.getByRole('dialog', { name: 'Add Comment' });
    await add.getByLabel('Comment').fill(text);
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'hidden' });
    const row = await suite.db.query<{ id: number }>('SELECT id FROM comments WHERE device_id = $1 AND comment = $2', [
      LINE_PRESSURE,
      text,
    ]);
    expect(row.rowCount).toBe(1);

    await page.getByRole('button', { name: 'Expand Comments' }).click();
    await page.getByTestId('comment-list').getByText(text).waitFor();
    await screenshot('comments-expanded');
    await page.getByRole('button', { name: 'Collapse Comments' }).click();
    await page.getByTestId('comment-list').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Expand Comments' }).waitFor();

    // the marker's handle is the square at the top of the plot, at the comment's time (where the graph was clicked)
    await expect
      .poll(async () => (await colourOnChart(page, 'tag-graph', MARKER, 1, { x: clicked.x, within: 8 })).count)
      .toBeGreaterThan(30);
    const handle = (await colourOnChart(page, 'tag-graph', MARKER, 6, { x: clicked.x, within: 8 })).rows[0]!;
    await page.mouse.click(clicked.x, handle + 2);
    const view = page.getByRole('dialog', { name: 'Comment' });
    await view.getByText(text).waitFor();
    await expectAccessible(page, 'sensor: comment modal');
    await screenshot('comment-view');
    await view.getByRole('button', { name: 'Delete' }).click();
    await view
      .getByRole('status')
      .filter({ hasText: /^Deletes this comment of / })
      .waitFor();
    await view.getByRole('button', { name: 'Confirm Delete' }).click();
    await view.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await suite.db.query('SELECT 1 FROM comments WHERE id = $1', [row.rows[0]!.id])).rowCount).toBe(0);
    await expect.poll(async () => (await colourOnChart(page, 'tag-graph', MARKER, 1, { x: clicked.x, within: 8 })).count).toBe(0);
    // Undo (within its 10 seconds, so before anything slower) puts the comment back under its id, and the list shows it again
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: /^Deleted the comment of .+\.Undo$/ });
    await undoFromToast(page, toast);
    await expect.poll(async () => (await suite.db.query('SELECT 1 FROM comments WHERE id = $1', [row.rows[0]!.id])).rowCount).toBe(1);
    await page.getByRole('button', { name: 'Expand Comments' }).click();
    await page.getByTestId('comment-list').getByText(text).waitFor();
    await page.getByRole('button', { name: 'Collapse Comments' }).click();
  });
});

describe('user data in a display unit other than the stored one (Water Tank 1, spsr shown in inches)', () => {
  beforeAll(async () => {
    page = await signedInAs(suite.browser, FRANK.phone, FRANK.name, 1280);
    await openTag(WATER_TANK, 'spsr', '1d');
  });
  afterAll(() => page.context().close());

  it('stores the reading in the base unit and shows it back as typed', async () => {
    const tag = await suite.db.query<{ display_units: string }>(`SELECT display_units FROM tags WHERE device_id = $1 AND tag = 'spsr'`, [
      WATER_TANK,
    ]);
    expect(tag.rows[0]!.display_units).toBe('in');
    const near = await suite.db.query<{ value: number }>(
      `SELECT value FROM readings_between($1, 'spsr', '-infinity', 'infinity') WHERE time <= now() - interval '12 hours' ORDER BY time DESC LIMIT 1`,
      [WATER_TANK],
    );
    // a level near the line whose trip to the base unit and back is not exact in floating point
    const level = toDisplayUnit('spsr', near.rows[0]!.value, 'in', { sg: 1 })!;
    let typed = Math.round(level) + 0.7;
    while (toDisplayUnit('spsr', fromDisplayUnit('spsr', typed, 'in', { sg: 1 })!, 'in', { sg: 1 }) === typed) typed += 1;

    await clickGraph(0.5, 0.5);
    await page.getByRole('menuitem', { name: 'Add User Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User Data' });
    await dialog.getByLabel('Reading (in)').fill(String(typed));
    const vars = await mutationVariables('addUserData', () => dialog.getByRole('button', { name: 'Save' }).click());
    await dialog.waitFor({ state: 'hidden' });
    const stored = await suite.db.query<{ value: number }>(
      'SELECT value FROM user_data WHERE device_id = $1 AND tag = $2 AND time = to_timestamp($3)',
      [WATER_TANK, 'spsr', vars.time],
    );
    expect(stored.rows[0]!.value).toBeCloseTo(fromDisplayUnit('spsr', typed, 'in', { sg: 1 })!, 9);

    await expect.poll(async () => (await colourOnChart(page, 'tag-graph', USER_POINT, 1)).count).toBeGreaterThan(20);
    const point = await colourOnChart(page, 'tag-graph', USER_POINT, 1);
    await page.mouse.click(point.x, point.y);
    const view = page.getByRole('dialog', { name: 'User Data' });
    await view.waitFor();
    expect(await view.getByText(/^Reading: /).innerText()).toBe(`Reading: ${typed} in`);
    await screenshot('user-data-view-inches');
    await view.getByRole('button', { name: 'Delete' }).click();
    await view.getByRole('button', { name: 'Confirm Delete' }).click();
    await view.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (
            await suite.db.query('SELECT 1 FROM user_data WHERE device_id = $1 AND tag = $2 AND time = to_timestamp($3)', [
              WATER_TANK,
              'spsr',
              vars.time,
            ])
          ).rowCount,
      )
      .toBe(0);
  });
});

describe('Add Calibration from the click menu (Gas Meter B, flw)', () => {
  beforeAll(async () => {
    page = await signedInAs(suite.browser, FRANK.phone, FRANK.name, 1280);
    await openTag(GAS_METER, 'flw');
  });
  afterAll(() => page.context().close());

  it("refuses empty required fields with 'Required Fields Empty', then stores the calibration at the clicked time", async () => {
    const count = async () =>
      Number(
        (await suite.db.query('SELECT count(*) AS n FROM calibrations WHERE device_id = $1 AND tag = $2', [GAS_METER, 'flw'])).rows[0].n,
      );
    const before = await count();
    await clickGraph(0.6, 0.5);
    await page.getByRole('menuitem', { name: 'Add Calibration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calibration' });
    const form = dialog.getByTestId('generic-calibration');
    await form.waitFor();
    await form.getByLabel('Orifice Diameter (in)').fill('');
    await form.getByLabel('Pipe Diameter (in)').fill('4.026');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').getByText('Required Fields Empty', { exact: true }).waitFor();
    await expectAccessible(page, 'sensor: calibration modal with required fields empty');
    await screenshot('calibration-required');
    await page.waitForTimeout(300);
    expect(await count()).toBe(before);

    await form.getByLabel('Orifice Diameter (in)').fill('2.5');
    const vars = await mutationVariables('updateCalibration', () => form.getByRole('button', { name: 'Save' }).click());
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(count).toBe(before + 1);
    const stored = await suite.db.query(
      'SELECT orifice_diameter, pipe_diameter, form_use FROM calibrations WHERE device_id = $1 AND tag = $2 AND time = $3',
      // the server stores the clicked time in whole seconds (the click names a fraction of one)
      [GAS_METER, 'flw', Math.round(vars.time as number)],
    );
    expect(stored.rows).toEqual([{ orifice_diameter: 2.5, pipe_diameter: 4.026, form_use: false }]);
  });
});

describe('Delete Data Point as a super user (Sam Super)', () => {
  beforeAll(async () => {
    page = await signedInAs(suite.browser, SAM.phone, SAM.name, 1280);
    await openTag(LINE_PRESSURE, 'psr');
  });
  afterAll(() => page.context().close());

  // on a downsampled range the click names a bucket and the nearest raw reading goes (e2e/tagSeries.test.ts)
  it('on 1d deletes the reading clicked', async () => {
    await openTag(LINE_PRESSURE, 'psr', '1d');
    // whether the Table tab (newest first) lists a reading at this time: a count would move with the demo's own
    // readings, which keep arriving and leave the day's window while the test runs
    const listed = async (time: number) => {
      await page.getByRole('tab', { name: 'Table' }).click();
      const table = page.getByTestId('readings-table');
      await table.waitFor();
      const cells = await table.locator('tbody tr td:first-child').allInnerTexts();
      await page.getByRole('tab', { name: 'Graph' }).click();
      await graphDrawn();
      return cells.some((c) => c.startsWith(formatDateTime(time, true, SITE_ZONE)));
    };
    await clickGraph(0.45, 0.5);
    await screenshot('delete-point-menu');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('deleteData'));
    await page.getByRole('menuitem', { name: 'Delete Data Point' }).click();
    // it asks first, naming the reading clicked (value and time); Cancel sends nothing
    const dialog = page.getByRole('dialog', { name: 'Delete Data Point' });
    const question = dialog.getByText(/^Delete the reading of [\d.-]+ \S+ at .+\?$/);
    await question.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await clickGraph(0.45, 0.5);
    await page.getByRole('menuitem', { name: 'Delete Data Point' }).click();
    await question.waitFor();
    await screenshot('delete-point-confirmation');
    const vars = await mutationVariables('deleteData', () => dialog.getByRole('button', { name: 'Delete Data Point' }).click());
    expect(((await (await answer).json()) as { data: { deleteData: boolean } }).data.deleteData).toBe(true);
    // the toast names it and offers Undo for 10 s: the reading comes back
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: /^Deleted the reading of / });
    await toast.getByRole('button', { name: 'Undo' }).waitFor();
    const left = await suite.db.query(`SELECT 1 FROM readings_between($1, $2, '-infinity', 'infinity') WHERE time = to_timestamp($3)`, [
      LINE_PRESSURE,
      'psr',
      vars.time,
    ]);
    expect(left.rowCount).toBe(0);
    // the neighbours are still there
    const around = await suite.db.query(
      `SELECT count(*)::int AS n FROM readings_between($1, 'psr', '-infinity', 'infinity') WHERE time BETWEEN to_timestamp($2) - interval '1 hour' AND to_timestamp($2) + interval '1 hour'`,
      [LINE_PRESSURE, vars.time],
    );
    expect(around.rows[0].n).toBeGreaterThan(4);
    // the page refetches: the Table no longer lists it
    await expect.poll(() => listed(vars.time as number)).toBe(false);
    await undoFromToast(page, toast);
    const back = await suite.db.query(`SELECT 1 FROM readings_between($1, $2, '-infinity', 'infinity') WHERE time = to_timestamp($3)`, [
      LINE_PRESSURE,
      'psr',
      vars.time,
    ]);
    expect(back.rowCount).toBe(1);
    await expect.poll(() => listed(vars.time as number)).toBe(true);
  });
});
