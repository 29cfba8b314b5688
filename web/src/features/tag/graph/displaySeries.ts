import {
  applyCorrections,
  calibratedReading,
  conversionOf,
  diffClamp,
  GAP_BREAK_SECONDS,
  toDisplayUnit,
  withGapBreaks,
  type ColumnarSeries,
  type CorrectionSettings,
  type DrawSeries,
  type ShownCalibration,
} from '@fieldwatch/domain';
import type { GraphSeriesData } from '../graphql/getTag';

export interface DisplayOptions {
  /** The tag's corrections (with the slider's coefficient while it is being tried); none for other tags. */
  corrections?: CorrectionSettings | null;
  unit: string | null;
  /** The tag's newest calibration: distances become levels, the offset is added, gravity and tank volume convert. */
  calibration?: ShownCalibration | null;
  /** Diff mode: values clamped to 3..4.4. */
  diff?: boolean;
}

/**
 * The answer's columns as the domain's series, without copying them (a series holds up to tens of thousands of
 * points). FloatColumn's type lets every column hold null because temps does (no temperature reported); the server
 * never puts null in times, values, min or max.
 */
export function columnarOf(g: GraphSeriesData): ColumnarSeries {
  const column = (c: readonly (number | null)[] | null) => (c ?? []) as number[];
  return {
    times: column(g.times),
    values: column(g.values),
    min: column(g.min),
    max: column(g.max),
    temps: (g.temps ?? []) as (number | null)[],
  };
}

/**
 * A server series as drawn: corrections (on the sensor's own values), then the calibration, then the display unit,
 * then diff clamping, then breaks at gaps over
 * 43,200 s (plus the bucket width, since neighbouring buckets are a bucket apart anyway).
 */
export function displaySeries(g: GraphSeriesData, o: DisplayOptions): DrawSeries & { corrected: ColumnarSeries } {
  const corrected = o.corrections ? applyCorrections(columnarOf(g), o.corrections) : columnarOf(g);
  const conversion = conversionOf(o.calibration);
  const conv = (v: number) => {
    const d = toDisplayUnit(g.tag, calibratedReading(g.tag, v, o.calibration), o.unit, conversion);
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
  // a unit like seconds per stroke, or a distance shown as a level, turns upside down: keep min under max
  for (let i = 0; i < shown.min.length; i++) {
    if (shown.min[i]! > shown.max[i]!) [shown.min[i], shown.max[i]] = [shown.max[i]!, shown.min[i]!];
  }
  return { ...withGapBreaks(shown, GAP_BREAK_SECONDS + g.bucket), corrected: shown };
}
