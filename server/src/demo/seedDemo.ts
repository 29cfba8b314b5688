import os from 'node:os';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { ensureReadingPartitions } from '../db/partitions';
import { buildDemoPlan, DAY_MS } from './demoPlan';
import { seedAdmin } from './seedAdmin';
import { seedAlarms } from './seedAlarms';
import { seedDevices } from './seedDevices';
import { seedEvents } from './seedEvents';
import { seedGroups } from './seedGroups';
import { seedLatestValues } from './seedLatest';
import { seedNotes } from './seedNotes';
import { seedPeople } from './seedPeople';
import { seedReadings } from './seedReadings';

export { demoDeviceSecret } from './demoDeviceSecret';

// any constant: two servers starting on one empty database must not both seed it
const SEED_LOCK_KEY = 725_002;

/**
 * Fills an empty database with the demo data; does nothing when any company exists. Everything is derived from
 * `now` (rounded down to the minute), so two runs with the same `now` write identical rows.
 *
 * The readings are written first, in parallel transactions; everything else, companies included, in one final
 * transaction. A run that dies half way therefore leaves no company, and the next start clears its readings and
 * tries again.
 */
export async function seedDemo(db: Db, pool: pg.Pool, now: Date = new Date()): Promise<{ seeded: boolean }> {
  const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  if (await hasCompanies(db)) return { seeded: false };

  const poolSize = pool.options.max ?? 10;
  // one connection holds the lock while at least one other does the work
  if (poolSize < 2) throw new Error('seedDemo needs a pool of at least 2 connections');
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    if (await hasCompanies(db)) return { seeded: false };
    await ensureReadingPartitions(pool, new Date(at.getTime() - 367 * DAY_MS), new Date(at.getTime() + 32 * DAY_MS));
    const plan = buildDemoPlan(at);
    // readings left by a run that died before its final commit (readings have no foreign key to devices)
    const ids = plan.devices.map((d) => d.fleet.id);
    for (const table of ['readings', 'readings_hourly', 'readings_daily']) {
      await pool.query(`DELETE FROM ${table} WHERE device_id = ANY($1::bigint[])`, [ids]);
    }
    // the readings are CPU-bound inside PostgreSQL: one writer per core (two on the machines this runs on)
    const workers = Math.max(1, Math.min(os.availableParallelism(), 4, poolSize - 1));
    await seedReadings(pool, plan, workers);

    await db.transaction().execute(async (trx) => {
      const people = await seedPeople(trx, at);
      await seedDevices(trx, plan, people);
      const groups = await seedGroups(trx, plan, people);
      await seedLatestValues(trx);
      await seedAlarms(trx, plan, people, groups);
      await seedNotes(trx, plan, people);
      await seedEvents(trx, plan);
      await seedAdmin(trx, plan, people);
    });
    return { seeded: true };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

async function hasCompanies(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').limit(1).executeTakeFirst());
}
