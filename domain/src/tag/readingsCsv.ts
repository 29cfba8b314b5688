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

import { toCsv, type CsvCell } from '../export/csvExport';
import { exportTimeFormatter, exportTimeHeader } from '../export/exportTime';
import { calibratedReading, measuresDistance, tankGallonsAt, type ShownCalibration } from '../calibration/calibratedReading';
import { fromDisplayUnit, toDisplayUnit, type ConversionOptions } from './unitConversion';

/**
 * A corrected stored value as the sensor page shows it (graph and Table tab): through the tag's calibration, in its
 * display unit; the value itself when the unit cannot be shown. Not rounded: the Table tab rounds to three decimals.
 */
export function sensorShownValue(
  tag: string,
  value: number,
  calibration: ShownCalibration | null | undefined,
  unit: string | null,
  conversion: ConversionOptions,
): number {
  const d = toDisplayUnit(tag, calibratedReading(tag, value, calibration), unit, conversion);
  return d === null ? value : d;
}

/**
 * The tank's gallons at a level in inches when the Table tab has a volume column: a radar or sonar calibrated with
 * the volume format on (its calibration's unit 'gallons'); null otherwise.
 */
export function tableVolumeAt(
  tag: string,
  calibration: (ShownCalibration & { unit?: string | null }) | null | undefined,
): ((levelInches: number) => number | null) | null {
  return measuresDistance(tag) && calibration?.unit === 'gallons' ? tankGallonsAt(calibration) : null;
}

/** The volume column of a shown level: the tank's gallons at it, to one decimal; null when it has none. */
export function tableVolume(
  tag: string,
  shown: number,
  unit: string | null,
  conversion: ConversionOptions,
  volumeAt: (levelInches: number) => number | null,
): number | null {
  const inches = fromDisplayUnit(tag, shown, unit, conversion);
  const gallons = inches === null ? null : volumeAt(inches);
  return gallons === null ? null : Math.round(gallons * 10) / 10;
}

/** Which optional columns a Table tab download has: Min and Max for time slots, the volume for a tank in gallons. */
export interface ReadingsCsvColumns {
  slots: boolean;
  volumes: boolean;
}

/** The header of the Table tab's download; the Date column names the zone its times are in, then their UTC offset (exportTime.ts). */
export function readingsCsvHeader(valueHeader: string, columns: ReadingsCsvColumns, timeZone: string): string[] {
  return [
    ...exportTimeHeader('Date', timeZone),
    valueHeader,
    ...(columns.slots ? ['Min', 'Max'] : []),
    ...(columns.volumes ? ['Volume (gallons)'] : []),
    'Comment',
  ];
}

/** One row of the Table tab's download, as its cells; `formatTime` writes the time (exportTimeFormatter). */
export function readingCsvCells(
  r: ReadingRow,
  columns: ReadingsCsvColumns,
  formatTime: (epochSeconds: number) => readonly [string, string],
): CsvCell[] {
  const cells: CsvCell[] = [...formatTime(r.time), r.value];
  if (columns.slots) cells.push(r.min, r.max);
  if (columns.volumes) cells.push(r.volume);
  cells.push(r.comment);
  return cells;
}

/**
 * The readings as CSV with every field quoted and a Comment column (spec 2 §7). Times are the device's site time
 * with their offset (exportTime.ts). Rows that stand for time slots add Min and Max columns, so a download of a long
 * range keeps the spikes the graph shows. The server streams raw readings through the same header and rows
 * (readingsCsvHeader, readingCsvCells).
 */
export function readingsCsv(rows: readonly ReadingRow[], valueHeader: string, timeZone: string): string {
  const formatTime = exportTimeFormatter(timeZone);
  const columns = {
    slots: rows.some((r) => r.min !== undefined || r.max !== undefined),
    volumes: rows.some((r) => r.volume !== undefined),
  };
  return toCsv(
    readingsCsvHeader(valueHeader, columns, timeZone),
    rows.map((r) => readingCsvCells(r, columns, formatTime)),
  );
}

/** The download's file name: device name and stream label. */
export function readingsCsvName(deviceName: string | null, deviceId: number, label: string): string {
  const base = `${deviceName?.trim() || `Device ${deviceId}`} ${label}`.replace(/[\\/:*?"<>|]+/g, '-');
  return `${base}.csv`;
}

/** A graph comment of the device (epoch seconds). */
export interface TimedComment {
  time: number;
  comment: string;
}

/**
 * The Table tab's Comment column: the comments within a row's time, joined by ' | ' in their order. A row that
 * stands for a time slot of `bucket` seconds takes those in the slot; a reading those within a second of it.
 */
export function tableRowComment(comments: readonly TimedComment[], time: number, bucket: number): string {
  return comments
    .filter((c) => (bucket > 0 ? c.time >= time && c.time < time + bucket : Math.abs(c.time - time) < 1))
    .map((c) => c.comment)
    .join(' | ');
}

/**
 * tableRowComment for readings taken in time order (a streamed download): each call's time must not be before the
 * last one's; `comments` sorted by time. Walks the comments once, however many readings there are.
 */
export function tableRowCommentStepper(comments: readonly TimedComment[]): (time: number) => string {
  let lo = 0;
  return (time) => {
    // the same comparison as tableRowComment's, |c - t| < 1, so a comment a second away falls the same side
    while (lo < comments.length && comments[lo]!.time - time <= -1) lo++;
    let text = '';
    for (let j = lo; j < comments.length && comments[j]!.time - time < 1; j++) {
      text = text ? `${text} | ${comments[j]!.comment}` : comments[j]!.comment;
    }
    return text;
  };
}
