import type { Config } from './config';
import type { Db } from './db/connection';
import type { Clock } from './util/clock';
import type { Outbox } from './notify/outbox';
import type { PinSignInDeps } from './auth/pinSignIn';
import type { Ingest } from './ingest/ingest';
import type { LiveBus } from './live/liveBus';
import type { AlarmEngine } from './alarms/alarmEngine';
import type { TardyScheduler } from './alarms/tardyScheduler';
import type { OfflineScheduler } from './alarms/offlineScheduler';
import type { ReportEmailScheduler } from './reports/reportEmailScheduler';
import type { CompactionJob } from './db/compaction/compactionJob';
import type { LandingCounts } from './overview/landingCounts';
import type { SharedAnswers } from './util/sharedAnswers';

/** What request handlers need, built once per app (app.ts) and passed down; no module-level singletons. */
export interface Services {
  config: Config;
  db: Db;
  /** The time scheduled work (outbox, escalations, reminders, reports) is measured against: the database's, tests move it. */
  clock: Clock;
  outbox: Outbox;
  signingKey: Uint8Array;
  pinSignIn: PinSignInDeps;
  ingest: Ingest;
  live: LiveBus;
  alarms: AlarmEngine;
  tardy: TardyScheduler;
  /** The offline alarm's scan: tags watching a device that went silent past its transmit interval. */
  offline: OfflineScheduler;
  /** The daily report e-mails (started by main.ts; tests run its scans themselves). */
  reportEmails: ReportEmailScheduler;
  /** Raw readings' compaction, retention and partition drops (db/compaction). */
  compaction: CompactionJob;
  /** The landing banner's counts, shared briefly between requests of one scope; dropped by every mutation. */
  sharedLandingCounts: SharedAnswers<LandingCounts>;
}
