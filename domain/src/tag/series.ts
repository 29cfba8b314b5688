/**
 * A graph series as the server sends it: columnar, one entry per bucket (or per reading when not bucketed).
 * `values` is the bucket's mean, `min` and `max` its extremes so spikes survive downsampling, `temps` the mean
 * sensor temperature (null where unknown).
 */
export interface ColumnarSeries {
  times: number[];
  values: number[];
  min: number[];
  max: number[];
  temps: (number | null)[];
}

export function emptySeries(): ColumnarSeries {
  return { times: [], values: [], min: [], max: [], temps: [] };
}

/** A series for drawing: nulls mark breaks in the line. */
export interface DrawSeries {
  times: number[];
  values: (number | null)[];
  min: (number | null)[];
  max: (number | null)[];
}
