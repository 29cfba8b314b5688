/**
 * A share as a whole percent that tells the truth at its ends: it reads 100 only when every one is counted and 0
 * only when none is. Plain rounding would show 3,042 of 3,045 as 100 % and 1 of 1,000 as 0 %, the two readings
 * a viewer acts on ("all fine", "all down"), so a share short of all stops at 99 and one above none starts at 1.
 * Null when there is nothing to share (no whole).
 */
export function wholePercentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  const clamped = Math.min(Math.max(part, 0), whole);
  const rounded = Math.round((clamped / whole) * 100);
  if (clamped < whole) return Math.max(Math.min(rounded, 99), clamped > 0 ? 1 : 0);
  return 100;
}

/**
 * The landing banner's Health % as the server computes it (spec 1 §2, §4): the share of active, named, placed
 * devices that reported within the stale threshold, as a whole percent by `wholePercentOf`; null when there is no
 * such device (the health "cannot be computed", shown as not available rather than a reassuring 100). The colour
 * thresholds are display/health.ts.
 */
export function landingHealthPercent(fresh: number, total: number): number | null {
  return wholePercentOf(fresh, total);
}
