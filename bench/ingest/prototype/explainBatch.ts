/**
 * Where the database's time goes inside one ingest batch: writes warm-up batches (1000 devices, 3 readings per
 * message) on a fresh embedded PostgreSQL with the server's settings, then prints EXPLAIN (ANALYZE, BUFFERS, WAL) of
 * the writer's single statement for one more batch.
 *
 *   npx tsx bench/ingest/prototype/explainBatch.ts [batch size, default 2000]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres';
import { migrate } from '../../../server/src/db/migrate';
import { ensureReadingPartitions } from '../../../server/src/db/partitions';
import { batchRows } from '../../../server/src/ingest/batchRows';
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { writeBatch } from '../../../server/src/ingest/writeBatch';
import { writeBatchSql } from '../../../server/src/ingest/writeBatchSql';
import { seedBenchDevices } from '../seedDevices';

const BATCH = Number(process.argv[2] ?? 2000);

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-explain-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir);
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fieldwatch');
    await admin.end();
    const h = connect(embedded.url.replace(/\/postgres$/, '/fieldwatch'));
    await migrate(h.pool);
    const now = Date.now();
    await ensureReadingPartitions(h.pool, new Date(now - 40 * 86400_000), new Date(now + 40 * 86400_000));
    const devices = await seedBenchDevices(h.db, 1000);
    let t = now - 3600_000;
    let i = 0;
    const batch = (): IncomingMessage[] =>
      Array.from({ length: BATCH }, () => {
        const d = devices[i++ % devices.length]!;
        if (i % devices.length === 0) t += 1000;
        const time = new Date(t);
        const raw = { time: t / 1000, values: { psr: Math.random() * 100, temp: 60 + Math.random() * 20, _t: 20 + Math.random() * 10 } };
        return {
          deviceId: d.id, receivedAt: new Date(), raw, rawText: JSON.stringify(raw),
          message: { type: 'data' as const, time, readings: Object.entries(raw.values).map(([tag, value]) => ({ tag, time, value, temp: null })) },
        };
      });
    for (let k = 0; k < 20; k++) await writeBatch(h.db, batch());
    const { text, values } = writeBatchSql(batchRows(batch()), process.argv.includes('--dedupe'));
    const r = await h.pool.query(`EXPLAIN (ANALYZE, BUFFERS, WAL, COSTS OFF) ${text}`, values);
    console.log(r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
    await h.close();
  } finally {
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
