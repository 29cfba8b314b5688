import { describe, expect, it } from 'vitest';
import { holdDraftFromPanel, holdProblems, holdVariables } from '../../src/features/alarms/holdDraft';
import type { AlarmPanel } from '../../src/features/alarms/graphql/alarms';

/* The Advanced part's draft: holds follow rules by name, empty thresholds are not sent, the offline alarm's switch. */

const panel = {
  rules: [
    { name: 'Hot', holdMinutes: 10, deadBand: null },
    { name: 'Cold', holdMinutes: null, deadBand: 2 },
  ],
  thresholdHolds: [{ threshold: 'CRITICAL_HIGH', holdMinutes: 15, deadBand: 5 }],
  offlineAlarm: null,
} as unknown as AlarmPanel;

describe('hold draft', () => {
  it('reads the saved holds and sends them back by rule name, whatever the rules order sent', () => {
    const d = holdDraftFromPanel(panel);
    expect(d.thresholds.criticalHigh).toEqual({ holdMinutes: '15', deadBand: '5' });
    expect(d.offline).toEqual({ enabled: false, factor: '2.5' });
    const sent = holdVariables(d, [
      { name: 'Cold', symbol: -1, value: 1, desc: null },
      { name: 'New', symbol: 1, value: 2, desc: null },
      { name: 'Hot', symbol: 1, value: 3, desc: null },
    ]);
    expect(sent.rules!.map((r) => [r.name, r.holdMinutes, r.deadBand])).toEqual([
      ['Cold', null, 2],
      ['New', null, null],
      ['Hot', 10, null],
    ]);
    expect(sent.thresholdHolds).toEqual([{ threshold: 'CRITICAL_HIGH', holdMinutes: 15, deadBand: 5 }]);
    expect(sent.offlineAlarm).toEqual({ enabled: false });
  });

  it('flags what the server would refuse', () => {
    const d = holdDraftFromPanel(panel);
    d.thresholds.lowWarning = { holdMinutes: '2.5', deadBand: '' };
    d.rules['Hot'] = { holdMinutes: '10', deadBand: '-1' };
    d.offline = { enabled: true, factor: '0.5' };
    expect([...holdProblems(d)].sort()).toEqual(['lowWarning', 'offline', 'rule:Hot']);
    d.offline.factor = '3';
    expect(holdVariables(d, []).offlineAlarm).toEqual({ enabled: true, factor: 3 });
  });
});
