import type { BatchRows } from './batchRows';
import { REBOOT_FLAG } from './batchRows';
import { pgArray } from './pgArrayLiteral';

const at = (ms: string) => `TIMESTAMPTZ 'epoch' + ${ms} * INTERVAL '1 millisecond'`;
const ORIGIN = `TIMESTAMPTZ '2000-01-01 00:00:00+00'`;

/** The readings' columns as array literals, built once and sent again wherever the same column recurs. */
interface ReadingLiterals {
  count: number;
  deviceIds: string;
  tags: string;
  ms: string;
  values: string;
  temps: string;
  ones: string;
}

function readingLiterals(r: BatchRows['readings']): ReadingLiterals {
  return {
    count: r.length,
    deviceIds: pgArray.numbers(r.map((x) => x.deviceId)),
    tags: pgArray.names(r.map((x) => x.tag)),
    ms: pgArray.numbers(r.map((x) => x.ms)),
    values: pgArray.numbers(r.map((x) => x.value)),
    temps: pgArray.numbers(r.map((x) => x.temp)),
    ones: `{${'1,'.repeat(r.length).slice(0, -1)}}`,
  };
}

/**
 * A rollup table's columns as array literals. With a bucket per reading (a device's messages a few seconds apart fall
 * into different batches under load) min, max, sum and last are the readings' values: their literals are sent again.
 */
function rollupLiterals(c: BatchRows['hourly'], lit: ReadingLiterals) {
  const bucket = pgArray.numbers(c.bucket);
  if (c.deviceId.length === lit.count) {
    const v = lit.values;
    return { deviceIds: lit.deviceIds, tags: lit.tags, bucket, min: v, max: v, sum: v, count: lit.ones, lastMs: lit.ms, last: v };
  }
  const n = pgArray.numbers;
  return {
    deviceIds: n(c.deviceId),
    tags: pgArray.names(c.tag),
    bucket,
    min: n(c.min),
    max: n(c.max),
    sum: n(c.sum),
    count: n(c.count),
    lastMs: n(c.lastMs),
    last: n(c.last),
  };
}

/**
 * Adds `name` = the batch's rows of one rollup table, then updates the rows that exist and inserts the rest. An UPDATE
 * joined on the key costs less than INSERT ... ON CONFLICT DO UPDATE (no speculative insertion, no separate row-lock
 * WAL record), and a bucket's row exists for every batch but its first. The rows folded in Node are right when every
 * reading was new; when some were already stored (a resent message), the rows are folded again here from what was
 * actually inserted, so nothing counts twice.
 */
