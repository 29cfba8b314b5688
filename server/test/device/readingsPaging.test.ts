import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';
import type { ReadingsPage } from '../helpers/readingsPage';

/*
 * The device page's readings table, paged by the server (spec 2 §4.1): keyset pages in each sort cover every reading
 * of the range once, in order; total counts the range; comments sit on their nearest reading whatever the sort.
 */
let w: TagWorld;
const N = 1234;
const MINUTE = 60;

const PAGE = `query($d: Int!, $t: String!, $s: Float, $e: Float, $first: Int, $after: String, $sort: ReadingsSort, $desc: Boolean) {
  deviceReadings(deviceID: $d, tag: $t, startTime: $s, endTime: $e, first: $first, after: $after, sort: $sort, descending: $desc) {
    times values temps rowComments endCursor total hasTemps } }`;
type Page = ReadingsPage;

async function page(vars: Record<string, unknown>) {
  return w.as<{ deviceReadings: Page }>('limited', PAGE, { d: w.dev.id, t: 'psr', ...vars });
}

/** Every page of one sort, first to last. */
async function allPages(
  sort: string,
  desc: boolean,
  first: number,
): Promise<{ rows: { time: number; value: number; temp: number | null; comment: string }[]; pages: number; total: number }> {
  const rows: { time: number; value: number; temp: number | null; comment: string }[] = [];
  let after: string | null = null;
  let pages = 0;
  let total = 0;
  do {
    const r = await page({ first, after, sort, desc });
    expect(r.errors).toBeUndefined();
    const p: Page = r.data!.deviceReadings;
    expect(p.times.length).toBeLessThanOrEqual(first);
    p.times.forEach((time, i) => rows.push({ time, value: p.values[i]!, temp: p.temps[i]!, comment: p.rowComments[i]! }));
    after = p.endCursor;
    total = p.total;
    pages++;
  } while (after !== null && pages < 100);
  return { rows, pages, total };
}

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr');
  // values with many ties; every fifth reading without a temperature
  await w.addReadings(w.dev.id, 'psr', T0, MINUTE, N, 'i % 37', 'CASE WHEN i % 5 = 0 THEN NULL ELSE (i * 7) % 50 END');
  await w.db
    .insertInto('comments')
    .values([
      { device_id: w.dev.id, time: new Date((T0 + 500 * MINUTE + 20) * 1000), comment: 'Pumped' },
      { device_id: w.dev.id, time: new Date((T0 + 900 * MINUTE + 45) * 1000), comment: 'Tested' },
    ])
    .execute();
}, 60_000);
afterAll(() => w.close());

const cmp = (a: number | null, b: number | null, desc: boolean) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return desc ? b - a : a - b;
};

describe('readings table pages', () => {
  for (const sort of ['TIME', 'VALUE', 'TEMP'] as const) {
    for (const desc of [true, false]) {
      it(`cover every reading once, in order, sorted by ${sort} ${desc ? 'descending' : 'ascending'}`, async () => {
        const { rows, pages, total } = await allPages(sort, desc, 100);
        expect(total).toBe(N);
        expect(pages).toBe(Math.ceil(N / 100));
        expect(rows).toHaveLength(N);
        expect(new Set(rows.map((r) => r.time)).size).toBe(N);
        const key = (r: (typeof rows)[number]) => (sort === 'TIME' ? r.time : sort === 'VALUE' ? r.value : r.temp);
        for (let i = 1; i < rows.length; i++) {
          const a = rows[i - 1]!;
          const b = rows[i]!;
          // by the column (missing temperatures last either way), then by time in the same direction
          const order = cmp(key(a), key(b), desc) || cmp(a.time, b.time, desc);
          expect(order, `rows ${i - 1} and ${i}`).toBeLessThan(0);
        }
        // the comments are on their nearest readings, whatever the order
        expect(rows.filter((r) => r.comment).map((r) => [r.time, r.comment])).toEqual(
          expect.arrayContaining([
            [T0 + 500 * MINUTE, 'Pumped'],
            [T0 + 901 * MINUTE, 'Tested'],
          ]),
        );
      });
    }
  }

  it('a range pages its readings only; total and hasTemps are of the range', async () => {
    const r = await page({ s: T0 + 10 * MINUTE, e: T0 + 19 * MINUTE, first: 4, sort: 'TIME', desc: false });
    expect(r.data!.deviceReadings.times).toEqual([10, 11, 12, 13].map((i) => T0 + i * MINUTE));
    expect(r.data!.deviceReadings.total).toBe(10);
    expect(r.data!.deviceReadings.hasTemps).toBe(true);
    const none = await page({ s: T0 + 5 * MINUTE, e: T0 + 5 * MINUTE, first: 4 });
    expect(none.data!.deviceReadings).toMatchObject({ times: [T0 + 5 * MINUTE], total: 1, hasTemps: false, endCursor: null });
  });

  it('refuses a page over 500, a cursor it did not make, and one of another sort', async () => {
    expect((await page({ first: 501 })).errors?.[0]?.extensions?.code).toBe('READINGS_PAGE_INVALID');
    expect((await page({ first: 0 })).errors?.[0]?.extensions?.code).toBe('READINGS_PAGE_INVALID');
    expect((await page({ first: 10, after: 'bm90IGEgY3Vyc29y' })).errors?.[0]?.extensions?.code).toBe('READINGS_PAGE_INVALID');
    const first = await page({ first: 10, sort: 'VALUE', desc: true });
    const after = first.data!.deviceReadings.endCursor;
    expect((await page({ first: 10, after, sort: 'TIME', desc: true })).errors?.[0]?.extensions?.code).toBe('READINGS_PAGE_INVALID');
    expect((await page({ first: 10, after, sort: 'VALUE', desc: false })).errors?.[0]?.extensions?.code).toBe('READINGS_PAGE_INVALID');
    expect((await page({ first: 10, after, sort: 'VALUE', desc: true })).errors).toBeUndefined();
  });

  it('a call without first still answers the whole range newest first, not truncated', async () => {
    const r = await w.as<{ deviceReadings: { times: number[]; truncated: boolean; comments: string[] } }>(
      'limited',
      `query($d: Int!) { deviceReadings(deviceID: $d, tag: "psr") { times truncated comments } }`,
      { d: w.dev.id },
    );
    expect(r.data!.deviceReadings.times).toHaveLength(N);
    expect(r.data!.deviceReadings.times[0]).toBe(T0 + (N - 1) * MINUTE);
    expect(r.data!.deviceReadings.truncated).toBe(false);
    expect(r.data!.deviceReadings.comments).toEqual(['Pumped', 'Tested']);
    expect((await w.as('bManager', PAGE, { d: w.dev.id, t: 'psr', first: 10 })).errors?.[0]?.extensions?.code).toBe('DEVICE_NOT_FOUND');
  });
});
