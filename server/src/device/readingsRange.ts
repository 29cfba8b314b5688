import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { countReadingsSql, readingsBetween } from '../db/readingsBetween';

/** One stream of one device over a range of epoch seconds (either side open: all data, or up to now). */
export interface ReadingsRange {
  deviceId: number;
  tag: string;
  start: number | null;
  end: number | null;
}

/**
 * The stream's readings in the range (hot and compacted: readingsBetween): what the table pages through, counts and
 * downloads. `narrow` bounds it further where the caller knows more (a keyset page in time order starts at its
 * cursor), so only the compacted days that can hold the page are unpacked.
 */
export function readingsOfRange(db: Db, r: ReadingsRange, narrow: { from?: Date; to?: Date } = {}) {
  const max = (a: Date | null, b: Date | undefined) => (b && (!a || b > a) ? b : a);
  const min = (a: Date | null, b: Date | undefined) => (b && (!a || b < a) ? b : a);
  const from = max(r.start === null ? null : new Date(r.start * 1000), narrow.from);
  const to = min(r.end === null ? null : new Date(r.end * 1000), narrow.to);
  return db.selectFrom(readingsBetween(r.deviceId, r.tag, from, to).as('r'));
}

/** How many readings the range holds (an index-only count of the hot rows, the array lengths of the compacted days: countReadingsSql). */
export async function countReadings(db: Db, r: ReadingsRange): Promise<number> {
  const from = r.start === null ? null : new Date(r.start * 1000);
  const to = r.end === null ? null : new Date(r.end * 1000);
  const row = await sql<{ n: number }>`SELECT ${countReadingsSql(r.deviceId, r.tag, from, to)} AS n`.execute(db);
  return row.rows[0]!.n;
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
