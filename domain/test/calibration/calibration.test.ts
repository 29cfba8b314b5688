import { describe, expect, it } from 'vitest';
import {
  brineSpecificGravity,
  calibrationOffset,
  feetInchesToInches,
  FORM_INCOMPLETE,
  formatFeetInches,
  inchesToFeetInches,
  levelFromDistance,
  levelFromPressure,
  oilSpecificGravity,
  prepareGenericCalibration,
  radarWizardProblem,
  REQUIRED_FIELDS_EMPTY,
  specificGravityOf,
  turbineBarrels,
  turbineRate,
  turbineWizardProblem,
  volumeFromShape,
  volumeFromStrap,
  wizardOpensAutomatically,
  wizardOf,
  calibrationFields,
  needsCalibration,
} from '../../src/index';

describe('fluid gravity and level from pressure', () => {
  it('oil from API gravity, water from TDS, chemicals as entered', () => {
    expect(oilSpecificGravity(10)).toBeCloseTo(1, 6);
    expect(oilSpecificGravity(32)).toBeCloseTo(0.8654, 4);
    expect(brineSpecificGravity(0)).toBe(1);
    expect(brineSpecificGravity(311)).toBeCloseTo(1.216, 3);
    expect(brineSpecificGravity(60)).toBeCloseTo(1.0417, 4);
    expect(specificGravityOf({ fluid: 'oil', api: 32 })).toBeCloseTo(0.8654, 4);
    expect(specificGravityOf({ fluid: 'water', tds: 24 })).toBeCloseTo(1.01668, 5);
    expect(specificGravityOf({ fluid: 'chemical', sg: 1.3 })).toBe(1.3);
    expect(specificGravityOf({ fluid: 'chemical', sg: 0 })).toBe(1);
  });

  it('a psi of water is 2.3067 ft; lighter fluid stands higher', () => {
    expect(levelFromPressure(1, 1)).toBeCloseTo(2.3067, 4);
    expect(levelFromPressure(10, 0.8)).toBeCloseTo(28.83375, 4);
    expect(levelFromPressure(1, 0)).toBeCloseTo(2.3067, 4);
  });

  it('radar and sonar: level is the tank height less the distance, never negative; offset makes the reading the measured level', () => {
    expect(levelFromDistance(40, 240)).toBe(200);
    expect(levelFromDistance(300, 240)).toBe(0);
    expect(calibrationOffset(100, 97.5)).toBe(2.5);
  });
});

describe('tank volume', () => {
  it('vertical tanks fill linearly; horizontal cylinders by the circular segment', () => {
    expect(volumeFromShape(120, { heightInches: 240, volume: 400, shape: 'vertical' })).toBe(200);
    expect(volumeFromShape(120, { heightInches: 120, volume: 100, shape: 'horizontal' })).toBeCloseTo(100, 6);
    expect(volumeFromShape(60, { heightInches: 120, volume: 100, shape: 'horizontal' })).toBeCloseTo(50, 6);
    // a quarter of the diameter holds less than a quarter of the volume (19.55 %)
    expect(volumeFromShape(30, { heightInches: 120, volume: 100, shape: 'horizontal' })).toBeCloseTo(19.55, 2);
    expect(volumeFromShape(-5, { heightInches: 120, volume: 100, shape: 'horizontal' })).toBe(0);
    expect(volumeFromShape(10, { heightInches: 0, volume: 100, shape: 'vertical' })).toBe(0);
  });

  it('a strapping table interpolates and clamps', () => {
    const strap = [
      { inches: 0, gallons: 0 },
      { inches: 10, gallons: 100 },
      { inches: 20, gallons: 300 },
    ];
    expect(volumeFromStrap(5, strap)).toBe(50);
    expect(volumeFromStrap(15, strap)).toBe(200);
    expect(volumeFromStrap(30, strap)).toBe(300);
    expect(volumeFromStrap(-1, strap)).toBe(0);
    expect(volumeFromStrap(5, [])).toBeNull();
  });
});

