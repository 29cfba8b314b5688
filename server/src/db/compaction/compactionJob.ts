import { sql } from 'kysely';
import type { Db } from '../connection';
import { compactReadings, utcDay } from './compactReadings';
import { deleteOldReadings, dropEmptyPartitions } from './readingRetention';
import { RecurringRun } from '../../util/recurringRun';

const DAY_MS = 86_400_000;
// any constant: one process of several sharing the database runs the job at a time
const JOB_LOCK = 725_033;
/**
 * Compaction leaves alone the day that holds (now - hot window - SAFETY_MS). Ingest checks `reading_days` only for a
 * reading older than now - hot window (writeBatch), so a statement that skipped the check would have to start over
 * an hour after it was classified for its day to be moved under it.
 */
export const COMPACTION_SAFETY_MS = 3_600_000;

export interface CompactionOptions {
  db: Db;
  /** Days of readings kept row per reading in `readings` (READINGS_HOT_DAYS). */
  hotDays: number;
  /** Raw readings older than this many days are deleted (READINGS_RETENTION_DAYS); null keeps them forever. */
  retentionDays: number | null;
  /** How often the job runs; hourly by default. */
  intervalMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

export interface CompactionRun {
  /** False when another process held the job. */
  ran: boolean;
  moved: number;
  deleted: number;
  dropped: string[];
}

/**
 * The readings' storage job: moves whole UTC days older than the hot window into `reading_days`, deletes raw
 * readings past the retention, and drops the monthly partitions left empty. `runOnce(now)` with an explicit cutoff
 * is what tests and bench:ingest call.
 */
export class CompactionJob {
  private readonly runs: RecurringRun<CompactionRun>;

  constructor(private readonly opts: CompactionOptions) {
    this.runs = new RecurringRun(() => {
      const now = new Date();
      return this.run(new Date(now.getTime() - opts.hotDays * DAY_MS - COMPACTION_SAFETY_MS), now).catch((err: unknown) => {
        (opts.log ?? console.error)('readings: the compaction job failed', err);
        return { ran: false, moved: 0, deleted: 0, dropped: [] };
      });
    }, opts.intervalMs ?? 3_600_000);
  }

  start(): void {
    this.runs.start();
  }

  stop(): Promise<void> {
    return this.runs.stop();
  }

  /** Everything of days ending at or before the UTC midnight at or before `compactBefore` moves. */
  async runOnce(compactBefore: Date, now = new Date()): Promise<CompactionRun> {
    await this.runs.idle();
    return this.run(compactBefore, now);
  }

  private async run(compactBefore: Date, now: Date): Promise<CompactionRun> {
    return this.opts.db.connection().execute(async (c) => {
      const got = await sql<{ ok: boolean }>`SELECT pg_try_advisory_lock(${JOB_LOCK}) AS ok`.execute(c);
      if (!got.rows[0]!.ok) return { ran: false, moved: 0, deleted: 0, dropped: [] };
      try {
        const retention = this.opts.retentionDays;
        const deleted = retention === null ? 0 : await deleteOldReadings(c, new Date(now.getTime() - retention * DAY_MS));
        const moved = await compactReadings(c, compactBefore);
        const dropped = await dropEmptyPartitions(c, utcDay(compactBefore.getTime()));
        return { ran: true, moved, deleted, dropped };
      } finally {
        await sql`SELECT pg_advisory_unlock(${JOB_LOCK})`.execute(c);
      }
    });
  }
}
