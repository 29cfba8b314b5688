/**
 * Where a graph range is read from and how wide its buckets are (DESIGN.md §5): narrow ranges read raw rows,
 * wide ranges the hourly or daily rollups kept at ingest, so a year of one-minute data costs a few thousand
 * rows, never half a million.
 */
export type SeriesSource = 'raw' | 'hourly' | 'daily';

export interface Resolution {
  source: SeriesSource;
  /** Bucket width in seconds; 0 means every raw reading as it is. */
  bucket: number;
}

/** About the pixel width of a graph: what a downsampled query aims for. */
export const DOWNSAMPLED_POINTS = 1_000;
/** The full-range refetch may carry more detail for zooming in the browser. */
export const FULL_POINTS = 4_000;

/** Bucket widths snap to these so neighbouring requests share bucket edges (and caches). */
const STEPS = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800];

/** The fewest and most points a window may ask for (a phone's width up to a wide screen at twice its pixel density). */
export const WINDOW_POINTS = { min: 200, max: 8_000 } as const;

/** What a graph series asks for: the pixel count it draws, and the raw readings its window holds. */
export interface PointBudget {
  /** A zoomed window's pixel count; undefined: the page's fixed loads (DOWNSAMPLED_POINTS, FULL_POINTS). */
  points?: number;
  /** How many raw readings lie in the window; undefined when not counted. */
  rawCount?: number;
}

/**
 * Buckets for a span. Without points, the sensor page's two loads (spec 2 §4.2): the first downsampled to about a
 * thousand points, the full range to four thousand. With points (a zoomed window or a range button): about one point
 * per pixel. Either way every raw reading as it is when the window holds no more readings than the points asked for,
 * however long the window: a year of a device that reports twice a day is its 730 readings at their own times, not
 * 365 daily means drawn at midnight.
 */
export function chooseResolution(spanSeconds: number, downsampled: boolean, needsTemps = false, budget?: PointBudget): Resolution {
  const windowed = budget?.points !== undefined;
  const target = windowed
    ? Math.min(WINDOW_POINTS.max, Math.max(WINDOW_POINTS.min, Math.round(budget.points!)))
    : downsampled
      ? DOWNSAMPLED_POINTS
      : FULL_POINTS;
  const span = Math.max(0, spanSeconds);
  const wanted = span / target;
  const counted = budget?.rawCount !== undefined;
  if (counted && budget.rawCount! <= target) return { source: 'raw', bucket: 0 };
  if (wanted <= 60 && !counted) return { source: 'raw', bucket: 0 };
  // a window's buckets are whole minutes as close to one pixel as that allows (its edges are the user's, so shared
  // bucket edges buy nothing); the fixed loads snap to steps that neighbouring requests share
  const snapped = windowed
    ? Math.max(60, Math.ceil(wanted / 60) * 60)
    : (STEPS.find((s) => s >= wanted) ?? Math.ceil(wanted / 86_400) * 86_400);
  // rollups keep no temperatures: a temperature-corrected series must aggregate raw rows
  if (needsTemps) return { source: 'raw', bucket: snapped };
  // the coarsest rollup that still gives a third of the target: fewer rows read is what keeps a year instant
  const roundUp = (unit: number) => Math.max(unit, Math.ceil(snapped / unit) * unit);
  if (span / 86_400 >= target / 3) return { source: 'daily', bucket: roundUp(86_400) };
  if (span / 3600 >= target / 3) return { source: 'hourly', bucket: roundUp(3600) };
  return { source: 'raw', bucket: snapped };
}
