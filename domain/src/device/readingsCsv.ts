import { exportFileName, toCsv } from '../export/csvExport';
import type { DeviceReadingRow } from './readingsTableRows';

/**
 * The readings download (spec 2 §7): every field quoted, with a Comment column. `formatTime` turns epoch seconds
 * into the text the table shows.
 */
export function deviceReadingsCsv(
  rows: readonly DeviceReadingRow[],
  labels: { value: string; temp: string | null },
  formatTime: (epochSeconds: number) => string,
): string {
  const header = ['Date', labels.value, ...(labels.temp ? [labels.temp] : []), 'Comment'];
  return toCsv(
    header,
    rows.map((r) => [formatTime(r.time), r.value, ...(labels.temp ? [r.temp] : []), r.comment]),
  );
}

/** The file name: device name and stream label, without characters file systems refuse. */
export function deviceReadingsCsvName(deviceName: string, streamLabel: string): string {
  return exportFileName(`${deviceName} - ${streamLabel}`, 'csv');
}
