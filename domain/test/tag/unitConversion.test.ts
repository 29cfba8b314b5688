import { describe, expect, it } from 'vitest';
import { TAG_TYPES } from '../../src/tag/tagCatalogue';
import {
  baseUnitOf,
  canConvert,
  formatMeasurement,
  fromDisplayUnit,
  roundShownValue,
  shownUnit,
  toDisplayUnit,
  unitLabel,
} from '../../src/tag/unitConversion';

const close = (a: number | null, b: number, digits = 6) => {
  expect(a).not.toBeNull();
  expect(a!).toBeCloseTo(b, digits);
};

describe('base units: the first unit option of the catalogue', () => {
  it.each([
    ['psr', 'psi'],
    ['spsr', 'ft'],
    ['dspsr', 'ft'],
    ['dist', 'in'],
    ['sonr', 'in'],
    ['puls', 'bbls/day'],
    ['temp', 'f'],
    ['_t', 'f'],
    ['volt', 'mV'],
    ['rot', 'spm'],
    ['hum', '%'],
    ['_csq', ''],
    ['unknown', ''],
  ])('%s is stored in %j', (tag, unit) => expect(baseUnitOf(tag)).toBe(unit));

  it('the base unit, an empty unit and a missing unit are the identity for every catalogue tag', () => {
    for (const code of Object.keys(TAG_TYPES)) {
      expect(toDisplayUnit(code, 12.5, baseUnitOf(code))).toBe(12.5);
      expect(toDisplayUnit(code, 12.5, null)).toBe(12.5);
      expect(toDisplayUnit(code, 12.5, '')).toBe(12.5);
      expect(fromDisplayUnit(code, 12.5, baseUnitOf(code))).toBe(12.5);
    }
  });
});

describe('pressure (psr, base psi)', () => {
  it.each([
    ['psi', 150, 150],
    ['psi full', 150, 150],
    ['inhg', 1, 2.036021],
    ['bar', 150, 10.34214],
    ['oz/in^2', 2, 32],
  ])('%s: %d psi is %d', (unit, psi, shown) => {
    close(toDisplayUnit('psr', psi, unit), shown, 4);
    close(fromDisplayUnit('psr', shown, unit), psi, 4);
  });

  it('accepts the unit in any case (the spec writes inHg, the catalogue inhg)', () => {
    close(toDisplayUnit('psr', 10, 'inHg'), 20.36021);
    close(toDisplayUnit('psr', 10, 'BAR'), 0.689476);
  });

  it('the default ranges roughly agree: 260 psi is about 540 inHg, 18 bar and 4000 oz/in^2', () => {
    expect(toDisplayUnit('psr', 260, 'inhg')!).toBeGreaterThan(520);
    expect(toDisplayUnit('psr', 260, 'bar')!).toBeCloseTo(17.93, 2);
    expect(toDisplayUnit('psr', 260, 'oz/in^2')).toBe(4160);
  });
});

describe('tank level (spsr and dspsr, base ft)', () => {
  it('inches are feet x 12', () => {
    expect(toDisplayUnit('spsr', 10, 'in')).toBe(120);
    expect(fromDisplayUnit('dspsr', 30, 'in')).toBe(2.5);
  });

  it('psi level is the water column: 1 psi = 2.3067 ft of water', () => {
    close(toDisplayUnit('spsr', 2.3067, 'psi'), 1);
    close(fromDisplayUnit('spsr', 1, 'psi'), 2.3067);
    close(toDisplayUnit('dspsr', 23.067, 'psi full'), 10);
  });

  it('psi level scales by the specific gravity when given', () => {
    // a denser fluid weighs more per foot: 1 ft of SG 1.2 brine is 1.2 times the pressure of 1 ft of water
    close(toDisplayUnit('spsr', 2.3067, 'psi', { sg: 1.2 }), 1.2);
    close(fromDisplayUnit('spsr', 1.2, 'psi', { sg: 1.2 }), 2.3067);
    // no, null or nonsense specific gravity counts as water
    close(toDisplayUnit('spsr', 2.3067, 'psi', { sg: null }), 1);
    close(toDisplayUnit('spsr', 2.3067, 'psi', { sg: 0 }), 1);
  });

  it('gallons need a tank strap (gallons per inch); without one they cannot be converted', () => {
    expect(toDisplayUnit('spsr', 1, 'gln')).toBeNull();
    expect(fromDisplayUnit('spsr', 100, 'gln')).toBeNull();
    expect(canConvert('spsr', 'gln')).toBe(false);
    expect(toDisplayUnit('spsr', 2, 'gln', { gallonsAt: (i) => i * 10 })).toBe(240);
    expect(fromDisplayUnit('spsr', 240, 'gln', { gallonsAt: (i) => i * 10 })).toBeCloseTo(2, 9);
    expect(canConvert('spsr', 'gln', { gallonsAt: (i) => i * 10 })).toBe(true);
  });
});

