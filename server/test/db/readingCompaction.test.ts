import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisibleTag } from '../../src/auth/policy/tagAlarmAccess';
import { ensureReadingPartitions } from '../../src/db/partitions';
import { rangeComments } from '../../src/device/readingComments';
import { loadReportData } from '../../src/reports/reportData';
import { averageTempSeries } from '../../src/tag/averageTempSeries';
import { nearestReading } from '../../src/tag/nearestReading';
import { readSeries } from '../../src/tag/readSeries';
import type { GqlResult } from '../helpers/testApp';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';
import type { ReadingsPage } from '../helpers/readingsPage';

/*
 * Compaction moves whole UTC days of raw readings into reading_days (one row per device, tag and day); every reader
 * answers exactly as before, and the monthly partitions it empties are dropped.
 */
let w: TagWorld;
const MINUTE = 60;
const DAY = 86_400;
/** Three hours before T0 (a UTC midnight) to past the next midnight: three UTC days, two partial. */
const START = T0 - 3 * 3600;
const N = 1000;
/** The compaction's cutoff in these tests: everything before tomorrow's UTC midnight, today's readings too. */
const COMPACT_BEFORE = new Date(Date.now() + DAY * 1000);
const STEP = 2 * MINUTE + 7;

const PAGE = `query($d: Int!, $t: String!, $first: Int, $after: String, $sort: ReadingsSort, $desc: Boolean) {
  deviceReadings(deviceID: $d, tag: $t, first: $first, after: $after, sort: $sort, descending: $desc) {
    times values temps rowComments endCursor total hasTemps } }`;
type Page = ReadingsPage;
const EXPORT = `query($d: Int!, $t: String!) { readingsExport(deviceID: $d, tag: $t) { rows url } }`;

async function allPages(sort: string, desc: boolean) {
  const pages: Page[] = [];
  let after: string | null = null;
  do {
    const r: GqlResult<{ deviceReadings: Page }> = await w.as<{ deviceReadings: Page }>('limited', PAGE, {
      d: w.dev.id,
      t: 'psr',
      first: 150,
      after,
      sort,
      desc,
    });
    expect(r.errors).toBeUndefined();
    pages.push(r.data!.deviceReadings);
    after = r.data!.deviceReadings.endCursor;
  } while (after !== null && pages.length < 50);
  return pages;
}

/** Every answer built from raw readings, for the stream psr of the device. */
async function answers() {
  const db = w.db;
  const d = w.dev.id;
  const series = await readSeries(db, d, 'psr', { start: START - 60, end: START + N * STEP, downsampled: false, needsTemps: true });
  const bucketed = await readSeries(db, d, 'psr', {
    start: START,
    end: START + N * STEP,
    downsampled: true,
    needsTemps: false,
    points: 200,
  });
  const nearest = [];
  for (const at of [START - 5000, START + 1, T0 - 1, T0, T0 + 61, START + 500 * STEP + 30, START + N * STEP + 9000]) {
    nearest.push(await nearestReading(db, d, 'psr', at, null));
  }
  const sorts: Record<string, Page[]> = {};
  for (const sort of ['TIME', 'VALUE', 'TEMP']) for (const desc of [true, false]) sorts[`${sort}${desc}`] = await allPages(sort, desc);
  const link = await w.as<{ readingsExport: { rows: number; url: string } }>('limited', EXPORT, { d, t: 'psr' });
  expect(link.errors).toBeUndefined();
  const csv = (await w.t.app.fastify.inject({ method: 'GET', url: link.data!.readingsExport.url })).body;
  const visible = { device: { id: d }, tag: { tag: 'psr' } } as unknown as VisibleTag;
  const report = await loadReportData(db, visible, T0, T0 + DAY);
  const temps = await averageTempSeries(db, d, 'psr', { start: null, end: START + N * STEP });
  const comments = await rangeComments(db, { deviceId: d, tag: 'psr', start: START, end: START + N * STEP });
  return { series, bucketed, nearest, sorts, rows: link.data!.readingsExport.rows, csv, report, temps, comments: [...comments.byReading] };
}

