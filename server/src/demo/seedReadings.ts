import type pg from 'pg';
import type { DemoPlan, PlannedDevice } from './demoPlan';

/**
 * The time series, generated inside PostgreSQL: INSERT ... SELECT over generate_series, fed a JSON list with one
 * entry per tag. Building 1.4 million rows in Node and shipping them over the wire would take minutes; here it
 * takes seconds.
 *
 * Noise comes from hashint8 over (tag seed, sample index), never random(), so every start with the same `now`
 * writes the same numbers. Hash inputs are laid out as seed << 24 plus a region offset (2^22 wide each) so the
 * per-sample, per-cycle, per-6-hour and per-8-hour draws never collide.
 *
 * One statement writes a share of the readings and, from the rows it just wrote, their hourly rollups and from
 * those the daily ones: reading the rows back from the table would cost a second pass over 1.4 million rows.
 * Buckets are UTC hours and days (date_bin from a UTC midnight gives the same buckets as date_trunc in UTC). The
 * numeric sums make the rollups identical from run to run whatever order rows are aggregated in.
 */
const GENERATE = `
WITH ins AS (
  INSERT INTO readings (device_id, tag, time, value, temp)
  SELECT p.d, p.g, to_timestamp(t.e),
         round((CASE WHEN p.top > 0 THEN greatest(0, p.top - v.v) ELSE v.v END) * p.sc) / p.sc,
         CASE WHEN p.tm THEN round((p.cb + 4 + p.ca * r.day + p.cs * r.season + (r.u2 - 0.5) * 2) * 10) / 10 END
  FROM jsonb_to_recordset($1::jsonb) AS p(
         d bigint, g text, s bigint, z bigint, st int, n int, sig text, lo float8, hi float8, per float8, ph float8,
         amp float8, nz float8, base float8, tr float8, sa float8, e0 float8, top float8, sc float8, tm boolean,
         cb float8, ca float8, cs float8, gf bigint, gt bigint)
  CROSS JOIN LATERAL generate_series(p.n - 1, 0, -1) AS k
  CROSS JOIN LATERAL (SELECT p.z - k * p.st AS e, (p.z - k * p.st)::float8 AS ef, p.s << 24 AS h) t
  CROSS JOIN LATERAL (SELECT
         hashint8(t.h + k * 4)::float8 / 4294967296 + 0.5 AS u1,
         hashint8(t.h + k * 4 + 1)::float8 / 4294967296 + 0.5 AS u2,
         -- air temperature peaks mid-afternoon in Texas (21:00 UTC) and bottoms out in mid-January
         cos(2 * pi() * (t.ef / 86400 - 0.875)) AS day,
         -cos(2 * pi() * (t.ef / 31557600 - 0.0383)) AS season,
         (t.ef + p.ph) / p.per AS cyc,
         hashint8(t.h + 4194304 + floor((t.ef + p.ph) / p.per)::bigint)::float8 / 4294967296 + 0.5 AS ucyc,
         hashint8(t.h + 8388608 + t.e / 21600)::float8 / 4294967296 + 0.5 AS uslot,
         hashint8(t.h + 12582912 + t.e / 28800)::float8 / 4294967296 + 0.5 AS ustep,
         sin(2 * pi() * t.ef / p.per + p.ph) AS slow
       ) r
  CROSS JOIN LATERAL (SELECT
         r.cyc - floor(r.cyc) AS frac,
         -- a truck hauls the tank down in the last 90 minutes of each cycle
         1 - 5400 / p.per AS fill,
         p.hi - (p.hi - p.lo) * 0.3 * r.ucyc AS top
       ) c
  CROSS JOIN LATERAL (SELECT CASE p.sig
         WHEN 'tank' THEN greatest(0, p.nz * (r.u1 - 0.5) * 2 + CASE WHEN c.frac < c.fill
              THEN p.lo + (c.top - p.lo) * c.frac / c.fill
              ELSE c.top - (c.top - p.lo) * (c.frac - c.fill) / (1 - c.fill) END)
         WHEN 'wander' THEN p.base + p.amp * (0.6 * r.slow + 0.4 * sin(2 * pi() * t.ef / (p.per * 0.37) + 1.7 * p.ph))
              + p.nz * (r.u1 - 0.5) * 2 + p.tr * r.day
         WHEN 'rate' THEN greatest(0, p.base + p.amp * (0.6 * r.slow + 0.4 * sin(2 * pi() * t.ef / (p.per * 0.37) + 1.7 * p.ph))
              + p.nz * (r.u1 - 0.5) * 2)
         WHEN 'pump' THEN CASE WHEN r.uslot < 0.06 THEN 0 ELSE greatest(0, p.base + p.amp * r.slow + p.nz * (r.u1 - 0.5) * 2) END
         WHEN 'cumul' THEN p.lo + p.base * (t.ef - p.e0) / 86400 + p.amp * p.base * p.per / (2 * pi() * 86400) * r.slow
         WHEN 'vib' THEN greatest(0, p.base + p.amp * power(r.u1, 20) + p.nz * (r.u2 - 0.5) * 2 + 0.01 * r.day)
         WHEN 'daily' THEN least(p.hi, greatest(p.lo, p.base + p.amp * r.day + p.sa * r.season + p.nz * (r.u1 - 0.5) * 2))
         WHEN 'steps' THEN least(100, greatest(0, floor(r.ustep * 5) * 25 + p.nz * (r.u1 - 0.5) * 2))
         WHEN 'volts' THEN p.base + p.amp * r.day + p.tr * (t.ef - p.z) / 86400 + p.nz * (r.u1 - 0.5) * 2
         WHEN 'csq' THEN least(31, greatest(0, round(p.base + 2 * r.slow + p.nz * (r.u1 - 0.5) * 2)))
         ELSE 0 END AS v) v
  WHERE p.gf IS NULL OR t.e < p.gf OR t.e > p.gt
  RETURNING device_id, tag, time, value
), hourly AS (
  INSERT INTO readings_hourly (device_id, tag, bucket, min, max, sum, count, last_time, last)
  SELECT device_id, tag, date_bin('1 hour', time, timestamptz '2000-01-01 00:00Z'), min(value), max(value),
         sum(value::numeric)::float8, count(*), max(time), (array_agg(value ORDER BY time DESC))[1]
  FROM ins GROUP BY 1, 2, 3
  RETURNING device_id, tag, bucket, min, max, sum, count, last_time, last
)
INSERT INTO readings_daily (device_id, tag, bucket, min, max, sum, count, last_time, last)
SELECT device_id, tag, date_bin('1 day', bucket, timestamptz '2000-01-01 00:00Z'), min(min), max(max),
       sum(sum::numeric)::float8, sum(count), max(last_time), (array_agg(last ORDER BY last_time DESC))[1]
FROM hourly GROUP BY 1, 2, 3`;

