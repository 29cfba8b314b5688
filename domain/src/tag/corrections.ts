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

/**
 * The series as the tag's settings want it shown: points the erroneous-data filter rejects (a lone spike: more
 * than the threshold away from both neighbours on the same side, so a real level change such as a tank haul is
 * kept; or a value under the minimum) and points whose sensor temperature jumped more than its threshold are
 * dropped, then the temperature correction or the SF6 normalisation is applied to what is left (mean, min and
 * max alike).
 */
export function applyCorrections(s: ColumnarSeries, c: CorrectionSettings): ColumnarSeries {
  const out: ColumnarSeries = { times: [], values: [], min: [], max: [], temps: [] };
  let lastTemp: number | null = null;
  const n = s.times.length;
  for (let i = 0; i < n; i++) {
    const v = s.values[i]!;
    const temp = s.temps[i] ?? null;
    if (c.filterEnabled) {
      if (c.filterMinimumValue !== null && v < c.filterMinimumValue) continue;
      if (c.filterThreshold !== null && i > 0 && i < n - 1) {
        const a = v - s.values[i - 1]!;
        const b = v - s.values[i + 1]!;
        if (Math.abs(a) > c.filterThreshold && Math.abs(b) > c.filterThreshold && Math.sign(a) === Math.sign(b)) continue;
      }
    }
    if (c.sensorTempFilterEnabled && temp !== null) {
      const limit = c.sensorTempFilterThreshold ?? 20;
      if (lastTemp !== null && Math.abs(temp - lastTemp) > limit) continue;
      lastTemp = temp;
    }
    const fix = (x: number) =>
      c.sf6NormalizationEnabled
        ? sf6Normalize(x, temp)
        : c.temperatureCorrectionEnabled
          ? basicTempCorrection(x, temp, c.temperatureCorrectionCoefficient, c.temperatureCorrectionThreshold)
          : x;
    out.times.push(s.times[i]!);
    out.values.push(fix(v));
    const lo = fix(s.min[i]!);
    const hi = fix(s.max[i]!);
    out.min.push(Math.min(lo, hi));
    out.max.push(Math.max(lo, hi));
    out.temps.push(temp);
  }
  return out;
}

/** Whether the settings need sensor temperatures per point. */
export function needsTemperatures(
  c: Pick<CorrectionSettings, 'temperatureCorrectionEnabled' | 'sf6NormalizationEnabled' | 'sensorTempFilterEnabled'>,
): boolean {
  return c.temperatureCorrectionEnabled || c.sf6NormalizationEnabled || c.sensorTempFilterEnabled;
}
