import type { ColumnarSeries } from './series';

/** The tag's filter and temperature settings (spec 2 §3 Tag) that change the values a graph shows. */
export interface CorrectionSettings {
  filterEnabled: boolean;
  filterThreshold: number | null;
  filterMinimumValue: number | null;
  sensorTempFilterEnabled: boolean;
  sensorTempFilterThreshold: number | null;
  temperatureCorrectionEnabled: boolean;
  temperatureCorrectionCoefficient: number;
  temperatureCorrectionThreshold: number | null;
  sf6NormalizationEnabled: boolean;
}

/** Sensor temperatures are stored in °F; corrections refer values to 68 °F (20 °C), the usual reference. */
export const REFERENCE_TEMP_F = 68;
export const ATMOSPHERE_PSI = 14.696;

const kelvin = (f: number) => ((f - 32) * 5) / 9 + 273.15;

/**
 * Basic correction: a sensor reads `coefficient` units high per °F above the reference, so the true value is
 * value - coefficient x (temp - 68). Within `threshold` °F of the reference the sensor is trusted as it is.
 */
export function basicTempCorrection(value: number, temp: number | null, coefficient: number, threshold: number | null): number {
  if (temp === null || !Number.isFinite(temp)) return value;
  const delta = temp - REFERENCE_TEMP_F;
  if (threshold !== null && Math.abs(delta) <= threshold) return value;
  return value - coefficient * delta;
}

/**
 * SF6 filling pressure: a sealed gas compartment's gauge pressure referred to 20 °C, so a cold night does not look
 * like a leak. At constant volume absolute pressure is proportional to absolute temperature.
 */
export function sf6Normalize(gaugePsi: number, temp: number | null): number {
  if (temp === null || !Number.isFinite(temp)) return gaugePsi;
  return ((gaugePsi + ATMOSPHERE_PSI) * kelvin(REFERENCE_TEMP_F)) / kelvin(temp) - ATMOSPHERE_PSI;
}

/** One point of a series: a reading, or a time slot with its mean, lowest and highest value. */
export interface CorrectionPoint {
  time: number;
  value: number;
  min: number;
  max: number;
  temp: number | null;
}

/**
 * The corrections as a sequential pass, one point at a time, so a series of any length (a year of raw readings
 * streamed to a CSV file) is corrected without holding it: the erroneous-data filter compares a point with both of
 * its neighbours, so `push` answers the point before the one it is given, and `finish` the last one. Each answer is
 * `out`, the stepper's one point object, overwritten by the next call: copy what you keep. See applyCorrections for
 * the rules.
 */
export interface CorrectionStepper {
  /** Takes the next point; true when `out` now holds the previous point as shown, false when it was dropped (or none). */
  push(time: number, value: number, min: number, max: number, temp: number | null): boolean;
  /** After the last point: true when `out` holds that last point as shown. */
  finish(): boolean;
  readonly out: CorrectionPoint;
}

export function correctionStepper(c: CorrectionSettings): CorrectionStepper {
  const out: CorrectionPoint = { time: 0, value: 0, min: 0, max: 0, temp: null };
  const fix = (x: number, temp: number | null) =>
    c.sf6NormalizationEnabled
      ? sf6Normalize(x, temp)
      : c.temperatureCorrectionEnabled
        ? basicTempCorrection(x, temp, c.temperatureCorrectionCoefficient, c.temperatureCorrectionThreshold)
        : x;
  let lastTemp: number | null = null;
  // the point waiting for its next neighbour, and the (uncorrected) value before it
  let pending = false;
  let hasBefore = false;
  let before = 0;
  let pTime = 0;
  let pValue = 0;
  let pMin = 0;
  let pMax = 0;
  let pTemp: number | null = null;

  // the pending point, judged with its neighbours' raw values (`next` null for the last point of the series)
  function decide(next: number | null): boolean {
    const v = pValue;
    const temp = pTemp;
    if (c.filterEnabled) {
      if (c.filterMinimumValue !== null && v < c.filterMinimumValue) return false;
      if (c.filterThreshold !== null && hasBefore && next !== null) {
        const a = v - before;
        const b = v - next;
        if (Math.abs(a) > c.filterThreshold && Math.abs(b) > c.filterThreshold && Math.sign(a) === Math.sign(b)) return false;
      }
    }
    if (c.sensorTempFilterEnabled && temp !== null) {
      const limit = c.sensorTempFilterThreshold ?? 20;
      if (lastTemp !== null && Math.abs(temp - lastTemp) > limit) return false;
      lastTemp = temp;
    }
    const lo = fix(pMin, temp);
    const hi = fix(pMax, temp);
    out.time = pTime;
    out.value = fix(v, temp);
    out.min = Math.min(lo, hi);
    out.max = Math.max(lo, hi);
    out.temp = temp;
    return true;
  }

  return {
    out,
    push(time, value, min, max, temp) {
      let shown = false;
      if (pending) {
        shown = decide(value);
        hasBefore = true;
        before = pValue;
      }
      pending = true;
      pTime = time;
      pValue = value;
      pMin = min;
      pMax = max;
      pTemp = temp;
      return shown;
    },
    finish() {
      if (!pending) return false;
      pending = false;
      return decide(null);
    },
  };
}

/**
 * The series as the tag's settings want it shown: points the erroneous-data filter rejects (a lone spike: more
 * than the threshold away from both neighbours on the same side, so a real level change such as a tank haul is
 * kept; or a value under the minimum) and points whose sensor temperature jumped more than its threshold are
 * dropped, then the temperature correction or the SF6 normalisation is applied to what is left (mean, min and
 * max alike). The whole series through correctionStepper, the one rule for a graph and for a streamed download.
 */
export function applyCorrections(s: ColumnarSeries, c: CorrectionSettings): ColumnarSeries {
  const out: ColumnarSeries = { times: [], values: [], min: [], max: [], temps: [] };
  const step = correctionStepper(c);
  const keep = () => {
    const p = step.out;
    out.times.push(p.time);
    out.values.push(p.value);
    out.min.push(p.min);
    out.max.push(p.max);
    out.temps.push(p.temp);
  };
  const n = s.times.length;
  for (let i = 0; i < n; i++) {
    if (step.push(s.times[i]!, s.values[i]!, s.min[i]!, s.max[i]!, s.temps[i] ?? null)) keep();
  }
  if (step.finish()) keep();
  return out;
}

/** Whether the settings need sensor temperatures per point. */
export function needsTemperatures(
  c: Pick<CorrectionSettings, 'temperatureCorrectionEnabled' | 'sf6NormalizationEnabled' | 'sensorTempFilterEnabled'>,
): boolean {
  return c.temperatureCorrectionEnabled || c.sf6NormalizationEnabled || c.sensorTempFilterEnabled;
}
