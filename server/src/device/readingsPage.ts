import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import { readingsOfRange, type ReadingsRange } from './readingsRange';
import { encodeReadingsCursor, type ReadingsCursor, type ReadingsSort } from './readingsCursor';

export interface ReadingsPageRequest extends ReadingsRange {
  sort: ReadingsSort;
  descending: boolean;
  /** The cursor of the previous page's end; null for the first page. */
  after: ReadingsCursor | null;
  limit: number;
}

export interface ReadingsPage {
  times: number[];
  values: number[];
  temps: (number | null)[];
  /** Each row's time in epoch milliseconds: the key of its comments (rangeComments). */
  keys: number[];
  /** Where the next page starts; null when this one is the last. */
  endCursor: string | null;
}

// a reading's time in epoch microseconds (exact: the database keeps microseconds), and back
const TIME_US = sql<number>`(extract(epoch FROM time) * 1000000)::int8`;
const fromUs = (us: number) => sql<Date>`(TIMESTAMPTZ 'epoch' + ${us}::int8 * INTERVAL '1 microsecond')`;

/** Rows after the cursor in the page's order: (sort column, time), a missing temperature after every other. */
function afterCursor(c: ReadingsCursor): Expression<SqlBool> {
  const cmp = sql.raw(c.descending ? '<' : '>');
  const at = fromUs(c.us);
  if (c.sort === 'time') return sql<SqlBool>`time ${cmp} ${at}`;
  if (c.sort === 'value') return sql<SqlBool>`(value, time) ${cmp} (${c.key}::float8, ${at})`;
  if (c.key === null) return sql<SqlBool>`(temp IS NULL AND time ${cmp} ${at})`;
  return sql<SqlBool>`(temp IS NULL OR (temp, time) ${cmp} (${c.key}::float8, ${at}))`;
}

/**
 * One page of a stream's readings in the range, sorted on the server (spec 2 §4.1: date, the stream's value or the
 * sensor temperature, either way; readings without a temperature last) and paged by keyset, so a page deep in a year
 * costs what the first does and rows written meanwhile never shift a page. Sorting by date reads the primary key in
 * order; by value or temperature it reads the whole range (under a tenth of a second for a year).
 */
export async function readingsPage(db: Db, req: ReadingsPageRequest): Promise<ReadingsPage> {
  const dir = req.descending ? 'desc' : 'asc';
  // in time order the cursor is also a bound of the range: the compacted days before it are not unpacked
  const c = req.after;
  const narrow =
    c?.sort === 'time' ? (c.descending ? { to: new Date(Math.ceil(c.us / 1000)) } : { from: new Date(Math.floor(c.us / 1000)) }) : {};
  let q = readingsOfRange(db, req, narrow).select(['value', 'temp', TIME_US.as('us')]);
  if (req.after) q = q.where(afterCursor(req.after));
  if (req.sort === 'value') q = q.orderBy('value', dir);
  if (req.sort === 'temp') q = q.orderBy(sql`temp IS NULL`).orderBy(sql`temp ${sql.raw(dir)} NULLS LAST`);
  const rows = await q
    .orderBy('time', dir)
    .limit(req.limit + 1)
    .execute();
  const more = rows.length > req.limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  const keyOf = (r: { value: number; temp: number | null }) => (req.sort === 'value' ? r.value : req.sort === 'temp' ? r.temp : 0);
  return {
    // whole milliseconds, as the table has always shown them
    times: rows.map((r) => Math.floor(r.us / 1000) / 1000),
    values: rows.map((r) => r.value),
    temps: rows.map((r) => r.temp),
    keys: rows.map((r) => Math.floor(r.us / 1000)),
    endCursor: more && last ? encodeReadingsCursor({ sort: req.sort, descending: req.descending, key: keyOf(last), us: last.us }) : null,
  };
}
