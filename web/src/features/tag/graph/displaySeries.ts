import {
  applyCorrections, diffClamp, GAP_BREAK_SECONDS, toDisplayUnit, withGapBreaks, type ColumnarSeries, type CorrectionSettings, type DrawSeries,
} from '@fieldwatch/domain';
import type { GraphSeriesData } from '../graphql/getTag';

export interface DisplayOptions {
  /** The tag's corrections (with the slider's coefficient while it is being tried); none for other tags. */
  corrections?: CorrectionSettings | null;
  unit: string | null;
  sg?: number | null;
  /** Diff mode: values clamped to 3..4.4. */
  diff?: boolean;
}

export function columnarOf(g: GraphSeriesData): ColumnarSeries {
  return { times: g.times, values: g.values, min: g.min, max: g.max, temps: g.temps };
}

/**
 * A server series as drawn: corrections, then the display unit, then diff clamping, then breaks at gaps over
 * 43,200 s (plus the bucket width, since neighbouring buckets are a bucket apart anyway).
 */
export function displaySeries(g: GraphSeriesData, o: DisplayOptions): DrawSeries & { corrected: ColumnarSeries } {
  const corrected = o.corrections ? applyCorrections(columnarOf(g), o.corrections) : columnarOf(g);
  const conv = (v: number) => {
    const d = toDisplayUnit(g.tag, v, o.unit, { sg: o.sg });
    const x = d === null ? v : d;
    return o.diff ? diffClamp(x) : x;
  };
  const shown: ColumnarSeries = {
    times: corrected.times,
    values: corrected.values.map(conv),
    min: corrected.min.map(conv),
    max: corrected.max.map(conv),
    temps: corrected.temps,
  };
  // a unit like seconds per stroke turns upside down: keep min under max
  for (let i = 0; i < shown.min.length; i++) {
    if (shown.min[i]! > shown.max[i]!) [shown.min[i], shown.max[i]] = [shown.max[i]!, shown.min[i]!];
  }
  return { ...withGapBreaks(shown, GAP_BREAK_SECONDS + g.bucket), corrected: shown };
}
