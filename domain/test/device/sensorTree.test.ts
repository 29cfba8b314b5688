import { describe, expect, it } from 'vitest';
import { isSubtypeValue, sensorTreeText } from '../../src';

describe('sensor tree (spec 1 "Sensor subtype meanings")', () => {
  it('reads each kind with its subtype meanings, and what other numbers read as', () => {
    expect(sensorTreeText('spsr', null, 1)).toBe('Tank Level: Alphawire White');
    expect(sensorTreeText('spsr', null, 7)).toBe('Tank Level: Not Reported');
    expect(sensorTreeText('psr', null, 2)).toBe('Pressure: SS Mesh Covering');
    expect(sensorTreeText('rot', null, null)).toBe('Beam Pump: Dongle - Not Reported');
    expect(sensorTreeText('temp', 1, 2)).toBe('Temperature: Skin, SS Mesh Covering');
    expect(sensorTreeText('vib', 3, null)).toBe('Vibration: External - Cable');
    expect(sensorTreeText('dist', 2, null)).toBe('Radar: External - Cable');
    expect(sensorTreeText('hum', 1, 1)).toBeNull();
  });

  it("accepts a kind's own numbers, none, or 0 (not reported)", () => {
    expect(isSubtypeValue('temp', 1, 2)).toBe(true);
    expect(isSubtypeValue('temp', 1, 5)).toBe(false);
    expect(isSubtypeValue('temp', 1, null)).toBe(true);
    expect(isSubtypeValue('vib', 1, 0)).toBe(true);
    expect(isSubtypeValue(null, 2, 1.5)).toBe(false);
    expect(isSubtypeValue('hum', 1, 4)).toBe(true);
  });
});
