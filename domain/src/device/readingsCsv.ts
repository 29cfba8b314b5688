import type { DeviceReadingRow } from './readingsTableRows';

const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

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
  const lines = rows.map((r) => [formatTime(r.time), String(r.value), ...(labels.temp ? [r.temp === null ? '' : String(r.temp)] : []), r.comment]);
  return [header, ...lines].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** The file name: device name and stream label, without characters file systems refuse. */
export function deviceReadingsCsvName(deviceName: string, streamLabel: string): string {
  return `${deviceName} - ${streamLabel}.csv`.replace(/[\\/:*?"<>|]+/g, '_');
}
