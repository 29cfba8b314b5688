import { describe, expect, it } from 'vitest';
import { TAG_TYPES, defaultUnit, effectiveUnits, sensorKindLabel, tagLabel } from '../../src/tag/tagCatalogue';

describe('tag labels (spec 1 §3 "Tag type codes and labels")', () => {
  const LABELS: Record<string, string> = {
    psr: 'Pressure',
    spsr: 'Fluid Level',
    dspsr: 'Fluid Level',
    rot: 'Rotation',
    vib: 'Vibration',
    dist: 'Radar Fluid Level',
    sonr: 'Sonar Fluid Level',
    hum: 'Humidity',
    _v: 'Internal Battery Level',
    _t: 'Internal Device Temperature',
    _csq: 'Signal Quality',
    puls: 'Flow',
    pult: 'Flow Test',
    temp: 'Sensor Temperature',
    pdiff: 'Differential Pressure',
    hpres: 'Vapor Pressure',
    tpres: 'Barometric Pressure',
    htemp: 'Vapor Temp',
    ttemp: 'Transmitter Temp',
    volt: 'Voltage',
    flash: 'Flasher',
    swt: 'Switch',
    flw: 'Flow meter',
    SCADA: 'SCADA',
    vlv: 'Valve position sensor',
  };

  it('labels every code of the spec', () => {
    for (const [code, label] of Object.entries(LABELS)) expect(tagLabel(code), code).toBe(label);
  });

  it('the catalogue holds exactly the codes of the spec', () => {
    expect(Object.keys(TAG_TYPES).sort()).toEqual(Object.keys(LABELS).sort());
    for (const [code, t] of Object.entries(TAG_TYPES)) expect(t.code).toBe(code);
  });

  it("labels anything else 'Sensor' (codes are case-sensitive)", () => {
    for (const code of ['', 'xyz', 'PSR', 'scada', 'toString', 'constructor', '__proto__']) {
      expect(tagLabel(code), code).toBe('Sensor');
    }
  });
});

describe('sensor kind in list views (spec 1 §3)', () => {
  const KINDS: Record<string, string> = {
    spsr: 'Tank Level',
    dspsr: 'Tank Level - Dual Sensor',
    psr: 'Pressure',
    puls: 'Turbine',
    rot: 'Beam Pump',
    temp: 'Temperature',
    vib: 'Vibration',
    dist: 'Radar',
    hum: 'Humidity',
    sonr: 'Sonar',
  };

  it('names the ten kinds of the spec', () => {
    for (const [code, kind] of Object.entries(KINDS)) expect(sensorKindLabel(code), code).toBe(kind);
  });

  it("shows 'na' for every other code, known or not", () => {
    const others = [...Object.keys(TAG_TYPES).filter((c) => !(c in KINDS)), 'xyz', '', 'toString'];
    expect(others.length).toBeGreaterThan(10);
    for (const code of others) expect(sensorKindLabel(code), code).toBe('na');
  });
});

