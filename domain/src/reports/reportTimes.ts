import { wallClock } from '../time/timeZones';
import { MONTH_NAMES } from '../time/monthNames';

/** The rows of a production report (spec 2 §4.9, §9): one day each, starting at the report hour. */

export const DAY_SECONDS = 86_400;
/** A tank reading counts only with a data point this close to the report time. */
export const TANK_TOLERANCE_SECONDS = 10_800;
/** The turbine's rate and total come from the first reading within this window after the report time. */
export const TURBINE_WINDOW_SECONDS = 86_400;
export const MIN_REPORT_ROWS = 5;

/** Report hour choices 00:00 to 24:00 (25 options). */
export const REPORT_HOURS: readonly { value: number; label: string }[] = Array.from({ length: 25 }, (_, h) => ({
  value: h,
  label: `${String(h).padStart(2, '0')}:00`,
}));

/** Report hour as chosen: an integer 0 to 24, else null. */
export function parseReportHour(v: string | number): number | null {
  const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
  return Number.isInteger(n) && n >= 0 && n <= 24 ? n : null;
}

export interface ReportMonth {
  year: number;
  /** 1 to 12 */
  month: number;
  label: string;
}

/** Month choices: the last 12 months, newest first, starting with the month of `now` (in the given offset). */
export function reportMonths(nowSeconds: number, utcOffsetMinutes = 0): ReportMonth[] {
  const local = new Date((nowSeconds + utcOffsetMinutes * 60) * 1000);
  let y = local.getUTCFullYear();
  let m = local.getUTCMonth() + 1;
  const out: ReportMonth[] = [];
  for (let i = 0; i < 12; i++) {
    out.push({ year: y, month: m, label: `${MONTH_NAMES[m - 1]} ${y}` });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** A time zone's offset from UTC in minutes at an instant (epoch seconds); UTC+2 → 120. */
export type UtcOffsetAt = (epochSeconds: number) => number;

/**
 * The offset of an IANA zone (e.g. 'Europe/Berlin') at an instant, through Intl, so the caller need not run in that
 * zone (tests, or a server answering for a user's zone).
 */
export function zoneOffset(timeZone: string): UtcOffsetAt {
  return (t) => {
    const w = wallClock(t, timeZone);
    const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;
    return Math.round((wall - Math.floor(t)) / 60);
  };
}

/** The browser's own zone, as the report screen reads hours in it. */
export const localOffset: UtcOffsetAt = (t) => -new Date(t * 1000).getTimezoneOffset();

/**
 * The instant a local wall-clock time happens. The offset is looked up twice because the one at the naive guess can
 * be the other side of a clock change; a time skipped by the spring change lands an hour later
 * and one repeated in autumn is the second (only report hour 02:00 meets either, once a year).
 */
export function localTime(year: number, month: number, day: number, hour: number, offsetAt: UtcOffsetAt): number {
  const wall = Date.UTC(year, month - 1, day, hour) / 1000;
  const guess = wall - offsetAt(wall) * 60;
  return wall - offsetAt(guess) * 60;
}

/**
 * Epoch seconds of each row: the first of the month at the report hour, then every day until the first of the
 * following month (inclusive), at least five rows. The first row only anchors the differences and is not shown.
 * `utcOffset` is the offset of the time zone the hours are read in (UTC+2 → 120), or a function of the instant so
 * that each row stays at the local report hour across a daylight-saving change (a day is then 23 or 25 hours).
 */
export function reportRowTimes(year: number, month: number, reportHour: number, utcOffset: number | UtcOffsetAt = 0): number[] {
  const offsetAt: UtcOffsetAt = typeof utcOffset === 'number' ? () => utcOffset : utcOffset;
  const end = localTime(year, month + 1, 1, reportHour, offsetAt);
  const out: number[] = [];
  // Date.UTC rolls day 32 into the next month, so counting days from the first is enough
  for (let day = 1; out.length < MIN_REPORT_ROWS || out.at(-1)! < end; day++) out.push(localTime(year, month, day, reportHour, offsetAt));
  return out;
}
