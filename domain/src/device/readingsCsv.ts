import { exportFileName, toCsv, type CsvCell } from '../export/csvExport';
import { exportTimeFormatter, exportTimeHeader } from '../export/exportTime';
import type { DeviceReadingRow } from './readingsTableRows';

/** The readings table's column titles: the stream (with its unit) and, when the readings carry one, the sensor temperature. */
export interface DeviceReadingsLabels {
  value: string;
  temp: string | null;
}

/**
 * The header of the readings download: Date (with the zone its times are in) and UTC Offset (exportTime.ts), the
 * stream, the additional column when there is one, Comment.
 */
export function deviceReadingsCsvHeader(labels: DeviceReadingsLabels, timeZone: string): string[] {
  return [...exportTimeHeader('Date', timeZone), labels.value, ...(labels.temp ? [labels.temp] : []), 'Comment'];
}

/** One row of the readings download, as its cells; `formatTime` writes the time (exportTimeFormatter). */
export function deviceReadingCsvCells(
  row: DeviceReadingRow,
  labels: DeviceReadingsLabels,
  formatTime: (epochSeconds: number) => readonly [string, string],
): CsvCell[] {
  const time = formatTime(row.time);
  return labels.temp ? [...time, row.value, row.temp, row.comment] : [...time, row.value, row.comment];
}

/**
 * The readings download (spec 2 §7): every field quoted, with a Comment column, times in `timeZone` with their
 * offset (exportTime.ts). The server streams the same header and rows (deviceReadingsCsvHeader,
 * deviceReadingCsvCells) a batch at a time for ranges of any size.
 */
export function deviceReadingsCsv(rows: readonly DeviceReadingRow[], labels: DeviceReadingsLabels, timeZone: string): string {
  const formatTime = exportTimeFormatter(timeZone);
  return toCsv(
    deviceReadingsCsvHeader(labels, timeZone),
    rows.map((r) => deviceReadingCsvCells(r, labels, formatTime)),
  );
}

/** The file name: device name and stream label, without characters file systems refuse. */
export function deviceReadingsCsvName(deviceName: string, streamLabel: string): string {
  return exportFileName(`${deviceName} - ${streamLabel}`, 'csv');
}
