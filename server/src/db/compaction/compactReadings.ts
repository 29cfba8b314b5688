import { sql } from 'kysely';
import type { Db } from '../connection';
import { holdReadingDays } from './readingLock';

/** Streams (device, tag) moved per transaction, and the longest stretch of their days moved at once. */
const STREAMS_PER_BATCH = 50;
const DAYS_PER_BATCH = 7;
const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `t`. */
export const utcDay = (t: number): Date => new Date(Math.floor(t / DAY_MS) * DAY_MS);

/**
 * Moves the readings of `streams` older than `before` (a UTC midnight) into their day rows, in one statement:
 * DELETE ... RETURNING, merged with the day row the day may already have (a late reading stored after the day was
 * compacted), deduplicated with the day row's reading winning (the first stored, as ON CONFLICT DO NOTHING keeps it at
 * ingest), sorted by time. Returns how many readings left `readings`.
 */
async function moveBatch(db: Db, devices: number[], tags: string[], from: Date, before: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await holdReadingDays(trx);
    const r = await sql<{ n: number }>`
      WITH moved AS (
        DELETE FROM readings r USING unnest(${devices}::bigint[], ${tags}::text[]) AS s(d, t)
         WHERE r.device_id = s.d AND r.tag = s.t AND r.time >= ${from} AND r.time < ${before}
        RETURNING r.device_id, r.tag, date_trunc('day', r.time, 'UTC') AS day, r.time, r.value, r.temp
      ), days AS (
        SELECT DISTINCT device_id, tag, day FROM moved
      ), merged AS (
        SELECT device_id, tag, day, time, value, temp, 1 AS src FROM moved
        UNION ALL
        SELECT d.device_id, d.tag, d.day, d.day + u.us * INTERVAL '1 microsecond', u.v, u.t, 0
          FROM reading_days d JOIN days k USING (device_id, tag, day)
         CROSS JOIN LATERAL unnest(d.times, d.vals, d.temps) AS u(us, v, t)
      ), uniq AS (
        SELECT DISTINCT ON (device_id, tag, day, time) * FROM merged ORDER BY device_id, tag, day, time, src
      ), rows AS (
        SELECT device_id, tag, day,
               array_agg((extract(epoch FROM time - day) * 1000000)::int8 ORDER BY time) AS times,
               array_agg(value ORDER BY time) AS vals,
               CASE WHEN bool_or(temp IS NOT NULL) THEN array_agg(temp ORDER BY time) END AS temps
          FROM uniq GROUP BY device_id, tag, day
      ), written AS (
        INSERT INTO reading_days AS x (device_id, tag, day, times, vals, temps)
        SELECT * FROM rows ORDER BY device_id, tag, day
        ON CONFLICT (device_id, tag, day) DO UPDATE SET times = EXCLUDED.times, vals = EXCLUDED.vals, temps = EXCLUDED.temps
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM moved)::int AS n, (SELECT count(*) FROM written)::int AS w`.execute(trx);
    return r.rows[0]!.n;
  });
}

/**
 * Moves every reading older than `before` (rounded down to a UTC midnight: only whole days move) from the hot table
 * into `reading_days`, a bounded batch per transaction (STREAMS_PER_BATCH streams, DAYS_PER_BATCH days), so the lock
 * it holds against late readings and the WAL of one commit stay small. Returns how many readings moved.
 */
export async function compactReadings(db: Db, before: Date): Promise<number> {
  const cutoff = utcDay(before.getTime());
  const streams = (
    await sql<{ device_id: number; tag: string; oldest: Date }>`
      SELECT device_id, tag, min(time) AS oldest FROM readings WHERE time < ${cutoff} GROUP BY device_id, tag ORDER BY 1, 2`.execute(db)
  ).rows;
  let moved = 0;
  for (let i = 0; i < streams.length; i += STREAMS_PER_BATCH) {
    const batch = streams.slice(i, i + STREAMS_PER_BATCH);
    const oldest = Math.min(...batch.map((s) => s.oldest.getTime()));
    const devices = batch.map((s) => s.device_id);
    const tags = batch.map((s) => s.tag);
    for (let from = utcDay(oldest); from < cutoff; from = new Date(from.getTime() + DAYS_PER_BATCH * DAY_MS)) {
      const to = new Date(Math.min(from.getTime() + DAYS_PER_BATCH * DAY_MS, cutoff.getTime()));
      moved += await moveBatch(db, devices, tags, from, to);
    }
  }
  return moved;
}
