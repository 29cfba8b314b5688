import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** One stream's window whose raw readings are counted (epoch seconds, both ends inclusive). */
export interface CountedWindow {
  deviceId: number;
  tag: string;
  start: number;
  end: number;
}

/**
 * How a window [from, to] is counted from what is cheapest to read: its whole UTC days inside it from the daily rollup
 * ([d0, d1)), its other whole hours from the hourly rollup ([h0, d0) and [d1, h1)), and only the part-hours at its two
 * edges ([from, h0) and [h1, to]) from the raw readings. The rollups are binned on UTC hours and days
 * (readingRollups.ts), so the pieces neither overlap nor leave a gap. A window with no whole hour is all raw.
 */
export function countSpans(fromMs: number, toMs: number): { h0: number; d0: number; d1: number; h1: number } {
  const h0 = Math.ceil(fromMs / HOUR_MS) * HOUR_MS;
  const h1 = Math.floor(toMs / HOUR_MS) * HOUR_MS;
  // no whole hour: the raw pieces are [from, to) and [to, to], the rollups' ranges empty
  if (h1 <= h0) return { h0: toMs, d0: toMs, d1: toMs, h1: toMs };
  const d0 = Math.ceil(h0 / DAY_MS) * DAY_MS;
  const d1 = Math.floor(h1 / DAY_MS) * DAY_MS;
  return d0 < d1 ? { h0, d0, d1, h1 } : { h0, d0: h1, d1: h1, h1 };
}

/**
 * How many raw readings each window holds, exactly, in one statement for all of them: the rollups' counts for the whole
 * hours and days inside (a year costs about 365 day rows and two days of hour rows), the raw readings only for the
 * part-hours at the edges. Readings past the raw retention are still counted, as their rollups keep them: such a
 * window is drawn from the rollups, which is all that is left of it.
 */
export async function windowReadingCounts(db: Db, windows: readonly CountedWindow[]): Promise<number[]> {
  if (windows.length === 0) return [];
  const spans = windows.map((w) => ({ from: w.start * 1000, to: w.end * 1000, ...countSpans(w.start * 1000, w.end * 1000) }));
  const at = (key: keyof (typeof spans)[number]) => spans.map((s) => new Date(s[key]).toISOString());
  const query = sql<{ i: number; n: number }>`
    SELECT k.i::int AS i,
      (SELECT coalesce(sum(d.count), 0) FROM readings_daily d
        WHERE d.device_id = k.device_id AND d.tag = k.tag AND d.bucket >= k.d0 AND d.bucket < k.d1)
      + (SELECT coalesce(sum(h.count), 0) FROM readings_hourly h
        WHERE h.device_id = k.device_id AND h.tag = k.tag
          AND ((h.bucket >= k.h0 AND h.bucket < k.d0) OR (h.bucket >= k.d1 AND h.bucket < k.h1)))
      + (SELECT count(*) FROM readings_between(k.device_id, k.tag, k.f, k.h0) r WHERE r.time < k.h0)
      + (SELECT count(*) FROM readings_between(k.device_id, k.tag, k.h1, k.t) r) AS n
    FROM unnest(${windows.map((w) => w.deviceId)}::bigint[], ${windows.map((w) => w.tag)}::text[],
      ${at('from')}::timestamptz[], ${at('h0')}::timestamptz[], ${at('d0')}::timestamptz[], ${at('d1')}::timestamptz[],
      ${at('h1')}::timestamptz[], ${at('to')}::timestamptz[]) WITH ORDINALITY AS k(device_id, tag, f, h0, d0, d1, h1, t, i)`;
  const rows = await dbPool.prepared(db, 'fw_window_counts', query.compile(db));
  const out = new Array<number>(windows.length).fill(0);
  for (const r of rows) out[r.i - 1] = Number(r.n);
  return out;
}
