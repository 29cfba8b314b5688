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
 * Columnar readings → rows, each comment attached to the reading nearest in time (several joined by '; '), so a
 * download keeps every note next to the value it was about.
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
    let lo = 0;
    let hi = byTime.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byTime[mid]!.t < ct) lo = mid + 1;
      else hi = mid;
    }
    const candidates = [byTime[lo], byTime[lo - 1]].filter((x): x is { t: number; i: number } => x !== undefined);
    const best = candidates.reduce((a, b) => (Math.abs(b.t - ct) < Math.abs(a.t - ct) ? b : a));
    const row = rows[best.i]!;
    row.comment = row.comment ? `${row.comment}; ${r.comments[j]}` : (r.comments[j] ?? '');
  });
  return rows;
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
