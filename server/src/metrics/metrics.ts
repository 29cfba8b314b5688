import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The app's Prometheus metrics (GET /metrics), one registry per app: tests build many apps in one process, and a
 * process-wide registry would mix their counts and refuse the second app's metric names. Metrics whose value lives in
 * the database or in a pool (outbox backlog, pool use) are read when Prometheus scrapes (collectors.ts), so nothing
 * polls between scrapes.
 */
export interface Metrics {
  registry: Registry;
  http: HttpMetrics;
  graphql: { operations: Counter<'operation' | 'type'>; sharedAnswers: Counter<'outcome'> };
  ingest: IngestMetrics;
  alarms: AlarmMetrics;
  exports: ExportMetrics;
}

export interface HttpMetrics {
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
}

/** What the ingest pipeline reports; the pipeline takes this narrow shape so that its tests need no registry. */
export interface IngestMetrics {
  accepted(count: number): void;
  refused(reason: string): void;
  /** Not stored and not acknowledged (no database, a full queue): the device sends it again. */
  failed(): void;
  batchCommitted(size: number, seconds: number): void;
}

export interface AlarmMetrics {
  /** Tags whose newest reading was evaluated against thresholds or rules. */
  evaluated(count: number): void;
  /** A tag's flag changed to `flag` (an alarm raised, or 'norm': cleared). */
  flagChanged(flag: string): void;
}

/** The CSV downloads streamed from /api/export (export/readingsExportRoute.ts). */
export interface ExportMetrics {
  /** A download ended: written to its end, stopped by its client going away, or cut by the database. */
  ended(outcome: 'complete' | 'aborted' | 'failed', rows: number): void;
}

/** Powers of two up to 10,000: one batch holds from one message to maxBatch (ingestPipeline.ts). */
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 10_000];
/** A commit is an fsync or a few: from under a millisecond (no fsync) to the seconds of a struggling disk. */
const COMMIT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Requests: the API answers in milliseconds; the statement timeout ends a user's request at 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // process metrics: CPU, memory, heap, event-loop lag, GC, open file descriptors
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'fieldwatch_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'fieldwatch_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const operations = new Counter({
    name: 'fieldwatch_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name (unnamed and past the first 200 names folded) and type',
    labelNames: ['operation', 'type'] as const,
    registers,
  });
  const sharedAnswers = new Counter({
    name: 'fieldwatch_graphql_shared_answers_total',
    help: "Queries by how they were answered: read, joined (a viewer's identical read under way) or kept (QUERY_SHARE_MS)",
    labelNames: ['outcome'] as const,
    registers,
  });

  const accepted = new Counter({ name: 'fieldwatch_ingest_messages_accepted_total', help: 'Device messages committed', registers });
  const refused = new Counter({
    name: 'fieldwatch_ingest_messages_refused_total',
    help: 'Device messages refused for their content, by refusal code (docs/device-protocol.md)',
    labelNames: ['reason'] as const,
    registers,
  });
  const failed = new Counter({
    name: 'fieldwatch_ingest_messages_failed_total',
    help: 'Device messages not stored and not acknowledged (database unavailable, queue full); devices resend them',
    registers,
  });
  const batchSize = new Histogram({
    name: 'fieldwatch_ingest_batch_size',
    help: 'Messages per committed ingest transaction',
    buckets: BATCH_BUCKETS,
    registers,
  });
  const commitSeconds = new Histogram({
    name: 'fieldwatch_ingest_commit_seconds',
    help: 'Time to write and commit one ingest batch',
    buckets: COMMIT_BUCKETS,
    registers,
  });

  const evaluations = new Counter({
    name: 'fieldwatch_alarm_evaluations_total',
    help: 'Tag readings evaluated against alarm thresholds and rules',
    registers,
  });
  const flagChanges = new Counter({
    name: 'fieldwatch_alarm_flag_changes_total',
    help: 'Alarm flags set by the alarm engine, by the new flag (norm: cleared)',
    labelNames: ['flag'] as const,
    registers,
  });

  const exportsEnded = new Counter({
    name: 'fieldwatch_exports_total',
    help: 'CSV downloads of readings ended, by outcome: complete, aborted (the client went away), failed (the database)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const exportRows = new Counter({ name: 'fieldwatch_export_rows_total', help: 'Readings read for CSV downloads', registers });

  return {
    registry,
    http: { requests: httpRequests, duration: httpDuration },
    graphql: { operations, sharedAnswers },
    ingest: {
      accepted: (n) => accepted.inc(n),
      refused: (reason) => refused.inc({ reason }),
      failed: () => failed.inc(),
      batchCommitted: (size, seconds) => {
        batchSize.observe(size);
        commitSeconds.observe(seconds);
      },
    },
    alarms: {
      evaluated: (n) => evaluations.inc(n),
      flagChanged: (flag) => flagChanges.inc({ flag }),
    },
    exports: {
      ended: (outcome, rows) => {
        exportsEnded.inc({ outcome });
        exportRows.inc(rows);
      },
    },
  };
}

/** A gauge whose value is read when Prometheus scrapes. */
export function scrapedGauge<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  collect: (gauge: Gauge<L>) => Promise<void> | void,
): Gauge<L> {
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      await collect(this);
    },
  });
}
