import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { CHROMIUM_LAUNCH } from './chromium';
import { freePort, startServer, waitHealthy } from '../../server/test/helpers/serverProcess';
import { build } from '../../scripts/build.ts';
import { builtStamp, sourceStamp } from '../../scripts/sourceStamp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    /** The run's Chromium (helpers/browser.ts, connectBrowser). */
    browserEndpoint: string;
    /** One JSON line per accessibility check (helpers/axe.ts), counted at the end of the run. */
    axeLog: string;
  }
}

async function compactionDone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const r = await client.query<{ left: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM readings WHERE time < date_trunc('day', now() - INTERVAL '2 days 1 hour', 'UTC')) AS left`,
      );
      if (!r.rows[0]!.left) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the compaction of the demo readings did not finish in 5 minutes');
  } finally {
    await client.end();
  }
}

/** The count the accessibility measure asks for: screen states checked by axe and the violations they had. */
async function printAxeSummary(axeLog: string): Promise<void> {
  const lines = (await fs.readFile(axeLog, 'utf8')).split('\n').filter(Boolean);
  const checks = lines.map((l) => JSON.parse(l) as { state: string; scheme: string; violations: number; ms: number });
  if (checks.length === 0) return;
  const states = new Set(checks.map((c) => `${c.state} (${c.scheme})`));
  const violations = checks.reduce((n, c) => n + c.violations, 0);
  const seconds = Math.round(checks.reduce((n, c) => n + c.ms, 0) / 1000);
  console.log(
    `axe (WCAG 2.2 A/AA, serious or critical): ${states.size} screen states checked in ${checks.length} checks (${seconds} s), ${violations} violations found`,
  );
}

/**
 * The browser tests drive the real product: the production build (built first when missing or older than the
 * sources, as `npm start` does) run by plain Node exactly as `npm start` runs it, with demo data, on a database of its
 * own given through DATABASE_URL so the tests can read the outbox.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (builtStamp() !== sourceStamp()) await build();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-e2e-'));
  // PostgreSQL runs as the postgres user when the tests run as root: it must be able to enter this folder
  await fs.chmod(dataDir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dataDir, 'db'), { fsync: 'off', synchronous_commit: 'off' });
  const server = startServer({ PORT: String(await freePort()), DATABASE_URL: pg.url, DATA_DIR: dataDir }, { built: true });
  try {
    await waitHealthy(server, 170_000);
  } catch (err) {
    await server.stop('SIGKILL');
    await pg.stop();
    throw err;
  }
  // the compaction job starts with the server and packs the demo's year (all but the hot window) into reading_days:
  // the files read and change readings in the database, so they start once that first run is over
  await compactionDone(pg.url);
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', pg.url);
  const axeLog = path.join(dataDir, 'axe.jsonl');
  await fs.writeFile(axeLog, '');
  project.provide('axeLog', axeLog);
  const browser = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await printAxeSummary(axeLog);
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
    await server.stop('SIGTERM');
    clearTimeout(timer);
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