describe('distance (dist and sonr, base in)', () => {
  it.each([
    ['dist', 'mm', 720, 18288],
    ['dist', 'ft', 720, 60],
    ['sonr', 'ft', 60, 5],
    ['sonr', 'in', 60, 60],
  ])('%s in %s: %d in is %d', (tag, unit, inches, shown) => {
    close(toDisplayUnit(tag, inches, unit), shown);
    close(fromDisplayUnit(tag, shown, unit), inches);
  });
});

describe('flow (puls and pult, base bbls/day)', () => {
  it('1 bbl = 42 gal', () => {
    expect(toDisplayUnit('puls', 100, 'gallons/day')).toBe(4200);
    expect(fromDisplayUnit('puls', 4200, 'gallons/day')).toBe(100);
  });

  it('MCF/D is thousands of cubic feet (5.614583 ft^3 per bbl) and MMCF/D a thousand MCF/D', () => {
    close(toDisplayUnit('puls', 1000, 'MCF/D'), 5.614583);
    close(toDisplayUnit('puls', 1000, 'MMCF/D'), 0.005614583);
    close(toDisplayUnit('puls', 1234, 'MCF/D')! / toDisplayUnit('puls', 1234, 'MMCF/D')!, 1000);
    close(fromDisplayUnit('puls', 5.614583, 'MCF/D'), 1000);
  });
});

describe('temperature (temp and _t, base f)', () => {
  it.each([
    [32, 0],
    [212, 100],
    [-40, -40],
    [500, 260],
  ])('%d F is %d C', (f, c) => {
    close(toDisplayUnit('temp', f, 'c'), c);
    close(fromDisplayUnit('_t', c, 'c'), f);
  });
});

describe('voltage (volt, base mV)', () => {
  it('v is mV / 1000', () => {
    expect(toDisplayUnit('volt', 2500, 'v')).toBe(2.5);
    expect(fromDisplayUnit('volt', 2.5, 'v')).toBe(2500);
    expect(toDisplayUnit('volt', 2500, 'mV')).toBe(2500);
  });
});

describe('beam pump (rot, base spm)', () => {
  it('seconds per stroke = 60 / strokes per minute, both ways', () => {
    expect(toDisplayUnit('rot', 6, 'sps')).toBe(10);
    expect(fromDisplayUnit('rot', 10, 'sps')).toBe(6);
    expect(toDisplayUnit('rot', 0, 'sps')).toBe(Infinity);
  });
});

describe('what cannot be converted', () => {
  it('a unit of another tag, an unknown unit and the vibration units give null', () => {
    expect(toDisplayUnit('psr', 1, 'ft')).toBeNull();
    expect(toDisplayUnit('temp', 1, 'bar')).toBeNull();
    expect(toDisplayUnit('vib', 1, 'mm/s')).toBeNull();
    expect(toDisplayUnit('vib', 1, 'g')).toBe(1);
    expect(toDisplayUnit('constructor', 1, 'toString')).toBeNull();
    expect(canConvert('psr', 'furlongs')).toBe(false);
  });
});

describe('message formatting', () => {
  it('labels units and rounds to two decimals', () => {
    expect(unitLabel('inhg')).toBe('inHg');
    expect(unitLabel('gln')).toBe('gallons');
    expect(formatMeasurement(10.3421, 'bar')).toBe('10.34 bar');
    expect(formatMeasurement(212.345, 'psi')).toBe('212.35 psi');
    expect(formatMeasurement(-1.005, 'psi')).toBe('-1.01 psi');
    expect(formatMeasurement(1e-7, 'psi')).toBe('0 psi');
    expect(formatMeasurement(71.456, 'f')).toBe('71.46°F');
    expect(formatMeasurement(55, '%')).toBe('55%');
    expect(formatMeasurement(3.5, '')).toBe('3.5');
    expect(formatMeasurement(Infinity, 'sps')).toBe('∞ sps');
    expect(formatMeasurement(null, 'ft')).toBe('N/A');
  });
});

describe('what tables and exports show a reading in', () => {
  it('the chosen unit when the value converts to it, else the stored one', () => {
    expect(shownUnit('psr', 'bar')).toBe('bar');
    expect(shownUnit('vib', 'in/s')).toBe('g');
    expect(shownUnit('spsr', 'gln')).toBe('ft');
    expect(shownUnit('spsr', 'gln', { gallonsAt: (inches) => inches * 10 })).toBe('gln');
  });

  it("three decimals, six for MMCF/D, whose values are a thousandth of MCF/D's", () => {
    expect(roundShownValue(12.34567, 'ft')).toBe(12.346);
    expect(roundShownValue(toDisplayUnit('puls', 3.5, 'MMCF/D')!, 'MMCF/D')).toBe(0.00002);
    expect(roundShownValue(toDisplayUnit('puls', 3000, 'MMCF/D')!, 'MMCF/D')).toBe(0.016844);
    expect(roundShownValue(Infinity, 'sps')).toBe(Infinity);
  });
});
