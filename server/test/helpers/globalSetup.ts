import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embeddedPostgres';
import { migrate } from '../../src/db/migrate';
import { ensureReadingPartitions } from '../../src/db/partitions';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export const TEMPLATE_DB = 'fw_template';

/**
 * One PostgreSQL for the whole run (embedded, or the server of TEST_DATABASE_URL or DATABASE_URL) and one migrated template
 * database; each test file then copies the template into a fresh database of its own (testDatabase.ts).
 */
let embedded: EmbeddedPostgres | null = null;
let dataDir: string | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // DATABASE_URL as a deployment gives it (CI runs the suite once more against Debian's PostgreSQL that way)
  let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-test-pg-'));
    // fsync off: a test database that dies with the run needs no durability, and this halves the run time
    embedded = await startEmbeddedPostgres(dataDir, {
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      max_connections: '200',
    });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
  await migrate(pool);
  const now = Date.now();
  await ensureReadingPartitions(pool, new Date(now - 400 * 86400_000), new Date(now + 62 * 86400_000));
  await pool.end();

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
