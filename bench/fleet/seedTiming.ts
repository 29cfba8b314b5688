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
import { logMachineSpeed } from '../helpers/machineSpeed';
import { openToPostgres } from '../helpers/serverAndDatabase';
import { FLEET, fleetOptions, printSeeding } from './settings';

/** Bytes per raw reading of the seeded history: every partition of `readings` and `reading_days`, indexes included. */
async function printRawStorage(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ hot: number; days: number; readings: number }>(
      `SELECT (SELECT coalesce(sum(pg_total_relation_size(relid)), 0) FROM pg_partition_tree('readings') WHERE isleaf)::float8 AS hot,
              pg_total_relation_size('reading_days')::float8 AS days,
              ((SELECT count(*) FROM readings) + (SELECT coalesce(sum(cardinality(times)), 0) FROM reading_days))::float8 AS readings`,
    );
    const { hot, days, readings } = r.rows[0]!;
    // a fleet under BENCH_HISTORY_DEVICES' default threshold has no raw history: nothing to divide
    if (readings === 0) return log('  raw history: none seeded');
    const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
    log(
      `  raw history: readings ${mb(hot)} + reading_days ${mb(days)} for ${readings.toLocaleString('en-US')} readings = ` +
        `${((hot + days) / Math.max(1, readings)).toFixed(1)} bytes/reading`,
    );
  } finally {
    await client.end();
  }
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-seed-'));
await openToPostgres(tmp);
const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
try {
  const pool = new pg.Pool({ connectionString: pgdb.url, max: 1 });
  await migrate(pool);
  await pool.end();
  log(`load ${os.loadavg()[0]!.toFixed(2)} at the start`);
  await logMachineSpeed(pgdb.url);
  const cpu = process.cpuUsage();
  const fx = await seedDirectoryFixture(pgdb.url, fleetOptions(FLEET));
  const used = process.cpuUsage(cpu);
  printSeeding(FLEET, fx);
  // Node generates every row on one thread: its CPU beside the wall time says whether it or PostgreSQL is the limit
  log(`  Node CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; load ${os.loadavg()[0]!.toFixed(2)} at the end`);
  await printRawStorage(pgdb.url);
} finally {
  await pgdb.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
