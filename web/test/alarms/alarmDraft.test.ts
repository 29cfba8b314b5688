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
