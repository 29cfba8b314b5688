import { wallClock } from '../time/timeZones';
import { localTime, reportRowTimes, zoneOffset } from './reportTimes';

/**
 * When a daily report e-mail is due and which row of the report it tells. The report hour is read in the device's
 * zone (as the Report tab reads it), so a Chicago tank's 06:00 report leaves at 06:00 in Chicago whatever the
 * server's zone, and a daylight-saving change moves the instant, not the local hour.
 */

export interface DueReport {
  /** The instant of the latest report hour at or before now (epoch seconds). */
  at: number;
  /** The device's local date whose report hour that is, 'YYYY-MM-DD': the key that keeps one e-mail a day. */
  day: string;
  /** The row of the report the e-mail's text gives (epoch seconds of its row time). */
  rowTime: number;
  /** The month whose report (and spreadsheet) holds that row. */
  year: number;
  month: number;
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The report due at `nowSeconds`: the latest local report hour (0 to 24) not after now. A tank's row at the report
 * hour is complete then (its level at that hour, its production since the day before); a turbine's or a flow's row
 * tells the 24 hours after its time, so the complete one is the row of the day before.
 */
export function dueReport(nowSeconds: number, reportHour: number, timeZone: string, kind: 'tank' | 'turbine' | 'flow'): DueReport {
  const offsetAt = zoneOffset(timeZone);
  const w = wallClock(nowSeconds, timeZone);
  let date = { y: w.year, m: w.month, d: w.day };
  let at = localTime(date.y, date.m, date.d, reportHour, offsetAt);
  if (at > nowSeconds) {
    const before = new Date(Date.UTC(date.y, date.m - 1, date.d - 1));
    date = { y: before.getUTCFullYear(), m: before.getUTCMonth() + 1, d: before.getUTCDate() };
    at = localTime(date.y, date.m, date.d, reportHour, offsetAt);
  }
  const rowTime = kind === 'tank' ? at : localTime(date.y, date.m, date.d - 1, reportHour, offsetAt);
  // a month's report shows the rows after its first (which only anchors the differences): the row of a month's
  // first day is the last of the month before
  const rowDay = new Date(Date.UTC(date.y, date.m - 1, kind === 'tank' ? date.d : date.d - 1));
  let year = rowDay.getUTCFullYear();
  let month = rowDay.getUTCMonth() + 1;
  if (!reportRowTimes(year, month, reportHour, offsetAt).slice(1).includes(rowTime)) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return { at, day: iso(date.y, date.m, date.d), rowTime, year, month };
}