function rollup(
  ctes: string[],
  name: string,
  table: 'readings_hourly' | 'readings_daily',
  width: '1 hour' | '1 day',
  p: (v: string) => string,
  c: BatchRows['hourly'],
  dedupe: boolean,
  lit: ReadingLiterals,
): void {
  const l = rollupLiterals(c, lit);
  ctes.push(`${name}_in AS (
  SELECT device_id, tag, ${at('b')} AS bucket, mn, mx, sm, n, ${at('lt')} AS last_time, l
    FROM unnest(${p(l.deviceIds)}::bigint[], ${p(l.tags)}::text[], ${p(l.bucket)}::bigint[],
                ${p(l.min)}::float8[], ${p(l.max)}::float8[], ${p(l.sum)}::float8[],
                ${p(l.count)}::int[], ${p(l.lastMs)}::bigint[], ${p(l.last)}::float8[])
         AS x(device_id, tag, b, mn, mx, sm, n, lt, l)${
           dedupe
             ? `
   WHERE (SELECT all_new FROM fresh)
  UNION ALL
  SELECT device_id, tag, date_bin('${width}', time, ${ORIGIN}), min(value), max(value), sum(value), count(*)::int, max(time),
         (array_agg(value ORDER BY time DESC))[1]
    FROM ins WHERE NOT (SELECT all_new FROM fresh) GROUP BY 1, 2, 3`
             : ''
         })`);
  ctes.push(`${name}_upd AS (
  UPDATE ${table} r SET
    min = LEAST(r.min, x.mn), max = GREATEST(r.max, x.mx), sum = r.sum + x.sm, count = r.count + x.n,
    last = CASE WHEN x.last_time >= r.last_time THEN x.l ELSE r.last END,
    last_time = GREATEST(r.last_time, x.last_time)
  FROM ${name}_in x
  WHERE r.device_id = x.device_id AND r.tag = x.tag AND r.bucket = x.bucket
  RETURNING r.device_id, r.tag, r.bucket)`);
  // a bucket's first readings; another writer may have created the row since this statement's snapshot: add to it
  ctes.push(`${name}_new AS (
  INSERT INTO ${table} AS r (device_id, tag, bucket, min, max, sum, count, last_time, last)
  SELECT x.device_id, x.tag, x.bucket, x.mn, x.mx, x.sm, x.n, x.last_time, x.l FROM ${name}_in x
   WHERE NOT EXISTS (SELECT 1 FROM ${name}_upd u WHERE u.device_id = x.device_id AND u.tag = x.tag AND u.bucket = x.bucket)
  ORDER BY 1, 2, 3
  ON CONFLICT (device_id, tag, bucket) DO UPDATE SET
    min = LEAST(r.min, EXCLUDED.min), max = GREATEST(r.max, EXCLUDED.max),
    sum = r.sum + EXCLUDED.sum, count = r.count + EXCLUDED.count,
    last = CASE WHEN EXCLUDED.last_time >= r.last_time THEN EXCLUDED.last ELSE r.last END,
    last_time = GREATEST(r.last_time, EXCLUDED.last_time))`);
}

/**
 * `late`: the batch holds a reading older than the hot window, whose day may already be in `reading_days`
 * (db/compaction): such a reading is inserted only when its day row does not hold its time, so a reading is stored
 * once whether its day was compacted or not. Only such batches pay for the lookup; writeBatch runs them in a
 * transaction holding the compaction's lock shared.
 *
 * `dedupe` false: the readings are inserted plainly (no speculative insertion: one index descent and one WAL record
 * less per reading), and the statement fails with a unique violation if one was already stored; writeBatch then runs
 * it again with `dedupe` true (ON CONFLICT DO NOTHING, rollups and latest values from what was actually inserted).
 *
 * The whole batch as ONE statement (data-modifying CTEs): a single statement is a transaction of its own, so there is
 * no BEGIN/COMMIT round trip and no transaction held open while Node prepares the next part; it commits (fsync) before
 * the answer comes back. Columns travel as a few array literals and one JSON array (the message log).
 * Returns the SQL and its parameters. The text depends only on which parts the batch has (readings, events, settings,
 * clock offsets, dedupe), never on its values or size, so the writer can prepare each shape once per connection.
 */
