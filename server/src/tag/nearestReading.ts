import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';

export interface NearestReading {
  /** Epoch seconds, to the millisecond. */
  time: number;
  value: number;
}

/**
 * The raw reading of a tag nearest to `timeSeconds`, at most `maxDistance` seconds away (null: any distance). A few
 * index probes and at most two compacted days unpacked each side (nearestReadingSql), so a click on a year-long downsampled graph costs the same as on a day.
 */
export async function nearestReading(
  db: Db,
  deviceId: number,
  tag: string,
  timeSeconds: number,
  maxDistance: number | null,
): Promise<NearestReading | null> {
  const at = new Date(timeSeconds * 1000);
  const r = await sql<NearestReading>`
    SELECT v AS value, extract(epoch FROM t)::float8 AS time FROM (
      SELECT time AS t, value AS v FROM ${nearestReadingSql(deviceId, tag, sql`${at}::timestamptz`, 'before', false)} b
      UNION ALL
      SELECT time AS t, value AS v FROM ${nearestReadingSql(deviceId, tag, sql`${at}::timestamptz`, 'after', true)} a
    ) c ORDER BY abs(extract(epoch FROM t - ${at}::timestamptz)) LIMIT 1`.execute(db);
  const row = r.rows[0];
  if (!row) return null;
  if (maxDistance !== null && Math.abs(row.time - timeSeconds) > maxDistance) return null;
  return { time: Math.round(row.time * 1000) / 1000, value: row.value };
}
