import { sql } from 'kysely';
import type { Db } from '../connection';
import { holdReadingDays } from './readingLock';

/**
 * Deletes raw readings (hot and compacted) older than `before`, whole UTC days of `reading_days` (a day row is kept
 * until its whole day is past `before`). The rollups (readings_hourly, readings_daily) are not touched: graphs of
 * wide windows, which read them, still draw. Returns how many rows went (hot readings + day rows).
 */
export async function deleteOldReadings(db: Db, before: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await holdReadingDays(trx);
    const hot = await sql`DELETE FROM readings WHERE time < ${before}`.execute(trx);
    const days = await sql`DELETE FROM reading_days WHERE day + INTERVAL '1 day' <= ${before}`.execute(trx);
    return Number(hot.numAffectedRows ?? 0) + Number(days.numAffectedRows ?? 0);
  });
}

/**
 * Drops the monthly partitions of `readings` that end at or before `before` and hold no row: compaction empties
 * them, and an empty partition still costs its files and a plan entry. Dropping (not DELETE) leaves no bloat. A late
 * reading of a dropped month goes to readings_default and is compacted from there. Returns the dropped names.
 */
export async function dropEmptyPartitions(db: Db, before: Date): Promise<string[]> {
  const parts = (
    await sql<{ name: string; upper: Date }>`
      SELECT c.relname AS name,
             (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz AS upper
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'readings'::regclass AND c.relname <> 'readings_default'`.execute(db)
  ).rows;
  const dropped: string[] = [];
  for (const p of parts) {
    if (!(p.upper <= before)) continue;
    await db.transaction().execute(async (trx) => {
      const any = await sql`SELECT 1 FROM ${sql.table(p.name)} LIMIT 1`.execute(trx);
      if (any.rows.length) return;
      // DETACH first is not needed: DROP of a partition takes the parent's lock briefly, like creating one
      await sql`DROP TABLE ${sql.table(p.name)}`.execute(trx);
      dropped.push(p.name);
    });
  }
  return dropped;
}
