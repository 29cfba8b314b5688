/**
 * The landing banner's Health % as the server computes it (spec 1 §2, §4): the share of active, named, placed
 * devices that reported within the stale threshold, to one decimal; 100 when there is no such device (the health
 * "cannot be computed"). The colour thresholds are display/health.ts.
 */
export function landingHealthPercent(fresh: number, total: number): number {
  if (!(total > 0)) return 100;
  const clamped = Math.min(Math.max(fresh, 0), total);
  return Math.round((clamped / total) * 1000) / 10;
}