function seriesList(devices: PlannedDevice[]): object[] {
  return devices.flatMap((d) =>
    d.tags.map((t) => ({
      d: d.fleet.id,
      g: t.row.tag,
      s: t.seed,
      z: Math.floor(t.lastAt.getTime() / 1000),
      st: t.step,
      n: t.count,
      ...t.signal,
      sc: 10 ** t.signal.dec,
      tm: t.withTemp,
      cb: d.climate.base,
      ca: d.climate.daily,
      cs: d.climate.seasonal,
      gf: d.gap ? Math.floor(d.gap.from.getTime() / 1000) : null,
      gt: d.gap ? Math.floor(d.gap.to.getTime() / 1000) : null,
    })),
  );
}

/** Splits the devices into `n` shares of about equal row counts; the same plan always splits the same way. */
function shares(plan: DemoPlan, n: number): PlannedDevice[][] {
  const out = Array.from({ length: n }, () => ({ rows: 0, devices: [] as PlannedDevice[] }));
  const byRows = plan.devices
    .map((d) => ({ d, rows: d.tags.reduce((sum, t) => sum + t.count, 0) }))
    .filter((x) => x.rows > 0)
    .sort((a, b) => b.rows - a.rows || a.d.fleet.id - b.d.fleet.id);
  for (const { d, rows } of byRows) {
    const target = out.reduce((min, s) => (s.rows < min.rows ? s : min));
    target.rows += rows;
    target.devices.push(d);
  }
  return out.map((s) => s.devices.sort((a, b) => a.fleet.id - b.fleet.id)).filter((s) => s.length > 0);
}

/**
 * Readings with their hourly and daily rollups, written by `workers` connections in parallel (the machine's
 * cores do the work, not Node). Each share commits on its own; readings have no foreign key to devices, and
 * seedDemo clears leftovers of an interrupted run before calling this. The monthly partitions must exist.
 */
export async function seedReadings(pool: pg.Pool, plan: DemoPlan, workers: number): Promise<void> {
  await Promise.all(
    shares(plan, workers).map(async (share) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // the rollups sort a share's rows in memory rather than on disk
        await client.query("SET LOCAL work_mem = '128MB'");
        await client.query(GENERATE, [JSON.stringify(seriesList(share))]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw new Error(`generating demo readings failed: ${(err as Error).message}`, { cause: err });
      } finally {
        client.release();
      }
    }),
  );
}
