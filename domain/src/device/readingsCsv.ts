import { exportFileName, toCsv, type CsvCell } from '../export/csvExport';
import type { DeviceReadingRow } from './readingsTableRows';

/** The readings table's column titles: the stream (with its unit) and, when the readings carry one, the sensor temperature. */
export interface DeviceReadingsLabels {
  value: string;
  temp: string | null;
}

/** The header of the readings download: Date, the stream, the additional column when there is one, Comment. */
export function deviceReadingsCsvHeader(labels: DeviceReadingsLabels): string[] {
  return ['Date', labels.value, ...(labels.temp ? [labels.temp] : []), 'Comment'];
}

/** One row of the readings download, as its cells; `formatTime` turns epoch seconds into the text the table shows. */
export function deviceReadingCsvCells(
  row: DeviceReadingRow,
  labels: DeviceReadingsLabels,
  formatTime: (epochSeconds: number) => string,
): CsvCell[] {
  return labels.temp ? [formatTime(row.time), row.value, row.temp, row.comment] : [formatTime(row.time), row.value, row.comment];
}

/**
 * The readings download (spec 2 §7): every field quoted, with a Comment column. `formatTime` turns epoch seconds
 * into the text the table shows. The server streams the same header and rows (deviceReadingsCsvHeader,
 * deviceReadingCsvCells) a batch at a time for ranges of any size.
 */
export function deviceReadingsCsv(
  rows: readonly DeviceReadingRow[],
  labels: DeviceReadingsLabels,
  formatTime: (epochSeconds: number) => string,
): string {
  return toCsv(
    deviceReadingsCsvHeader(labels),
    rows.map((r) => deviceReadingCsvCells(r, labels, formatTime)),
  );
}

/** The file name: device name and stream label, without characters file systems refuse. */
export function deviceReadingsCsvName(deviceName: string, streamLabel: string): string {
  return exportFileName(`${deviceName} - ${streamLabel}`, 'csv');
}
