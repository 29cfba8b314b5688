/**
 * The landing counts' read at any fleet size, alone (`npx tsx bench/fleet/landingPlan.ts [devices]`): a fresh
 * embedded PostgreSQL seeded as bench:directory seeds it, then the counts' plan (EXPLAIN ANALYZE, BUFFERS) and the
 * read timed as the server makes it, without its sharing of answers (bench/directory/landingRead.ts).
 * `BENCH_LANDING_DIR=<folder>` keeps the database there and reuses it on the next run (seeding 100,000 devices takes
 * a minute; the migrations run again, so a new index is there too); without it a temp folder is removed at the end.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { migrate } from '../../server/src/db/migrate';
import { seedDirectoryFixture } from '../directory/fixture';
import { benchLandingRead } from '../directory/landingRead';
import { log } from '../helpers/log';
import { openToPostgres } from '../helpers/serverAndDatabase';
import { FLEET, fleetOptions, printSeeding } from './settings';

const kept = process.env.BENCH_LANDING_DIR;
const tmp = kept ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-landing-')));
await fs.mkdir(tmp, { recursive: true });
await openToPostgres(tmp);
const seeded = path.join(tmp, 'seeded');
const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
try {
  const pool = new pg.Pool({ connectionString: pgdb.url, max: 1 });
  await migrate(pool);
  if (!existsSync(seeded)) {
    const fx = await seedDirectoryFixture(pgdb.url, fleetOptions(FLEET));
    printSeeding(FLEET, fx);
    await fs.writeFile(seeded, String(FLEET));
  }
  await pool.query('ANALYZE');
  await pool.end();
  log(`load ${os.loadavg()[0]!.toFixed(2)} at the start`);
  await benchLandingRead(pgdb.url, [], true);
  log(`load ${os.loadavg()[0]!.toFixed(2)} at the end`);
} finally {
  await pgdb.stop();
  if (!kept) await fs.rm(tmp, { recursive: true, force: true });
}
