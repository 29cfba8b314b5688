import { describe, expect, it } from 'vitest';
import { calibratedReading, deviceAlarms, deviceReadingFor, type ShownCalibration } from '../../src';

const none = { criticalHigh: null, criticalLow: null, highWarning: null, lowWarning: null };

describe('deviceReadingFor: the inverse of calibratedReading', () => {
  const cases: [string, ShownCalibration | null][] = [
    ['spsr', null],
    ['spsr', { offset: 1.25 }],
    ['psr', { offset: -3 }],
    ['dist', { offset: 2, tankHeight: 240 }],
    ['sonr', { tankHeight: 240 }],
    ['cumulative_pulses', { kFactor: 1000, productionOffset: 12 }],
    ['cumulative_pulses', null],
  ];
  for (const [tag, cal] of cases) {
    it(`${tag} ${JSON.stringify(cal)}`, () => {
      for (const raw of [0.5, 17, 123.25]) {
        const shown = calibratedReading(tag, raw, cal);
        expect(deviceReadingFor(tag, shown, cal).value).toBeCloseTo(raw, 9);
      }
    });
  }
  it('says when a larger shown value is a smaller reading', () => {
    expect(deviceReadingFor('dist', 100, { tankHeight: 240 }).reversed).toBe(true);
    expect(deviceReadingFor('dist', 100, { offset: 2 }).reversed).toBe(false);
    expect(deviceReadingFor('spsr', 100, { offset: 2 }).reversed).toBe(false);
  });
});

describe('deviceAlarms: one unit per tag in the downlink', () => {
  it('converts display-unit rules to the base unit and leaves base-unit thresholds as they are', () => {
    const a = deviceAlarms({
      tag: 'temp',
      baseUnit: 'f',
      displayUnit: 'c',
      calibration: null,
      thresholds: { criticalHigh: 203, criticalLow: 50, highWarning: 185, lowWarning: 68 },
      rules: [
        { name: 'Hot', symbol: 1, value: 70 },
        { name: 'Cold', symbol: -1, value: -10 },
      ],
    });
    expect(a).toEqual({
      unit: 'f',
      criticalHigh: 203,
      criticalLow: 50,
      highWarning: 185,
      lowWarning: 68,
      rules: [
        { name: 'Hot', symbol: 1, value: 158 },
        { name: 'Cold', symbol: -1, value: 14 },
      ],
    });
  });

  it('undoes the calibration, swapping high and low where it reverses direction', () => {
    const a = deviceAlarms({
      tag: 'dist',
      baseUnit: 'in',
      displayUnit: 'ft',
      calibration: { offset: 2, tankHeight: 240 },
      thresholds: { ...none, criticalHigh: 150, lowWarning: 20 },
      rules: [{ name: 'Full', symbol: 1, value: 15 }],
    });
    // a level above 150 in is a distance below 92 in; a level below 20 in a distance above 222 in
    expect(a).toEqual({
      unit: 'in',
      criticalHigh: null,
      criticalLow: 92,
      highWarning: 222,
      lowWarning: null,
      rules: [{ name: 'Full', symbol: -1, value: 62 }],
    });
    // a level shown in psi of water column back to feet, then minus the offset
    const psi = deviceAlarms({
      tag: 'spsr',
      baseUnit: 'ft',
      displayUnit: 'psi',
      calibration: { offset: 1, fluid: 'water', tds: 0 },
      thresholds: none,
      rules: [{ name: 'P', symbol: 1, value: 10 }],
    });
    expect(psi.rules[0]!.value).toBeCloseTo(10 * 2.3067 - 1, 4);
  });

  it('passes the unset and rules-disabled pairs through, and leaves out a rule it cannot convert', () => {
    const a = deviceAlarms({
      tag: 'dist',
      baseUnit: 'in',
      displayUnit: 'in',
      calibration: { tankHeight: 240 },
      thresholds: { criticalLow: 0, criticalHigh: 32762, lowWarning: null, highWarning: null },
      rules: [
        { name: 'off low', symbol: -1, value: 0 },
        { name: 'off high', symbol: 1, value: 32762 },
      ],
    });
    expect(a).toMatchObject({
      criticalLow: 0,
      criticalHigh: 32762,
      rules: [
        { symbol: -1, value: 0 },
        { symbol: 1, value: 32762 },
      ],
    });
    const gallons = deviceAlarms({
      tag: 'spsr',
      baseUnit: 'ft',
      displayUnit: 'gallons',
      calibration: null,
      thresholds: none,
      rules: [{ name: 'G', symbol: 1, value: 100 }],
    });
    expect(gallons.rules).toEqual([]);
  });
});
