import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** One stream of one device over a range of epoch seconds (either side open: all data, or up to now). */
export interface ReadingsRange {
  deviceId: number;
  tag: string;
  start: number | null;
  end: number | null;
}

/** The stream's readings in the range: what the table pages through, counts and downloads. */
export function readingsOfRange(db: Db, r: ReadingsRange) {
  let q = db.selectFrom('readings').where('device_id', '=', r.deviceId).where('tag', '=', r.tag);
  if (r.start !== null) q = q.where('time', '>=', new Date(r.start * 1000));
  if (r.end !== null) q = q.where('time', '<=', new Date(r.end * 1000));
  return q;
}

/** How many readings the range holds (an index-only count: tens of milliseconds for a year of one-minute readings). */
export async function countReadings(db: Db, r: ReadingsRange): Promise<number> {
  const row = await readingsOfRange(db, r)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether any reading of the range carries a sensor temperature (the table's and the download's additional column). */
export async function rangeHasTemps(db: Db, r: ReadingsRange): Promise<boolean> {
  const row = await readingsOfRange(db, r)
    .select(sql<number>`1`.as('one'))
    .where('temp', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A reading's time as epoch seconds in a float8, for a stream of many rows: a fifth of what the exact numeric EXTRACT
 * costs PostgreSQL per row, and still within a quarter of a microsecond, so `epochMs` recovers the exact time.
 */
export const EPOCH_SECONDS = sql<number>`date_part('epoch', time)`;

/** Whole epoch milliseconds of an EPOCH_SECONDS value: the key comments are attached by (rangeComments). */
export function epochMs(seconds: number): number {
  return Math.floor(Math.round(seconds * 1e6) / 1000);
}
