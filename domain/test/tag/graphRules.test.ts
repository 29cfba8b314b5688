import { describe, expect, it } from 'vitest';
import { additionalTagDefaultRange, additionalTagLabel, batteryLineVolts, diffClamp, yRangeForUnit } from '../../src/tag/graphRules';
import { readingsCsv, readingsCsvName } from '../../src/tag/readingsCsv';
import { toDisplayUnit } from '../../src/tags/unitConversion';

describe('graph rules', () => {
  it('diff mode clamps to 3..4.4', () => {
    expect([1, 3.5, 9].map(diffClamp)).toEqual([3, 3.5, 4.4]);
  });
  it('battery lines: millivolts divided by 1000, volts as they are, nothing stays nothing', () => {
    expect(batteryLineVolts(3400)).toBe(3.4);
    expect(batteryLineVolts(4.5)).toBe(4.5);
    expect(batteryLineVolts(null)).toBeNull();
  });
  it('choosing a unit sets its y range', () => {
    expect(yRangeForUnit('spsr', 'in')).toEqual({ ymin: 0, ymax: 240 });
    expect(yRangeForUnit('spsr', 'gln')).toEqual({ ymin: 0, ymax: 5000 });
    expect(yRangeForUnit('psr', 'bar')).toEqual({ ymin: 0, ymax: 18 });
  });
  it('additional tags: default ranges and labels of spec 2 §3, §9', () => {
    expect(additionalTagDefaultRange('temp')).toEqual({ ymin: 0, ymax: 140 });
    expect(additionalTagDefaultRange('temp', 'c')).toEqual({ ymin: 0, ymax: 60 });
    expect(additionalTagDefaultRange('x', 'dB')).toEqual({ ymin: -15000, ymax: 15000 });
    expect(additionalTagDefaultRange('hpres')).toEqual({ ymin: 0, ymax: 20 });
    expect(additionalTagDefaultRange('cumulative_pulses')).toEqual({ ymin: 0, ymax: 30 });
    expect(additionalTagLabel('cumulative_pulses')).toBe('Cumulative Production');
    expect(additionalTagLabel('weird')).toBe('Additional Tag Data');
  });
  it('display conversion of a level in inches', () => {
    expect(toDisplayUnit('spsr', 8, 'in')).toBe(96);
  });
});

describe('readings CSV', () => {
  it('quotes every field, doubles quotes and has a Comment column', () => {
    const csv = readingsCsv([{ time: 0, value: 1.5, comment: 'say "hi"' }, { time: 60, value: 2 }], 'Fluid Level (ft)');
    expect(csv).toBe('"Date","Fluid Level (ft)","Comment"\r\n"1970-01-01T00:00:00.000Z","1.5","say ""hi"""\r\n"1970-01-01T00:01:00.000Z","2",""\r\n');
  });
  it('is named by device name and stream label', () => {
    expect(readingsCsvName('Big Tank 1', 5, 'Fluid Level')).toBe('Big Tank 1 Fluid Level.csv');
    expect(readingsCsvName(null, 5, 'Fluid Level')).toBe('Device 5 Fluid Level.csv');
  });
});
