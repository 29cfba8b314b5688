import { REPORT_DEFAULT_K_FACTOR } from '../calibration/calibrationDefaults';
import { buildReport, type ReportCalibration, type ReportInput, type ReportStrap, type ReportTable } from './reportTable';
import { DAY_SECONDS, reportRowTimes, TANK_TOLERANCE_SECONDS, zoneOffset } from './reportTimes';
import { reportVariantOf } from './reportWorkbook';

/**
 * A month's report of a tag (spec 2 §4.9) from what the server stores: the one function every place that shows a
 * report number calls (the Report tab, its Download Spreadsheet, the daily report e-mail and its attachment), so
 * they can only differ when they are given different readings.
 */

/** The readings a month's report reads, in epoch seconds: what the Report tab asks `tagReport` for. */
export interface ReportDataWindow {
  start: number;
  end: number;
}

/**
 * The window of readings a month's report needs whatever its report hour (0 to 24): from the anchor row's day less
 * the tank tolerance, to three days past the month's last midnight. The last row is the first of the next month; a
 * turbine's or flow's row reads the 24 h after it, and its e-mail waits for the first reading after those 24 h
 * (reportEmail.ts), so that reading must lie inside the window too.
 */
export function reportDataWindow(year: number, month: number, timeZone: string): ReportDataWindow {
  const base = reportRowTimes(year, month, 0, zoneOffset(timeZone));
  return { start: base[0]! - DAY_SECONDS - TANK_TOLERANCE_SECONDS, end: base.at(-1)! + 3 * DAY_SECONDS };
}

export interface MonthReportInput {
  tag: string;
  year: number;
  /** 1 to 12 */
  month: number;
  /** The device's site zone: the days, the report hour and the dates of the rows are its. */
  timeZone: string;
  /** The `tagReport` answer of `reportDataWindow`: readings, the turbine's counter, comments and the saved settings. */
  data: ReportInput & { reportHour: number; barrelsPerInch: number };
  /** The tag's newest calibration, or null. */
  calibration: ReportCalibration | null;
  /** The tank models the viewer sees, for a calibration that names one. */
  straps: readonly ReportStrap[];
  /** The Report tab's hosting tab: 'consumption' always shows gallons (spec 2 §2.2); the e-mail has none. */
  tankReport?: 'production' | 'consumption';
  /** An hour chosen on the tab that is not the saved one (a viewer may look without saving). */
  reportHour?: number;
  /** Barrels per inch typed on the tab and not saved yet (it is saved 2 s after the last edit, spec 2 §7). */
  barrelsPerInch?: number;
}

/** The month's report table, or null for a tag without a report. */
export function monthReport(input: MonthReportInput): ReportTable | null {
  const { data, calibration } = input;
  const variant = reportVariantOf(input.tag, calibration?.tankName, data.displayUnits, input.tankReport);
  if (!variant) return null;
  return buildReport({
    variant,
    data,
    calibration,
    barrelsPerInch: input.barrelsPerInch ?? data.barrelsPerInch,
    kFactor: calibration?.kFactor ?? REPORT_DEFAULT_K_FACTOR,
    straps: input.straps,
    times: reportRowTimes(input.year, input.month, input.reportHour ?? data.reportHour, zoneOffset(input.timeZone)),
    timeZone: input.timeZone,
  });
}
