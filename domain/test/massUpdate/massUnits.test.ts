import { describe, expect, it } from 'vitest';
import { massUnitsText, tagLabel, unitLabel } from '../../src';

describe('massUnitsText (Update Devices: the unit each value is read in)', () => {
  const name = tagLabel('temp');
  it('names the one unit all devices read in, or each unit with its devices', () => {
    expect(
      massUnitsText('temp', [
        { deviceID: 1, unit: 'f' },
        { deviceID: 2, unit: 'f' },
      ]),
    ).toBe(`${name} values are in ${unitLabel('f')}.`);
    expect(
      massUnitsText('temp', [
        { deviceID: 1, unit: 'f' },
        { deviceID: 2, unit: 'c' },
        { deviceID: 3, unit: 'f' },
      ]),
    ).toBe(`${name} values are read in each device's own unit: ${unitLabel('f')} on 1, 3; ${unitLabel('c')} on 2.`);
  });
  it('a unit chosen in the form wins; nothing to say without devices', () => {
    expect(massUnitsText('temp', [{ deviceID: 1, unit: 'f' }], 'c')).toBe(
      `${name} values are in ${unitLabel('c')} (the Display Units chosen), on every device.`,
    );
    expect(massUnitsText('temp', [])).toBeNull();
  });
});
