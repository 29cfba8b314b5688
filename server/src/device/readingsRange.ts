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

/** A reading's time as whole epoch milliseconds: the key comments are attached by, the same in SQL and in a stream. */
export const EPOCH_MS = sql<number>`floor(extract(epoch FROM time) * 1000)::float8`;
