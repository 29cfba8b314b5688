import { describe, expect, it } from 'vitest';
import { cardUnit, gaugeKind, tagLabel, tagReading } from '../../src';

describe('one quantity, one unit, on card, list and rule', () => {
  const device = { defaultTag: 'puls', displayUnits: null };
  it('shows gas flow in MCF/D (spec 1) and a turbine set to a liquid unit in that unit', () => {
    expect(cardUnit({ tag: 'flw', displayUnits: null }, device)).toBe('MCF/D');
    expect(cardUnit({ tag: 'puls', displayUnits: null }, device)).toBe('MCF/D');
    expect(cardUnit({ tag: 'puls', displayUnits: 'MMCF/D' }, device)).toBe('MCF/D');
    const liquid = tagReading({ tag: 'puls', value: 761.9, ymin: null, ymax: null, displayUnits: 'bbls/day' }, device);
    expect(liquid.text).toBe('761.9 bbls/day');
  });

  it("shows a turbine's production counter as a labelled total with its unit, not a gauge", () => {
    expect(tagLabel('cumulative_pulses')).toBe('Cumulative Production');
    expect(gaugeKind('cumulative_pulses')).toBe('total');
    const total = tagReading({ tag: 'cumulative_pulses', value: 123_456, ymin: null, ymax: null, displayUnits: null }, device);
    expect(total.unit).toBe('bbls');
    expect(total.text).toMatch(/ bbls$/);
  });
});
