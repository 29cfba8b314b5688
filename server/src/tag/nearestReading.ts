import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface NearestReading {
  /** Epoch seconds, to the millisecond. */
  time: number;
  value: number;
}

/**
 * The raw reading of a tag nearest to `timeSeconds`, at most `maxDistance` seconds away (null: any distance). Two
 * index probes, one each side, so a click on a year-long downsampled graph costs the same as on a day.
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
      (SELECT time AS t, value AS v FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time <= ${at} ORDER BY time DESC LIMIT 1)
      UNION ALL
      (SELECT time AS t, value AS v FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time > ${at} ORDER BY time ASC LIMIT 1)
    ) c ORDER BY abs(extract(epoch FROM t - ${at}::timestamptz)) LIMIT 1`.execute(db);
  const row = r.rows[0];
  if (!row) return null;
  if (maxDistance !== null && Math.abs(row.time - timeSeconds) > maxDistance) return null;
  return { time: Math.round(row.time * 1000) / 1000, value: row.value };
}
