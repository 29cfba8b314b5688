/**
 * How long an idle writer waits for its small batch to grow before it writes (the pipeline's linger, PostgreSQL's
 * commit_delay idea). Pure: the caller passes the clock and its estimates, so the rule is tested without timers.
 *
 * Lingering pays when it saves a statement: each batch costs the database about a millisecond before its first row,
 * so at a few thousand messages a second batches of one or two would keep a core busy with that overhead alone. But
 * every millisecond of lingering is a millisecond added to the acknowledgement of every message already waiting. A
 * fixed wait (4 ms) was right for neither end of the range:
 * - at low rates the next message is not due before the wait ends, so the wait was pure delay: write at once;
 * - at moderate rates the wait is capped by the observed commit time: past that, the waiting messages would have been
 *   acknowledged sooner by committing now, with the messages that arrive meanwhile batched behind that commit (a
 *   writer that is busy collects a batch for free);
 * - under load the batch reaches `lingerBatch` (or the writer is always busy) and nothing waits.
 * The wait is counted from the oldest waiting message's arrival, so no message waits longer than the cap.
 */

export interface LingerInput {
  /** The clock (ms) and the arrival time of the oldest waiting message, on the same clock. */
  now: number;
  oldestAt: number;
  /** Messages waiting in this writer's queue. */
  queued: number;
  /** The most a message may wait (ms); 0 never lingers. */
  lingerMs: number;
  /** A batch this large is written at once. */
  lingerBatch: number;
  /** Estimated time between two arrivals in this writer's queue (ms); Infinity when unknown. */
  gapMs: number;
  /** Estimated time a commit takes (ms). */
  commitMs: number;
}

/** Milliseconds to wait before writing what is queued; 0 writes now. */
export function lingerDelay(i: LingerInput): number {
  if (i.queued >= i.lingerBatch) return 0;
  const remaining = i.oldestAt + Math.min(i.lingerMs, i.commitMs) - i.now;
  if (remaining <= 0) return 0;
  // the next message is not expected before the deadline: waiting would only delay the ones already here
  if (!(i.gapMs < remaining)) return 0;
  return remaining;
}

/** Exponentially weighted moving average; the first sample (previous undefined) is taken as is. */
export function movingAverage(previous: number | undefined, sample: number, weight: number): number {
  return previous === undefined || !Number.isFinite(previous) ? sample : previous + weight * (sample - previous);
}

/**
 * Gaps longer than this are counted as this: one quiet minute must not make the estimate take thousands of messages
 * to come back down, and a second is already "not before any deadline".
 */
export const MAX_GAP_MS = 1000;
/** Weights of one new sample: arrivals are many and jittery, commits fewer and steadier. */
export const GAP_WEIGHT = 1 / 16;
export const COMMIT_WEIGHT = 1 / 8;
