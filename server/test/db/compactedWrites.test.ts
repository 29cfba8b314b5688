import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompactionJob } from '../../src/db/compaction/compactionJob';
import type { IncomingMessage } from '../../src/ingest/deviceMessage';
import { parseMessage } from '../../src/ingest/parseMessage';
import { writeBatch, type DedupeMode } from '../../src/ingest/writeBatch';
import { tagWorld, type TagWorld } from '../tag/tagWorld';

/*
 * Writes that meet compacted days: a resent or late reading of a compacted day is stored once and counted once in
 * the rollups; deleting a point rewrites its day; clearing a device and the retention reach both tables.
 */
let w: TagWorld;
const HOUR = 3600;
/** This UTC day's midnight, and one ten days back: older than the hot window (2 days). */
const TODAY = Math.floor(Date.now() / 86_400_000) * 86_400;
const DAY0 = TODAY - 10 * 86_400;
/**
 * A recent time, `ago` seconds back but within today (UTC), `order` seconds after midnight at the earliest: the
 * tests' compaction moves every day before today, so a reading meant to stay hot must not fall into yesterday in the
 * first minutes after midnight.
 */
const recent = (ago: number, order: number) => Math.max(Math.floor(Date.now() / 1000) - ago, TODAY + order);
const mode: DedupeMode = { until: 0 };

function message(time: number, psr: number): IncomingMessage {
  const parsed = parseMessage('data', JSON.stringify({ time, values: { psr } }));
  return { deviceId: w.dev.id, message: parsed.message, raw: parsed.raw, rawText: parsed.text, receivedAt: new Date() };
}
const write = (...m: IncomingMessage[]) => writeBatch(w.db, m, mode, null, 2);

/** The stream's readings through the one reader, and where they are stored. */
async function stored() {
  const all = await sql<{ t: number; v: number }>`
    SELECT extract(epoch FROM time)::float8 AS t, value AS v FROM readings_between(${w.dev.id}::bigint, 'psr', '-infinity', 'infinity') ORDER BY time`.execute(
    w.db,
  );
  const hot = await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings WHERE device_id = ${w.dev.id}`.execute(w.db);
  const days = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_days WHERE device_id = ${w.dev.id}`.execute(w.db);
  return { rows: all.rows, hot: hot.rows[0]!.n, days: days.rows[0]!.n };
}

/** The hourly rollup of the hour starting at `bucket`: count and sum. */
async function hourly(bucket: number) {
  const r = await sql<{ count: number; sum: number }>`
    SELECT count, sum FROM readings_hourly WHERE device_id = ${w.dev.id} AND tag = 'psr' AND bucket = to_timestamp(${bucket})`.execute(
    w.db,
  );
  return r.rows[0] ?? null;
}

const compact = () => w.t.app.services.compaction.runOnce(new Date());

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr');
  // a day of half-hourly readings, ingested late (older than the hot window), then compacted
  await write(...Array.from({ length: 48 }, (_, i) => message(DAY0 + i * 1800, i)));
  await compact();
}, 60_000);
afterAll(() => w.close());

