import { chooseResolution, type ColumnarSeries, type Resolution } from '@fieldwatch/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { readingsBetween } from '../db/readingsBetween';
import { windowReadingCounts } from './windowReadingCounts';
import { dbPool } from '../db/dbPool';

export interface SeriesRange {
  /** Epoch seconds; null: from the first reading. */
  start: number | null;
  /** Epoch seconds; null: 15 minutes from now. */
  end: number | null;
  downsampled: boolean;
  /** Per-point sensor temperatures are wanted (temperature corrections); rollups do not keep them. */
  needsTemps: boolean;
  /** The tag's first reading (epoch seconds, null: none) when the caller has read it already; else read here. */
  firstTime?: number | null;
  /**
   * A zoomed window's pixel count: about one point per pixel; null: the page's fixed loads' thousand or four thousand.
   * Either way raw readings when they are no more (domain chooseResolution).
   */
  points?: number | null;
}

export interface SeriesResult extends ColumnarSeries {
  resolution: Resolution;
  start: number;
  end: number;
}

interface Row {
  t: number;
  v: number;
  lo: number;
  hi: number;
  temp: number | null;
}

const ROLLUP_WIDTH = { daily: 86_400, hourly: 3600 } as const;
const rollupTable = (source: 'daily' | 'hourly') => sql.table(source === 'daily' ? 'readings_daily' : 'readings_hourly');

/** A series as columns (json_agg arrays, parsed by pg's json type parser). */
interface Columns {
  t: number[];
  v: number[];
  lo: number[];
  hi: number[];
  temp: (number | null)[];
}

/** The first reading of a tag, from the daily rollup (a few hundred rows per year, keyed by device and tag). */
async function firstTime(db: Db, deviceId: number, tag: string): Promise<number | null> {
  const r = await sql<{ t: number | null }>`
    SELECT extract(epoch FROM min(bucket))::float8 AS t FROM readings_daily WHERE device_id = ${deviceId} AND tag = ${tag}`.execute(db);
  return r.rows[0]?.t ?? null;
}

/** Where and how one series is read: its range, and the resolution chosen for it. */
interface SeriesPlan {
  start: number;
  end: number;
  from: Date;
  to: Date;
  resolution: Resolution;
}

/**
 * The ranges and resolutions of several series (domain chooseResolution): reads the first reading where a range
 * starts there, then the raw readings each window holds, counted for all of them in one statement, since a window
 * with no more readings than the points it is drawn with is answered every reading, however long it is.
 */
async function planSeries(db: Db, requests: readonly SeriesRequest[]): Promise<SeriesPlan[]> {
  const spans = await Promise.all(
    requests.map(async ({ deviceId, tag, range }) => {
      const end = range.end ?? Math.floor(Date.now() / 1000) + 900;
      const first = range.start ?? (range.firstTime !== undefined ? range.firstTime : await firstTime(db, deviceId, tag));
      return { deviceId, tag, start: first ?? end - 86_400, end };
    }),
  );
  const counts = await windowReadingCounts(db, spans);
  return spans.map(({ start, end }, i) => {
    const range = requests[i]!.range;
    const budget = { points: range.points ?? undefined, rawCount: counts[i]! };
    const resolution = chooseResolution(end - start, range.downsampled, range.needsTemps, budget);
    return { start, end, from: new Date(start * 1000), to: new Date(end * 1000), resolution };
  });
}

/**
 * The statement of one series as one row of columns, bucketed to about the graph's pixel width with mean, min and
 * max per bucket: raw rows for narrow ranges, the hourly or daily rollups for wide ones. Bucket times are the bucket's
 * start. The stream is named by values, or by columns of a calling query (`readSeriesMany`).
 */
