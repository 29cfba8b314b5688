/**
 * The y range of a graph: the stored limits when both are set, else the extent of what is drawn (with a margin),
 * else the fallback.
 */
export function yRangeOf(
  ymin: number | null | undefined,
  ymax: number | null | undefined,
  drawn: (number | null)[][],
  fallback: [number, number],
): [number, number] {
  if (ymin !== null && ymin !== undefined && ymax !== null && ymax !== undefined && ymax > ymin) return [ymin, ymax];
  let lo = Infinity;
  let hi = -Infinity;
  for (const col of drawn) {
    for (const v of col) {
      if (v === null || !Number.isFinite(v)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (!Number.isFinite(lo)) return fallback;
  if (hi === lo) return [lo - 1, hi + 1];
  const m = (hi - lo) * 0.05;
  return [ymin ?? lo - m, ymax ?? hi + m];
}