describe('writes into compacted days', () => {
  it('a resent reading of a compacted day is not stored again, and the rollups do not count it twice', async () => {
    expect(await stored()).toMatchObject({ hot: 0, days: 1 });
    expect(await hourly(DAY0 + HOUR)).toEqual({ count: 2, sum: 2 + 3 });
    const r = await write(message(DAY0 + HOUR, 999));
    expect(r.readings).toEqual([]);
    const s = await stored();
    expect(s.rows).toHaveLength(48);
    expect(s.rows.find((x) => x.t === DAY0 + HOUR)!.v).toBe(2); // the first stored wins
    expect(await hourly(DAY0 + HOUR)).toEqual({ count: 2, sum: 5 });
  });

  it('a new late reading of a compacted day is stored once, counted once, and merged into its day by the next run', async () => {
    const late = DAY0 + HOUR + 900;
    // with a recent reading in the same batch, which is stored as ever
    const r = await write(message(late, 10), message(recent(60, 2), 7));
    expect(r.readings.map((x) => x.value).sort()).toEqual([10, 7].sort());
    expect(await hourly(DAY0 + HOUR)).toEqual({ count: 3, sum: 15 });
    // sent again before compaction (a duplicate in the hot table) and after it (in the day row)
    expect((await write(message(late, 11))).readings).toEqual([]);
    const run = await compact();
    expect(run.moved).toBe(1); // the late one; the recent one stays hot
    expect((await write(message(late, 12))).readings).toEqual([]);
    const s = await stored();
    expect(s).toMatchObject({ hot: 1, days: 1 });
    expect(s.rows).toHaveLength(50);
    expect(s.rows.map((x) => x.t)).toEqual([...s.rows.map((x) => x.t)].sort((a, b) => a - b));
    expect(s.rows.find((x) => x.t === late)!.v).toBe(10);
    expect(await hourly(DAY0 + HOUR)).toEqual({ count: 3, sum: 15 });
  });

  it('deleting a point inside a compacted day rewrites the day and fixes its rollups', async () => {
    const DELETE = 'mutation($d: Int!, $t: String!, $time: Float!) { deleteData(deviceID: $d, tag: $t, time: $time) }';
    const res = await w.as<{ deleteData: boolean }>('super', DELETE, { d: w.dev.id, t: 'psr', time: DAY0 + HOUR + 1800 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteData).toBe(true);
    const s = await stored();
    expect(s.rows).toHaveLength(49);
    expect(s.rows.some((x) => x.t === DAY0 + HOUR + 1800)).toBe(false);
    expect(await hourly(DAY0 + HOUR)).toEqual({ count: 2, sum: 12 });
    const days = await sql<{ n: number }>`SELECT cardinality(times) AS n FROM reading_days WHERE device_id = ${w.dev.id}`.execute(w.db);
    expect(days.rows).toEqual([{ n: 48 }]);
  });

  it('the retention deletes raw readings older than its days, hot and compacted, and keeps the rollups', async () => {
    // one more old reading left hot (as if it came after the last run), and the hourly rollups before
    await write(message(DAY0 + 5 * HOUR + 60, 1));
    const rollups = await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings_hourly WHERE device_id = ${w.dev.id}`.execute(w.db);
    const job = new CompactionJob({ db: w.db, hotDays: 2, retentionDays: 5 });
    const run = await job.runOnce(new Date(Date.now() - 3 * 86_400_000));
    expect(run.deleted).toBe(2); // the day row and the hot reading
    const s = await stored();
    expect(s).toMatchObject({ hot: 1, days: 0 }); // the recent reading only
    expect(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings_hourly WHERE device_id = ${w.dev.id}`.execute(w.db)).rows,
    ).toEqual(rollups.rows);
  });

  it('the hourly job leaves the hot window (READINGS_HOT_DAYS) in the hot table and moves the older days', async () => {
    const now = Math.floor(Date.now() / 1000);
    await write(message(now - 5 * 86_400, 50), message(now - 86_400, 51), message(recent(600, 1), 52));
    const job = new CompactionJob({ db: w.db, hotDays: 2, retentionDays: null });
    job.start(); // runs at once, then hourly
    await job.stop(); // waits for the run in progress
    const hot = await sql<{ v: number }>`SELECT value AS v FROM readings WHERE device_id = ${w.dev.id} ORDER BY time`.execute(w.db);
    expect(hot.rows.map((r) => r.v)).toEqual([51, 52, 7]); // 7: the recent reading of an earlier test
    expect((await stored()).rows.map((r) => r.v)).toContain(50);
  });

  it('clearing a device removes its readings from both tables', async () => {
    await write(message(DAY0 + 2 * HOUR, 3));
    await compact();
    expect(await stored()).toMatchObject({ hot: 2, days: 3 });
    const CLEAR = 'mutation($d: Int!) { clearDeviceData(deviceID: $d) { success } }';
    const res = await w.as('super', CLEAR, { d: w.dev.id });
    expect(res.errors).toBeUndefined();
    expect(await stored()).toEqual({ rows: [], hot: 0, days: 0 });
  });
});
