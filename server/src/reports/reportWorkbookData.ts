import {
  reportDataWindow,
  reportFileName,
  reportMonthLabel,
  reportSheet,
  type MonthReportInput,
  type ReportTable,
} from '@fieldwatch/domain';
import { buildXlsx } from '@fieldwatch/domain/xlsx';
import type { VisibleTag } from '../auth/policy/tagAlarmAccess';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { tankNames } from '../calibration/tankNames';
import { loadReportData } from './reportData';

/** What the domain's monthReport takes, as the server reads it for a month. */
export type StoredReportInput = Omit<MonthReportInput, 'year' | 'month' | 'tankReport' | 'reportHour' | 'barrelsPerInch'>;

/**
 * A month's report inputs of a tag as the Report tab gathers them through the API, read on the server: the same data
 * window (`tagReport` over `reportDataWindow`), the tag's newest calibration (`tagCalibrations`' first) and the tank
 * models the viewer sees (`tankNames`). The report e-mail computes from them with the tab's own domain function.
 */
export async function storedReportInput(
  db: Db,
  viewer: Viewer,
  v: VisibleTag,
  month: { year: number; month: number },
  timeZone: string,
): Promise<StoredReportInput> {
  const { start, end } = reportDataWindow(month.year, month.month, timeZone);
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
  return {
    tag: v.tag.tag,
    timeZone,
    data,
    calibration,
    straps: straps.map((s) => ({ tank_name: s.tank_name, strap: s.strap })),
  };
}

export interface ReportWorkbook {
  fileName: string;
  bytes: Uint8Array;
}

/** The month's report as the Report tab's Download Spreadsheet writes it: same sheet, same file name. */
export function reportWorkbook(
  table: ReportTable,
  deviceId: number,
  tag: string,
  month: { year: number; month: number },
  timeZone: string,
): ReportWorkbook {
  const label = reportMonthLabel(month.year, month.month);
  return { fileName: reportFileName(deviceId, tag, label), bytes: buildXlsx(reportSheet(table, timeZone, label)) };
}
