import { describe, expect, it } from 'vitest';
import { lingerDelay, movingAverage, type LingerInput } from '../../src/ingest/lingerRule';

/** One writer at t = 100 ms with 2 messages, the oldest arrived at 100 ms; defaults 4 ms / 32. */
function input(over: Partial<LingerInput>): LingerInput {
  return { now: 100, oldestAt: 100, queued: 2, lingerMs: 4, lingerBatch: 32, gapMs: 0.5, ...over };
}

describe('lingerDelay (how long an idle writer waits for its batch to grow)', () => {
  it('waits up to lingerMs from the oldest arrival while messages arrive fast', () => {
    expect(lingerDelay(input({}))).toBe(4);
    expect(lingerDelay(input({ now: 103 }))).toBe(1);
  });

  it('writes at once when the oldest message has waited its cap', () => {
    expect(lingerDelay(input({ now: 104 }))).toBe(0);
    expect(lingerDelay(input({ now: 110 }))).toBe(0);
  });

  it('writes at once when the batch is full', () => {
    expect(lingerDelay(input({ queued: 32 }))).toBe(0);
    expect(lingerDelay(input({ queued: 500 }))).toBe(0);
  });

  it('does not wait when the next message is not expected before the deadline (low rate)', () => {
    expect(lingerDelay(input({ gapMs: 5 }))).toBe(0);
    expect(lingerDelay(input({ gapMs: 4 }))).toBe(0);
    // the same gap waits while the remaining time is longer than it, not once it is shorter
    expect(lingerDelay(input({ gapMs: 1.5, now: 101 }))).toBe(3);
    expect(lingerDelay(input({ gapMs: 1.5, now: 103 }))).toBe(0);
  });

  it('does not wait while the arrival rate is unknown', () => {
    expect(lingerDelay(input({ gapMs: Infinity }))).toBe(0);
    expect(lingerDelay(input({ gapMs: Number.NaN }))).toBe(0);
  });

  it('never waits with lingerMs 0', () => {
    expect(lingerDelay(input({ lingerMs: 0, gapMs: 0.01 }))).toBe(0);
  });
});

describe('movingAverage', () => {
  it('takes the first sample as is, then moves by the weight', () => {
    expect(movingAverage(Infinity, 3, 0.25)).toBe(3);
    expect(movingAverage(4, 8, 0.25)).toBe(5);
  });
});
