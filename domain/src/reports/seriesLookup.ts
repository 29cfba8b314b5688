/** Lookups in a time series sorted by time (epoch seconds). */
export interface Point {
  time: number;
  value: number;
}

/** Index of the first point at or after `t`. */
export function firstIndexAtOrAfter(points: readonly Point[], t: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.time < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The value of the point nearest `t` if it lies within `tolerance` seconds of it, else null. */
export function valueNear(points: readonly Point[], t: number, tolerance: number): number | null {
  const i = firstIndexAtOrAfter(points, t);
  let best: Point | null = null;
  for (const p of [points[i - 1], points[i]]) {
    if (p && Math.abs(p.time - t) <= tolerance && (!best || Math.abs(p.time - t) < Math.abs(best.time - t))) best = p;
  }
  return best ? best.value : null;
}

/** The first point at or after `t` and before `t + window`. */
export function firstWithin(points: readonly Point[], t: number, window: number): Point | null {
  const p = points[firstIndexAtOrAfter(points, t)];
  return p && p.time < t + window ? p : null;
}

/** Mean of the values in [t, t + window); null when there are none. */
export function averageWithin(points: readonly Point[], t: number, window: number): number | null {
  let sum = 0;
  let n = 0;
  for (let i = firstIndexAtOrAfter(points, t); i < points.length && points[i]!.time < t + window; i++) {
    sum += points[i]!.value;
    n++;
  }
  return n ? sum / n : null;
}
