import { describe, expect, it } from 'vitest';
import {
  calibratedReading,
  calibrationSourceTag,
  conversionOf,
  fromDisplayUnit,
  tagReading,
  tankGallonsAt,
  toDisplayUnit,
  uncalibratedLevel,
} from '../../src/index';

describe('calibrated readings', () => {
  it('radar and sonar distances become levels from the tank height, then the offset is added', () => {
    const cal = { tankHeight: 240, offset: 1.5 };
    expect(uncalibratedLevel('dist', 40, cal)).toBe(200);
    expect(calibratedReading('dist', 40, cal)).toBe(201.5);
    expect(calibratedReading('sonr', 10, { tankHeight: 60, offset: null })).toBe(50);
    // the sensor cannot see fluid above itself: a distance past the tank height is an empty tank, not a negative one
    expect(uncalibratedLevel('dist', 250, cal)).toBe(0);
    // without a tank height the distance is all there is
    expect(calibratedReading('dist', 40, { tankHeight: null, offset: 2 })).toBe(42);
    expect(calibratedReading('dist', 40, null)).toBe(40);
  });

  it('level and pressure tags get the offset; other tags are shown as stored', () => {
    expect(calibratedReading('spsr', 8.2, { offset: 0.15 })).toBeCloseTo(8.35, 9);
    expect(calibratedReading('dspsr', 8.2, { offset: -0.2 })).toBeCloseTo(8.0, 9);
    expect(calibratedReading('psr', 100, { offset: 2 })).toBe(102);
    expect(calibratedReading('puls', 500, { offset: 2 })).toBe(500);
    expect(calibratedReading('temp', 70, { offset: 2 })).toBe(70);
  });

  it('the fluid gravity converts a level to the pressure of its column: oil by API, water by TDS, chemicals as entered', () => {
    // 10 ft of 38° API oil (SG 0.8348) weighs 10 × 0.8348 / 2.3067 psi
    const oil = conversionOf({ fluid: 'oil', api: 38, sg: 1 });
    expect(toDisplayUnit('spsr', 10, 'psi', oil)).toBeCloseTo((10 * (141.5 / 169.5)) / 2.3067, 6);
    expect(fromDisplayUnit('spsr', toDisplayUnit('spsr', 10, 'psi', oil)!, 'psi', oil)).toBeCloseTo(10, 9);
    const water = conversionOf({ fluid: 'water', tds: 60 });
    expect(water.sg).toBeCloseTo(1.0417, 4);
    expect(conversionOf({ fluid: 'chemical', sg: 1.3 }).sg).toBe(1.3);
  });

  it('a level becomes gallons from the strap first, then gallons per inch, then height, volume and shape', () => {
    const strap = [
      { inches: 0, gallons: 0 },
      { inches: 100, gallons: 1000 },
      { inches: 200, gallons: 3000 },
    ];
    expect(tankGallonsAt({ strap, gallonsPerInch: 5 })!(150)).toBe(2000);
    expect(tankGallonsAt({ strap: [], gallonsPerInch: 5 })!(150)).toBe(750);
    expect(tankGallonsAt({ tankHeight: 200, tankVolume: 4000, tankShape: 'vertical' })!(50)).toBe(1000);
    // a horizontal cylinder half full holds half its volume, a quarter of its height much less than a quarter
    const horizontal = tankGallonsAt({ tankHeight: 100, tankVolume: 4000, tankShape: 'horizontal' })!;
    expect(horizontal(50)).toBeCloseTo(2000, 6);
    expect(horizontal(25)).toBeLessThan(1000);
    expect(tankGallonsAt({ tankHeight: 200, tankVolume: null, tankShape: 'vertical' })).toBeNull();
    expect(tankGallonsAt(null)).toBeNull();
  });

  it('gallons shown through a strap convert back to the level an alarm value means', () => {
    const strap = [
      { inches: 0, gallons: 0 },
      { inches: 100, gallons: 1000 },
      { inches: 200, gallons: 3000 },
    ];
    const conv = conversionOf({ strap });
    expect(toDisplayUnit('spsr', 12.5, 'gln', conv)).toBeCloseTo(2000, 6);
    expect(fromDisplayUnit('spsr', 2000, 'gln', conv)).toBeCloseTo(12.5, 6);
    expect(toDisplayUnit('spsr', 12.5, 'gln', conversionOf({ fluid: 'oil' }))).toBeNull();
  });

  it('a card shows the calibrated value in its unit', () => {
    const device = { defaultTag: null, displayUnits: null };
    const card = tagReading(
      {
        tag: 'dist',
        value: 40,
        ymin: 0,
        ymax: 720,
        displayUnits: 'in',
        calibration: { tankHeight: 240, offset: -2 },
      },
      device,
    );
    expect(card.value).toBe(198);
    const gallons = tagReading(
      {
        tag: 'spsr',
        value: 10,
        ymin: 0,
        ymax: 5000,
        displayUnits: 'gln',
        calibration: { gallonsPerInch: 10, offset: 0.5 },
      },
      device,
    );
    expect(gallons.value).toBeCloseTo(10.5 * 12 * 10, 9);
  });
});

describe('turbine production (flow from the k-factor)', () => {
  it("the production counter is shown in barrels through its turbine's calibration, or the report's k-factor without one", () => {
    expect(calibrationSourceTag('cumulative_pulses')).toBe('puls');
    expect(calibrationSourceTag('dist')).toBe('dist');
    expect(calibratedReading('cumulative_pulses', 50_000, { kFactor: 2, productionOffset: 120 })).toBe(25_120);
    expect(calibratedReading('cumulative_pulses', 50_000, null)).toBe(20);
    expect(toDisplayUnit('cumulative_pulses', calibratedReading('cumulative_pulses', 50_000, { kFactor: 2 }), 'mbbls')).toBe(25);
    // the turbine's own rate is reported in bbls/day and is shown as sent
    expect(calibratedReading('puls', 420, { kFactor: 2 })).toBe(420);
  });
});