function seriesSql(deviceId: RawBuilder<unknown>, tag: RawBuilder<unknown>, plan: SeriesPlan): RawBuilder<Columns> {
  const { resolution, from, to } = plan;
  const w = resolution.bucket;
  // each column comes back as one JSON array (json_agg), parsed by one JSON.parse, instead of a row object with five
  // parsed text fields per bucket: a year's three series on the sensor page were about 1,100 rows (the GetTag target
  // under 20 ms)
  const bucketed = (inner: RawBuilder<Row>) => sql<Columns>`
    SELECT coalesce(json_agg(t ORDER BY t), '[]') AS t, coalesce(json_agg(v ORDER BY t), '[]') AS v, coalesce(json_agg(lo ORDER BY t), '[]') AS lo,
      coalesce(json_agg(hi ORDER BY t), '[]') AS hi, coalesce(json_agg(temp ORDER BY t), '[]') AS temp
    FROM (${inner}) s`;
  if (resolution.source === 'raw' && w === 0) {
    return bucketed(sql<Row>`
      SELECT extract(epoch FROM time)::float8 AS t, value AS v, value AS lo, value AS hi, temp
      FROM ${readingsBetween(deviceId, tag, from, to)} r`);
  }
  if (resolution.source === 'raw') {
    return bucketed(sql<Row>`
      SELECT floor(extract(epoch FROM time)::float8 / ${w}) * ${w} AS t, avg(value) AS v, min(value) AS lo, max(value) AS hi, avg(temp) AS temp
      FROM ${readingsBetween(deviceId, tag, from, to)} r
      GROUP BY 1`);
  }
  const table = rollupTable(resolution.source);
  if (w === ROLLUP_WIDTH[resolution.source]) {
    // buckets as wide as the rollup's own (a year in days): each row is a bucket, read in index order, nothing grouped
    return bucketed(sql<Row>`
      SELECT extract(epoch FROM bucket)::float8 AS t, sum / count AS v, min AS lo, max AS hi, NULL::float8 AS temp
      FROM ${table} WHERE device_id = ${deviceId} AND tag = ${tag} AND bucket >= ${from} AND bucket <= ${to}`);
  }
  return bucketed(sql<Row>`
    SELECT floor(extract(epoch FROM bucket)::float8 / ${w}) * ${w} AS t, sum(sum) / sum(count) AS v, min(min) AS lo, max(max) AS hi, NULL::float8 AS temp
    FROM ${table} WHERE device_id = ${deviceId} AND tag = ${tag} AND bucket >= ${from} AND bucket <= ${to}
    GROUP BY 1`);
}

function seriesResult(c: Columns, plan: SeriesPlan): SeriesResult {
  const n = c.t.length;
  const out: SeriesResult = {
    times: c.t,
    values: new Array<number>(n),
    min: c.lo,
    max: c.hi,
    temps: new Array<number | null>(n),
    resolution: plan.resolution,
    start: plan.start,
    end: plan.end,
  };
  for (let i = 0; i < n; i++) {
    // a bucket mean carries no meaning past six decimals; the long tail would double the bytes sent
    out.values[i] = Math.round(c.v[i]! * 1e6) / 1e6;
    const temp = c.temp[i] ?? null;
    out.temps[i] = temp === null ? null : Math.round(temp * 100) / 100;
  }
  return out;
}

/** A tag's series over a range, columnar (see seriesSql). */
export async function readSeries(db: Db, deviceId: number, tag: string, range: SeriesRange): Promise<SeriesResult> {
  const [plan] = (await planSeries(db, [{ deviceId, tag, range }])) as [SeriesPlan];
  // prepared: every sensor page reads two to five series of these few shapes (0.25 ms of planning each)
  const query = seriesSql(sql`${deviceId}::bigint`, sql`${tag}::text`, plan);
  return seriesResult((await dbPool.prepared(db, 'fw_series', query.compile(db)))[0]!, plan);
}

/** One series a caller of `readSeriesMany` wants. */
export interface SeriesRequest {
  deviceId: number;
  tag: string;
  range: SeriesRange;
}

/**
 * Several series, answered in the order asked, in one statement, a row per stream: each statement is a round trip and
 * a wakeup of the database, and under many users those, not the reading, were most of a GetTag's cost. Those of the
 * same range and resolution (the sensor page's own graph and its 2nd to 5th graphs, asked for one window) share one
 * part of it; a sparse linked graph drawn from its raw readings beside a dense one in buckets is another part.
 */
export async function readSeriesMany(db: Db, requests: readonly SeriesRequest[]): Promise<SeriesResult[]> {
  const plans = await planSeries(db, requests);
  if (requests.length === 1) {
    const [r, plan] = [requests[0]!, plans[0]!];
    const query = seriesSql(sql`${r.deviceId}::bigint`, sql`${r.tag}::text`, plan);
    return [seriesResult((await dbPool.prepared(db, 'fw_series', query.compile(db)))[0]!, plan)];
  }
  const groups = new Map<string, number[]>();
  plans.forEach((p, i) => {
    const key = `${p.resolution.source}|${p.resolution.bucket}|${p.start}|${p.end}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const parts = [...groups.values()].map(
    (members) => sql`(
      SELECT k.i::int AS i, c.* FROM unnest(${members.map((m) => requests[m]!.deviceId)}::bigint[], ${members.map((m) => requests[m]!.tag)}::text[],
        ${members}::int[]) AS k(device_id, tag, i)
      CROSS JOIN LATERAL (${seriesSql(sql`k.device_id`, sql`k.tag`, plans[members[0]!]!)}) c)`,
  );
  const query = sql<Columns & { i: number }>`${sql.join(parts, sql` UNION ALL `)}`;
  const out = new Array<SeriesResult>(requests.length);
  for (const row of await dbPool.prepared(db, 'fw_series_many', query.compile(db))) {
    out[row.i] = seriesResult(row, plans[row.i]!);
  }
  return out;
}
