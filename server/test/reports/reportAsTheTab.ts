import { expect } from 'vitest';
import { monthReport, reportDataWindow, type DueReport, type ReportTable } from '@fieldwatch/domain';
import { readXlsx, type XlsxCell } from '../helpers/xlsxReader';
import type { TestApp } from '../helpers/testApp';

/** The Report tab's three reads (its TagReport, TagCalibrations and TankStraps documents), in one request. */
const TAB_READS = `query($d: Int!, $t: String!, $s: Float!, $e: Float!) {
  tagReport(deviceID: $d, tag: $t, startTime: $s, endTime: $e) {
    deviceID tag displayUnits barrelsPerInch reportHour
    readings { time value } cumulativePulses { time value } comments { time comment }
  }
  tagCalibrations(deviceID: $d, tag: $t) {
    offset kFactor productionOffset tankName tankHeight tankVolume tankShape gallons_per_inch
  }
  tankNames { tank_name strap }
}`;

type TabReads = {
  tagReport: Parameters<typeof monthReport>[0]['data'];
  tagCalibrations: Parameters<typeof monthReport>[0]['calibration'][];
  tankNames: { tank_name: string; strap: { inches: number; gallons: number }[] | null }[];
};

/**
 * The report of the month that holds `due` as the Report tab computes it: the GraphQL reads the tab makes, as the
 * viewer, over the tab's window, then the domain's monthReport with the saved hour and barrels per inch; and the
 * due day's row of it.
 */
export async function reportAsTheTab(
  t: TestApp,
  headers: Record<string, string>,
  device: { id: number; tag: string; timeZone: string },
  due: DueReport,
): Promise<{ table: ReportTable; row: ReportTable['rows'][number] }> {
  const { start, end } = reportDataWindow(due.year, due.month, device.timeZone);
  const r = await t.gql<TabReads>(TAB_READS, { d: device.id, t: device.tag, s: start, e: end }, headers);
  expect(r.errors).toBeUndefined();
  const { tagReport, tagCalibrations, tankNames } = r.data!;
  const table = monthReport({
    tag: device.tag,
    year: due.year,
    month: due.month,
    timeZone: device.timeZone,
    data: tagReport,
    calibration: tagCalibrations[0] ?? null,
    straps: tankNames,
  })!;
  const i = table.times.indexOf(due.rowTime);
  expect(i).toBeGreaterThanOrEqual(0);
  return { table, row: table.rows[i]! };
}

/** The lines of an e-mail body that give the report's values ("Feet: 6"), by header. */
export function emailValues(body: string, headers: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of body.split('\n')) {
    const h = headers.slice(1).find((x) => line.startsWith(`${x}: `));
    if (h) out[h] = line.slice(h.length + 2);
  }
  return out;
}

/** A row's values as the e-mail writes them (no value: "no data"; comments only when there are some). */
export function rowAsEmailValues(headers: readonly string[], row: ReportTable['rows'][number]): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((h, j) => {
    const v = row[j] ?? null;
    if (j === 0 || (h === 'Comments' && !v)) return;
    out[h] = v === null || v === '' ? 'no data' : String(v);
  });
  return out;
}

/** The attachment's row of the day `rowTime` of `table` (its date is in the first column, as Excel's serial day). */
export function sheetRowOf(bytes: Uint8Array, table: ReportTable, rowTime: number): XlsxCell[] {
  const sheet = readXlsx(bytes);
  // the tab's headers, the first naming the zone its days are in
  expect(sheet.rows[0]!.slice(1)).toEqual(table.headers.slice(1));
  expect(sheet.rows[0]![0]).toMatch(/^Date \(.+\)$/);
  expect(sheet.rows).toHaveLength(table.rows.length + 1);
  return sheet.rows[table.times.indexOf(rowTime) + 1]!;
}