const count = async (table: 'readings' | 'reading_days') =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(w.db)).rows[0]!.n);

beforeAll(async () => {
  w = await tagWorld();
  // monthly partitions from a month before the readings to now, as the server makes them
  await ensureReadingPartitions(w.t.database.pool, new Date((T0 - 40 * DAY) * 1000), new Date());
  await w.addTag(w.dev.id, 'psr');
  await w.addTag(w.dev.id, 'lvl');
  // readings at odd, sub-second times (microseconds kept), every seventh without a temperature
  await sql`
    INSERT INTO readings (device_id, tag, time, value, temp)
    SELECT ${w.dev.id}, 'psr', to_timestamp(${START}::float8 + i * ${STEP} + (i % 3) * 0.000123), (i % 41) / 4.0,
           CASE WHEN i % 7 = 0 THEN NULL ELSE 20 + (i % 11) END
      FROM generate_series(0, ${N - 1}) AS i`.execute(w.db);
  await w.rebuildRollups(w.dev.id, 'psr');
  await w.addReadings(w.dev.id, 'lvl', START, 15 * MINUTE, 200, 'i * 0.5');
  await w.db
    .insertInto('comments')
    .values([
      { device_id: w.dev.id, time: new Date((T0 - 100) * 1000), comment: 'Before midnight' },
      { device_id: w.dev.id, time: new Date((START + 700 * STEP + 50) * 1000), comment: 'Pumped' },
    ])
    .execute();
}, 60_000);
afterAll(() => w.close());

describe('reading compaction', () => {
  it('moves whole UTC days into one row per device, tag and day; every reader answers the same', async () => {
    const before = await answers();
    expect(before.series.times.length).toBe(N);
    expect(before.series.resolution.source).toBe('raw');
    expect(before.rows).toBe(N);
    const hot = await count('readings');
    expect(hot).toBe(N + 200);

    // everything before tomorrow's midnight: today's readings too (none here)
    const run = await w.t.app.services.compaction.runOnce(COMPACT_BEFORE);
    expect(run).toMatchObject({ ran: true, moved: N + 200 });
    expect(await count('readings')).toBe(0);
    const days = await sql<{ tag: string; day: Date; n: number; temps: boolean }>`
      SELECT tag, day, cardinality(times) AS n, temps IS NOT NULL AS temps FROM reading_days ORDER BY tag, day`.execute(w.db);
    const psrDays = days.rows.filter((r) => r.tag === 'psr');
    expect(psrDays.map((r) => r.day.getTime() / 1000)).toEqual([T0 - DAY, T0, T0 + DAY]);
    expect(psrDays.reduce((s, r) => s + r.n, 0)).toBe(N);
    expect(days.rows.filter((r) => r.tag === 'lvl').every((r) => !r.temps)).toBe(true);

    const after = await answers();
    expect(after).toEqual(before);
  }, 120_000);

  it('drops the monthly partitions it emptied and keeps the one the cutoff falls in', async () => {
    const parts = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'readings'::regclass ORDER BY 1`.execute(w.db);
    // the cutoff's month: on a month's last day that is the next month, and the month ending then is emptied too
    const current = `readings_${COMPACT_BEFORE.getUTCFullYear()}_${String(COMPACT_BEFORE.getUTCMonth() + 1).padStart(2, '0')}`;
    const t0 = new Date(T0 * 1000);
    const readingsMonth = `readings_${t0.getUTCFullYear()}_${String(t0.getUTCMonth() + 1).padStart(2, '0')}`;
    const names = parts.rows.map((r) => r.name);
    expect(names).toContain('readings_default');
    expect(names).toContain(current);
    expect(names).not.toContain(readingsMonth);
    // a second run finds nothing to move
    expect(await w.t.app.services.compaction.runOnce(COMPACT_BEFORE)).toMatchObject({ ran: true, moved: 0 });
  });
});
