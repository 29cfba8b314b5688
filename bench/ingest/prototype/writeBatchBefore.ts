/** The write path as it was before the single-statement rewrite (commit 091e7d3), kept for bench/ingest/prototype/writeBatchBench.ts comparisons. */
import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/connection';
import type { CommittedBatch, CommittedEvent, CommittedReading } from '../../../server/src/ingest/committed';
import type { IncomingMessage, ReadingInput } from '../../../server/src/ingest/deviceMessage';

/**
 * The event flag counted as a reboot (spec 3 §3: 70 'Start Up - Reboot'). A reboot is reported as 70 followed by
 * the ordinary start-up (1), so counting 1 as well would count every reboot twice.
 */
const START_FLAGS = new Set([70]);
const HEALTH_TAGS = { voltage: '_v', csq: '_csq', temperature: '_t' } as const;

interface DeviceUpdate {
  lastMessage: Date;
  health: {
    at: Date;
    voltage: number | null;
    csq: number | null;
    solar: number | null;
    delta: number | null;
    carrier: string | null;
  } | null;
  gps: { at: Date; lat: number; lon: number } | null;
  reboots: number;
  rebootTime: Date | null;
}

const CARRIERS: Record<string, 'tmobile' | 'verizon' | 'att'> = {
  tmobile: 'tmobile',
  't-mobile': 'tmobile',
  verizon: 'verizon',
  att: 'att',
  'at&t': 'att',
};

/**
 * Folds the readings just inserted (the `ins` CTE) into a rollup table: buckets from a UTC midnight origin, min,
 * max, sum and count add up, `last` keeps the value at the newest time. Only new rows are folded, so a duplicate
 * reading never counts twice.
 */
function rollupUpsert(table: 'readings_hourly' | 'readings_daily', width: '1 hour' | '1 day') {
  return sql`
    INSERT INTO ${sql.raw(table)} AS r (device_id, tag, bucket, min, max, sum, count, last_time, last)
    SELECT device_id, tag, date_bin(${sql.lit(width)}::interval, time, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
           min(value), max(value), sum(value), count(*), max(time), (array_agg(value ORDER BY time DESC))[1]
    FROM ins GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (device_id, tag, bucket) DO UPDATE SET
      min = LEAST(r.min, EXCLUDED.min), max = GREATEST(r.max, EXCLUDED.max),
      sum = r.sum + EXCLUDED.sum, count = r.count + EXCLUDED.count,
      last = CASE WHEN EXCLUDED.last_time >= r.last_time THEN EXCLUDED.last ELSE r.last END,
      last_time = GREATEST(r.last_time, EXCLUDED.last_time)`;
}

function newer(a: Date | null | undefined, b: Date): boolean {
  return !a || b >= a;
}

/**
 * Writes one batch of messages in a single transaction: message log, readings (duplicates ignored), hourly
 * and daily rollups of the new readings, each tag's latest value, events and reboot counts, device health,
 * position and last-seen time, reported settings. Returns what was new, for the alarm engine and live updates.
 * Rows are sorted by device and tag so concurrent writers take row locks in one order.
 */
