/**
 * How long seeding the fleet takes, alone (`npx tsx bench/fleet/seedTiming.ts [devices]`): a fresh embedded
 * PostgreSQL, the migrations, then the fleet and its history as bench:api and bench:directory seed them
 * (bench/fleet/settings.ts: BENCH_HISTORY_DEVICES, BENCH_HOURLY_DEVICES, BENCH_RAW_DEVICES), against "< 2 min".
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { migrate } from '../../server/src/db/migrate';
import { seedDirectoryFixture } from '../directory/fixture';
import { log } from '../helpers/log';
import { openToPostgres } from '../helpers/serverAndDatabase';
import { FLEET, fleetOptions, printSeeding } from './settings';

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-seed-'));
await openToPostgres(tmp);
const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
try {
  const pool = new pg.Pool({ connectionString: pgdb.url, max: 1 });
  await migrate(pool);
  await pool.end();
  log(`load ${os.loadavg()[0]!.toFixed(2)} at the start`);
  const fx = await seedDirectoryFixture(pgdb.url, fleetOptions(FLEET));
  printSeeding(FLEET, fx);
  log(`load ${os.loadavg()[0]!.toFixed(2)} at the end`);
} finally {
  await pgdb.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
