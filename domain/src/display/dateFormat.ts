const two = (n: number): string => String(n).padStart(2, '0');

import { sameWallClock, viewerTimeZone, wallClock, zoneLabel, zoneOffsetStepper } from '../time/timeZones';

/**
 * Dates as the product prints them: MM/DD/YY HH:mm, optionally with :ss (spec 1 §9), in the browser's local
 * time, or in `timeZone` (a device's site zone, time/timeZones.ts). Takes epoch seconds, the unit every API time field
 * uses. '' when there is no time.
 */
export function formatDateTime(epochSeconds: number | null | undefined, withSeconds = false, timeZone?: string): string {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  if (timeZone) {
    const w = wallClock(epochSeconds, timeZone);
    return `${two(w.month)}/${two(w.day)}/${two(w.year % 100)} ${two(w.hour)}:${two(w.minute)}${withSeconds ? `:${two(w.second)}` : ''}`;
  }
  const d = new Date(epochSeconds * 1000);
  const date = `${two(d.getMonth() + 1)}/${two(d.getDate())}/${two(d.getFullYear() % 100)}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}${withSeconds ? `:${two(d.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

/**
 * A time of a device, in the device's zone, with the zone written beside it when the viewer's clock shows another
 * time ('11/04/26 06:00 CST'), so that a viewer elsewhere is never misled.
 */
export function formatSiteTime(
  epochSeconds: number | null | undefined,
  timeZone: string,
  withSeconds = false,
  viewerZone = viewerTimeZone(),
): string {
  if (epochSeconds === null || epochSeconds === undefined || !sameWallClock(timeZone, viewerZone, epochSeconds)) {
    return formatNamedSiteTime(epochSeconds, timeZone, withSeconds);
  }
  return formatDateTime(epochSeconds, withSeconds, timeZone);
}

/**
 * A time of a device in the device's zone, the zone always written beside it ('11/04/26 06:00:00 CST'): for the
 * provider's lists of device messages and deliveries (Message Log, Mass Update progress), whose rows read the same
 * for every viewer and wherever they are, so a time is never taken for the reader's own clock.
 */
export function formatNamedSiteTime(epochSeconds: number | null | undefined, timeZone: string, withSeconds = false): string {
  const text = formatDateTime(epochSeconds, withSeconds, timeZone);
  return text ? `${text} ${zoneLabel(timeZone, epochSeconds!)}` : text;
}

/**
 * Today in a site zone as YYYY-MM-DD, the value of a date input: the day a company's users are counted in (the
 * Activity view's days are each user's company day), whatever the viewer's clock says.
 */
export function zoneDateInputValue(timeZone: string, now: Date = new Date()): string {
  const w = wallClock(now.getTime() / 1000, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}

/**
 * A date input's YYYY-MM-DD as epoch seconds at the start (00:00:00) or end (23:59:59) of that day in `timeZone` (a
 * device's site zone, so a filter's dates are the dates its list prints); null for anything else. The offset is read
 * at the guess and once more at the result, which lands a day edge on the right side of a clock change.
 */
export function zoneDateEdge(value: string, edge: 'start' | 'end', timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [h, mi, s] = edge === 'start' ? [0, 0, 0] : [23, 59, 59];
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), h, mi, s) / 1000;
  const east = (t: number) => {
    const w = wallClock(t, timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - t;
  };
  const guess = wall - east(wall);
  return wall - east(guess);
}

/** Today's local date as YYYY-MM-DD, the value of a date input. */
export function localDateInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * formatDateTime(t, withSeconds, timeZone) for many times in a row (a download of a year of readings): the same text,
 * without asking Intl for every time. The zone's offset is read once per hour of UTC (at its first and last second;
 * when they differ, a clock change falls in that hour and each time is asked for itself), then each time is its
 * UTC clock moved by that offset.
 */
export function dateTimeFormatter(timeZone: string, withSeconds = false): (epochSeconds: number) => string {
  const offsetAt = zoneOffsetStepper(timeZone);
  return (epochSeconds) => {
    if (!Number.isFinite(epochSeconds)) return '';
    const whole = Math.floor(epochSeconds);
    const d = new Date((whole + offsetAt(whole) * 60) * 1000);
    const text = `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${two(d.getUTCFullYear() % 100)} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
    return withSeconds ? `${text}:${two(d.getUTCSeconds())}` : text;
  };
}
