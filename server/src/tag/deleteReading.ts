import { sql, type RawBuilder } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertTagPermission, visibleTag } from '../auth/policy/tagAccess';
import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';
import { nearestReadingSql } from '../db/readingsBetween';
import { AppError } from '../errors/AppError';

// hourly from the raw rows of the hour, then daily from the hourly rows of the day
const ROLLUPS = [
  ['readings_hourly', '1 hour', 'raw'],
  ['readings_daily', '1 day', 'hourly'],
] as const;

/**
 * Removes the readings of [lo, hi) from the stream's compacted days: each day row that held one is written again
 * without it (deleted when it held nothing else). Returns the removed readings' times.
 */
async function deleteFromDays(trx: Db, deviceId: number, tag: string, lo: RawBuilder<unknown>, hi: RawBuilder<unknown>) {
  const r = await sql<{ time: Date }>`
    WITH target AS (
      SELECT day, times, vals, temps FROM reading_days
       WHERE device_id = ${deviceId} AND tag = ${tag} AND day > ${lo} - INTERVAL '1 day' AND day < ${hi}
      FOR UPDATE
    ), items AS (
      SELECT t.day, u.us, u.v, u.tp, u.n, t.day + u.us * INTERVAL '1 microsecond' AS time
        FROM target t CROSS JOIN LATERAL unnest(t.times, t.vals, t.temps) WITH ORDINALITY AS u(us, v, tp, n)
    ), gone AS (
      SELECT day, time FROM items WHERE time >= ${lo} AND time < ${hi}
    ), kept AS (
      SELECT day, array_agg(us ORDER BY n) AS times, array_agg(v ORDER BY n) AS vals,
             CASE WHEN bool_or(tp IS NOT NULL) THEN array_agg(tp ORDER BY n) END AS temps
        FROM items WHERE NOT (time >= ${lo} AND time < ${hi}) AND day IN (SELECT day FROM gone) GROUP BY day
    ), upd AS (
      UPDATE reading_days d SET times = k.times, vals = k.vals, temps = k.temps FROM kept k
       WHERE d.device_id = ${deviceId} AND d.tag = ${tag} AND d.day = k.day
    ), del AS (
      DELETE FROM reading_days d WHERE d.device_id = ${deviceId} AND d.tag = ${tag}
         AND d.day IN (SELECT day FROM gone) AND d.day NOT IN (SELECT day FROM kept)
    )
    SELECT time FROM gone`.execute(trx);
  return r.rows;
}

/**
 * Deletes one reading (matched to the millisecond of `timeSeconds`) and keeps what was derived from it true: the hourly rollup of its
 * hour is rebuilt from the remaining raw rows (hot or compacted), the daily one from the day's hourly rows, and the tag's latest value
 * moves back to the newest remaining reading. Returns false, changing nothing, when there is no such reading.
 * Runs in the caller's transaction.
 */
async function deleteReading(trx: Db, deviceId: number, tag: string, timeSeconds: number): Promise<boolean> {
  await shareReadingDays(trx);
  const lo = sql`to_timestamp(${timeSeconds - 0.0005}::float8)`;
  const hi = sql`to_timestamp(${timeSeconds + 0.0005}::float8)`;
  const hot = await sql<{ time: Date }>`
    DELETE FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time >= ${lo} AND time < ${hi}
    RETURNING time`.execute(trx);
  const deleted = [...hot.rows, ...(await deleteFromDays(trx, deviceId, tag, lo, hi))];
  if (deleted.length === 0) return false;
  for (const { time } of deleted) {
    for (const [table, width, source] of ROLLUPS) {
      const bucket = sql`date_bin(${sql.lit(width)}::interval, ${time}::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;
      await sql`DELETE FROM ${sql.table(table)} WHERE device_id = ${deviceId} AND tag = ${tag} AND bucket = ${bucket}`.execute(trx);
      const from =
        source === 'raw'
          ? sql`SELECT min(value) AS lo, max(value) AS hi, sum(value) AS s, count(*) AS n, max(time) AS lt, (array_agg(value ORDER BY time DESC))[1] AS l
              FROM readings_between(${deviceId}::bigint, ${tag}::text, ${bucket}, ${bucket} + ${sql.lit(width)}::interval)
             WHERE time < ${bucket} + ${sql.lit(width)}::interval`
          : sql`SELECT min(min) AS lo, max(max) AS hi, sum(sum) AS s, sum(count) AS n, max(last_time) AS lt, (array_agg(last ORDER BY last_time DESC))[1] AS l
              FROM readings_hourly WHERE device_id = ${deviceId} AND tag = ${tag} AND bucket >= ${bucket} AND bucket < ${bucket} + ${sql.lit(width)}::interval`;
      await sql`
        INSERT INTO ${sql.table(table)} (device_id, tag, bucket, min, max, sum, count, last_time, last)
        SELECT ${deviceId}, ${tag}, ${bucket}, a.lo, a.hi, a.s, a.n, a.lt, a.l FROM (${from}) a WHERE a.n > 0`.execute(trx);
    }
  }
  await sql`
    UPDATE tags t SET time = l.time, value = l.value, temp = l.temp
    FROM (SELECT 1) one
    LEFT JOIN LATERAL ${nearestReadingSql(deviceId, tag, sql`'infinity'::timestamptz`, 'before', false)} l ON true
    WHERE t.device_id = ${deviceId} AND t.tag = ${tag}`.execute(trx);
  return true;
}

/**
 * Delete Data Point (spec 2 §2.2, super users only): removes the reading at `timeSeconds` of a tag the viewer sees
 * and rebuilds the rollups it was part of, audited in the same transaction. True when a reading was deleted; false,
 * changing nothing and writing no audit row, when there was none.
 */
export async function deleteDataPoint(
  db: Db,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  timeSeconds: number,
): Promise<boolean> {
  await visibleTag(db, actor.viewer, deviceId, tag);
  assertTagPermission(actor.viewer, 'deleteData');
  if (!Number.isFinite(timeSeconds)) throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
  return db.transaction().execute(async (trx) => {
    const done = await deleteReading(trx, deviceId, tag, timeSeconds);
    if (done) await audit(trx, actor, 'reading.delete', { type: 'tag', id: `${deviceId}:${tag}` }, { time: timeSeconds });
    return done;
  });
}
