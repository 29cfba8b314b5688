import { describe, expect, it } from 'vitest';
import { cardRange, cardUnit, gaugeFraction, gaugeKind, isHealthTag, tagReading, type CardTagInput } from '../../src/tag/tagCardReading';

const tag = (o: Partial<CardTagInput> = {}): CardTagInput => ({
  tag: 'psr',
  value: 100,
  ymin: 0,
  ymax: 260,
  displayUnits: 'psi',
  alarms: { flag: 'norm' },
  ...o,
});
const device = (o: Partial<{ defaultTag: string | null; displayUnits: string | null }> = {}) => ({
  defaultTag: null,
  displayUnits: null,
  ...o,
});

describe('gaugeFraction (spec 1 §2: colour and fill clamp the percentage to 0-100)', () => {
  it('is (value − ymin)/(ymax − ymin) inside the range', () => {
    expect(gaugeFraction(130, 0, 260)).toBe(0.5);
    expect(gaugeFraction(-25, -50, 150)).toBe(0.125);
  });
  it('clamps below and above', () => {
    expect(gaugeFraction(-10, 0, 100)).toBe(0);
    expect(gaugeFraction(400, 0, 100)).toBe(1);
  });
  it('reads an empty value or a degenerate range as empty', () => {
    expect(gaugeFraction(null, 0, 100)).toBe(0);
    expect(gaugeFraction(5, 10, 10)).toBe(0);
    expect(gaugeFraction(5, 10, 0)).toBe(0);
    expect(gaugeFraction(Number.NaN, 0, 10)).toBe(0);
  });
});

describe('which tags are cards and which gauge they get', () => {
  it('hides the health tags _v, _csq and _t', () => {
    expect(['_v', '_csq', '_t'].map(isHealthTag)).toEqual([true, true, true]);
    expect(['psr', 'temp', 'cumulative_pulses'].map(isHealthTag)).toEqual([false, false, false]);
  });
  it('gives pressures the dial, tank levels the fill gauge and the rest the arc', () => {
    expect(gaugeKind('psr')).toBe('dial');
    expect(['spsr', 'dspsr', 'dist', 'sonr'].map(gaugeKind)).toEqual(['tank', 'tank', 'tank', 'tank']);
    expect(['temp', 'rot', 'hum', 'flw', 'unknown'].map(gaugeKind)).toEqual(['arc', 'arc', 'arc', 'arc', 'arc']);
  });
});

describe('cardUnit (spec 1 §4 units; §2 flow in MCF/D)', () => {
  it("uses the tag's own unit, else the type's first", () => {
    expect(cardUnit({ tag: 'psr', displayUnits: 'bar' }, device())).toBe('bar');
    expect(cardUnit({ tag: 'psr', displayUnits: null }, device())).toBe('psi');
  });
  it("lets the device's displayUnits override only its default tag", () => {
    expect(cardUnit({ tag: 'spsr', displayUnits: 'ft' }, device({ defaultTag: 'spsr', displayUnits: 'in' }))).toBe('in');
    expect(cardUnit({ tag: 'temp', displayUnits: 'f' }, device({ defaultTag: 'spsr', displayUnits: 'in' }))).toBe('f');
  });
  it('shows gas flow (flw, an unset or gas turbine) in MCF/D, and a turbine set to a liquid unit in that unit', () => {
    expect(cardUnit({ tag: 'puls', displayUnits: 'bbls/day' }, device({ defaultTag: 'puls', displayUnits: 'gallons/day' }))).toBe(
      'gallons/day',
    );
    expect(cardUnit({ tag: 'puls', displayUnits: 'MMCF/D' }, device())).toBe('MCF/D');
    expect(cardUnit({ tag: 'flw', displayUnits: null }, device())).toBe('MCF/D');
  });
});

describe('tagReading', () => {
  it('converts the stored base value into the card unit and formats it', () => {
    const r = tagReading(
      tag({ tag: 'spsr', value: 8.5, ymin: 0, ymax: 20, displayUnits: 'ft' }),
      device({ defaultTag: 'spsr', displayUnits: 'in' }),
    );
    expect(r.unit).toBe('in');
    expect(r.value).toBe(102);
    expect(r.text).toBe('102 in');
    // the tag's range is in feet, so the override takes the catalogue range of inches
    expect([r.ymin, r.ymax]).toEqual([0, 240]);
    expect(r.fraction).toBeCloseTo(0.425);
  });
  it('shows an unset turbine (stored in bbls/day) in MCF/D on the MCF/D range', () => {
    const r = tagReading(tag({ tag: 'puls', value: 1000, ymin: 0, ymax: 3000, displayUnits: null }), device());
    expect(r.value).toBeCloseTo(5.614583);
    expect(r.text).toBe('5.61 MCF/D');
    expect([r.ymin, r.ymax]).toEqual([0, 30]);
  });
  it('shows a turbine set to bbls/day in bbls/day, as its list view and rules do', () => {
    const r = tagReading(tag({ tag: 'puls', value: 1000, ymin: 0, ymax: 3000, displayUnits: 'bbls/day' }), device());
    expect(r.text).toBe('1000 bbls/day');
    expect([r.ymin, r.ymax]).toEqual([0, 3000]);
  });
  it("keeps the tag's own ymin/ymax when they are in the card unit", () => {
    const r = tagReading(tag({ value: 50, ymin: 0, ymax: 100 }), device());
    expect([r.ymin, r.ymax, r.fraction]).toEqual([0, 100, 0.5]);
    expect(r.text).toBe('50 psi');
  });
  it("prints 'No readings' without a stored reading and temperatures with their degree sign", () => {
    const none = tagReading(tag({ value: null }), device());
    expect([none.text, none.hasReading, none.value]).toEqual(['No readings', false, null]);
    expect(tagReading(tag({ tag: 'temp', value: 212, displayUnits: 'c', ymin: 0, ymax: 260 }), device()).text).toBe('100°C');
  });
  it('flags the alarm states and not norm (spec 1 §4 tag card alarm styling)', () => {
    for (const flag of ['low', 'high', 'low_warning', 'high_warning', 'critical_high', 'critical_low']) {
      expect(tagReading(tag({ alarms: { flag } }), device()).alarm).toBe(true);
    }
    expect(tagReading(tag({ alarms: { flag: 'norm' } }), device()).alarm).toBe(false);
    expect(tagReading(tag({ alarms: null }), device()).alarm).toBe(false);
  });
  it('falls back to the default range when the tag has none', () => {
    expect(cardRange(tag({ ymin: null, ymax: null }), 'psi')).toEqual({ ymin: 0, ymax: 260 });
  });
});
