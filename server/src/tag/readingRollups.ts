import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';

// hourly from the raw rows of the hour, then daily from the hourly rows of the day
const ROLLUPS = [
  ['readings_hourly', '1 hour', 'raw'],
  ['readings_daily', '1 day', 'hourly'],
] as const;

/** A reading's time in epoch microseconds, as text: exact (a JS Date keeps milliseconds) and safe in JSON. */
export const US = sql<string>`(extract(epoch FROM time) * 1000000)::bigint::text`;

/** A reading removed by Delete Data Point, as its undo puts it back. */
export interface RemovedReading {
  time: Date;
  us: string;
  value: number;
  temp: number | null;
}

/** The undo's key of one reading of a tag: the epoch milliseconds Delete Data Point was asked with. */
export const readingItem = (timeSeconds: number) => String(Math.round(timeSeconds * 1000));

/**
 * Keeps what was derived from a tag's readings true after readings at `times` came or went: the hourly rollup of each
 * hour is rebuilt from the remaining raw rows (hot or compacted), the daily one from the day's hourly rows, and the
 * tag's latest value is the newest remaining reading. Runs in the caller's transaction.
 */
export async function rebuildDerived(trx: Db, deviceId: number, tag: string, times: readonly Date[]): Promise<void> {
  for (const time of times) {
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
}

/**
 * Puts removed readings back as a late reading is stored (ingest's writeBatchSql): into the hot table, unless its
 * compacted day already holds its time again, then rebuilds what derives from them. Under the compaction's shared lock
 * (the caller takes it), so a day being moved cannot miss them. Returns how many came back.
 */
export async function restoreReadings(
  trx: Db,
  deviceId: number,
  tag: string,
  readings: readonly Omit<RemovedReading, 'time'>[],
): Promise<number> {
  const back: Date[] = [];
  for (const r of readings) {
    const at = sql`(TIMESTAMPTZ 'epoch' + ${r.us}::bigint * INTERVAL '1 microsecond')`;
    const ins = await sql<{ time: Date }>`
      INSERT INTO readings (device_id, tag, time, value, temp)
      SELECT ${deviceId}, ${tag}, ${at}, ${r.value}::float8, ${r.temp}::float8
       WHERE NOT EXISTS (SELECT 1 FROM reading_days d
                          WHERE d.device_id = ${deviceId} AND d.tag = ${tag}
                            AND d.day = TIMESTAMPTZ 'epoch' + (${r.us}::bigint / 86400000000) * INTERVAL '1 day'
                            AND (${r.us}::bigint % 86400000000) = ANY(d.times))
      ON CONFLICT DO NOTHING
      RETURNING time`.execute(trx);
    back.push(...ins.rows.map((x) => x.time));
  }
  if (back.length) await rebuildDerived(trx, deviceId, tag, back);
  return back.length;
}
