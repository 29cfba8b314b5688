import { sql, type RawBuilder } from 'kysely';

/**
 * The one way server code reads raw readings: one stream's readings in [from, to] (inclusive; null: open) from the
 * hot table and the compacted days alike, as the SQL function readings_between (migration 032) answers them. A
 * plain SQL function is inlined by the planner, so the caller's WHERE, ORDER BY and LIMIT work as on a table.
 * Columns: time, value, temp. The stream is named by values, or by a calling query's columns (a batch of streams).
 */
export function readingsBetween(
  deviceId: number | RawBuilder<unknown>,
  tag: string | RawBuilder<unknown>,
  from: Date | null,
  to: Date | null,
): RawBuilder<ReadingRow> {
  return sql<ReadingRow>`readings_between(${deviceId}::bigint, ${tag}::text, ${from ?? '-infinity'}::timestamptz, ${to ?? 'infinity'}::timestamptz)`;
}

/**
 * How many readings the stream has in [from, to], without unpacking the compacted days the range covers wholly (their
 * array lengths): a year's count reads about 365 day rows, not half a million readings.
 */
export function countReadingsSql(deviceId: number, tag: string, from: Date | null, to: Date | null): RawBuilder<number> {
  const lo = sql`${from ?? '-infinity'}::timestamptz`;
  const hi = sql`${to ?? 'infinity'}::timestamptz`;
  return sql<number>`(
    (SELECT count(*) FROM readings r WHERE r.device_id = ${deviceId} AND r.tag = ${tag} AND r.time >= ${lo} AND r.time <= ${hi})
    + (SELECT coalesce(sum(CASE WHEN d.day >= ${lo} AND d.day + INTERVAL '1 day' <= ${hi} THEN cardinality(d.times)
                                ELSE (SELECT count(*) FROM unnest(d.times) AS u(us)
                                       WHERE d.day + u.us * INTERVAL '1 microsecond' BETWEEN ${lo} AND ${hi}) END), 0)
         FROM reading_days d WHERE d.device_id = ${deviceId} AND d.tag = ${tag} AND d.day <= ${hi} AND d.day > ${lo} - INTERVAL '1 day'))::int`;
}

export interface ReadingRow {
  time: Date;
  value: number;
  temp: number | null;
}

/** A timestamptz SQL expression: a parameter or a column of the calling query. */
type At = RawBuilder<unknown>;

/**
 * The stream's reading nearest `at` on one side (`before`: the latest at or before it, or strictly before with
 * `strict`; `after`: the earliest at or after it, strictly after with `strict`), within [from, to], as a subquery of
 * one row (time, value, temp) or none. Unbounded, "the latest before" would unnest every compacted day of the
 * stream; so the range read is first narrowed to where the answer must lie: past the hot table's nearest row (one
 * index probe) and past the second-nearest day row (a day row holds only times of its day, so if the nearest day
 * row has none on the right side of `at`, the second-nearest has), both looked for inside [from, to]. At most two days
 * are unnested.
 */
export function nearestReadingSql(
  deviceId: number,
  tag: string,
  at: At,
  side: 'before' | 'after',
  strict: boolean,
  from: Date | null = null,
  to: Date | null = null,
): RawBuilder<ReadingRow> {
  const lo = from ?? '-infinity';
  const hi = to ?? 'infinity';
  const d = sql`${deviceId}::bigint`;
  const t = sql`${tag}::text`;
  if (side === 'before') {
    const cmp = strict ? sql`<` : sql`<=`;
    return sql<ReadingRow>`(
      SELECT b.time, b.value, b.temp FROM (
        SELECT greatest(${lo}::timestamptz,
          (SELECT max(r.time) FROM readings r
            WHERE r.device_id = ${d} AND r.tag = ${t} AND r.time ${cmp} ${at} AND r.time <= ${hi}::timestamptz),
          (SELECT min(z.day) FROM (SELECT rd.day FROM reading_days rd
                                    WHERE rd.device_id = ${d} AND rd.tag = ${t} AND rd.day ${cmp} ${at} AND rd.day <= ${hi}::timestamptz
                                    ORDER BY rd.day DESC LIMIT 2) z)) AS lo) k
      CROSS JOIN LATERAL readings_between(${d}, ${t}, k.lo, least(${hi}::timestamptz, ${at})) b
      WHERE b.time ${cmp} ${at} ORDER BY b.time DESC LIMIT 1)`;
  }
  const cmp = strict ? sql`>` : sql`>=`;
  return sql<ReadingRow>`(
    SELECT b.time, b.value, b.temp FROM (
      SELECT least(${hi}::timestamptz,
        (SELECT min(r.time) FROM readings r
          WHERE r.device_id = ${d} AND r.tag = ${t} AND r.time ${cmp} ${at} AND r.time >= ${lo}::timestamptz),
        (SELECT max(z.day) + INTERVAL '1 day' FROM (SELECT rd.day FROM reading_days rd
                                                     WHERE rd.device_id = ${d} AND rd.tag = ${t} AND rd.day > ${at} - INTERVAL '1 day'
                                                       AND rd.day > ${lo}::timestamptz - INTERVAL '1 day'
                                                     ORDER BY rd.day LIMIT 2) z)) AS hi) k
    CROSS JOIN LATERAL readings_between(${d}, ${t}, greatest(${lo}::timestamptz, ${at}), k.hi) b
    WHERE b.time ${cmp} ${at} ORDER BY b.time LIMIT 1)`;
}
