/** One row of the Table tab and its CSV. */
export interface ReadingRow {
  time: number;
  value: number;
  /** A row that stands for a time slot (a downsampled range): the slot's lowest and highest reading. */
  min?: number;
  max?: number;
  /** Radar and sonar calibrated with the volume format on: the tank's volume at the level, in gallons. */
  volume?: number | null;
  comment?: string | null;
}

import { toCsv } from '../export/csvExport';

/**
 * The readings as CSV with every field quoted and a Comment column (spec 2 §7). Times are ISO 8601 UTC. Rows that
 * stand for time slots add Min and Max columns, so a download of a long range keeps the spikes the graph shows.
 */
export function readingsCsv(rows: readonly ReadingRow[], valueHeader: string): string {
  const slots = rows.some((r) => r.min !== undefined || r.max !== undefined);
  const volumes = rows.some((r) => r.volume !== undefined);
  const header = ['Date', valueHeader, ...(slots ? ['Min', 'Max'] : []), ...(volumes ? ['Volume (gallons)'] : []), 'Comment'];
  return toCsv(
    header,
    rows.map((r) => [new Date(r.time * 1000), r.value, ...(slots ? [r.min, r.max] : []), ...(volumes ? [r.volume] : []), r.comment]),
  );
}

/** The download's file name: device name and stream label. */
export function readingsCsvName(deviceName: string | null, deviceId: number, label: string): string {
  const base = `${deviceName?.trim() || `Device ${deviceId}`} ${label}`.replace(/[\\/:*?"<>|]+/g, '-');
  return `${base}.csv`;
}
