import { reportKindOf } from './productionReports';
import type { DueReport } from './reportEmailDay';
import { monthReport, type MonthReportInput } from './monthReport';
import type { ReportSeries, ReportTable } from './reportTable';

/**
 * The daily report e-mail's computation: the month's report (monthReport, the Report tab's own function) and the due
 * row of it, written only once the day it tells is complete. Sent earlier, the e-mail would disagree with the tab:
 * a tank's level at the report hour is the reading nearest the hour, and until the first reading after the hour is
 * stored the one before is the nearest there is.
 */

/**
 * How long after the report hour the e-mail waits for the reading after it. Field devices transmit every 15 minutes
 * to an hour; two hours lets one transmission be missed or retried (a weak cell signal) and the e-mail still leave
 * the same morning with the hour's reading in it. Longer would hold the report back for a device that has gone
 * silent, which the reader is better told about: past this the e-mail is sent with what arrived and says so.
 */
export const REPORT_EMAIL_GRACE_SECONDS = 2 * 3600;

/** What the e-mail of a due report may do now. */
export type ReportEmailReadiness =
  /** The reading after the report hour has not arrived and the grace period runs until `until` (epoch seconds). */
  | { state: 'wait'; until: number }
  /** The reading after the report hour is stored: the row is the one the Report tab shows. */
  | { state: 'ready' }
  /** The grace period passed without it: `boundary` is the report hour, `deadline` the end of the grace period. */
  | { state: 'late'; boundary: number; deadline: number };

/**
 * Whether the e-mail of `due` may be written at `nowSeconds`. Every kind waits for a reading of the report's own
 * sensor at or after the report hour (`due.at`): a device sends its readings oldest first, so once one from after the
 * hour is stored the readings the row reads are too: a tank's nearest reading on either side of the hour, a flow's
 * readings of the 24 h that ended at the hour, a turbine's first rate and counter after its row time (the counter
 * comes in the same message as the rate, device-protocol.md).
 */
export function reportEmailReadiness(due: DueReport, nowSeconds: number, readingAfterHour: boolean): ReportEmailReadiness {
  if (readingAfterHour) return { state: 'ready' };
  const deadline = due.at + REPORT_EMAIL_GRACE_SECONDS;
  return nowSeconds < deadline ? { state: 'wait', until: deadline } : { state: 'late', boundary: due.at, deadline };
}

/** Whether a series holds a reading at or after `t`, in whatever order it is stored. */
export function hasReadingAtOrAfter(series: ReportSeries, t: number): boolean {
  return series.time.some((time) => time >= t);
}

export type ReportEmail =
  | Extract<ReportEmailReadiness, { state: 'wait' }>
  | (Exclude<ReportEmailReadiness, { state: 'wait' }> & {
      /** The month's report, as the Report tab shows it and the attachment holds it. */
      table: ReportTable;
      /** The due day's row of `table` (null if the month has none, which dueReport rules out). */
      row: ReportTable['rows'][number] | null;
    });

/**
 * The e-mail of `due` from the stored readings of the month (`reportDataWindow`), at `nowSeconds`: 'wait' until the
 * reading after the report hour is among them or the grace period is over, else the month's report with the due
 * row. The saved report hour and barrels per inch are used (there is no tab to choose others); null for a tag
 * without a report.
 */
export function reportEmail(
  input: Omit<MonthReportInput, 'year' | 'month' | 'tankReport' | 'reportHour' | 'barrelsPerInch'> & {
    due: DueReport;
    nowSeconds: number;
  },
): ReportEmail | null {
  if (!reportKindOf(input.tag)) return null;
  const readiness = reportEmailReadiness(input.due, input.nowSeconds, hasReadingAtOrAfter(input.data.readings, input.due.at));
  if (readiness.state === 'wait') return readiness;
  const table = monthReport({ ...input, year: input.due.year, month: input.due.month });
  if (!table) return null;
  const i = table.times.indexOf(input.due.rowTime);
  return { ...readiness, table, row: i >= 0 ? table.rows[i]! : null };
}
