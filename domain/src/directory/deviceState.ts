import { isActiveAlarm } from '../alarms/alarmConstants';
import { isDelayed, type DeviceTiming } from './deviceHealth';

/**
 * What a device's marker on a map says at a glance, worst first: a tag in alarm (the tag card's red border), else
 * no report in 6 hours (the device card's clock hint and amber border), else normal. The same rules the directory's
 * cards apply, so a device reads the same on the map as in the Icons view.
 */
export type DeviceState = 'alarm' | 'delayed' | 'normal';

/** Worst first: a group of devices shows the first of these that any of them is in. */
export const DEVICE_STATES_WORST_FIRST: readonly DeviceState[] = ['alarm', 'delayed', 'normal'];

export interface StatefulDevice extends DeviceTiming {
  tags: readonly { time: number | null; alarms?: { flag: string | null } | null }[];
}

export function deviceState(d: StatefulDevice, nowSeconds: number): DeviceState {
  if (d.tags.some((t) => isActiveAlarm(t.alarms?.flag ?? 'norm'))) return 'alarm';
  return isDelayed(d, nowSeconds) ? 'delayed' : 'normal';
}

/** The worse of two states (a cluster of markers takes its worst device's). */
export function worseState(a: DeviceState, b: DeviceState): DeviceState {
  return DEVICE_STATES_WORST_FIRST.indexOf(a) <= DEVICE_STATES_WORST_FIRST.indexOf(b) ? a : b;
}
