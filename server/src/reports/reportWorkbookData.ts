import {
  buildReport,
  DAY_SECONDS,
  REPORT_DEFAULT_K_FACTOR,
  reportFileName,
  reportMonthLabel,
  reportRowTimes,
  reportSheet,
  reportVariantOf,
  TANK_TOLERANCE_SECONDS,
  zoneOffset,
  type ReportTable,
} from '@fieldwatch/domain';
import { buildXlsx } from '@fieldwatch/domain/xlsx';
import type { VisibleTag } from '../auth/policy/tagAlarmAccess';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { tankNames } from '../calibration/tankNames';
import { loadReportData } from './reportData';

export interface ReportWorkbook {
  table: ReportTable;
  fileName: string;
  bytes: Uint8Array;
}

/**
 * A month's report of a tag as the Report tab builds and downloads it, on the server: the same data window (the
 * month in the device's zone, widened as the tab widens it), the tag's newest calibration, the tank models the
 * viewer sees, and the domain's table and workbook writer. The report e-mail attaches it.
 */
export async function monthReportWorkbook(
  db: Db,
  viewer: Viewer,
  v: VisibleTag,
  month: { year: number; month: number },
  timeZone: string,
): Promise<ReportWorkbook | null> {
  const offsetAt = zoneOffset(timeZone);
  const base = reportRowTimes(month.year, month.month, 0, offsetAt);
  const start = base[0]! - DAY_SECONDS - TANK_TOLERANCE_SECONDS;
  const end = base.at(-1)! + 2 * DAY_SECONDS;
  const [data, latest, straps] = await Promise.all([
    loadReportData(db, v, start, end),
    db
      .selectFrom('calibrations')
      .selectAll()
      .where('device_id', '=', v.device.id)
      .where('tag', '=', v.tag.tag)
      .orderBy('time', 'desc')
      .limit(1)
      .executeTakeFirst(),
    tankNames(db, viewer),
  ]);
  const variant = reportVariantOf(v.tag.tag, latest?.tank_name, data.displayUnits);
  if (!variant) return null;
  const calibration = latest
    ? {
        offset: latest.offset,
        kFactor: latest.k_factor,
        productionOffset: latest.production_offset,
        tankName: latest.tank_name,
        tankHeight: latest.tank_height,
        tankVolume: latest.tank_volume,
        tankShape: latest.tank_shape,
        gallons_per_inch: latest.gallons_per_inch,
      }
    : null;
  const table = buildReport({
    variant,
    data,
    calibration,
    barrelsPerInch: data.barrelsPerInch,
    kFactor: latest?.k_factor ?? REPORT_DEFAULT_K_FACTOR,
    straps: straps.map((s) => ({ tank_name: s.tank_name, strap: s.strap })),
    times: reportRowTimes(month.year, month.month, data.reportHour, offsetAt),
    timeZone,
  });
  const label = reportMonthLabel(month.year, month.month);
  return { table, fileName: reportFileName(v.device.id, v.tag.tag, label), bytes: buildXlsx(reportSheet(table, timeZone, label)) };
}
