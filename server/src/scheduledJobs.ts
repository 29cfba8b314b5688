import type { Config } from './config';
import type { Db } from './db/connection';
import type { Clock } from './util/clock';
import { createTardyScheduler, type TardyScheduler } from './alarms/tardyScheduler';
import { createOfflineScheduler, type OfflineScheduler } from './alarms/offlineScheduler';
import { ReportEmailScheduler } from './reports/reportEmailScheduler';
import { CompactionJob } from './db/compaction/compactionJob';

/** The background jobs main.ts starts (tests run their scans themselves, often after moving the clock). */
export interface ScheduledJobs {
  tardy: TardyScheduler;
  offline: OfflineScheduler;
  reportEmails: ReportEmailScheduler;
  compaction: CompactionJob;
}

interface JobDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Delivers what a scan queued at once (Outbox.kick). */
  kick: () => void;
  log: (msg: string, err?: unknown) => void;
}

/** Builds the jobs without starting them. */
export function createScheduledJobs({ db, config, clock, kick, log }: JobDeps): ScheduledJobs {
  return {
    tardy: createTardyScheduler({ db, publicUrl: config.publicUrl, defaultTimeZone: config.defaultTimeZone, kick, log }),
    offline: createOfflineScheduler({ db, publicUrl: config.publicUrl, clock, kick, log }),
    reportEmails: new ReportEmailScheduler({ db, clock, publicUrl: config.publicUrl, defaultTimeZone: config.defaultTimeZone, kick, log }),
    compaction: new CompactionJob({ db, hotDays: config.readingsHotDays, retentionDays: config.readingsRetentionDays, log }),
  };
}

/** Stops them, each waiting for its run under way. */
export async function stopScheduledJobs(jobs: ScheduledJobs): Promise<void> {
  await jobs.tardy.stop();
  await jobs.offline.stop();
  await jobs.reportEmails.stop();
  await jobs.compaction.stop();
}
