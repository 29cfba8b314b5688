import uPlot from 'uplot';
import type { ChartLine } from './chartTypes';

export interface ChartData {
  data: uPlot.AlignedData;
  /** Index in `data` of each line's mean series (its band's max and min come just before it). */
  meanIdx: number[];
  /** Drawable points per series index: a line of one point needs a dot, a lone point is no line. */
  counts: number[];
  /** Drawable points over all lines; 0 means an empty chart. */
  drawn: number;
}

const isPoint = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number.isFinite(v);

/**
 * The lines as uPlot columns `[xs, max, min, mean, ...]`. Lines with their own x values are joined on the union
 * of x: uPlot.join leaves `undefined` where a line has no point (spanned) and keeps `null` (a break, since every
 * series has spanGaps: false).
 */
export function chartData(lines: ChartLine[]): ChartData {
  const tables: uPlot.AlignedData[] = [];
  const meanIdx: number[] = [];
  const counts: number[] = [0];
  let drawn = 0;
  for (const l of lines) {
    const cols = l.min && l.max ? [l.max, l.min, l.values] : [l.values];
    // NaN would poison uPlot's paths; a break is what a missing value means here
    const clean = cols.map((c) => (c.every((v) => v === null || Number.isFinite(v)) ? c : c.map((v) => (isPoint(v) ? v : null))));
    tables.push([l.times, ...clean] as uPlot.AlignedData);
    let n = 0;
    for (const v of clean.at(-1)!) if (isPoint(v)) n++;
    for (let i = 1; i < clean.length; i++) counts.push(0);
    counts.push(n);
    meanIdx.push(counts.length - 1);
    drawn += n;
  }
  const data: uPlot.AlignedData = tables.length === 0 ? [[]] : tables.length === 1 ? tables[0]! : uPlot.join(tables);
  return { data, meanIdx, counts, drawn };
}

/** Whether two line lists hold the same arrays (GraphTab rebuilds the line objects on every render). */
export function sameData(a: ChartLine[], b: ChartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => {
      const m = b[i]!;
      return l.times === m.times && l.values === m.values && l.min === m.min && l.max === m.max;
    })
  );
}

/** The first index of sorted `times` at or after `t`. */
function lowerBound(times: number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of a line's points (non-null values) lie inside [from, to]: the chart's data-points, for tests and bench. */
export function pointsInWindow(line: ChartLine | undefined, from: number, to: number): number {
  if (!line) return 0;
  let n = 0;
  for (let i = lowerBound(line.times, from); i < line.times.length && line.times[i]! <= to; i++) if (isPoint(line.values[i])) n++;
  return n;
}
