import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { freePort, startServer, waitHealthy } from '../../server/test/helpers/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * The browser tests drive the real product: the server process exactly as `npm start` runs it (tsx main.ts with
 * demo data), on a database of its own given through DATABASE_URL so the tests can read the outbox.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-e2e-'));
  // PostgreSQL runs as the postgres user when the tests run as root: it must be able to enter this folder
  await fs.chmod(dataDir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'db'), { fsync: 'off', synchronous_commit: 'off' });
  const server = startServer({ PORT: String(await freePort()), DATABASE_URL: pg.url, DATA_DIR: dataDir });
  try {
    await waitHealthy(server, 170_000);
  } catch (err) {
    await server.stop('SIGKILL');
    await pg.stop();
    throw err;
  }
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', pg.url);
  return async () => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
    await server.stop('SIGTERM');
    clearTimeout(timer);
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
