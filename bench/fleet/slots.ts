/*
 * The fleet history's time slots and generated values, shared by the rollup tiers (history.ts) and the raw readings
 * (rawHistory.ts), so that both fold and store the same readings.
 */

const DAY = 86_400_000;

/** A day's shape (96 quarter-hours), looked up rather than computed: the history is billions of values at most. */
const WAVE = Float64Array.from({ length: 96 }, (_, i) => Math.sin((2 * Math.PI * i) / 96));

/** The generated reading `k` of a channel: a daily wave around the channel's usual value, with a little noise. */
export function value(id: number, tag: string, k: number): number {
  const w = WAVE[(k + id) % 96]!;
  const noise = ((k * 7 + id * 13) % 10) / 100;
  let v: number;
  if (tag === 'spsr') v = 10 + 8 * w + noise;
  else if (tag === 'psr') v = 450 + 400 * w + noise * 10;
  else if (tag === '_v') v = 3.7 + 0.1 * w + noise / 10;
  else v = 8 + ((id + k) % 24);
  return Math.round(v * 100) / 100;
}

/**
 * Fills `values[0..count)` with a channel's readings. `value` repeats every 480 slots (the wave's 96, the noise's 10 and
 * the signal's 24 divide it), so only the first period is computed and the rest copied.
 */
export function fillValues(values: Float64Array, id: number, tag: string, count: number): void {
  const period = Math.min(count, 480);
  for (let k = 0; k < period; k++) values[k] = value(id, tag, k);
  for (let k = period; k < count; k += period) values.copyWithin(k, 0, Math.min(period, count - k));
}

export interface Slots {
  /** The first slot's time (ms). */
  start: number;
  count: number;
  /** ms between slots */
  step: number;
}

export function slots(h: { days: number; stepMinutes: number; end: number }): Slots {
  const step = h.stepMinutes * 60_000;
  const end = Math.floor(h.end / step) * step;
  const count = Math.round((h.days * DAY) / step);
  const start = end - (count - 1) * step;
  return { start, count, step };
}

/** The slots' groups by bucket width: [first slot, slot after the last, the bucket's start (ms)]. */
export function groups(s: Slots, width: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  let from = 0;
  for (let k = 1; k <= s.count; k++) {
    const b = Math.floor((s.start + from * s.step) / width);
    if (k === s.count || Math.floor((s.start + k * s.step) / width) !== b) {
      out.push([from, k, b * width]);
      from = k;
    }
  }
  return out;
}