export async function writeBatchBefore(db: Db, messages: IncomingMessage[]): Promise<CommittedBatch> {
  const readings: (ReadingInput & { deviceId: number })[] = [];
  const events: CommittedEvent[] = [];
  const settings: { deviceId: number; key: string; value: string; time: Date }[] = [];
  const devices = new Map<number, DeviceUpdate>();
  const log = { ids: [] as number[], times: [] as Date[], types: [] as string[], data: [] as string[] };

  for (const m of messages) {
    const { deviceId, message } = m;
    log.ids.push(deviceId);
    log.times.push(message.time);
    log.types.push(message.type);
    log.data.push(JSON.stringify(m.raw));
    let d = devices.get(deviceId);
    if (!d) devices.set(deviceId, (d = { lastMessage: message.time, health: null, gps: null, reboots: 0, rebootTime: null }));
    if (message.time > d.lastMessage) d.lastMessage = message.time;
    switch (message.type) {
      case 'data':
        for (const r of message.readings) readings.push({ ...r, deviceId });
        break;
      case 'health': {
        const h = message.health;
        if (!d.health || newer(d.health.at, message.time)) {
          d.health = { at: message.time, voltage: h.voltage, csq: h.csq, solar: h.solar, delta: h.batteryDelta, carrier: h.carrier };
        }
        for (const [field, tag] of Object.entries(HEALTH_TAGS) as [keyof typeof HEALTH_TAGS, string][]) {
          const value = h[field];
          if (value !== null) readings.push({ deviceId, tag, time: message.time, value, temp: null });
        }
        break;
      }
      case 'gps':
        if (!d.gps || newer(d.gps.at, message.time)) d.gps = { at: message.time, lat: message.latitude, lon: message.longitude };
        break;
      case 'event':
        events.push({ deviceId, time: message.time, flag: message.flag });
        break;
      case 'settings':
        for (const [key, value] of Object.entries(message.settings)) settings.push({ deviceId, key, value, time: message.time });
        break;
      case 'overflow':
        break;
    }
  }
  readings.sort((a, b) => a.deviceId - b.deviceId || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.time.getTime() - b.time.getTime()));

  return db.transaction().execute(async (trx) => {
    await sql`INSERT INTO message_log (device_id, time, message_type, data)
      SELECT * FROM unnest(${log.ids}::bigint[], ${log.times}::timestamptz[], ${log.types}::text[], ${log.data}::jsonb[])`.execute(trx);

    let newReadings: CommittedReading[] = [];
    if (readings.length) {
      const r = await sql<{ device_id: number; tag: string; time: Date; value: number; temp: number | null }>`
        WITH input AS (
          SELECT DISTINCT ON (device_id, tag, time) *
          FROM unnest(${readings.map((x) => x.deviceId)}::bigint[], ${readings.map((x) => x.tag)}::text[],
                      ${readings.map((x) => x.time)}::timestamptz[], ${readings.map((x) => x.value)}::float8[],
                      ${readings.map((x) => x.temp)}::float8[]) AS t(device_id, tag, time, value, temp)
          ORDER BY device_id, tag, time
        ),
        ins AS (
          INSERT INTO readings (device_id, tag, time, value, temp)
          SELECT device_id, tag, time, value, temp FROM input
          ON CONFLICT DO NOTHING
          RETURNING device_id, tag, time, value, temp
        ),
        hourly AS (${rollupUpsert('readings_hourly', '1 hour')}),
        daily AS (${rollupUpsert('readings_daily', '1 day')}),
        latest AS (
          INSERT INTO tags AS tg (device_id, tag, time, value, temp)
          SELECT DISTINCT ON (device_id, tag) device_id, tag, time, value, temp FROM ins ORDER BY device_id, tag, time DESC
          ON CONFLICT (device_id, tag) DO UPDATE SET time = EXCLUDED.time, value = EXCLUDED.value, temp = EXCLUDED.temp
          WHERE tg.time IS NULL OR EXCLUDED.time >= tg.time
        )
        SELECT device_id, tag, time, value, temp FROM ins`.execute(trx);
      newReadings = r.rows.map((x) => ({ deviceId: x.device_id, tag: x.tag, time: x.time, value: x.value, temp: x.temp }));
    }

    let newEvents: CommittedEvent[] = [];
    if (events.length) {
      const r = await sql<{ device_id: number; time: Date; flag: number }>`
        INSERT INTO events (device_id, time, flag)
        SELECT * FROM unnest(${events.map((e) => e.deviceId)}::bigint[], ${events.map((e) => e.time)}::timestamptz[], ${events.map((e) => e.flag)}::int[])
        ON CONFLICT DO NOTHING RETURNING device_id, time, flag`.execute(trx);
      newEvents = r.rows.map((e) => ({ deviceId: e.device_id, time: e.time, flag: e.flag }));
      for (const e of newEvents) {
        if (!START_FLAGS.has(e.flag)) continue;
        const d = devices.get(e.deviceId)!;
        d.reboots++;
        if (newer(d.rebootTime, e.time)) d.rebootTime = e.time;
      }
    }

    if (settings.length) {
      await sql`
        INSERT INTO device_settings AS s (device_id, key, reported_value, reported_time)
        SELECT DISTINCT ON (device_id, key) * FROM unnest(${settings.map((s) => s.deviceId)}::bigint[], ${settings.map((s) => s.key)}::text[],
          ${settings.map((s) => s.value)}::text[], ${settings.map((s) => s.time)}::timestamptz[]) AS t(device_id, key, value, time)
        ORDER BY device_id, key, time DESC
        ON CONFLICT (device_id, key) DO UPDATE SET reported_value = EXCLUDED.reported_value, reported_time = EXCLUDED.reported_time
        WHERE s.reported_time IS NULL OR EXCLUDED.reported_time >= s.reported_time`.execute(trx);
    }

    const ids = [...devices.keys()].sort((a, b) => a - b);
    const u = ids.map((id) => devices.get(id)!);
    const carrier = u.map((d) => (d.health?.carrier ? d.health.carrier.toLowerCase() : null));
    await sql`
      UPDATE devices d SET
        last_time_message_received = GREATEST(d.last_time_message_received, u.last_msg),
        first_message_at = COALESCE(d.first_message_at, u.last_msg),
        has_turned_on = true,
        last_health_at = GREATEST(d.last_health_at, u.health_at),
        -- a late health message (older than what is stored) must not overwrite newer health
        battery_level = CASE WHEN u.fresh AND u.voltage IS NOT NULL THEN u.voltage ELSE d.battery_level END,
        signal_strength = CASE WHEN u.fresh AND u.csq IS NOT NULL THEN round(u.csq)::int ELSE d.signal_strength END,
        percent_solar = CASE WHEN u.fresh AND u.solar IS NOT NULL THEN round(u.solar)::int ELSE d.percent_solar END,
        battery_delta = CASE WHEN u.fresh AND u.delta IS NOT NULL THEN round(u.delta)::int ELSE d.battery_delta END,
        carrier = CASE WHEN u.fresh AND u.carrier IS NOT NULL THEN u.carrier ELSE d.carrier END,
        tmobile_op = CASE WHEN u.fresh AND u.carrier IS NOT NULL THEN u.op = 'tmobile' ELSE d.tmobile_op END,
        verizon_op = CASE WHEN u.fresh AND u.carrier IS NOT NULL THEN u.op = 'verizon' ELSE d.verizon_op END,
        att_op = CASE WHEN u.fresh AND u.carrier IS NOT NULL THEN u.op = 'att' ELSE d.att_op END,
        unknown_op = CASE WHEN u.fresh AND u.carrier IS NOT NULL THEN u.op IS NULL ELSE d.unknown_op END,
        latitude = COALESCE(u.lat, d.latitude),
        longitude = COALESCE(u.lon, d.longitude),
        reboot_count = d.reboot_count + u.reboots,
        reboot_time = GREATEST(d.reboot_time, u.reboot_time),
        latest_reading = COALESCE((SELECT t.value FROM tags t WHERE t.device_id = d.id AND t.tag = d.default_tag), d.latest_reading)
      FROM unnest(${ids}::bigint[], ${u.map((d) => d.lastMessage)}::timestamptz[], ${u.map((d) => d.health?.at ?? null)}::timestamptz[],
        ${u.map((d) => d.health?.voltage ?? null)}::float8[], ${u.map((d) => d.health?.csq ?? null)}::float8[],
        ${u.map((d) => d.health?.solar ?? null)}::float8[], ${u.map((d) => d.health?.delta ?? null)}::float8[],
        ${carrier}::text[], ${carrier.map((c) => (c ? (CARRIERS[c] ?? null) : null))}::text[],
        ${u.map((d) => d.gps?.lat ?? null)}::float8[], ${u.map((d) => d.gps?.lon ?? null)}::float8[],
        ${u.map((d) => d.reboots)}::int[], ${u.map((d) => d.rebootTime)}::timestamptz[])
        AS u0(id, last_msg, health_at, voltage, csq, solar, delta, carrier, op, lat, lon, reboots, reboot_time)
        CROSS JOIN LATERAL (SELECT u0.*, u0.health_at IS NOT NULL AND u0.health_at >= COALESCE(
          (SELECT last_health_at FROM devices WHERE id = u0.id), '-infinity') AS fresh) AS u
      WHERE d.id = u.id`.execute(trx);

    return {
      readings: newReadings,
      events: newEvents,
      devices: ids.map((id, i) => ({ deviceId: id, lastMessage: u[i]!.lastMessage, health: u[i]!.health !== null })),
    };
  });
}
