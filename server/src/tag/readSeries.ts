import { chooseResolution, type ColumnarSeries, type Resolution } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

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

/** The first reading of a tag, from the daily rollup (a few hundred rows per year, keyed by device and tag). */
async function firstTime(db: Db, deviceId: number, tag: string): Promise<number | null> {
  const r = await sql<{ t: number | null }>`
    SELECT extract(epoch FROM min(bucket))::float8 AS t FROM readings_daily WHERE device_id = ${deviceId} AND tag = ${tag}`.execute(db);
  return r.rows[0]?.t ?? null;
}

/**
 * A tag's series over a range, columnar and bucketed to about the graph's pixel width with mean, min and max per
 * bucket: raw rows for narrow ranges, the hourly or daily rollups for wide ones (domain chooseResolution). Bucket
 * times are the bucket's start.
 */
export async function readSeries(db: Db, deviceId: number, tag: string, range: SeriesRange): Promise<SeriesResult> {
  const end = range.end ?? Math.floor(Date.now() / 1000) + 900;
  const start = range.start ?? (range.firstTime !== undefined ? range.firstTime : await firstTime(db, deviceId, tag)) ?? end - 86_400;
  const resolution = chooseResolution(end - start, range.downsampled, range.needsTemps);
  const from = new Date(start * 1000);
  const to = new Date(end * 1000);
  const w = resolution.bucket;
  let rows: Row[];
  if (resolution.source === 'raw' && w === 0) {
    rows = (await sql<Row>`
      SELECT extract(epoch FROM time)::float8 AS t, value AS v, value AS lo, value AS hi, temp
      FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time >= ${from} AND time <= ${to}
      ORDER BY time`.execute(db)).rows;
  } else if (resolution.source === 'raw') {
    rows = (await sql<Row>`
      SELECT floor(extract(epoch FROM time)::float8 / ${w}) * ${w} AS t, avg(value) AS v, min(value) AS lo, max(value) AS hi, avg(temp) AS temp
      FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time >= ${from} AND time <= ${to}
      GROUP BY 1 ORDER BY 1`.execute(db)).rows;
  } else {
    const table = sql.table(resolution.source === 'daily' ? 'readings_daily' : 'readings_hourly');
    rows = (await sql<Row>`
      SELECT floor(extract(epoch FROM bucket)::float8 / ${w}) * ${w} AS t, sum(sum) / sum(count) AS v, min(min) AS lo, max(max) AS hi, NULL::float8 AS temp
      FROM ${table} WHERE device_id = ${deviceId} AND tag = ${tag} AND bucket >= ${from} AND bucket <= ${to}
      GROUP BY 1 ORDER BY 1`.execute(db)).rows;
  }
  const n = rows.length;
  const out: SeriesResult = {
    times: new Array<number>(n), values: new Array<number>(n), min: new Array<number>(n), max: new Array<number>(n),
    temps: new Array<number | null>(n), resolution, start, end,
  };
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    out.times[i] = r.t;
    // a bucket mean carries no meaning past six decimals; the long tail would double the bytes sent
    out.values[i] = Math.round(r.v * 1e6) / 1e6;
    out.min[i] = r.lo;
    out.max[i] = r.hi;
    out.temps[i] = r.temp === null ? null : Math.round(r.temp * 100) / 100;
  }
  return out;
}
