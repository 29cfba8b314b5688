import { describe, expect, it } from 'vitest';
import { additionalTagDefaultRange, additionalTagLabel, batteryLineVolts, diffClamp, yRangeForUnit } from '../../src/tag/graphRules';
import { readingsCsv, readingsCsvName } from '../../src/tag/readingsCsv';
import { toDisplayUnit } from '../../src/tag/unitConversion';

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
    const csv = readingsCsv(
      [
        { time: 0, value: 1.5, comment: 'say "hi"' },
        { time: 60, value: 2 },
      ],
      'Fluid Level (ft)',
      'America/Chicago',
    );
    expect(csv).toBe(
      '\uFEFF"Date (America/Chicago)","UTC Offset","Fluid Level (ft)","Comment"\r\n"1969-12-31 18:00:00","-06:00","1.5","say ""hi"""\r\n"1969-12-31 18:01:00","-06:00","2",""\r\n',
    );
  });
  it('rows that stand for time slots keep their lowest and highest reading in Min and Max columns', () => {
    const csv = readingsCsv([{ time: 3600, value: 8.2, min: 7.9, max: 9.4 }], 'Fluid Level (ft) (mean of 60 minutes)', 'UTC');
    expect(csv).toBe(
      '\uFEFF"Date (UTC)","UTC Offset","Fluid Level (ft) (mean of 60 minutes)","Min","Max","Comment"\r\n"1970-01-01 01:00:00","+00:00","8.2","7.9","9.4",""\r\n',
    );
  });
  it('a radar or sonar with the volume format adds its volume at each level', () => {
    const csv = readingsCsv(
      [
        { time: 0, value: 30, volume: 1260 },
        { time: 60, value: 29.5, volume: null },
      ],
      'Sonar Fluid Level (in)',
      'UTC',
    );
    expect(csv).toBe(
      '\uFEFF"Date (UTC)","UTC Offset","Sonar Fluid Level (in)","Volume (gallons)","Comment"\r\n"1970-01-01 00:00:00","+00:00","30","1260",""\r\n"1970-01-01 00:01:00","+00:00","29.5","",""\r\n',
    );
  });
  it('is named by device name and stream label', () => {
    expect(readingsCsvName('Big Tank 1', 5, 'Fluid Level')).toBe('Big Tank 1 Fluid Level.csv');
    expect(readingsCsvName(null, 5, 'Fluid Level')).toBe('Device 5 Fluid Level.csv');
  });
});

import { commentProblem, tagSettingsProblem } from '../../src/tag/tagInput';
import { tagPermissionsOf } from '../../src/tag/tagPermissions';

describe('tag settings input', () => {
  it('accepts a valid change and refuses bad ones with a message', () => {
    expect(tagSettingsProblem('spsr', { ymin: 0, ymax: 20, displayUnits: 'ft', barrelsPerInch: 1.67 })).toBeNull();
    expect(tagSettingsProblem('spsr', { ymin: 5, ymax: 5 })).toMatch(/minimum/);
    expect(tagSettingsProblem('spsr', { ymin: 30 }, { ymin: 0, ymax: 20 })).toMatch(/minimum/);
    expect(tagSettingsProblem('spsr', { displayUnits: 'bar' })).toMatch(/display units/);
    expect(tagSettingsProblem('spsr', { barrelsPerInch: -1 })).toMatch(/Barrels/);
    expect(tagSettingsProblem('psr', { temperatureCorrectionCoefficient: 0.6 })).toMatch(/-0.5 and 0.5/);
    expect(tagSettingsProblem('spsr', { sf6NormalizationEnabled: true })).toMatch(/SF6/);
    expect(tagSettingsProblem('psr', { sf6NormalizationEnabled: true })).toBeNull();
    expect(tagSettingsProblem('psr', { sensorTempFilterThreshold: 2.5 })).toMatch(/whole/);
    expect(tagSettingsProblem('psr', { ymin: Number.NaN })).toMatch(/numbers/);
    expect(tagSettingsProblem('psr', { additionalTags: [{ tag: 'temp' }, { tag: 'temp' }] })).toMatch(/once/);
  });
  it('comments must have text', () => {
    expect(commentProblem('  ')).toBe('Please enter a comment.');
    expect(commentProblem('Truck came')).toBeNull();
  });
});

describe('sensor page permissions (spec 2 §6)', () => {
  const f = { isSuperUser: false, isManager: false, canEdit: false, isDemo: false, isPrivileged: false };
  it('by role', () => {
    expect(tagPermissionsOf({ ...f, isSuperUser: true })).toEqual({
      editDisplay: true,
      editCorrections: true,
      editMinimumFilter: true,
      annotate: true,
      deleteAnnotations: true,
      deleteData: true,
      chooseAdditional: true,
    });
    expect(tagPermissionsOf({ ...f, isManager: true })).toMatchObject({
      editCorrections: true,
      editMinimumFilter: false,
      deleteData: false,
    });
    expect(tagPermissionsOf({ ...f, canEdit: true })).toMatchObject({ editDisplay: true, editCorrections: false, deleteAnnotations: true });
    expect(tagPermissionsOf(f)).toMatchObject({ editDisplay: false, annotate: true, deleteAnnotations: false });
    expect(tagPermissionsOf({ ...f, isDemo: true })).toMatchObject({ editDisplay: false, annotate: false, deleteAnnotations: true });
  });
});
