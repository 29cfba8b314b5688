import { basicTempCorrection } from './corrections';

/**
 * averageTempData (spec 2 §3 Tag): the mean sensor temperature of each day of the shown range (°F, days of 86,400 s
 * from the epoch, as the daily rollups), with the number of readings behind each mean. The temperature-correction
 * slider is tuned against it: how warm the sensor was on average, and how far the correction moves values there.
 */
export interface DailyTemps {
  /** Start of each day, epoch seconds. */
  times: number[];
  /** Mean sensor temperature of the day, °F. */
  values: number[];
  /** Coldest and warmest reading of the day, °F. */
  min: number[];
  max: number[];
  /** Readings with a temperature that day. */
  counts: number[];
}

export interface TempSummary {
  /** Mean over every reading of the range (each day weighted by its readings), °F. */
  mean: number;
  /** Coldest and warmest daily mean, °F. */
  lowestDay: number;
  highestDay: number;
  days: number;
}

/** Null when no reading of the range carried a temperature. */
export function summariseDailyTemps(d: DailyTemps): TempSummary | null {
  let sum = 0;
  let n = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < d.values.length; i++) {
    const c = d.counts[i] ?? 0;
    const v = d.values[i]!;
    if (c <= 0 || !Number.isFinite(v)) continue;
    sum += v * c;
    n += c;
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (n === 0) return null;
  return { mean: sum / n, lowestDay: lo, highestDay: hi, days: d.values.filter((_, i) => (d.counts[i] ?? 0) > 0).length };
}

/**
 * How much the basic temperature correction changes a value at a sensor temperature (base unit): the slider's
 * effect where the sensor usually is. Zero within the threshold of the 68 °F reference.
 */
export function correctionShiftAt(temp: number, coefficient: number, threshold: number | null): number {
  return basicTempCorrection(0, temp, coefficient, threshold);
}
