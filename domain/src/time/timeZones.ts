/**
 * Site time zones. A company has an IANA zone (set by its managers or super users; default the server's
 * DEFAULT_TIME_ZONE, itself UTC by default), and a device may override it with a fixed offset (the spec's
 * `timeOffset`, spec 2 §3, in minutes east of UTC). Report days and hours, and every date a device's screens show,
 * are read in the device's zone, so every viewer sees the same days and the same numbers.
 */

/** The widest offsets in use (UTC-12:00 to UTC+14:00), in minutes. */
export const TIME_OFFSET_LIMIT_MINUTES = 14 * 60;

/**
 * Zone names Intl accepted: a name stays valid for the runtime's life, and building a formatter to ask costs about
 * 20 µs, which every device read that names its zone paid (the sensor page several times per request). Bounded,
 * since the names come from stored data and requests; a name past the bound is simply asked again.
 */
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 2_000;

/** Whether Intl knows the zone name ('America/Chicago', 'UTC', '+05:30'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(name);
  return true;
}

/** A fixed offset in minutes as the zone name Intl takes: 330 → '+05:30', -300 → '-05:00'. */
export function offsetZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(Math.trunc(minutes));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Whether a device's timeOffset is usable: whole minutes within the offsets in use. */
export function isTimeOffset(minutes: unknown): minutes is number {
  return typeof minutes === 'number' && Number.isInteger(minutes) && Math.abs(minutes) <= TIME_OFFSET_LIMIT_MINUTES;
}

/** The zone a device's times are read in: its own offset, else its company's zone, else the server's default. */
export function deviceTimeZone(timeOffset: number | null | undefined, companyZone: string | null | undefined, defaultZone: string): string {
  if (timeOffset !== null && timeOffset !== undefined && isTimeOffset(timeOffset)) return offsetZone(timeOffset);
  if (companyZone && isTimeZone(companyZone)) return companyZone;
  return defaultZone;
}

let runtimeZone: string | null = null;

/** The zone this runtime (the browser) shows times in; read once, since a table asks for it on every row. */
export function viewerTimeZone(): string {
  return (runtimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const nameFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a zone. */
export function wallClock(
  epochSeconds: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(epochSeconds * 1000))
      .map((x) => [x.type, Number(x.value)]),
  );
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour! % 24, minute: p.minute!, second: p.second! };
}

/** The zone's short name at an instant, as a reader knows it: 'CST', 'GMT+9', 'UTC'. */
export function zoneLabel(timeZone: string, epochSeconds: number): string {
  let f = nameFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    nameFormatters.set(timeZone, f);
  }
  return f.formatToParts(new Date(epochSeconds * 1000)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether two zones show the same wall clock at an instant (then no zone needs writing beside a time). */
export function sameWallClock(a: string, b: string, epochSeconds: number): boolean {
  if (a === b) return true;
  const x = wallClock(epochSeconds, a);
  const y = wallClock(epochSeconds, b);
  return x.day === y.day && x.hour === y.hour && x.minute === y.minute;
}

/**
 * A zone's UTC offset in minutes for many times in a row (a download of a year of readings), without asking Intl for
 * every time: the offset is read once per hour of UTC (at its first and last second; when they differ, a clock change
 * falls in that hour and each time is asked for itself). Takes whole epoch seconds.
 */
export function zoneOffsetStepper(timeZone: string): (epochSeconds: number) => number {
  const offsetAt = (t: number) => {
    const w = wallClock(t, timeZone);
    return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - t) / 60);
  };
  let hour = Number.NaN;
  let offset: number | null = null;
  return (t) => {
    const h = Math.floor(t / 3600) * 3600;
    if (h !== hour) {
      hour = h;
      const first = offsetAt(h);
      offset = offsetAt(h + 3599) === first ? first : null;
    }
    return offset ?? offsetAt(t);
  };
}
