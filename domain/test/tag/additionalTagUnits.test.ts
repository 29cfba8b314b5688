import { describe, expect, it } from 'vitest';
import { additionalTagUnits, tagSettingsProblem } from '../../src';

describe('additional tag display units (spec 2 §9)', () => {
  it('offers the catalogue units of the tag type, the additional-only units, or none', () => {
    expect(additionalTagUnits('temp')).toEqual(['f', 'c']);
    expect(additionalTagUnits('cumulative_pulses')).toEqual(['bbls', 'mbbls']);
    expect(additionalTagUnits('pdiff')).toEqual([]);
    expect(additionalTagUnits('constructor')).toEqual([]);
  });

  it('updateTag input refuses a unit not offered for that additional tag, accepts an offered one or none', () => {
    const bad = tagSettingsProblem('spsr', { additionalTags: [{ tag: 'temp', displayUnits: 'psi' }] });
    expect(bad).toBe('Choose one of the display units offered.');
    expect(tagSettingsProblem('spsr', { additionalTags: [{ tag: 'temp', displayUnits: 'c' }] })).toBeNull();
    expect(tagSettingsProblem('puls', { additionalTags: [{ tag: 'cumulative_pulses', displayUnits: 'mbbls' }] })).toBeNull();
    expect(
      tagSettingsProblem('spsr', {
        additionalTags: [
          { tag: 'temp', displayUnits: null },
          { tag: 'pdiff', displayUnits: '' },
        ],
      }),
    ).toBeNull();
    expect(tagSettingsProblem('spsr', { additionalTags: [{ tag: 'pdiff', displayUnits: 'ft' }] })).toBe(
      'Choose one of the display units offered.',
    );
  });
});
