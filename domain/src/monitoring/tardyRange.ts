import { RANGE_INPUT_MAX } from '../constants/limits';

/**
 * The hours of the Tardy and Possible Ghosts queries (spec 1 §4, §5): `recentDays` is the form's 'after' (silent
 * at least this many hours) and `previousDays` its 'before' (reported within this many hours). The form accepts
 * only numbers below 1,000,000 and applies them as whole numbers (display/rangeInput.ts); the server holds the
 * query to the same rule.
 */

/**
 * One hour value as a query applies it: a whole number of hours in [0, 1,000,000), `fallback` when absent.
 * Undefined when it cannot be one (negative, too large, not a number), which the API answers with BAD_INPUT.
 */
export function tardyQueryHours(value: number | null | undefined, fallback: number): number | undefined {
  if (value === null || value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || value >= RANGE_INPUT_MAX) return undefined;
  return Math.trunc(value);
}

/**
 * Below this 'after' value the Tardy list also hides the recently seen devices of the companies flagged
 * `hide_recent_from_tardy` (spec 1 §6: 'when the after hours is below 48').
 */
export const TARDY_HIDE_RECENT_BELOW_HOURS = 48;

export function hidesRecentlySeen(afterHours: number): boolean {
  return afterHours < TARDY_HIDE_RECENT_BELOW_HOURS;
}
