/**
 * How long an idle writer waits for its small batch to grow before it writes (the pipeline's linger, PostgreSQL's
 * commit_delay idea). Pure: the caller passes the clock and its estimate of the arrival rate, so the rule is tested
 * without timers.
 *
 * Lingering pays when it saves a statement: each batch costs the database about a millisecond before its first row,
 * so at a few thousand messages a second batches of one or two would keep a core busy with that overhead alone, and
 * at 5,000 msg/s that CPU is what the database lacks. But a wait that collects no message is pure delay. So a writer
 * waits until `lingerMs` after its oldest message arrived (no message waits longer), unless the batch is full, or
 * unless the next message is not expected before that deadline (the average time between arrivals in this writer's
 * queue is longer than the time left): then it writes at once.
 *
 * Not done, measured: capping the wait by the observed commit time. It halved the latency at 1,000 msg/s but made
 * batches smaller, so the database took 15–25 % more of a core at 1,000–2,500 msg/s and the p99 at 5,000 msg/s rose
 * (about 37 against 28–35 ms on a quiet machine, 85 against 68 ms on a slightly busy one): the tail at 5,000 msg/s
 * comes from commits slowed by a contended CPU, so the database's CPU is the thing to save.
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
  /** Average time between two arrivals in this writer's queue (ms); Infinity while unknown. */
  gapMs: number;
}

/** Milliseconds to wait before writing what is queued; 0 writes now. */
export function lingerDelay(i: LingerInput): number {
  if (i.queued >= i.lingerBatch) return 0;
  const remaining = i.oldestAt + i.lingerMs - i.now;
  if (remaining <= 0) return 0;
  // the next message is not expected before the deadline: waiting would only delay the ones already here
  if (!(i.gapMs < remaining)) return 0;
  return remaining;
}

/** Exponentially weighted moving average; the first sample (previous not finite) is taken as is. */
export function movingAverage(previous: number, sample: number, weight: number): number {
  return Number.isFinite(previous) ? previous + weight * (sample - previous) : sample;
}

/**
 * Gaps longer than this are counted as this: one quiet minute must not make the estimate take thousands of messages
 * to come back down, and a second is already "not before any deadline".
 */
export const MAX_GAP_MS = 1000;
/** Weight of one new gap: arrivals are many and jittery, so the estimate follows the last few dozen. */
export const GAP_WEIGHT = 1 / 16;