describe('display units and default ranges (spec 1 §9, spec 2 §9)', () => {
  it('defaults to the first unit option, with its range', () => {
    const DEFAULTS: Record<string, [string, number, number]> = {
      psr: ['psi', 0, 260],
      spsr: ['ft', 0, 20],
      dspsr: ['ft', 0, 20],
      rot: ['spm', 0, 15],
      puls: ['bbls/day', 0, 3000],
      pult: ['bbls/day', 0, 3000],
      dist: ['in', 0, 720],
      sonr: ['in', 0, 60],
      hum: ['%', 0, 100],
      _v: ['v', 3, 6],
      _csq: ['', 0, 35],
      _t: ['f', -50, 150],
      temp: ['f', 0, 500],
      volt: ['mV', 0, 2500],
      flash: ['', 0, 1000],
      swt: ['', 0, 2],
      flw: ['MCF/D', 0, 150],
      vlv: ['%', 0, 100],
      SCADA: ['', 0, 150],
      pdiff: ['', 0, 1],
      hpres: ['', 0, 20],
      tpres: ['', 0, 20],
    };
    for (const [code, [unit, ymin, ymax]] of Object.entries(DEFAULTS)) {
      expect(defaultUnit(code), code).toMatchObject({ unit, ymin, ymax });
      expect(defaultUnit(code), code).toEqual(TAG_TYPES[code]!.units[0]);
    }
  });

  it('gives other codes a range of 0-30 and no unit (spec 2 §9 "otherwise 30")', () => {
    for (const code of ['htemp', 'ttemp', 'xyz']) expect(defaultUnit(code), code).toEqual({ unit: '', ymin: 0, ymax: 30 });
  });

  it('lists the unit options of the spec with their ranges', () => {
    const opts = (code: string) => TAG_TYPES[code]!.units.map((o) => [o.unit, o.ymin, o.ymax]);
    expect(opts('psr')).toEqual([
      ['psi', 0, 260],
      ['psi full', 0, 260],
      ['inhg', 0, 540],
      ['bar', 0, 18],
      ['oz/in^2', 0, 4000],
    ]);
    expect(opts('spsr').slice(0, 3)).toEqual([
      ['ft', 0, 20],
      ['in', 0, 240],
      ['psi', 0, 10],
    ]);
    expect(opts('spsr').map((o) => o[0])).toEqual(['ft', 'in', 'psi', 'psi full', 'gln']);
    expect(opts('spsr')[4]).toEqual(['gln', 0, 5000]);
    expect(opts('rot')).toEqual([
      ['spm', 0, 15],
      ['sps', 0, 15],
    ]);
    expect(opts('puls')).toEqual([
      ['bbls/day', 0, 3000],
      ['MCF/D', 0, 30],
      ['gallons/day', 0, 10000],
      ['MMCF/D', 0, 3],
    ]);
    expect(opts('dist')).toEqual([
      ['in', 0, 720],
      ['mm', 0, 18288],
      ['ft', 0, 60],
    ]);
    expect(opts('sonr')).toEqual([
      ['in', 0, 60],
      ['ft', 0, 20],
    ]);
    expect(opts('_t')).toEqual([
      ['f', -50, 150],
      ['c', 0, 260],
    ]);
    expect(opts('temp')).toEqual([
      ['f', 0, 500],
      ['c', 0, 260],
    ]);
    expect(opts('volt')).toEqual([
      ['mV', 0, 2500],
      ['v', 0, 100],
    ]);
    expect(opts('vib')).toHaveLength(6);
    for (const o of opts('vib')) expect(o.slice(1)).toEqual([0, 1]);
  });

  it('only gallons need a tank strap calibration, and dspsr is spsr without gallons', () => {
    const needing = Object.values(TAG_TYPES).flatMap((t) => t.units.filter((o) => o.needsCalibration).map((o) => `${t.code}:${o.unit}`));
    expect(needing).toEqual(['spsr:gln']);
    expect(TAG_TYPES.dspsr!.units).toEqual(TAG_TYPES.spsr!.units.filter((o) => o.unit !== 'gln'));
  });

  it('every range is well-formed', () => {
    for (const t of Object.values(TAG_TYPES)) {
      expect(t.units.length, t.code).toBeGreaterThan(0);
      for (const o of t.units) expect(o.ymax, `${t.code} ${o.unit}`).toBeGreaterThan(o.ymin);
    }
  });
});

describe('effectiveUnits (spec 1 §4)', () => {
  const device = { defaultTag: 'spsr', displayUnits: 'in' };

  it("a device's displayUnits override the tag's for the device's default tag", () => {
    expect(effectiveUnits({ tag: 'spsr', displayUnits: 'ft' }, device)).toBe('in');
    expect(effectiveUnits({ tag: 'spsr', displayUnits: null }, device)).toBe('in');
  });

  it("do not override any other tag's units", () => {
    expect(effectiveUnits({ tag: 'psr', displayUnits: 'bar' }, device)).toBe('bar');
    expect(effectiveUnits({ tag: 'temp', displayUnits: 'c' }, device)).toBe('c');
  });

  it("fall back to the tag's own units, then to the type's first option", () => {
    expect(effectiveUnits({ tag: 'spsr', displayUnits: 'psi' }, { defaultTag: 'spsr', displayUnits: null })).toBe('psi');
    expect(effectiveUnits({ tag: 'spsr', displayUnits: 'psi' }, { defaultTag: 'spsr', displayUnits: '' })).toBe('psi');
    expect(effectiveUnits({ tag: 'psr', displayUnits: null }, device)).toBe('psi');
    expect(effectiveUnits({ tag: 'temp', displayUnits: '' }, device)).toBe('f');
    expect(effectiveUnits({ tag: 'spsr', displayUnits: null }, { defaultTag: null, displayUnits: 'in' })).toBe('ft');
    expect(effectiveUnits({ tag: 'xyz', displayUnits: null }, { defaultTag: null, displayUnits: null })).toBe('');
  });
});
