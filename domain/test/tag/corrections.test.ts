import { describe, expect, it } from 'vitest';
import { applyCorrections, basicTempCorrection, sf6Normalize, type CorrectionSettings } from '../../src/tag/corrections';
import { tempCompensationFlags, tempCompensationOf, tempCompensationOptions } from '../../src/tag/tempCompensation';
import type { ColumnarSeries } from '../../src/tag/series';

const OFF: CorrectionSettings = {
  filterEnabled: false,
  filterThreshold: null,
  filterMinimumValue: null,
  sensorTempFilterEnabled: false,
  sensorTempFilterThreshold: 20,
  temperatureCorrectionEnabled: false,
  temperatureCorrectionCoefficient: 0,
  temperatureCorrectionThreshold: null,
  sf6NormalizationEnabled: false,
};
const s = (values: number[], temps: (number | null)[]): ColumnarSeries => ({
  times: values.map((_, i) => i * 60),
  values,
  min: values.map((v) => v - 1),
  max: values.map((v) => v + 1),
  temps,
});

describe('basic temperature correction', () => {
  it('removes coefficient x (temp - 68 °F)', () => {
    expect(basicTempCorrection(100, 88, 0.5, null)).toBe(90);
    expect(basicTempCorrection(100, 48, 0.5, null)).toBe(110);
  });
  it('leaves values alone within the threshold and without a temperature', () => {
    expect(basicTempCorrection(100, 70, 0.5, 5)).toBe(100);
    expect(basicTempCorrection(100, null, 0.5, null)).toBe(100);
  });
});

describe('SF6 filling pressure', () => {
  it('is the identity at 20 °C (68 °F)', () => {
    expect(sf6Normalize(80, 68)).toBeCloseTo(80, 10);
  });
  it('a compartment that reads low on a cold night normalises back up (constant volume)', () => {
    // 80 psig at 20 °C is 94.696 psia; at -10 °C (14 °F) the gas reads 94.696 x 263.15 / 293.15 psia
    const cold = (80 + 14.696) * (263.15 / 293.15) - 14.696;
    expect(sf6Normalize(cold, 14)).toBeCloseTo(80, 6);
  });
});

describe('applyCorrections', () => {
  it('with everything off returns the same numbers', () => {
    const x = s([1, 2, 3], [50, 60, 70]);
    expect(applyCorrections(x, OFF)).toEqual(x);
  });
  it('the erroneous-data filter drops lone spikes over the threshold and values under the minimum', () => {
    const r = applyCorrections(s([10, 11, 50, 12, -5, 13], [null, null, null, null, null, null]), {
      ...OFF,
      filterEnabled: true,
      filterThreshold: 5,
      filterMinimumValue: 0,
    });
    expect(r.values).toEqual([10, 11, 12, 13]);
    expect(r.times).toEqual([0, 60, 180, 300]);
  });
  it('keeps a real level change (a tank haul) that the filter threshold would call a jump', () => {
    const r = applyCorrections(s([14, 14.1, 2, 2.1, 2.2], [null, null, null, null, null]), {
      ...OFF,
      filterEnabled: true,
      filterThreshold: 0.5,
    });
    expect(r.values).toEqual([14, 14.1, 2, 2.1, 2.2]);
  });
  it('the sensor temperature filter drops points whose temperature jumped', () => {
    const r = applyCorrections(s([1, 2, 3, 4], [60, 62, 95, 63]), { ...OFF, sensorTempFilterEnabled: true, sensorTempFilterThreshold: 20 });
    expect(r.values).toEqual([1, 2, 4]);
  });
  it('basic correction applies to mean, min and max', () => {
    const r = applyCorrections(s([100], [78]), { ...OFF, temperatureCorrectionEnabled: true, temperatureCorrectionCoefficient: 0.1 });
    expect(r.values[0]).toBeCloseTo(99);
    expect(r.min[0]).toBeCloseTo(98);
    expect(r.max[0]).toBeCloseTo(100);
  });
  it('SF6 wins over basic when both are on', () => {
    const r = applyCorrections(s([80], [68]), {
      ...OFF,
      temperatureCorrectionEnabled: true,
      temperatureCorrectionCoefficient: 1,
      sf6NormalizationEnabled: true,
    });
    expect(r.values[0]).toBeCloseTo(80);
  });
});

describe('temperature compensation selector', () => {
  it('maps None, Basic and SF6 to the two booleans and back', () => {
    expect(tempCompensationFlags('none')).toEqual({ temperatureCorrectionEnabled: false, sf6NormalizationEnabled: false });
    expect(tempCompensationFlags('basic')).toEqual({ temperatureCorrectionEnabled: true, sf6NormalizationEnabled: false });
    expect(tempCompensationFlags('sf6')).toEqual({ temperatureCorrectionEnabled: false, sf6NormalizationEnabled: true });
    for (const c of ['none', 'basic', 'sf6'] as const) expect(tempCompensationOf(tempCompensationFlags(c))).toBe(c);
  });
  it('offers SF6 only for psr', () => {
    expect(tempCompensationOptions('psr')).toContain('sf6');
    expect(tempCompensationOptions('spsr')).not.toContain('sf6');
  });
});
