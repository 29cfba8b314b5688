import type { IntervalBounds } from './intervalBounds';

export type IntervalKind = 'reading' | 'transmit';

/** The setting key of each interval (stored and sent in seconds). */
export const INTERVAL_KEYS: Record<IntervalKind, string> = { reading: 'interval_reading', transmit: 'interval_transmit' };

/**
 * Checks an interval typed in minutes: null when it lies within the bounds (inclusive), else the text of the
 * 'Invalid Value Assigned' modal (spec 2 §5).
 */
export function intervalError(kind: IntervalKind, minutes: number, bounds: IntervalBounds): string | null {
  const { min, max } = bounds[kind];
  if (Number.isFinite(minutes) && minutes >= min && minutes <= max) return null;
  return `Please enter a value between ${min} and ${max} minutes (inclusive) for the ${kind} interval.`;
}

/** Minutes as the device wants them: whole seconds (minutes x 60). */
export function minutesToSeconds(minutes: number): number {
  return Math.round(minutes * 60);
}

/** Stored seconds shown in minutes, without float noise (1.02 minutes, not 1.0200000000000002). */
export function secondsToMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 1000) / 1000;
}

/**
 * The server's check of an interval that arrives in seconds: the bounds converted the way the form converts
 * what it accepts, so every value the form lets through is accepted here too.
 */
export function intervalSecondsAllowed(kind: IntervalKind, seconds: number, bounds: IntervalBounds): boolean {
  const { min, max } = bounds[kind];
  return Number.isInteger(seconds) && seconds >= minutesToSeconds(min) && seconds <= minutesToSeconds(max);
}
