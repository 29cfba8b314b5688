import { describe, expect, it } from 'vitest';
import { draftFromPanel, updateVariables } from '../../src/features/alarms/alarmDraft';
import type { AlarmPanel } from '../../src/features/alarms/graphql/alarms';

/*
 * Legacy thresholds as people see them: a threshold saved through a unit conversion (120 bar typed in Update Devices,
 * stored as psi) is shown to two decimals, and a save that leaves its field alone sends it back exactly as stored.
 */
const panel = {
  tag: 'psr',
  rules: [],
  actions: [],
  criticalHigh: 1740.4521694736293,
  highWarning: 100,
  lowWarning: null,
  criticalLow: 12.5,
  thresholdHolds: [],
  offlineAlarm: null,
} as unknown as AlarmPanel;

describe('legacy thresholds in the Alarms tab form', () => {
  it('start rounded to two decimals, as gauges show values', () => {
    expect(draftFromPanel(panel).legacy).toEqual({ criticalHigh: '1740.45', highWarning: '100', lowWarning: '', criticalLow: '12.5' });
  });

  it('an untouched save sends every threshold as stored; a field changed sends what was typed', () => {
    const d = draftFromPanel(panel);
    const untouched = updateVariables(1, 'psr', d);
    expect([untouched.criticalHigh, untouched.highWarning, untouched.lowWarning, untouched.criticalLow]).toEqual([
      1740.4521694736293,
      100,
      null,
      12.5,
    ]);
    const changed = updateVariables(1, 'psr', { ...d, legacy: { ...d.legacy, criticalHigh: '1750', criticalLow: '' } });
    expect([changed.criticalHigh, changed.criticalLow]).toEqual([1750, null]);
  });
});

describe('legacy thresholds in the display unit, beside the rules', () => {
  const tank = {
    ...panel,
    tag: 'spsr',
    displayUnits: 'in',
    criticalHigh: 17,
    highWarning: 15.5,
    criticalLow: null,
  } as unknown as AlarmPanel;

  it('a tank shown in inches shows its thresholds in inches, as its rules are', () => {
    const d = draftFromPanel(tank);
    expect(d.legacy).toEqual({ criticalHigh: '204', highWarning: '186', lowWarning: '', criticalLow: '' });
  });

  it('an untouched save sends the stored feet; a value typed in inches is stored in feet', () => {
    const d = draftFromPanel(tank);
    expect(updateVariables(1, 'spsr', d).criticalHigh).toBe(17);
    const changed = updateVariables(1, 'spsr', { ...d, legacy: { ...d.legacy, criticalHigh: '210' } });
    expect(changed.criticalHigh).toBeCloseTo(17.5, 10);
  });

  it('a pressure shown in bar shows bar; a unit that cannot be converted falls back to the stored unit', () => {
    const bar = draftFromPanel({ ...panel, displayUnits: 'bar', criticalHigh: 1740.4521694736293 } as unknown as AlarmPanel);
    expect(bar.legacy.criticalHigh).toBe('120');
    const gallons = draftFromPanel({ ...tank, displayUnits: 'gallons' } as unknown as AlarmPanel);
    expect(gallons.legacy.criticalHigh).toBe('17');
  });
});
