/**
 * PROTOTYPE (bench only, not used by the server): writeBatch with the same effects as server/src/ingest/writeBatch.ts
 * (as of commit 56c1383) for data, health, gps and overflow messages, but as ONE autocommit statement instead of BEGIN + 3 statements +
 * COMMIT, with the parameters sent as a few pre-built array literals and one JSON document instead of arrays that
 * node-postgres escapes element by element, and without sending every inserted reading back to Node (the committed
 * readings are the ones Node already holds; only duplicates are reported back). Batches with events or settings
 * fall back to the current writeBatch. See docs/scaling-ingest.md ("Where the time goes").
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/connection';
import type { CommittedBatch, CommittedReading } from '../../../server/src/ingest/committed';
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { writeBatch } from '../../../server/src/ingest/writeBatch';

const HEALTH_TAGS = { voltage: '_v', csq: '_csq', temperature: '_t' } as const;
const CARRIERS: Record<string, 'tmobile' | 'verizon' | 'att'> = {
  tmobile: 'tmobile',
  't-mobile': 'tmobile',
  verizon: 'verizon',
  att: 'att',
  'at&t': 'att',
};

/** Options that switch parts off, to attribute the cost (not semantics-preserving when set). */
export const leanOptions = { daily: true, explain: false };

/** A PostgreSQL array literal of numbers (or NULL), built by one join: no per-element escaping. */
const nums = (xs: readonly (number | null)[]) => `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;
/** Tags match /^[A-Za-z_][A-Za-z0-9_]*$/ (parseMessage): quoting without escaping is safe, and keeps "NULL" a string. */
const words = (xs: readonly string[]) => `{${xs.map((x) => `"${x}"`).join(',')}}`;

interface Dev {
  last: number;
  health: {
    at: number;
    voltage: number | null;
    csq: number | null;
    solar: number | null;
    delta: number | null;
    carrier: string | null;
  } | null;
  gps: { at: number; lat: number; lon: number } | null;
}

export async function writeBatchLean(db: Db, messages: IncomingMessage[]): Promise<CommittedBatch> {
  if (messages.some((m) => m.message.type === 'event' || m.message.type === 'settings')) return writeBatch(db, messages);

  const r = { id: [] as number[], tag: [] as string[], ms: [] as number[], value: [] as number[], temp: [] as (number | null)[] };
  const log: [number, number, string, unknown][] = [];
  const devices = new Map<number, Dev>();
  for (const m of messages) {
    const { deviceId, message } = m;
    const t = message.time.getTime();
    log.push([deviceId, t, message.type, m.raw]);
    let d = devices.get(deviceId);
    if (!d) devices.set(deviceId, (d = { last: t, health: null, gps: null }));
    if (t > d.last) d.last = t;
    const push = (tag: string, time: number, value: number, temp: number | null) => {
      r.id.push(deviceId);
      r.tag.push(tag);
      r.ms.push(time);
      r.value.push(value);
      r.temp.push(temp);
    };
    if (message.type === 'data') {
      for (const x of message.readings) push(x.tag, x.time.getTime(), x.value, x.temp);
    } else if (message.type === 'health') {
      const h = message.health;
      if (!d.health || t >= d.health.at)
        d.health = { at: t, voltage: h.voltage, csq: h.csq, solar: h.solar, delta: h.batteryDelta, carrier: h.carrier };
      for (const [field, tag] of Object.entries(HEALTH_TAGS) as [keyof typeof HEALTH_TAGS, string][]) {
        const v = h[field];
        if (v !== null) push(tag, t, v, null);
      }
    } else if (message.type === 'gps') {
      if (!d.gps || t >= d.gps.at) d.gps = { at: t, lat: message.latitude, lon: message.longitude };
    }
  }
  const ids = [...devices.keys()].sort((a, b) => a - b);
  const u = ids.map((id) => devices.get(id)!);
  const carrier = u.map((d) => (d.health?.carrier ? d.health.carrier.toLowerCase() : null));
  const op = carrier.map((c) => (c ? (CARRIERS[c] ?? null) : null));
  const textOrNull = (xs: (string | null)[]) => `{${xs.map((x) => (x === null ? 'NULL' : JSON.stringify(x))).join(',')}}`;

  const daily = leanOptions.daily
    ? sql`, daily AS (
          INSERT INTO readings_daily AS r (device_id, tag, bucket, min, max, sum, count, last_time, last)
          SELECT device_id, tag, date_bin('1 day', time, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
                 min(value), max(value), sum(value), count(*), max(time), (array_agg(value ORDER BY time DESC))[1]
          FROM ins GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (device_id, tag, bucket) DO UPDATE SET
            min = LEAST(r.min, EXCLUDED.min), max = GREATEST(r.max, EXCLUDED.max),
            sum = r.sum + EXCLUDED.sum, count = r.count + EXCLUDED.count,
            last = CASE WHEN EXCLUDED.last_time >= r.last_time THEN EXCLUDED.last ELSE r.last END,
            last_time = GREATEST(r.last_time, EXCLUDED.last_time))`
    : sql``;

  const res = await sql<{
    n: number;
    inserted: number[] | null;
  }>`${leanOptions.explain ? sql.raw('EXPLAIN (ANALYZE, BUFFERS, WAL, COSTS OFF) ') : sql``}
    WITH ml AS (
      INSERT INTO message_log (device_id, time, message_type, data)
      SELECT (m->>0)::bigint, TIMESTAMPTZ 'epoch' + (m->>1)::bigint * INTERVAL '1 millisecond', m->>2, m->3
      FROM jsonb_array_elements(${JSON.stringify(log)}::jsonb) AS m
    ),
    input AS (
      SELECT DISTINCT ON (device_id, tag, time) device_id, tag, time, value, temp, ord
      FROM (SELECT t.device_id, t.tag, TIMESTAMPTZ 'epoch' + t.ms * INTERVAL '1 millisecond' AS time, t.value, t.temp, t.ord
              FROM unnest(${nums(r.id)}::bigint[], ${words(r.tag)}::text[], ${nums(r.ms)}::bigint[], ${nums(r.value)}::float8[],
                          ${nums(r.temp)}::float8[]) WITH ORDINALITY AS t(device_id, tag, ms, value, temp, ord)) s
      ORDER BY device_id, tag, time, ord
    ),
    ins AS (
      INSERT INTO readings (device_id, tag, time, value, temp)
      SELECT device_id, tag, time, value, temp FROM input
      ON CONFLICT DO NOTHING
      RETURNING device_id, tag, time, value, temp
    ),
    hourly AS (
      INSERT INTO readings_hourly AS r (device_id, tag, bucket, min, max, sum, count, last_time, last)
      SELECT device_id, tag, date_bin('1 hour', time, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
             min(value), max(value), sum(value), count(*), max(time), (array_agg(value ORDER BY time DESC))[1]
      FROM ins GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (device_id, tag, bucket) DO UPDATE SET
        min = LEAST(r.min, EXCLUDED.min), max = GREATEST(r.max, EXCLUDED.max),
        sum = r.sum + EXCLUDED.sum, count = r.count + EXCLUDED.count,
        last = CASE WHEN EXCLUDED.last_time >= r.last_time THEN EXCLUDED.last ELSE r.last END,
        last_time = GREATEST(r.last_time, EXCLUDED.last_time)
    )${daily},
    newest AS (
      SELECT DISTINCT ON (device_id, tag) device_id, tag, time, value, temp FROM ins ORDER BY device_id, tag, time DESC
    ),
    latest AS (
      INSERT INTO tags AS tg (device_id, tag, time, value, temp)
      SELECT device_id, tag, time, value, temp FROM newest ORDER BY device_id, tag
      ON CONFLICT (device_id, tag) DO UPDATE SET time = EXCLUDED.time, value = EXCLUDED.value, temp = EXCLUDED.temp
      WHERE tg.time IS NULL OR EXCLUDED.time >= tg.time
    ),
    -- the default tag's value after this statement (which cannot see its own upsert of tags), per device
    default_latest AS (
      SELECT n.device_id, CASE WHEN t.time IS NULL OR n.time >= t.time THEN n.value ELSE t.value END AS value
      FROM newest n
      JOIN devices dd ON dd.id = n.device_id AND dd.default_tag = n.tag
      LEFT JOIN tags t ON t.device_id = n.device_id AND t.tag = n.tag
    ),
    dev AS (
      UPDATE devices d SET
        last_time_message_received = GREATEST(d.last_time_message_received, u.last_msg),
        first_message_at = COALESCE(d.first_message_at, u.last_msg),
        has_turned_on = true,
        last_health_at = GREATEST(d.last_health_at, u.health_at),
        -- a late health message (older than what is stored) must not overwrite newer health (as writeBatch)
        battery_level = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.voltage IS NOT NULL THEN u.voltage ELSE d.battery_level END,
        signal_strength = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.csq IS NOT NULL THEN round(u.csq)::int ELSE d.signal_strength END,
        percent_solar = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.solar IS NOT NULL THEN round(u.solar)::int ELSE d.percent_solar END,
        battery_delta = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.delta IS NOT NULL THEN round(u.delta)::int ELSE d.battery_delta END,
        carrier = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.carrier IS NOT NULL THEN u.carrier ELSE d.carrier END,
        tmobile_op = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.carrier IS NOT NULL THEN u.op = 'tmobile' ELSE d.tmobile_op END,
        verizon_op = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.carrier IS NOT NULL THEN u.op = 'verizon' ELSE d.verizon_op END,
        att_op = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.carrier IS NOT NULL THEN u.op = 'att' ELSE d.att_op END,
        unknown_op = CASE WHEN u.health_at >= COALESCE(d.last_health_at, '-infinity') AND u.carrier IS NOT NULL THEN u.op IS NULL ELSE d.unknown_op END,
        latitude = COALESCE(u.lat, d.latitude),
        longitude = COALESCE(u.lon, d.longitude),
        -- the default tag's value after this statement: the statement cannot see its own upsert of tags
        latest_reading = COALESCE(u.default_value, (SELECT t.value FROM tags t WHERE t.device_id = d.id AND t.tag = d.default_tag), d.latest_reading)
      FROM (SELECT u.*, dl.default_value, TIMESTAMPTZ 'epoch' + u.last_ms * INTERVAL '1 millisecond' AS last_msg,
                   TIMESTAMPTZ 'epoch' + u.health_ms * INTERVAL '1 millisecond' AS health_at
              FROM unnest(${nums(ids)}::bigint[], ${nums(u.map((d) => d.last))}::bigint[], ${nums(u.map((d) => d.health?.at ?? null))}::bigint[],
                ${nums(u.map((d) => d.health?.voltage ?? null))}::float8[], ${nums(u.map((d) => d.health?.csq ?? null))}::float8[],
                ${nums(u.map((d) => d.health?.solar ?? null))}::float8[], ${nums(u.map((d) => d.health?.delta ?? null))}::float8[],
                ${textOrNull(carrier)}::text[], ${textOrNull(op)}::text[],
                ${nums(u.map((d) => d.gps?.lat ?? null))}::float8[], ${nums(u.map((d) => d.gps?.lon ?? null))}::float8[])
                AS u(id, last_ms, health_ms, voltage, csq, solar, delta, carrier, op, lat, lon)
              LEFT JOIN (SELECT device_id, value AS default_value FROM default_latest) dl ON dl.device_id = u.id) u
      WHERE d.id = u.id
    )
    SELECT (SELECT count(*) FROM ins)::int AS n,
           CASE WHEN (SELECT count(*) FROM ins) = ${r.id.length}::int THEN NULL
                ELSE (SELECT array_agg(i.ord::int) FROM ins JOIN input i USING (device_id, tag, time)) END AS inserted`.execute(db);

  if (leanOptions.explain) {
    console.log(res.rows.map((x) => Object.values(x)[0]).join('\n'));
    return { readings: [], events: [], devices: [] };
  }
  const row = res.rows[0]!;
  const keep = row.inserted ? new Set(row.inserted.map((o) => o - 1)) : null;
  const readings: CommittedReading[] = [];
  for (let i = 0; i < r.id.length; i++) {
    if (keep && !keep.has(i)) continue;
    readings.push({ deviceId: r.id[i]!, tag: r.tag[i]!, time: new Date(r.ms[i]!), value: r.value[i]!, temp: r.temp[i]! });
  }
  return {
    readings,
    events: [],
    devices: ids.map((id, i) => ({ deviceId: id, lastMessage: new Date(u[i]!.last), health: u[i]!.health !== null })),
  };
}
