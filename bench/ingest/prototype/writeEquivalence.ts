/**
 * Check: the single-statement writeBatch leaves the database exactly as the write path before it (writeBatchBefore.ts)
 * did. Writes the same batches (data, health, gps, overflow, events with reboots, settings reports; duplicates within
 * and across batches; out-of-order times; devices with and without a default tag; a tag row that does not exist yet)
 * through each into its own fresh database, then compares every table ingest touches (rollup sums to 9 digits: Node
 * and PostgreSQL add in different orders).
 *
 *   npx tsx bench/ingest/prototype/writeEquivalence.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '../../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres';
import { migrate } from '../../../server/src/db/migrate';
import { ensureReadingPartitions } from '../../../server/src/db/partitions';
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { parseMessage } from '../../../server/src/ingest/parseMessage';
import { writeBatch } from '../../../server/src/ingest/writeBatch';
import { writeBatchBefore } from './writeBatchBefore';

const QUERIES: Record<string, string> = {
  readings: 'SELECT device_id, tag, time, value, temp FROM readings ORDER BY 1, 2, 3',
  readings_hourly:
    'SELECT device_id, tag, bucket, min, max, round(sum::numeric, 9) AS sum, count, last_time, last FROM readings_hourly ORDER BY 1, 2, 3',
  readings_daily:
    'SELECT device_id, tag, bucket, min, max, round(sum::numeric, 9) AS sum, count, last_time, last FROM readings_daily ORDER BY 1, 2, 3',
  events: 'SELECT device_id, time, flag FROM events ORDER BY 1, 2, 3',
  device_settings: 'SELECT * FROM device_settings ORDER BY 1, 2',
  tags: 'SELECT device_id, tag, time, value, temp FROM tags ORDER BY 1, 2',
  devices: `SELECT id, last_time_message_received, first_message_at, has_turned_on, last_health_at, battery_level, signal_strength,
                   percent_solar, battery_delta, carrier, tmobile_op, verizon_op, att_op, unknown_op, latitude, longitude,
                   reboot_count, reboot_time, latest_reading FROM devices ORDER BY id`,
  message_log: 'SELECT device_id, time, message_type, data FROM message_log ORDER BY device_id, time, message_type, data::text',
};

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-lean-eq-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, { fsync: 'off' });
  const handles: DbHandle[] = [];
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    for (const name of ['eq_before', 'eq_now']) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    for (const name of ['eq_before', 'eq_now']) {
      const h = connect(embedded.url.replace(/\/postgres$/, `/${name}`));
      handles.push(h);
      await migrate(h.pool);
      await ensureReadingPartitions(h.pool, new Date(Date.now() - 40 * 86400_000), new Date(Date.now() + 40 * 86400_000));
      await h.db.insertInto('companies').values({ id: 1, name: 'eq' }).execute();
      for (let id = 1; id <= 6; id++) {
        await h.db
          .insertInto('devices')
          .values({
            id,
            company_id: 1,
            pin: '0',
            secret_hash: 'x',
            default_tag: id <= 4 ? 'psr' : null,
            latest_reading: id <= 4 && id !== 3 ? -1 : null,
          })
          .execute();
        // device 3 has no psr tag row yet: the batch creates it
        if (id !== 3)
          await h.db
            .insertInto('tags')
            .values({ device_id: id, tag: 'psr', time: new Date(Date.now() - 7200_000), value: -1 })
            .execute();
      }
    }
    // deterministic pseudo-random batches
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const base = Math.floor(Date.now() / 1000) - 3 * 3600;
    const batches: IncomingMessage[][] = [];
    for (let b = 0; b < 30; b++) {
      const batch: IncomingMessage[] = [];
      for (let k = 0; k < 40; k++) {
        const deviceId = 1 + Math.floor(rnd() * 6);
        // times jump around (out of order, across hours), and now and then repeat exactly (duplicates)
        const time = base + Math.floor(rnd() * 3 * 3600) + (rnd() < 0.3 ? 0 : rnd());
        const kind = rnd();
        const [type, body] =
          kind < 0.7
            ? [
                'data',
                {
                  time,
                  values: { psr: Math.round(rnd() * 1000) / 10, temp: 60 + Math.round(rnd() * 200) / 10 },
                  temp: rnd() < 0.5 ? 20 : undefined,
                },
              ]
            : kind < 0.85
              ? ['health', { time, voltage: 3 + rnd(), csq: Math.round(rnd() * 31), carrier: rnd() < 0.5 ? 'Verizon' : 'AT&T', solar: 50 }]
              : kind < 0.9
                ? ['gps', { time, latitude: 30 + rnd(), longitude: -97 - rnd() }]
                : kind < 0.93
                  ? ['event', { time: Math.floor(time), flag: [70, 1, 2, 68][Math.floor(rnd() * 4)] }]
                  : kind < 0.96
                    ? [
                        'settings',
                        { time, settings: { interval_reading: String(Math.floor(rnd() * 4) * 300), note: 'a "quoted" \\ value' } },
                      ]
                    : ['overflow', { time, message: 'x' }];
        const receivedAt = new Date();
        const parsed = parseMessage(type as string, JSON.stringify(body), receivedAt);
        batch.push({ deviceId, message: parsed.message, raw: parsed.raw, rawText: parsed.text, receivedAt });
      }
      batches.push(batch);
    }
    let newBefore = 0;
    let newNow = 0;
    let eventsBefore = 0;
    let eventsNow = 0;
    for (const batch of batches) {
      const a = await writeBatchBefore(handles[0]!.db, batch);
      const b = await writeBatch(handles[1]!.db, batch);
      newBefore += a.readings.length;
      newNow += b.readings.length;
      eventsBefore += a.events.length;
      eventsNow += b.events.length;
    }
    let same = newBefore === newNow && eventsBefore === eventsNow;
    console.log(`new readings handed on: before ${newBefore}, now ${newNow}; new events: before ${eventsBefore}, now ${eventsNow}`);
    for (const [table, q] of Object.entries(QUERIES)) {
      const [a, b] = await Promise.all(handles.map((h) => h.pool.query(q)));
      const equal = JSON.stringify(a!.rows) === JSON.stringify(b!.rows);
      same &&= equal;
      console.log(`${table.padEnd(16)} ${String(a!.rowCount).padStart(5)} rows  ${equal ? 'identical' : 'DIFFERENT'}`);
      if (!equal) {
        for (let i = 0; i < a!.rows.length; i++) {
          const x = JSON.stringify(a!.rows[i]);
          const y = JSON.stringify(b!.rows[i]);
          if (x !== y) console.log(`  before ${x}\n  now    ${y}`);
        }
      }
    }
    console.log(same ? 'writeBatch == writeBatchBefore' : 'writeBatch DIFFERS from writeBatchBefore');
    process.exitCode = same ? 0 : 1;
  } finally {
    for (const h of handles) await h.close();
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
