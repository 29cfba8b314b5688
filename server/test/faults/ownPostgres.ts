import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embeddedPostgres';
import { migrate } from '../../src/db/migrate';
import { ensureReadingPartitions } from '../../src/db/partitions';
import { freePort } from '../helpers/serverProcess';

export interface OwnPostgres {
  /** The migrated `fieldwatch` database. */
  url: string;
  /** Fast shutdown (SIGINT): open transactions roll back, connections drop. */
  stop(): Promise<void>;
  /** Starts it again on the same data folder and port, as an operator restarting the database would. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own, which it may stop and start (the run's shared server must stay up for the other
 * test files). Durable settings, as in production: what was committed before a stop is there after the start.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-faults-pg-'));
  const port = await freePort();
  let pgServer: EmbeddedPostgres | null = null;
  // a later `-c port=` overrides the free port startEmbeddedPostgres picks: the server's DATABASE_URL stays valid
  const start = async () => {
    pgServer = await startEmbeddedPostgres(dir, { port: String(port), max_connections: '100' });
  };
  await start();
  const serverUrl = new URL(pgServer!.url);
  serverUrl.port = String(port);
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query('CREATE DATABASE fieldwatch');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/fieldwatch';
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  await migrate(pool);
  const now = Date.now();
  await ensureReadingPartitions(pool, new Date(now - 10 * 86400_000), new Date(now + 40 * 86400_000));
  await pool.end();
  return {
    url: url.toString(),
    async stop() {
      await pgServer?.stop();
      pgServer = null;
    },
    start,
    async remove() {
      await pgServer?.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