export function writeBatchSql(rows: BatchRows, dedupe: boolean, late = false): { text: string; values: string[] } {
  // a reading of a compacted day is a duplicate when its day row holds its time: only with ON CONFLICT's RETURNING
  // do the rollups count what was actually inserted
  if (late && !dedupe) throw new Error('a batch with late readings is written skipping duplicates');
  const values: string[] = [];
  const p = (v: string) => {
    values.push(v);
    return `$${values.length}`;
  };
  const ctes: string[] = [];
  const d = rows.devices;

  // the clock offsets travel only in a batch that has one (nearly never): the usual statement stays as lean as before
  const offsets = rows.log.clockOffsetMs.some((o) => o !== null);
  ctes.push(`ml AS (
  INSERT INTO message_log (device_id, time, message_type, data${offsets ? ', clock_offset_ms' : ''})
  SELECT d, ${at('ms')}, ty, data${offsets ? ', off' : ''}
    FROM ROWS FROM (unnest(${p(pgArray.numbers(rows.log.deviceId))}::bigint[]), unnest(${p(pgArray.numbers(rows.log.ms))}::bigint[]),
                    unnest(${p(pgArray.names(rows.log.type))}::text[]), json_array_elements(${p(rows.log.json)}::json)${
                      offsets
                        ? `,
                    unnest(${p(pgArray.numbers(rows.log.clockOffsetMs))}::bigint[])) AS m(d, ms, ty, data, off))`
                        : `) AS m(d, ms, ty, data))`
                    }`);

  const hasReadings = rows.readings.length > 0;
  if (hasReadings) {
    const r = rows.readings;
    const lit = readingLiterals(r);
    ctes.push(`ins AS (
  INSERT INTO readings (device_id, tag, time, value, temp)
  SELECT device_id, tag, ${at('ms')}, value, temp
    FROM unnest(${p(lit.deviceIds)}::bigint[], ${p(lit.tags)}::text[],
                ${p(lit.ms)}::bigint[], ${p(lit.values)}::float8[],
                ${p(lit.temps)}::float8[]) AS t(device_id, tag, ms, value, temp)${
                  late
                    ? `
   WHERE NOT EXISTS (SELECT 1 FROM reading_days d
                      WHERE d.device_id = t.device_id AND d.tag = t.tag
                        AND d.day = TIMESTAMPTZ 'epoch' + (t.ms / 86400000) * INTERVAL '1 day'
                        AND (t.ms % 86400000) * 1000 = ANY(d.times))`
                    : ''
                }${
                  dedupe
                    ? `
  ON CONFLICT DO NOTHING
  RETURNING device_id, tag, time, value, temp`
                    : ''
                })`);
    if (dedupe) ctes.push(`fresh AS (SELECT count(*) = ${p(String(r.length))}::int AS all_new, count(*)::int AS n FROM ins)`);
    rollup(ctes, 'hourly', 'readings_hourly', '1 hour', p, rows.hourly, dedupe, lit);
    rollup(ctes, 'daily', 'readings_daily', '1 day', p, rows.daily, dedupe, lit);
    // one reading per device and tag: the latest values are the readings themselves
    const l = rows.latest.length === r.length ? lit : readingLiterals(rows.latest);
    ctes.push(`tag_in AS (
  SELECT device_id, tag, ${at('ms')} AS time, value, temp
    FROM unnest(${p(l.deviceIds)}::bigint[], ${p(l.tags)}::text[],
                ${p(l.ms)}::bigint[], ${p(l.values)}::float8[],
                ${p(l.temps)}::float8[]) AS x(device_id, tag, ms, value, temp)${
                  dedupe
                    ? `
   WHERE (SELECT all_new FROM fresh)
  UNION ALL
  SELECT * FROM (SELECT DISTINCT ON (device_id, tag) device_id, tag, time, value, temp
                   FROM ins WHERE NOT (SELECT all_new FROM fresh) ORDER BY device_id, tag, time DESC) redo`
                    : ''
                })`);
    // each tag's latest value: an update (a late reading changes nothing), and an insert for a tag seen for the first time.
    // The update may lock its rows in another order than the alarm engine's (device, tag) order; a deadlock between
    // the two is then resolved by PostgreSQL, the writer retries (40P01) and the engine re-evaluates on the next reading.
    // Writers never share rows (sharded by device).
    ctes.push(`tag_upd AS (
  UPDATE tags tg SET time = LEAST(x.time, now()), value = x.value, temp = x.temp
  FROM tag_in x
  WHERE tg.device_id = x.device_id AND tg.tag = x.tag AND (tg.time IS NULL OR LEAST(x.time, now()) >= tg.time)
  RETURNING tg.device_id, tg.tag, tg.value)`);
    ctes.push(`tag_new AS (
  INSERT INTO tags (device_id, tag, time, value, temp)
  SELECT x.device_id, x.tag, LEAST(x.time, now()), x.value, x.temp FROM tag_in x
   WHERE NOT EXISTS (SELECT 1 FROM tag_upd u WHERE u.device_id = x.device_id AND u.tag = x.tag)
  ORDER BY 1, 2
  ON CONFLICT (device_id, tag) DO NOTHING
  RETURNING device_id, tag, value)`);
    ctes.push(`latest AS (SELECT * FROM tag_upd UNION ALL SELECT * FROM tag_new)`);
    // the values that became a tag's latest, per device: the device's latest_reading is its default tag's
    ctes.push(`newest AS (SELECT device_id, jsonb_object_agg(tag, value) AS v FROM latest GROUP BY device_id)`);
  }

  const hasEvents = rows.events.length > 0;
  if (hasEvents) {
    const e = rows.events;
    ctes.push(`ev AS (
  INSERT INTO events (device_id, time, flag)
  SELECT device_id, ${at('ms')}, flag
    FROM unnest(${p(pgArray.numbers(e.map((x) => x.deviceId)))}::bigint[], ${p(pgArray.numbers(e.map((x) => x.ms)))}::bigint[],
                ${p(pgArray.numbers(e.map((x) => x.flag)))}::int[]) AS x(device_id, ms, flag)
  ON CONFLICT DO NOTHING
  RETURNING device_id, time, flag)`);
    // a reboot is reported as 70 then the ordinary start-up 1: only 70 counts, and only when new (a resent event
    // is a duplicate and inserts nothing)
    ctes.push(`rb AS (SELECT device_id, count(*)::int AS n, max(time) AS t FROM ev WHERE flag = ${REBOOT_FLAG} GROUP BY device_id)`);
  }

  if (rows.settings.length) {
    const s = rows.settings;
    ctes.push(`st AS (
  INSERT INTO device_settings AS s (device_id, key, reported_value, reported_time)
  SELECT device_id, key, value, ${at('ms')}
    FROM unnest(${p(pgArray.numbers(s.map((x) => x.deviceId)))}::bigint[], ${p(pgArray.names(s.map((x) => x.key)))}::text[],
                ${p(pgArray.texts(s.map((x) => x.value)))}::text[], ${p(pgArray.numbers(s.map((x) => x.ms)))}::bigint[]) AS x(device_id, key, value, ms)
  ON CONFLICT (device_id, key) DO UPDATE SET reported_value = EXCLUDED.reported_value, reported_time = EXCLUDED.reported_time
  WHERE s.reported_time IS NULL OR EXCLUDED.reported_time >= s.reported_time)`);
  }

  // health is applied only when it is not older than what the device has (a late message must not overwrite it).
  // The device's times (last message, last health) and each tag's latest time never pass the server's clock: a reading
  // stamped within the clock tolerance ahead is stored as sent, but must not hide the correct readings that follow.
  // (LEAST ignores NULLs, hence the CASE for the health time, which is NULL in a batch without health.)
  const fresh = `u.health_at >= COALESCE(d.last_health_at, '-infinity')`;
  ctes.push(`dev AS (
  UPDATE devices d SET
    last_time_message_received = GREATEST(d.last_time_message_received, LEAST(u.last_msg, now())),
    first_message_at = COALESCE(d.first_message_at, LEAST(u.last_msg, now())),
    has_turned_on = true,
    last_health_at = GREATEST(d.last_health_at, u.health_at),
    battery_level = CASE WHEN ${fresh} AND u.voltage IS NOT NULL THEN u.voltage ELSE d.battery_level END,
    signal_strength = CASE WHEN ${fresh} AND u.csq IS NOT NULL THEN round(u.csq)::int ELSE d.signal_strength END,
    percent_solar = CASE WHEN ${fresh} AND u.solar IS NOT NULL THEN round(u.solar)::int ELSE d.percent_solar END,
    battery_delta = CASE WHEN ${fresh} AND u.delta IS NOT NULL THEN round(u.delta)::int ELSE d.battery_delta END,
    carrier = CASE WHEN ${fresh} AND u.carrier IS NOT NULL THEN u.carrier ELSE d.carrier END,
    tmobile_op = CASE WHEN ${fresh} AND u.carrier IS NOT NULL THEN u.op = 'tmobile' ELSE d.tmobile_op END,
    verizon_op = CASE WHEN ${fresh} AND u.carrier IS NOT NULL THEN u.op = 'verizon' ELSE d.verizon_op END,
    att_op = CASE WHEN ${fresh} AND u.carrier IS NOT NULL THEN u.op = 'att' ELSE d.att_op END,
    unknown_op = CASE WHEN ${fresh} AND u.carrier IS NOT NULL THEN u.op = 'unknown' ELSE d.unknown_op END,
    latitude = COALESCE(u.lat, d.latitude),
    longitude = COALESCE(u.lon, d.longitude)${
      hasEvents
        ? `,
    reboot_count = d.reboot_count + COALESCE(rb.n, 0),
    reboot_time = GREATEST(d.reboot_time, rb.t)`
        : ''
    }${
      hasReadings
        ? `,
    latest_reading = COALESCE((newest.v ->> d.default_tag)::float8, d.latest_reading)`
        : ''
    }
  FROM (SELECT id, ${at('last_ms')} AS last_msg, CASE WHEN health_ms IS NOT NULL THEN LEAST(${at('health_ms')}, now()) END AS health_at, voltage, csq, solar, delta, carrier, op, lat, lon
          FROM unnest(${p(pgArray.numbers(d.map((x) => x.deviceId)))}::bigint[], ${p(pgArray.numbers(d.map((x) => x.lastMs)))}::bigint[],
                      ${p(pgArray.numbers(d.map((x) => x.health?.ms ?? null)))}::bigint[],
                      ${p(pgArray.numbers(d.map((x) => x.health?.voltage ?? null)))}::float8[], ${p(pgArray.numbers(d.map((x) => x.health?.csq ?? null)))}::float8[],
                      ${p(pgArray.numbers(d.map((x) => x.health?.solar ?? null)))}::float8[], ${p(pgArray.numbers(d.map((x) => x.health?.delta ?? null)))}::float8[],
                      ${p(pgArray.texts(d.map((x) => x.health?.carrier ?? null)))}::text[], ${p(pgArray.texts(d.map((x) => x.health?.op ?? null)))}::text[],
                      ${p(pgArray.numbers(d.map((x) => x.gps?.lat ?? null)))}::float8[], ${p(pgArray.numbers(d.map((x) => x.gps?.lon ?? null)))}::float8[])
               AS x(id, last_ms, health_ms, voltage, csq, solar, delta, carrier, op, lat, lon)) u
  ${hasReadings ? 'LEFT JOIN newest ON newest.device_id = u.id' : ''}
  ${hasEvents ? 'LEFT JOIN rb ON rb.device_id = u.id' : ''}
  WHERE d.id = u.id)`);

  // what Node needs back: whether every reading was new (else which were), and the events that were new
  const select = [
    hasReadings && dedupe ? `(SELECT n FROM fresh) AS inserted` : `${p(String(rows.readings.length))}::int AS inserted`,
    hasReadings && dedupe
      ? `CASE WHEN (SELECT all_new FROM fresh) THEN NULL ELSE (SELECT json_agg(json_build_array(device_id, tag, (extract(epoch FROM time) * 1000)::bigint)) FROM ins) END AS kept`
      : `NULL AS kept`,
    hasEvents
      ? `(SELECT json_agg(json_build_array(device_id, (extract(epoch FROM time) * 1000)::bigint, flag)) FROM ev) AS events`
      : `NULL AS events`,
  ];
  return { text: `WITH ${ctes.join(',\n')}\nSELECT ${select.join(', ')}`, values };
}
