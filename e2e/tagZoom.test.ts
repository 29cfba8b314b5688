import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { formatSiteTime, type ColumnarSeries } from '@fieldwatch/domain';
import { baseUrl, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';
import { keptByCorrections, storedCorrections } from './helpers/tagPage';

/*
 * Zoom, pan and reset on the sensor graph of Big Tank 1 (a year of one-minute readings), as Mary Manager on a wide
 * screen at twice the pixel density (the plot is about 2,600 device pixels wide, so a day's 1,440 readings are fewer
 * than its pixels), plus a phone's pinch. What is drawn is checked against the server's answer and the database.
 */

const BIG_TANK = 20101;
/** Big Tank 1's site zone in the demo. */
const SITE_ZONE = 'America/Chicago';
const MARY = { phone: '5552010002', name: 'Mary Manager' };
const suite = browserSuite('tagzoom');
let page: Page;
/** The day window before it was panned (Back returns to it). */
let beforePan: [number, number] = [0, 0];

beforeAll(async () => {
  page = await signedIn(suite.browser, MARY.phone, MARY.name, 1920, { deviceScaleFactor: 2 });
});
afterAll(async () => {
  await page?.context().close();
});

interface Answer {
  variables: { startTime: number; endTime: number; points: number };
  primary: { bucket: number } & ColumnarSeries;
}

/** The answer to the next window request (a GetTag with points). */
function nextWindow(p: Page): Promise<Answer> {
  return p
    .waitForResponse((r) => r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('"points"'), { timeout: 20_000 })
    .then(async (r: Response) => {
      const vars = (JSON.parse(r.request().postData()!) as { variables: Answer['variables'] }).variables;
      const body = (await r.json()) as { data: { deviceReGraph: { graphs: ({ role: string } & Answer['primary'])[] } } };
      return { variables: vars, primary: body.data.deviceReGraph.graphs.find((g) => g.role === 'primary')! };
    });
}

/** How many of an answer's points the graph draws: every one the tag's erroneous-data filter keeps (as the browser applies it). */
const drawable = async (s: ColumnarSeries) => keptByCorrections(s, await storedCorrections(suite.db, BIG_TANK, 'spsr'));

const chart = (p: Page) => p.getByTestId('tag-graph');
async function shownWindow(p: Page): Promise<[number, number]> {
  const w = (await chart(p).getAttribute('data-window')) ?? '';
  const [a, b] = w.split(',').map(Number);
  return [a!, b!];
}
const drawnPoints = async (p: Page) => Number(await chart(p).getAttribute('data-points'));
const addressWindow = (p: Page) => {
  const q = new URLSearchParams(new URL(p.url()).hash.split('?')[1] ?? '');
  return q.get('from') && q.get('to') ? [Date.parse(q.get('from')!) / 1000, Date.parse(q.get('to')!) / 1000] : null;
};

/** The plot's pixel column of a time, in page coordinates. */
async function xOf(p: Page, t: number): Promise<number> {
  const box = (await chart(p).locator('.u-over').boundingBox())!;
  const [a, b] = await shownWindow(p);
  return box.x + ((t - a) / (b - a)) * box.width;
}

async function drag(p: Page, x1: number, x2: number, shift = false) {
  const box = (await chart(p).locator('.u-over').boundingBox())!;
  const y = box.y + box.height / 2;
  if (shift) await p.keyboard.down('Shift');
  await p.mouse.move(x1, y);
  await p.mouse.down();
  await p.mouse.move((x1 + x2) / 2, y, { steps: 4 });
  await p.mouse.move(x2, y, { steps: 4 });
  await p.mouse.up();
  if (shift) await p.keyboard.up('Shift');
}

async function readingsBetween(a: number, b: number): Promise<number> {
  const r = await suite.db.query(
    `SELECT count(*)::int AS n FROM readings_between($1, 'spsr', '-infinity', 'infinity') WHERE time >= to_timestamp($2) AND time <= to_timestamp($3)`,
    [BIG_TANK, a, b],
  );
  return (r.rows[0] as { n: number }).n;
}

/** Noon UTC of the 10th of the latest June the demo year holds. */
function juneDay(): [number, number] {
  const now = new Date();
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const from = Date.UTC(year, 5, 10) / 1000;
  return [from, from + 86_400];
}

describe('zoom and pan on the sensor graph (Big Tank 1, a year of one-minute readings)', () => {
  it('drag-zooms from the whole year to a day in June, drawing every one-minute reading the server answered', async () => {
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await chart(page).and(page.locator('[data-drawn="yes"]')).waitFor({ timeout: 20_000 });
    // the whole range, then a month around the day, then the day: a year is 1,800 pixels, a day under five of them
    const [from, to] = juneDay();
    let answer = nextWindow(page);
    await drag(page, await xOf(page, from - 15 * 86_400), await xOf(page, to + 15 * 86_400));
    const month = await answer;
    // the second drag is measured on the month's scale: it waits until the chart shows the month
    await expect.poll(() => shownWindow(page)).toEqual([month.variables.startTime, month.variables.endTime]);
    answer = nextWindow(page);
    await drag(page, await xOf(page, from), await xOf(page, to));
    const day = await answer;
    const span = day.variables.endTime - day.variables.startTime;
    expect(span).toBeGreaterThan(0.9 * 86_400);
    expect(span).toBeLessThan(1.1 * 86_400);
    expect(day.variables.points).toBeGreaterThanOrEqual(1500);
    // every raw reading: bucket 0, one minute apart, as many as the database holds in the window
    expect(day.primary.bucket).toBe(0);
    expect(day.primary.times[1]! - day.primary.times[0]!).toBe(60);
    // what to look at if the counts ever differ: the asked window against the first and last times answered
    const edges = `window ${day.variables.startTime}..${day.variables.endTime}, answered ${day.primary.times[0]}..${day.primary.times.at(-1)}`;
    expect(day.primary.times.length, edges).toBe(await readingsBetween(day.variables.startTime, day.variables.endTime));
    await expect
      .poll(() => drawnPoints(page), { message: `${edges}, shown ${(await shownWindow(page)).join('..')}` })
      .toBe(await drawable(day.primary));
    expect(await shownWindow(page)).toEqual([day.variables.startTime, day.variables.endTime]);
    expect(addressWindow(page)).toEqual([day.variables.startTime, day.variables.endTime]);
    await suite.screenshot(page, 'zoomed-day');
  });

  it('the linked graphs follow the window; what is drawn stays while a slow answer comes; a window left is cancelled', async () => {
    // the 2nd to 5th graphs of Big Tank 1 show the same window as the main graph
    const secondary = page.getByTestId('graph-secondary');
    await expect.poll(async () => secondary.getAttribute('data-window')).toBe(await chart(page).getAttribute('data-window'));

    // the next window's answer is held back for two seconds; before it comes, another zoom leaves that window
    let held = 0;
    await page.route('**/api/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('"points"') && held++ === 0) await new Promise((r) => setTimeout(r, 2000));
      await route.continue().catch(() => undefined);
    });
    const aborted = page.waitForEvent('requestfailed', {
      predicate: (r) => (r.postData() ?? '').includes('"points"'),
      timeout: 20_000,
    });
    try {
      const box = (await chart(page).locator('.u-over').boundingBox())!;
      await drag(page, box.x + box.width * 0.2, box.x + box.width * 0.8);
      // no blank graph: the day's readings stay drawn, stretched to the new window, while its answer is awaited
      await expect.poll(() => chart(page).getAttribute('data-drawn')).toBe('yes');
      expect(await drawnPoints(page)).toBeGreaterThan(500);
      const answer = nextWindow(page);
      await drag(page, box.x + box.width * 0.2, box.x + box.width * 0.8);
      expect((await aborted).failure()?.errorText).toMatch(/ABORTED|cancel/i);
      const second = await answer;
      expect(await shownWindow(page)).toEqual([second.variables.startTime, second.variables.endTime]);
      await expect.poll(() => drawnPoints(page)).toBe(await drawable(second.primary));
    } finally {
      await page.unroute('**/api/graphql');
    }
    await page.goBack();
    await page.goBack();
    await expect.poll(async () => (await shownWindow(page))[1] - (await shownWindow(page))[0]).toBeGreaterThan(0.9 * 86_400);
  });

  it('pans with Shift+drag, keeping the window width, and loads the new window', async () => {
    const before = await shownWindow(page);
    beforePan = before;
    const answer = nextWindow(page);
    const box = (await chart(page).locator('.u-over').boundingBox())!;
    await drag(page, box.x + box.width * 0.6, box.x + box.width * 0.3, true);
    const moved = await answer;
    const after = await shownWindow(page);
    expect(after[1] - after[0]).toBe(before[1] - before[0]);
    expect(after[0]).toBeGreaterThan(before[0]);
    expect([moved.variables.startTime, moved.variables.endTime]).toEqual(after);
  });

  it('the address round-trips: a reload shows the same window, Back goes to the window before', async () => {
    const panned = await shownWindow(page);
    await page.reload();
    await chart(page).and(page.locator('[data-drawn="yes"]')).waitFor({ timeout: 20_000 });
    await expect.poll(() => shownWindow(page)).toEqual(panned);
    await expect.poll(() => drawnPoints(page)).toBeGreaterThan(1000);
    // Back: the day before the pan, then the month, then the whole range
    await page.goBack();
    await expect.poll(() => shownWindow(page)).toEqual(beforePan);
    await page.goBack();
    await expect.poll(async () => (await shownWindow(page))[1] - (await shownWindow(page))[0]).toBeGreaterThan(20 * 86_400);
    await page.goBack();
    await expect.poll(() => addressWindow(page)).toBeNull();
    await page.goForward();
    await page.goForward();
    await expect.poll(() => shownWindow(page)).toEqual(beforePan);
  });

  it('Reset zoom returns to the chosen range', async () => {
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(() => addressWindow(page)).toBeNull();
    await expect.poll(async () => (await shownWindow(page))[1] - (await shownWindow(page))[0]).toBeGreaterThan(300 * 86_400);
    await expect(page.getByRole('button', { name: 'Reset zoom' }).count()).resolves.toBe(0);
  });

  it('the mouse wheel zooms around the pointer, a double-click resets, and brushing the mini-graph sets the window', async () => {
    const whole = await shownWindow(page);
    const box = (await chart(page).locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -120);
    // a gesture ends when the wheel has been still a moment: on a loaded machine the four turns can arrive as two
    // gestures, each loading its window, so the test waits for the window the last one leaves
    const width = (a: number[] | null) => (a ? a[1]! - a[0]! : Infinity);
    await expect.poll(async () => width(addressWindow(page)), { timeout: 20_000 }).toBeLessThan(0.6 * (whole[1] - whole[0]));
    await page.waitForTimeout(500);
    const wheeled = addressWindow(page)!;
    const w = width(wheeled);
    // around the pointer: the time under it stays a quarter of the way across
    const pointer = whole[0] + 0.25 * (whole[1] - whole[0]);
    expect(Math.abs(wheeled[0]! + 0.25 * w - pointer)).toBeLessThan(0.02 * (whole[1] - whole[0]));
    await expect.poll(() => shownWindow(page)).toEqual(wheeled);

    await chart(page)
      .locator('.u-over')
      .dblclick({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => addressWindow(page)).toBeNull();
    await expect.poll(() => shownWindow(page)).toEqual(whole);
    await expect(page.getByRole('menu', { name: 'Graph point' }).count()).resolves.toBe(0);

    // the mini-graph (spec 2 §2.2, at 1000 px and wider) shows the whole range: a drag across its middle fifth
    const mini = (await page.getByTestId('mini-graph').locator('.u-over').boundingBox())!;
    const answer = nextWindow(page);
    await page.mouse.move(mini.x + mini.width * 0.4, mini.y + mini.height / 2);
    await page.mouse.down();
    await page.mouse.move(mini.x + mini.width * 0.5, mini.y + mini.height / 2, { steps: 4 });
    await page.mouse.move(mini.x + mini.width * 0.6, mini.y + mini.height / 2, { steps: 4 });
    await page.mouse.up();
    const brushed = await answer;
    const fifth = (brushed.variables.endTime - brushed.variables.startTime) / (whole[1] - whole[0]);
    expect(fifth).toBeGreaterThan(0.15);
    expect(fifth).toBeLessThan(0.25);
    await expect.poll(() => shownWindow(page)).toEqual([brushed.variables.startTime, brushed.variables.endTime]);
    await suite.screenshot(page, 'mini-graph-brushed');
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(() => addressWindow(page)).toBeNull();
  });

  it('on a bucketed graph the click menu names the raw reading nearest the click', async () => {
    const box = (await chart(page).locator('.u-over').boundingBox())!;
    const asked = page.waitForResponse((r) => (r.request().postData() ?? '').includes('NearestReading'), { timeout: 20_000 });
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.7);
    const response = await asked;
    const vars = (JSON.parse(response.request().postData()!) as { variables: { time: number; maxDistance: number } }).variables;
    const reading = ((await response.json()) as { data: { nearestReading: { time: number } } }).data.nearestReading;
    // the year view's buckets are hours wide; the reading is the one-minute reading at the click
    expect(vars.maxDistance).toBeGreaterThanOrEqual(3600);
    expect(Math.abs(reading.time - vars.time)).toBeLessThanOrEqual(30);
    const menu = page.getByRole('menu', { name: 'Graph point' });
    await expect.poll(() => menu.innerText()).toContain(formatSiteTime(reading.time, SITE_ZONE));
    await menu.getByRole('menuitem', { name: 'Close' }).click();
  });

  it('shows the time and the value with its unit at the pointer', async () => {
    const box = (await chart(page).locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tip = chart(page).getByTestId('chart-tooltip');
    await tip.waitFor({ state: 'visible' });
    const text = await tip.innerText();
    expect(text).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} C[SD]T$/m);
    expect(text).toContain('Fluid Level');
    // the value, its bucket's band, and the unit the note under the graph names
    const unit = /Values in ([^.]+)\./.exec(await page.getByText(/^Values in /).innerText())![1]!;
    expect(text).toMatch(new RegExp(`Fluid Level: \\d+(\\.\\d+)? \\(\\d+(\\.\\d+)?–\\d+(\\.\\d+)?\\) ${unit}$`, 'm'));
    await suite.screenshot(page, 'tooltip');
  });
  it('one drag of a few pixels on the year graph selects the day around it, midnight to midnight, with every reading', async () => {
    const whole = await shownWindow(page);
    expect(whole[1] - whole[0]).toBeGreaterThan(300 * 86_400);
    // June 10 in Chicago (CDT, five hours behind UTC): a day is under five pixels of the year's plot
    const midnight = juneDay()[0] + 5 * 3600;
    const x = await xOf(page, midnight + 12 * 3600);
    const answer = nextWindow(page);
    await drag(page, x - 3, x + 3);
    const day = await answer;
    expect([day.variables.startTime, day.variables.endTime]).toEqual([midnight, midnight + 86_400]);
    expect(day.primary.bucket).toBe(0);
    expect(day.primary.times.length).toBe(await readingsBetween(midnight, midnight + 86_400));
    await expect.poll(() => shownWindow(page)).toEqual([midnight, midnight + 86_400]);
    expect(await page.getByRole('menu', { name: 'Graph point' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expect.poll(() => addressWindow(page)).toBeNull();
  });
});

describe('touch on a phone (390 px)', () => {
  it('a two-finger pinch zooms in around the fingers and a one-finger swipe pans, each leaving a window in the address', async () => {
    const phone = await signedIn(suite.browser, MARY.phone, MARY.name, 390, { hasTouch: true, isMobile: true });
    try {
      const [from, to] = juneDay();
      const week: [number, number] = [from - 3 * 86_400, to + 3 * 86_400];
      const q = `from=${new Date(week[0] * 1000).toISOString().replace('.000Z', 'Z')}&to=${new Date(week[1] * 1000).toISOString().replace('.000Z', 'Z')}`;
      const opened = nextWindow(phone);
      await phone.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr?${q}`);
      // one request for the address's window, once the plot's width is known
      expect((await opened).variables).toMatchObject({ startTime: week[0], endTime: week[1] });
      await chart(phone).and(phone.locator('[data-drawn="yes"]')).waitFor({ timeout: 20_000 });
      await expect.poll(() => shownWindow(phone)).toEqual(week);
      const box = (await chart(phone).locator('.u-over').boundingBox())!;
      const cdp = await phone.context().newCDPSession(phone);
      const y = box.y + box.height / 2;
      const mid = box.x + box.width / 2;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', xs: number[]) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: xs.map((x, id) => ({ x, y, id })) });

      // fingers 40 px apart move to 160 px apart: about four times narrower, around the middle
      let answer = nextWindow(phone);
      await touch('touchStart', [mid - 20, mid + 20]);
      for (let d = 20; d <= 80; d += 10) await touch('touchMove', [mid - d, mid + d]);
      await touch('touchEnd', []);
      const pinched = await answer;
      const width = pinched.variables.endTime - pinched.variables.startTime;
      expect(width).toBeLessThan(0.4 * (week[1] - week[0]));
      expect(width).toBeGreaterThan(0.15 * (week[1] - week[0]));
      const centre = (pinched.variables.startTime + pinched.variables.endTime) / 2;
      expect(Math.abs(centre - (week[0] + week[1]) / 2)).toBeLessThan(0.1 * (week[1] - week[0]));
      await expect.poll(() => addressWindow(phone)).toEqual([pinched.variables.startTime, pinched.variables.endTime]);
      await suite.screenshot(phone, 'phone-pinched');

      // a swipe to the right shows earlier readings, the width kept
      answer = nextWindow(phone);
      await touch('touchStart', [mid - 60]);
      for (let x = mid - 50; x <= mid + 60; x += 10) await touch('touchMove', [x]);
      await touch('touchEnd', []);
      const swiped = await answer;
      expect(swiped.variables.endTime - swiped.variables.startTime).toBe(width);
      expect(swiped.variables.startTime).toBeLessThan(pinched.variables.startTime);
    } finally {
      await phone.context().close();
    }
  });
});
