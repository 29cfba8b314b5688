import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';
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

type Narrow = { from?: Date; to?: Date };

/** Up to limit + 1 rows of the page, in its order, from the range further bounded by `narrow`. */
function pageRows(db: Db, req: ReadingsPageRequest, narrow: Narrow) {
  const dir = req.descending ? 'desc' : 'asc';
  let q = readingsOfRange(db, req, narrow).select(['value', 'temp', TIME_US.as('us')]);
  if (req.after) q = q.where(afterCursor(req.after));
  if (req.sort === 'value') q = q.orderBy('value', dir);
  if (req.sort === 'temp') q = q.orderBy(sql`temp IS NULL`).orderBy(sql`temp ${sql.raw(dir)} NULLS LAST`);
  return q
    .orderBy('time', dir)
    .limit(req.limit + 1)
    .execute();
}

const DAY_MS = 86_400_000;

/**
 * A page in time order. Compacted days are unpacked before they are sorted, so the page is read from a window that
 * starts at its edge (the cursor, else the stream's newest or oldest reading in the range) and spans a day, eight
 * times more at each try that found too few rows, until it holds the page or covers the range: a first page costs a
 * day's readings, not the year's.
 */
async function timePage(db: Db, req: ReadingsPageRequest) {
  const lo = req.start === null ? null : new Date(req.start * 1000);
  const hi = req.end === null ? null : new Date(req.end * 1000);
  const c = req.after;
  const side = req.descending ? 'before' : 'after';
  let edge: number;
  if (c) edge = req.descending ? Math.ceil(c.us / 1000) : Math.floor(c.us / 1000);
  else {
    const at = req.descending ? sql`'infinity'::timestamptz` : sql`'-infinity'::timestamptz`;
    const first = await sql<{
      time: Date;
    }>`SELECT time FROM ${nearestReadingSql(req.deviceId, req.tag, at, side, false, lo, hi)} r`.execute(db);
    if (!first.rows[0]) return [];
    edge = first.rows[0].time.getTime();
  }
  // the far end of the range: past it a window has nothing more to find
  const farAt = req.descending ? sql`'-infinity'::timestamptz` : sql`'infinity'::timestamptz`;
  const far = (
    await sql<{
      time: Date;
    }>`SELECT time FROM ${nearestReadingSql(req.deviceId, req.tag, farAt, req.descending ? 'after' : 'before', false, lo, hi)} r`.execute(
      db,
    )
  ).rows[0]?.time.getTime();
  for (let span = DAY_MS; ; span *= 8) {
    const narrow: Narrow = req.descending
      ? { from: new Date(edge - span), to: new Date(edge) }
      : { from: new Date(edge), to: new Date(edge + span) };
    const covers = far === undefined || (req.descending ? edge - span <= far : edge + span >= far);
    const rows = await pageRows(db, req, covers ? (req.descending ? { to: narrow.to! } : { from: narrow.from! }) : narrow);
    if (rows.length > req.limit || covers) return rows;
  }
}

/**
 * One page of a stream's readings in the range, sorted on the server (spec 2 §4.1: date, the stream's value or the
 * sensor temperature, either way; readings without a temperature last) and paged by keyset, so a page deep in a year
 * costs what the first does and rows written meanwhile never shift a page. Sorting by date reads a window at the page's
 * edge (timePage); by value or temperature it reads the whole range (a few tenths of a second for a year).
 */
export async function readingsPage(db: Db, req: ReadingsPageRequest): Promise<ReadingsPage> {
  const rows = req.sort === 'time' ? await timePage(db, req) : await pageRows(db, req, {});
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
