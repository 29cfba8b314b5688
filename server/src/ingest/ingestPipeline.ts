import type pg from 'pg';
import type { Db } from '../db/connection';
import type { CommittedBatch, CommittedListener } from './committed';
import type { IncomingMessage } from './deviceMessage';
import type { IngestMetrics } from '../metrics/metrics';
import { GAP_WEIGHT, lingerDelay, MAX_GAP_MS, movingAverage } from './lingerRule';
import { writeBatch, type DedupeMode } from './writeBatch';

export interface PipelineOptions {
  /** Most messages written in one transaction. */
  maxBatch?: number;
  /** Transactions in flight at once. */
  writers?: number;
  /** Messages waiting beyond this are refused at once (the sender retries later). */
  maxQueued?: number;
  /**
   * A writer with fewer than `lingerBatch` messages may wait up to `lingerMs` after the oldest one arrived for more
   * (PostgreSQL's commit_delay, in Node), less when the arrival rate says waiting would collect nothing
   * (lingerRule.ts). Defaults 4 ms and 32; lingerMs 0 writes at once.
   */
  lingerMs?: number;
  lingerBatch?: number;
  log: (msg: string, err?: unknown) => void;
  /** The pool behind db: the writers then prepare their statement once per connection (writeBatch). */
  pool?: pg.Pool | null;
  /** Days of readings in the hot table (READINGS_HOT_DAYS): older readings are checked against compacted days. */
  hotDays?: number;
  /** Where accepted, refused and failed messages and each commit's size and time are counted (GET /metrics). */
  metrics?: IngestMetrics;
}

/** What became of a message: committed, or refused by the database for its own content (recorded by Ingest). */
export type SubmitResult = { stored: true } | { stored: false; cause: unknown };

interface Pending {
  message: IncomingMessage;
  /** performance.now() when it was queued. */
  at: number;
  resolve: (result: SubmitResult) => void;
  reject: (err: unknown) => void;
}

const STORED: SubmitResult = { stored: true };

export class PipelineOverloaded extends Error {
  override readonly name = 'PipelineOverloaded';
}

const RETRYABLE = new Set(['40P01', '40001']); // deadlock, serialization failure
/**
 * SQLSTATE classes that a message's own content can cause (data exception, integrity constraint violation, program
 * limit exceeded): the batch is split to find the message. Anything else (no connection, a timeout, the server
 * shutting down, out of disk) is the database's state, and no message of the batch is acknowledged.
 */
const CONTENT_CLASSES = new Set(['22', '23', '54']);

function isContentError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length === 5 && CONTENT_CLASSES.has(code.slice(0, 2));
}

/**
 * Group commit (DESIGN.md §1): messages from every transport queue here; a writer takes everything queued (up to
 * maxBatch) into one transaction, so throughput does not depend on one fsync per message, and an idle system
 * writes a lone message at once. Under load the queue grows while a batch commits, so batches grow with the load
 * (adaptive group commit): a device that sends several messages per batch costs one update of its rows, not several.
 * `submit` resolves only after COMMIT: transports acknowledge then, never before. Committed batches then go to the
 * listeners (alarm engine, live updates), off the acknowledgement path.
 *
 * The queue is sharded by device (id modulo writers), one writer per shard: two transactions in flight never touch
 * the same device, tag or rollup rows, so they never wait on each other's row locks, and one's fsync overlaps the
 * other's work. A device's messages are written in the order they arrived.
 */
export class IngestPipeline {
  private readonly shards: Pending[][];
  private readonly busy: boolean[];
  private total = 0;
  private active = 0;
  private readonly listeners: CommittedListener[] = [];
  private readonly maxBatch: number;
  private readonly writers: number;
  private readonly maxQueued: number;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;
  private listenerChain: Promise<void> = Promise.resolve();
  private backlog = 0;
  private readonly dedupe: DedupeMode = { until: 0 };
  private committed = 0;
  private readonly lingerMs: number;
  private readonly lingerBatch: number;
  private readonly lingerTimers: (NodeJS.Timeout | null)[];
  /** Per shard: the last arrival and the average time between arrivals (ms), for the linger rule. */
  private readonly lastArrival: number[];
  private readonly gapMs: number[];

  constructor(
    private readonly db: Db,
    private readonly opts: PipelineOptions,
  ) {
    this.maxBatch = opts.maxBatch ?? 10_000;
    this.writers = Math.max(1, opts.writers ?? 2);
    this.maxQueued = opts.maxQueued ?? 100_000;
    this.shards = Array.from({ length: this.writers }, () => []);
    this.busy = Array.from({ length: this.writers }, () => false);
    this.lingerMs = opts.lingerMs ?? 4;
    this.lingerBatch = opts.lingerBatch ?? 32;
    this.lingerTimers = Array.from({ length: this.writers }, () => null);
    this.lastArrival = Array.from({ length: this.writers }, () => -Infinity);
    this.gapMs = Array.from({ length: this.writers }, () => Infinity);
  }

  onCommitted(listener: CommittedListener): void {
    this.listeners.push(listener);
  }

