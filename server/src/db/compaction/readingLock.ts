import { sql } from 'kysely';
import type { Db } from '../connection';

/**
 * The transaction-level advisory lock between the compaction and the writers of days it may be moving. A compaction
 * batch takes it exclusively while it moves readings from `readings` into `reading_days`; a statement that must see
 * a day as it is once settled (ingest of a reading older than the hot window, deleting a reading, clearing a device)
 * takes it shared first, in its own transaction. Without it, a late reading whose statement snapshot was taken while
 * its day was being moved would find neither the moved row (deleted) nor the day row (not yet committed) and be
 * stored a second time. Ingest of recent readings never takes it: compaction leaves the hot window alone.
 */
export const READING_DAYS_LOCK = 725_032;

/** In the caller's transaction (a lock outside one is released at once). */
export async function shareReadingDays(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${READING_DAYS_LOCK})`.execute(trx);
}

export async function holdReadingDays(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${READING_DAYS_LOCK})`.execute(trx);
}
