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

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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

/**
 * Epoch seconds of each row: the first of the month at the report hour, then every day until the first of the
 * following month (inclusive), at least five rows. The first row only anchors the differences and is not shown.
 * `utcOffsetMinutes` is the offset of the time zone the hours are read in (UTC+2 → 120).
 */
export function reportRowTimes(year: number, month: number, reportHour: number, utcOffsetMinutes = 0): number[] {
  const start = Date.UTC(year, month - 1, 1, reportHour) / 1000 - utcOffsetMinutes * 60;
  const end = Date.UTC(year, month, 1, reportHour) / 1000 - utcOffsetMinutes * 60;
  const out: number[] = [];
  for (let t = start; out.length < MIN_REPORT_ROWS || t <= end; t += DAY_SECONDS) out.push(t);
  return out;
}
