import type { ColumnarSeries } from './series';

/**
 * Merges a columnar series into at most `maxPoints` buckets of equal width, keeping each bucket's mean, min and
 * max (the mini-graph and the Fourier input use it on what the server sent). Bucket times are the bucket start.
 */
export function downsampleSeries(s: ColumnarSeries, maxPoints: number): ColumnarSeries {
  const n = s.times.length;
  if (n <= maxPoints || n === 0 || maxPoints < 1) return s;
  const t0 = s.times[0]!;
  const width = (s.times[n - 1]! - t0) / maxPoints || 1;
  const out: ColumnarSeries = { times: [], values: [], min: [], max: [], temps: [] };
  let current = -1;
  let sum = 0;
  let count = 0;
  let tempSum = 0;
  let tempCount = 0;
  const flush = () => {
    if (count === 0) return;
    out.values.push(sum / count);
    out.temps.push(tempCount ? tempSum / tempCount : null);
  };
  for (let i = 0; i < n; i++) {
    const b = Math.min(maxPoints - 1, Math.floor((s.times[i]! - t0) / width));
    if (b !== current) {
      flush();
      current = b;
      out.times.push(t0 + b * width);
      out.min.push(s.min[i]!);
      out.max.push(s.max[i]!);
      sum = 0;
      count = 0;
      tempSum = 0;
      tempCount = 0;
    }
    const last = out.min.length - 1;
    out.min[last] = Math.min(out.min[last]!, s.min[i]!);
    out.max[last] = Math.max(out.max[last]!, s.max[i]!);
    sum += s.values[i]!;
    count++;
    const temp = s.temps[i];
    if (temp !== null && temp !== undefined) {
      tempSum += temp;
      tempCount++;
    }
  }
  flush();
  return out;
}

/** The part of a series inside [from, to] (inclusive). */
export function sliceSeries(s: ColumnarSeries, from: number, to: number): ColumnarSeries {
  let a = 0;
  while (a < s.times.length && s.times[a]! < from) a++;
  let b = a;
  while (b < s.times.length && s.times[b]! <= to) b++;
  return {
    times: s.times.slice(a, b),
    values: s.values.slice(a, b),
    min: s.min.slice(a, b),
    max: s.max.slice(a, b),
    temps: s.temps.slice(a, b),
  };
}
