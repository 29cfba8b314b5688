import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type DbHandle } from '../../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres';
import { migrate } from '../../../server/src/db/migrate';
import { ensureReadingPartitions } from '../../../server/src/db/partitions';
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { seedBenchDevices } from '../seedDevices';

export interface WriteFixture {
  handle: DbHandle;
  /** The next `size` data messages of 3 readings, round robin over the 1,000 devices, times rising. */
  batch(size: number): IncomingMessage[];
}

/**
 * For the write-path prototypes: a fresh embedded PostgreSQL with the server's migrations and 1,000 bench devices,
 * given to `run`, then stopped and deleted whatever happens.
 */
export async function withWriteFixture(settings: Record<string, string>, run: (f: WriteFixture) => Promise<void>): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-write-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir, settings);
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fieldwatch');
    await admin.end();
    const handle = connect(embedded.url.replace(/\/postgres$/, '/fieldwatch'), 1);
    await migrate(handle.pool);
    const now = Date.now();
    await ensureReadingPartitions(handle.pool, new Date(now - 40 * 86400_000), new Date(now + 40 * 86400_000));
    const devices = await seedBenchDevices(handle.db, 1000);
    let t = now - 3600_000;
    let i = 0;
    const batch = (size: number): IncomingMessage[] =>
      Array.from({ length: size }, () => {
        const d = devices[i++ % devices.length]!;
        if (i % devices.length === 0) t += 1000;
        const time = new Date(t);
        const raw = { time: t / 1000, values: { psr: Math.random() * 100, temp: 60 + Math.random() * 20, _t: 20 + Math.random() * 10 } };
        return {
          deviceId: d.id,
          receivedAt: new Date(),
          raw,
          rawText: JSON.stringify(raw),
          message: {
            type: 'data' as const,
            time,
            readings: Object.entries(raw.values).map(([tag, value]) => ({ tag, time, value, temp: null })),
          },
        };
      });
    try {
      await run({ handle, batch });
    } finally {
      await handle.close();
    }
  } finally {
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
