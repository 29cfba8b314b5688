import { DELAYED_DEVICE_SECONDS, LOW_BATTERY_VOLTS, STALE_DEVICE_SECONDS } from '../constants/limits';

export interface DeviceTiming {
  name: string | null;
  path: string | null;
  lastTimeMessageReceived: number | null;
  tags: readonly { time: number | null }[];
}

function lastSeen(d: DeviceTiming): number | null {
  if (d.lastTimeMessageReceived) return d.lastTimeMessageReceived;
  const times = d.tags.map((t) => t.time ?? 0);
  return times.length ? Math.max(...times) : null;
}

/** Offline/stale: has a path and a name and its last message is older than 18 hours (spec 1 §4). */
export function isStale(d: DeviceTiming, nowSeconds: number): boolean {
  if (!d.path || !d.name) return false;
  const seen = lastSeen(d);
  return seen === null || nowSeconds - seen > STALE_DEVICE_SECONDS;
}

/** Delayed: no report in 6 hours (card clock hint). */
export function isDelayed(d: DeviceTiming, nowSeconds: number): boolean {
  const seen = lastSeen(d);
  return seen === null || nowSeconds - seen > DELAYED_DEVICE_SECONDS;
}

/** Low battery: below 3.60 V on solar-panel batteries, below 4.70 V on battery packs. */
export function isLowBattery(volts: number | null, solarPowered: boolean): boolean {
  if (volts === null) return false;
  return volts < (solarPowered ? LOW_BATTERY_VOLTS.solar : LOW_BATTERY_VOLTS.pack);
}

export function deviceDisplayName(d: { id: number; name: string | null }): string {
  return d.name && d.name.trim() ? d.name : `[${d.id}] New Device`;
}
