/**
 * Reading and transmit interval limits in minutes (spec 2 §9): reading 1 to 500 for users, 0.017 to 500 for super
 * users; transmit from 15 (users) or 0.17 (super users) up to 500, or 5000 for the long-interval firmware classes
 * (from 18500 up to but not including 20000, or 20400 and up).
 */
export interface IntervalBounds {
  reading: { min: number; max: number };
  transmit: { min: number; max: number };
}

export const LONG_TRANSMIT_MAX_MINUTES = 5000;

export function hasLongTransmit(firmwareVersion: number | null | undefined): boolean {
  if (firmwareVersion === null || firmwareVersion === undefined) return false;
  return (firmwareVersion >= 18500 && firmwareVersion < 20000) || firmwareVersion >= 20400;
}

export function intervalBounds(isSuperUser: boolean, firmwareVersion: number | null | undefined): IntervalBounds {
  return {
    reading: { min: isSuperUser ? 0.017 : 1, max: 500 },
    transmit: { min: isSuperUser ? 0.17 : 15, max: hasLongTransmit(firmwareVersion) ? LONG_TRANSMIT_MAX_MINUTES : 500 },
  };
}

/** Minutes as the whole seconds a device setting holds (spec 2 §5: sent as minutes x 60). */
export function minutesToSeconds(minutes: number): number {
  return Math.round(minutes * 60);
}
