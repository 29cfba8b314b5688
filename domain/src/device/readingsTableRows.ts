import { calibratedReading, deviceReadingFor } from '../calibration/calibratedReading';
import type { ShownCalibration } from '../calibration/calibratedReading';
import { defaultUnit } from '../tag/tagCatalogue';
import { roundShownValue, toDisplayUnit, unitReversesOrder, type ConversionOptions } from '../tag/unitConversion';

/** One row of the device page's readings table. */
export interface DeviceReadingRow {
  /** Epoch seconds. */
  time: number;
  value: number;
  temp: number | null;
  comment: string;
}

export type ReadingSortColumn = 'time' | 'value' | 'temp';

/**
 * The reading a comment belongs to (spec 2 §7: the download keeps every note next to the value it was about): the
 * nearest in time, given the last reading before the comment and the first at or after it (null when there is
 * none); a tie goes to the later one. The one rule of the table, its pages and its streamed download.
 */
export function nearestReadingTime(commentTime: number, before: number | null, after: number | null): number | null {
  if (after === null) return before;
  if (before === null) return after;
  return commentTime - before < after - commentTime ? before : after;
}

/**
 * Columnar readings → rows, each comment attached to the reading nearest in time (nearestReadingTime; several joined
 * by '; '), so a download keeps every note next to the value it was about.
 */
export function readingRows(r: {
  times: number[];
  values: number[];
  temps: (number | null)[];
  commentTimes: number[];
  comments: string[];
}): DeviceReadingRow[] {
  const rows: DeviceReadingRow[] = r.times.map((time, i) => ({ time, value: r.values[i] ?? NaN, temp: r.temps[i] ?? null, comment: '' }));
  if (rows.length === 0) return rows;
  const byTime = rows.map((row, i) => ({ t: row.time, i })).sort((a, b) => a.t - b.t);
  r.commentTimes.forEach((ct, j) => {
    // the first reading at or after the comment
    let lo = 0;
    let hi = byTime.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byTime[mid]!.t < ct) lo = mid + 1;
      else hi = mid;
    }
    const after = byTime[lo];
    const before = byTime[lo - 1];
    const t = nearestReadingTime(ct, before?.t ?? null, after?.t ?? null);
    const best = t === after?.t ? after! : before!;
    const row = rows[best.i]!;
    row.comment = joinComment(row.comment, r.comments[j] ?? '');
  });
  return rows;
}

/** Several comments of one reading, in time order. */
export function joinComment(so: string, next: string): string {
  return so ? `${so}; ${next}` : next;
}

/** Sorted copy; nulls last whichever the direction (spec 2 §4.1 readings table sort). */
export function sortReadingRows(
  rows: readonly DeviceReadingRow[],
  column: ReadingSortColumn,
  direction: 'asc' | 'desc',
): DeviceReadingRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * sign || (a.time - b.time) * sign;
  });
}

/**
 * The unit the readings table shows a stream in: the stream's own display unit, else the device's when it is the
 * device's default stream, else the tag's default unit.
 */
export function readingsTableUnit(
  tag: string,
  tagDisplayUnits: string | null | undefined,
  device: { defaultTag: string | null; displayUnits: string | null },
): string {
  return tagDisplayUnits ?? (tag === device.defaultTag ? device.displayUnits : null) ?? defaultUnit(tag).unit;
}

/**
 * A stored value as the readings table shows it, and its download writes it: through the stream's calibration, in
 * its display unit, to that unit's precision (roundShownValue, as its sensor page shows it); the stored value when the unit cannot
 * be shown.
 */
export function readingsTableValue(
  tag: string,
  raw: number,
  calibration: ShownCalibration | null | undefined,
  unit: string | null,
  conversion: ConversionOptions,
): number {
  const d = toDisplayUnit(tag, calibratedReading(tag, raw, calibration), unit, conversion);
  return d === null ? raw : roundShownValue(d, unit);
}

/**
 * Whether a larger stored value is shown smaller (a radar's distance shown as the level, strokes per minute as
 * seconds per stroke): the server sorts stored values, so the table asks for the other direction.
 */
export function shownOrderReversed(tag: string, calibration: ShownCalibration | null | undefined, unit: string | null): boolean {
  return deviceReadingFor(tag, 0, calibration).reversed !== unitReversesOrder(tag, unit);
}
