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

export function chooseResolution(spanSeconds: number, downsampled: boolean, needsTemps = false): Resolution {
  const target = downsampled ? DOWNSAMPLED_POINTS : FULL_POINTS;
  const wanted = Math.max(0, spanSeconds) / target;
  if (wanted <= 60) return { source: 'raw', bucket: 0 };
  const bucket = STEPS.find((s) => s >= wanted) ?? Math.ceil(wanted / 86_400) * 86_400;
  // rollups keep no temperatures: a temperature-corrected series must aggregate raw rows
  if (needsTemps) return { source: 'raw', bucket };
  if (bucket >= 86_400 && bucket % 86_400 === 0) return { source: 'daily', bucket };
  if (bucket >= 3600 && bucket % 3600 === 0) return { source: 'hourly', bucket };
  return { source: 'raw', bucket };
}
