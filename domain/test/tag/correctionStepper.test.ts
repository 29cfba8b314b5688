import { describe, expect, it } from 'vitest';
import { applyCorrections, basicTempCorrection, correctionStepper, sf6Normalize, type CorrectionSettings } from '../../src/tag/corrections';
import type { ColumnarSeries } from '../../src/tag/series';

/*
 * The corrections as one rule: applyCorrections (the graph, a whole series) is correctionStepper (a streamed download,
 * a reading at a time) run over the series; both must give what the pass before the stepper gave.
 */

/** The sequential pass as it was before the stepper, kept here as the reference. */
function previousApplyCorrections(s: ColumnarSeries, c: CorrectionSettings): ColumnarSeries {
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

/** A small deterministic random source, so a failure names its seed. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function series(rnd: () => number, n: number): ColumnarSeries {
  const s: ColumnarSeries = { times: [], values: [], min: [], max: [], temps: [] };
  for (let i = 0; i < n; i++) {
    // a level with spikes and a temperature that sometimes jumps or is missing
    const spike = rnd() < 0.1 ? (rnd() < 0.5 ? -40 : 40) : 0;
    const v = 10 + Math.sin(i / 7) * 3 + spike;
    s.times.push(i * 60);
    s.values.push(v);
    s.min.push(v - rnd());
    s.max.push(v + rnd());
    s.temps.push(rnd() < 0.15 ? null : 60 + (rnd() < 0.1 ? 45 : rnd() * 10));
  }
  return s;
}

function settings(rnd: () => number): CorrectionSettings {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  return {
    filterEnabled: rnd() < 0.7,
    filterThreshold: pick([null, 5, 20]),
    filterMinimumValue: pick([null, 0, 8]),
    sensorTempFilterEnabled: rnd() < 0.5,
    sensorTempFilterThreshold: pick([null, 10, 20]),
    temperatureCorrectionEnabled: rnd() < 0.5,
    temperatureCorrectionCoefficient: pick([0, 0.1, -0.3]),
    temperatureCorrectionThreshold: pick([null, 2]),
    sf6NormalizationEnabled: rnd() < 0.3,
  };
}

/** The stepper fed one reading at a time, its answers copied out. */
function stepped(s: ColumnarSeries, c: CorrectionSettings): ColumnarSeries {
  const out: ColumnarSeries = { times: [], values: [], min: [], max: [], temps: [] };
  const step = correctionStepper(c);
  const keep = () => {
    out.times.push(step.out.time);
    out.values.push(step.out.value);
    out.min.push(step.out.min);
    out.max.push(step.out.max);
    out.temps.push(step.out.temp);
  };
  for (let i = 0; i < s.times.length; i++) if (step.push(s.times[i]!, s.values[i]!, s.min[i]!, s.max[i]!, s.temps[i] ?? null)) keep();
  if (step.finish()) keep();
  return out;
}

describe('the correction stepper', () => {
  it('gives what the batch pass gives, and what the pass before it gave, for random series and settings', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rnd = random(seed);
      const s = series(rnd, Math.floor(rnd() * 60));
      const c = settings(rnd);
      const before = previousApplyCorrections(s, c);
      expect(applyCorrections(s, c), `seed ${seed}`).toEqual(before);
      expect(stepped(s, c), `seed ${seed}`).toEqual(before);
    }
  });

  it('answers each point once its next neighbour is known, and the last one at finish', () => {
    const step = correctionStepper({
      filterEnabled: true,
      filterThreshold: 5,
      filterMinimumValue: null,
      sensorTempFilterEnabled: false,
      sensorTempFilterThreshold: null,
      temperatureCorrectionEnabled: false,
      temperatureCorrectionCoefficient: 0,
      temperatureCorrectionThreshold: null,
      sf6NormalizationEnabled: false,
    });
    expect(step.push(0, 10, 10, 10, null)).toBe(false);
    // the first point is never a lone spike: it has no neighbour before it
    expect(step.push(60, 30, 30, 30, null)).toBe(true);
    expect(step.out.time).toBe(0);
    // 30 stands alone above both neighbours: dropped when 11 arrives
    expect(step.push(120, 11, 11, 11, null)).toBe(false);
    expect(step.finish()).toBe(true);
    expect(step.out).toEqual({ time: 120, value: 11, min: 11, max: 11, temp: null });
    expect(step.finish()).toBe(false);
  });

  it('applies the temperature corrections as the batch does', () => {
    const step = correctionStepper({
      filterEnabled: false,
      filterThreshold: null,
      filterMinimumValue: null,
      sensorTempFilterEnabled: false,
      sensorTempFilterThreshold: null,
      temperatureCorrectionEnabled: true,
      temperatureCorrectionCoefficient: 0.5,
      temperatureCorrectionThreshold: null,
      sf6NormalizationEnabled: false,
    });
    step.push(0, 100, 99, 101, 88);
    expect(step.finish()).toBe(true);
    expect(step.out.value).toBe(basicTempCorrection(100, 88, 0.5, null));
    expect(sf6Normalize(80, 68)).toBeCloseTo(80, 10);
  });
});