  /**
   * Resolves after COMMIT with `stored: true`, or with `stored: false` when the database refused this message's own
   * content (the messages batched with it are stored all the same); rejects when nothing could be stored now.
   */
  submit(message: IncomingMessage): Promise<SubmitResult> {
    if (this.stopped) return Promise.reject(new PipelineOverloaded('ingest is stopping'));
    if (this.total >= this.maxQueued) return Promise.reject(new PipelineOverloaded('ingest queue is full'));
    return new Promise<SubmitResult>((resolve, reject) => {
      const k = message.deviceId % this.writers;
      const now = performance.now();
      this.gapMs[k] = movingAverage(this.gapMs[k]!, Math.min(now - this.lastArrival[k]!, MAX_GAP_MS), GAP_WEIGHT);
      this.lastArrival[k] = now;
      this.shards[k]!.push({ message, at: now, resolve, reject });
      this.total++;
      if (!this.busy[k]) this.start(k);
    });
  }

  /** Messages this process committed since it started (/api/health: which process of several takes the load). */
  get committedMessages(): number {
    return this.committed;
  }

  get queued(): number {
    return this.total;
  }

  /** Refuses new messages and waits until everything accepted so far is committed (SIGTERM). */
  async drain(): Promise<void> {
    this.stopped = true;
    for (let k = 0; k < this.writers; k++) this.start(k); // no more lingering: what is queued is written now
    if (this.active > 0 || this.total > 0) await new Promise<void>((r) => this.idleWaiters.push(r));
    await this.listenerChain;
  }

  /**
   * Every statement costs the database about a millisecond before its first row (bench/ingest/prototype/
   * smallBatchCost.ts), so at a few thousand messages a second batches of one or two messages kept a core busy with
   * that overhead alone and the queue, not the work, made the latency. A writer therefore may linger a few
   * milliseconds for a small batch to grow, as long as lingerRule.ts says it pays; under load batches are large and it
   * never waits.
   */
  private start(k: number): void {
    const queue = this.shards[k]!;
    if (this.busy[k] || queue.length === 0) return;
    const timer = this.lingerTimers[k];
    if (!this.stopped) {
      const wait = lingerDelay({
        now: performance.now(),
        oldestAt: queue[0]!.at,
        queued: queue.length,
        lingerMs: this.lingerMs,
        lingerBatch: this.lingerBatch,
        gapMs: this.gapMs[k]!,
      });
      if (wait > 0) {
        this.lingerTimers[k] ??= setTimeout(() => {
          this.lingerTimers[k] = null;
          this.start(k);
        }, wait);
        return;
      }
    }
    if (timer) clearTimeout(timer);
    this.lingerTimers[k] = null;
    const batch = queue.length <= this.maxBatch ? queue.splice(0) : queue.splice(0, this.maxBatch);
    this.total -= batch.length;
    this.busy[k] = true;
    this.active++;
    void this.write(batch).finally(() => {
      this.busy[k] = false;
      this.active--;
      if (queue.length > 0) this.start(k);
      else if (this.active === 0 && this.total === 0) for (const w of this.idleWaiters.splice(0)) w();
    });
  }

  /**
   * Writes a batch. When the database refuses it for content (validation should have caught everything, but a batch
   * must never fail for one message), the batch is split in halves and each is written on its own, in order, until the
   * one message that cannot be stored is alone: it is answered as refused, every other message is stored. A poison
   * message among n costs about 2·log2(n) extra statements, once.
   */
  private async write(batch: Pending[]): Promise<void> {
    let committed: CommittedBatch;
    const started = performance.now();
    try {
      committed = await this.writeWithRetry(batch.map((p) => p.message));
      this.opts.metrics?.batchCommitted(batch.length, (performance.now() - started) / 1000);
    } catch (err) {
      if (isContentError(err)) {
        if (batch.length === 1) {
          this.opts.log(
            `ingest: the database refused a ${batch[0]!.message.message.type} message of device ${batch[0]!.message.deviceId}`,
            err,
          );
          batch[0]!.resolve({ stored: false, cause: err });
          return;
        }
        const half = Math.ceil(batch.length / 2);
        await this.write(batch.slice(0, half));
        await this.write(batch.slice(half));
        return;
      }
      this.opts.log(`ingest: a batch of ${batch.length} messages was not committed`, err);
      for (const p of batch) p.reject(err);
      return;
    }
    this.committed += batch.length;
    for (const p of batch) p.resolve(STORED);
    // listeners run in commit order, off the writer: the next batch need not wait for alarm evaluation,
    // unless the listeners fall far behind (then the writer waits, which slows acknowledgements: backpressure)
    this.backlog++;
    this.listenerChain = this.listenerChain.then(() => this.notify(committed)).finally(() => this.backlog--);
    if (this.backlog > 8) await this.listenerChain;
  }

  /** Resolves once every committed batch so far has been handed to the listeners. */
  async settled(): Promise<void> {
    await this.listenerChain;
  }

  private async notify(committed: CommittedBatch): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(committed);
      } catch (err) {
        this.opts.log('ingest: a listener failed on a committed batch', err);
      }
    }
  }

  private async writeWithRetry(messages: IncomingMessage[]): Promise<CommittedBatch> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeBatch(this.db, messages, this.dedupe, this.opts.pool ?? null, this.opts.hotDays);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err;
      }
    }
  }
}
