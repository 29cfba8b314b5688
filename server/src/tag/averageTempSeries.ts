import { sql } from 'kysely';
import type { DailyTemps } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { readingsBetween } from '../db/readingsBetween';

export interface AverageTempResult extends DailyTemps {
  start: number;
  end: number;
}

/**
 * averageTempData of a tag (domain DailyTemps): the daily mean, lowest and highest sensor temperature its readings
 * carried over the range. The rollups keep no temperatures, so this reads the raw rows of the range (it is asked
 * for only where the temperature correction is tuned, not on every page load). An open start means from the first
 * reading.
 */
export async function averageTempSeries(
  db: Db,
  deviceId: number,
  tag: string,
  range: { start: number | null; end: number | null },
): Promise<AverageTempResult> {
  const end = range.end ?? Math.floor(Date.now() / 1000) + 900;
  const from = range.start === null ? null : new Date(range.start * 1000);
  const rows = (
    await sql<{ t: number; v: number; lo: number; hi: number; n: number }>`
    SELECT floor(extract(epoch FROM time)::float8 / 86400) * 86400 AS t, avg(temp) AS v, min(temp) AS lo, max(temp) AS hi, count(*)::int AS n
    FROM ${readingsBetween(deviceId, tag, from, new Date(end * 1000))} r
    WHERE temp IS NOT NULL
    GROUP BY 1 ORDER BY 1`.execute(db)
  ).rows;
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    start: range.start ?? rows[0]?.t ?? end - 86_400,
    end,
    times: rows.map((r) => r.t),
    values: rows.map((r) => round(r.v)),
    min: rows.map((r) => r.lo),
    max: rows.map((r) => r.hi),
    counts: rows.map((r) => r.n),
  };
}