describe('turbine flow from the k-factor', () => {
  it('barrels are pulses over the k-factor plus the production offset; a rate scales to a day', () => {
    expect(turbineBarrels(25_000, 2500)).toBe(10);
    expect(turbineBarrels(25_000, 2500, 3)).toBe(13);
    expect(turbineBarrels(25_000, 0)).toBeNull();
    expect(turbineRate(2500, 3600, 2500)).toBe(24);
    expect(turbineRate(2500, 0, 2500)).toBeNull();
  });
});

describe('calibration forms (spec 2 §5)', () => {
  it('feet and inches are stored in inches; negative or non-numeric is refused', () => {
    expect(feetInchesToInches('20', '6')).toBe(246);
    expect(feetInchesToInches('20', '')).toBe(240);
    expect(feetInchesToInches('', '')).toBeNull();
    // spec 1 §5: a negative value is allowed through the feet, never through the inches
    expect(feetInchesToInches('-1', '0')).toBe(-12);
    expect(feetInchesToInches('-1', '6')).toBe(-6);
    expect(feetInchesToInches('2', '-3')).toBeNull();
    expect(feetInchesToInches('abc', '1')).toBeNull();
    expect(inchesToFeetInches(246)).toEqual({ feet: 20, inches: 6 });
  });

  it("writes feet and inches as 'N ft X.X in'", () => {
    expect(formatFeetInches(246)).toBe('20 ft 6.0 in');
    expect(formatFeetInches(240)).toBe('20 ft 0.0 in');
    expect(formatFeetInches(100.26)).toBe('8 ft 4.3 in');
    expect(formatFeetInches(11.97)).toBe('1 ft 0.0 in');
  });

  it('radar/sonar wizard needs tank height and current level', () => {
    expect(radarWizardProblem(null, 10)).toBe(FORM_INCOMPLETE);
    expect(radarWizardProblem(0, 10)).toBe(FORM_INCOMPLETE);
    expect(radarWizardProblem(240, null)).toBe(FORM_INCOMPLETE);
    expect(radarWizardProblem(240, 0)).toBeNull();
  });

  it('turbine wizard needs a k-factor that is not negative', () => {
    expect(turbineWizardProblem(null)).toBe(FORM_INCOMPLETE);
    expect(turbineWizardProblem(-1)).toBe(FORM_INCOMPLETE);
    expect(turbineWizardProblem(Number.NaN)).toBe(FORM_INCOMPLETE);
    expect(turbineWizardProblem(0)).toBeNull();
    expect(turbineWizardProblem(2500)).toBeNull();
  });

  it('generic save: tank name only for chemicals; flow needs both diameters; valve needs limits unless shown as additional', () => {
    expect(prepareGenericCalibration('spsr', { fluid: 'oil', tankName: 'T1' }).values.tankName).toBeNull();
    expect(prepareGenericCalibration('spsr', { fluid: 'chemical', tankName: 'T1' }).values.tankName).toBe('T1');
    expect(prepareGenericCalibration('flw', { orifice_diameter: 2, pipe_diameter: '' }).formUse).toBe(true);
    expect(prepareGenericCalibration('flw', { orifice_diameter: 2, pipe_diameter: 4 }).formUse).toBe(false);
    expect(prepareGenericCalibration('vlv', {}).formUse).toBe(true);
    expect(prepareGenericCalibration('vlv', {}, { valveAsAdditional: true }).formUse).toBe(false);
    expect(REQUIRED_FIELDS_EMPTY).toBe('Required Fields Empty');
  });

  it('which sensors need a calibration and which wizard opens by itself', () => {
    expect(needsCalibration('temp')).toBe(false);
    expect(calibrationFields('pult')).toEqual(['kFactor']);
    expect(wizardOf('dist')).toBe('radar');
    expect(wizardOf('puls')).toBe('turbine');
    expect(wizardOpensAutomatically('sonr', 0)).toBe(true);
    expect(wizardOpensAutomatically('pult', 0)).toBe(true);
    expect(wizardOpensAutomatically('dist', 0)).toBe(false);
    expect(wizardOpensAutomatically('puls', 1)).toBe(false);
  });
});
