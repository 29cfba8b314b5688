/**
 * What one small ingest batch costs the database (4 messages of 3 readings, 1000 devices): the writer's statement
 * sent as plain text (parsed and planned every time) against the same statement prepared once per connection.
 *
 *   npx tsx bench/ingest/prototype/smallBatchCost.ts [batches, default 400]
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
import { writeBatchSql } from '../../../server/src/ingest/writeBatchSql';
import { seedBenchDevices } from '../seedDevices';

const BATCHES = Number(process.argv[2] ?? 400);

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-small-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, { fsync: 'off' });
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fieldwatch');
    await admin.end();
    const h = connect(embedded.url.replace(/\/postgres$/, '/fieldwatch'), 1);
    await migrate(h.pool);
    const now = Date.now();
    await ensureReadingPartitions(h.pool, new Date(now - 40 * 86400_000), new Date(now + 40 * 86400_000));
    const devices = await seedBenchDevices(h.db, 1000);
    let t = now - 3600_000;
    let i = 0;
    const batch = (): IncomingMessage[] =>
      Array.from({ length: 4 }, () => {
        const d = devices[i++ % devices.length]!;
        t += 10;
        const time = new Date(t);
        const raw = { time: t / 1000, values: { psr: Math.random() * 100, temp: 60 + Math.random() * 20, _t: 20 + Math.random() * 10 } };
        return {
          deviceId: d.id, receivedAt: new Date(), raw, rawText: JSON.stringify(raw),
          message: { type: 'data' as const, time, readings: Object.entries(raw.values).map(([tag, value]) => ({ tag, time, value, temp: null })) },
        };
      });
    for (const mode of ['plain', 'prepared', 'plain', 'prepared']) {
      const t0 = performance.now();
      for (let k = 0; k < BATCHES; k++) {
        const { text, values } = writeBatchSql(batchRows(batch()), false);
        await h.pool.query(mode === 'prepared' ? { name: 'wb', text, values } : { text, values });
      }
      console.log(`${mode.padEnd(9)} ${((performance.now() - t0) / BATCHES).toFixed(2)} ms per batch of 4 messages`);
    }
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
