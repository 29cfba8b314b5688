import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ID, seedDirectoryFixture, type Fixture } from '../../../bench/directory/fixture';
import { mainTag } from '../../../bench/fleet/fleetRows';
import { value } from '../../../bench/fleet/slots';
import { hashDeviceSecret } from '../../src/ingest/deviceAuth';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/* The benches' fleet generator (bench/fleet/): a small fleet seeded by COPY holds what the benches read. */

let t: TestDatabase;
let fx: Fixture;
const DEVICES = 60;

beforeAll(async () => {
  t = await createTestDatabase();
  fx = await seedDirectoryFixture(t.url, {
    devices: DEVICES,
    tardyEvery: 20,
    deadEvery: 40,
    // 4 days: past the hot window (2 days and the compaction's hour of margin) at whatever time of day the test runs,
    // so at least one whole day is compacted (with 3, none was in the hour after midnight UTC)
    history: { rollupDevices: 6, hourlyDevices: 4, rawDevices: 2, days: 4 },
  });
});
afterAll(async () => t?.drop());

const n = async (q: string, params: unknown[] = []) => Number((await t.pool.query<{ n: string }>(q, params)).rows[0]!.n);

describe('the fleet generator', () => {
  it('seeds the devices in folders, three channels each with their latest values', async () => {
    expect(await n('SELECT count(*) AS n FROM devices WHERE company_id = $1', [fx.companyID])).toBe(DEVICES);
    expect(fx.folders).toBe(2);
    expect(fx.tags).toBe(3 * DEVICES);
    const d = (await t.pool.query(`SELECT * FROM devices WHERE id = $1`, [FIRST_ID + 1])).rows[0];
    expect(d).toMatchObject({
      name: 'Tank 00002',
      path: '/Region 1/Site 1',
      default_tag: 'spsr',
      signal_strength: 8 + ((FIRST_ID + 1) % 24),
    });
    // a device can send over HTTP with its known secret
    expect(d.secret_hash).toBe(hashDeviceSecret(`bench-secret-${FIRST_ID + 1}`));
    const main = (await t.pool.query(`SELECT value, time FROM tags WHERE device_id = $1 AND tag = 'spsr'`, [FIRST_ID + 1])).rows[0];
    expect(main.value).toBe(d.latest_reading);
    expect(main.time).toEqual(d.last_time_message_received);
    expect(await n(`SELECT count(*) AS n FROM tags WHERE device_id = $1 AND tag IN ('_v', '_csq')`, [FIRST_ID + 1])).toBe(2);
  });

  it('makes every 20th device tardy and every 40th long silent and already reported', async () => {
    const silent = `coalesce(last_health_at, last_time_message_received) < now() - interval '1 day'`;
    expect(await n(`SELECT count(*) AS n FROM devices WHERE ${silent} AND tardy_notified_at IS NULL`)).toBe(3);
    expect(await n(`SELECT count(*) AS n FROM devices WHERE ${silent} AND tardy_notified_at IS NOT NULL`)).toBe(1);
  });

  it('stores 4 days of quarter-hours as the product does: compacted days, then the hot window row per reading', async () => {
    const perChannel = 4 * 96;
    const h = fx.history;
    expect(h.readings).toBe(2 * 3 * perChannel);
    expect(h.days).toBeGreaterThan(0);
    expect(h.hot).toBeGreaterThan(0);
    expect(await n('SELECT count(*) AS n FROM readings')).toBe(h.hot);
    expect(await n('SELECT count(*) AS n FROM reading_days')).toBe(h.days);
    expect(await n('SELECT sum(cardinality(times)) AS n FROM reading_days')).toBe(h.readings - h.hot);
    // the hot rows are in their monthly partitions, not the default one, and all after the last compacted day
    expect(await n('SELECT count(*) AS n FROM readings_default')).toBe(0);
    expect(await n(`SELECT count(*) AS n FROM readings WHERE time < (SELECT max(day) + interval '1 day' FROM reading_days)`)).toBe(0);
    // the hot window starts at the midnight the compaction job would leave: at least READINGS_HOT_DAYS (2) before the last reading
    expect(await n(`SELECT count(*) AS n FROM readings WHERE time < (SELECT max(time) - interval '2 days' FROM readings)`)).toBeGreaterThan(
      0,
    );
    // day rows hold their day's readings only, sorted without duplicates, as compaction leaves them
    expect(
      await n(
        `SELECT count(*) AS n FROM reading_days d
          WHERE d.times <> ARRAY(SELECT DISTINCT u FROM unnest(d.times) u ORDER BY u)
             OR d.times[1] < 0 OR d.times[cardinality(d.times)] >= 86400000000 OR cardinality(d.vals) <> cardinality(d.times)`,
      ),
    ).toBe(0);

    // readings_between gives every generated reading of a seeded channel once, in order, with its generated value
    for (const id of [FIRST_ID, FIRST_ID + 1]) {
      for (const tag of [mainTag(id - FIRST_ID + 1), '_v', '_csq']) {
        const rows = (
          await t.pool.query<{ time: Date; value: number }>(
            `SELECT time, value FROM readings_between($1, $2, '-infinity', 'infinity') ORDER BY time`,
            [id, tag],
          )
        ).rows;
        expect(rows.length, `${id} ${tag}`).toBe(perChannel);
        const t0 = rows[0]!.time.getTime();
        const off = rows.filter((r, k) => r.time.getTime() !== t0 + k * 15 * 60_000 || r.value !== value(id, tag, k));
        expect(off, `${id} ${tag}`).toEqual([]);
      }
    }
    expect(await n('SELECT count(DISTINCT (device_id, tag)) AS n FROM readings_hourly')).toBe(4 * 3);
    expect(await n('SELECT count(DISTINCT (device_id, tag)) AS n FROM readings_daily')).toBe(6 * 3);
    expect(await n('SELECT sum(count) AS n FROM readings_hourly WHERE device_id = $1', [FIRST_ID + 3])).toBe(3 * perChannel);
    expect(await n('SELECT sum(count) AS n FROM readings_daily WHERE device_id = $1', [FIRST_ID + 5])).toBe(3 * perChannel);

    // rollups folded from the readings (both tables, through readings_between) the way ingest folds them (UTC hours and
    // days) equal the seeded ones
    for (const [table, width] of [
      ['readings_hourly', '1 hour'],
      ['readings_daily', '1 day'],
    ] as const) {
      const mismatches = await n(
        `WITH f AS (
           SELECT device_id, tag, date_bin('${width}', time, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
                  min(value) AS mn, max(value) AS mx, sum(value) AS sm, count(*)::int AS c, max(time) AS lt,
                  (array_agg(value ORDER BY time DESC))[1] AS l
             FROM (SELECT s.device_id, s.tag, r.time, r.value FROM tags s
                     CROSS JOIN LATERAL readings_between(s.device_id, s.tag, '-infinity', 'infinity') r) x
            GROUP BY 1, 2, 3)
         SELECT count(*) AS n FROM f FULL JOIN ${table} r USING (device_id, tag, bucket)
          WHERE (f.device_id IS NULL AND r.device_id <= $1) OR r.device_id IS NULL OR f.mn <> r.min OR f.mx <> r.max
             OR abs(f.sm - r.sum) > 1e-6 OR f.c <> r.count OR f.lt <> r.last_time OR f.l <> r.last`,
        [FIRST_ID + 1],
      );
      expect(mismatches, table).toBe(0);
    }
    // the daily rollup of a device without raw readings is its hourly rollup summed up
    const folded = await n(
      `SELECT count(*) AS n FROM (
         SELECT tag, date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS b, sum(count) AS c, min(min) AS mn, max(max) AS mx
           FROM readings_hourly WHERE device_id = $1 GROUP BY 1, 2) h
       JOIN readings_daily d ON d.device_id = $1 AND d.tag = h.tag AND d.bucket = h.b
      WHERE d.count = h.c AND d.min = h.mn AND d.max = h.mx`,
      [FIRST_ID + 3],
    );
    expect(folded).toBe(await n('SELECT count(*) AS n FROM readings_daily WHERE device_id = $1', [FIRST_ID + 3]));
  });
});
