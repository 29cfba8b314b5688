import type { RoleFlags } from '../auth/role';

export interface IntervalRange {
  min: number;
  max: number;
}

export interface IntervalBounds {
  reading: IntervalRange;
  transmit: IntervalRange;
}

/**
 * Firmware numbers from 18500 up to (not including) 20000, and 20400 and up, may wait up to 5000 minutes between
 * transmissions (spec 2 §9); every other firmware 500.
 */
export const LONG_TRANSMIT_MAX_MINUTES = 5000;

export function longTransmitFirmware(firmwareVersion: number | null | undefined): boolean {
  if (firmwareVersion === null || firmwareVersion === undefined) return false;
  return (firmwareVersion >= 18500 && firmwareVersion < 20000) || firmwareVersion >= 20400;
}

/** Reading and transmit interval limits in minutes, by role and firmware class (spec 2 §5 and §9). */
export function intervalBounds(viewer: Pick<RoleFlags, 'isSuperUser'>, firmwareVersion: number | null | undefined): IntervalBounds {
  const transmitMax = longTransmitFirmware(firmwareVersion) ? LONG_TRANSMIT_MAX_MINUTES : 500;
  return viewer.isSuperUser
    ? { reading: { min: 0.017, max: 500 }, transmit: { min: 0.17, max: transmitMax } }
    : { reading: { min: 1, max: 500 }, transmit: { min: 15, max: transmitMax } };
}
