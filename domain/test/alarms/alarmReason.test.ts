import { describe, expect, it } from 'vitest';
import { alarmReason, alarmReasonLine, alarmTimeText, alarmWhyText, type AlarmReasonInput } from '../../src/alarms/alarmReason';

/** Why a tag is in alarm: the condition with its threshold, and the reading that passed it (AlarmsBox, Alarms page). */

const AT = Date.UTC(2026, 0, 15, 18, 30) / 1000;

const psr = (over: Partial<AlarmReasonInput> = {}): AlarmReasonInput => ({
  tag: 'psr',
  flag: 'critical_high',
  displayUnit: 'psi',
  thresholds: { criticalHigh: 50, criticalLow: null, highWarning: 40, lowWarning: 5 },
  rules: [],
  limits: null,
  conversion: {},
  calibration: null,
  raised: { value: 75, shownValue: null, shownUnit: null, detail: null, time: AT },
  flagTime: AT + 10,
  ...over,
});

describe('alarmReason', () => {
  it('names the legacy threshold of the flag and the reading that passed it, in the unit the tag is shown in', () => {
    expect(alarmReason(psr())).toEqual({ condition: 'Critical high threshold: above 50 psi', reading: '75 psi', time: AT });
    expect(
      alarmReason(psr({ flag: 'low_warning', raised: { value: 3, shownValue: null, shownUnit: null, detail: null, time: AT } })),
    ).toMatchObject({ condition: 'Low warning threshold: below 5 psi', reading: '3 psi' });
    // shown in bar: threshold and reading both converted
    expect(alarmReason(psr({ displayUnit: 'bar' }))).toMatchObject({
      condition: 'Critical high threshold: above 3.45 bar',
      reading: '5.17 bar',
    });
  });

  it('turns the words round for a unit that turns the order round (strokes per minute shown as seconds per stroke)', () => {
    const pump = psr({
      tag: 'rot',
      displayUnit: 'sps',
      thresholds: { criticalHigh: 12, criticalLow: null, highWarning: null, lowWarning: null },
    });
    // 14 strokes a minute passed the high of 12: shown, 4.29 s a stroke is below 5 s a stroke
    const r = alarmReason({ ...pump, raised: { value: 14, shownValue: null, shownUnit: null, detail: null, time: AT } })!;
    expect(r).toMatchObject({ condition: 'Critical high threshold: below 5 sps', reading: '4.29 sps' });
    expect(alarmReason({ ...pump, displayUnit: 'spm' })!.condition).toBe('Critical high threshold: above 12 spm');
  });

  it('prefers the reading as the engine showed it when it judged it', () => {
    const raised = { value: 75, shownValue: 5.2, shownUnit: 'bar', detail: null, time: AT };
    expect(alarmReason(psr({ raised }))!.reading).toBe('5.2 bar');
  });

  it('names the rules the engine wrote, else those of the flag direction the reading fires, else the limits', () => {
    const rules = [
      { name: 'Hot', symbol: 1 as const, value: 60 },
      { name: 'Very hot', symbol: 1 as const, value: 70 },
      { name: 'Cold', symbol: -1 as const, value: 1 },
    ];
    const named = psr({ flag: 'high', rules, raised: { value: 75, shownValue: 75, shownUnit: 'psi', detail: 'rule: Very hot', time: AT } });
    expect(alarmReason(named)!.condition).toBe("Rule 'Very hot': greater than 70 psi");
    const unnamed = psr({ flag: 'high', rules });
    expect(alarmReason(unnamed)!.condition).toBe("Rule 'Hot': greater than 60 psi; Rule 'Very hot': greater than 70 psi");
    expect(alarmReason(psr({ flag: 'high', limits: { low: null, high: 70 } }))!.condition).toBe('High limit: above 70 psi');
    expect(alarmReason(psr({ flag: 'low' }))!.condition).toBe('The sensor triggered a low alarm.');
  });

  it('says what a flag no reading raised means, at the time the flag changed', () => {
    expect(alarmReason(psr({ flag: 'offline', raised: null }))).toEqual({
      condition: 'The device has stopped sending messages.',
      reading: null,
      time: AT + 10,
    });
    expect(
      alarmReason(
        psr({ flag: 'critical_high', thresholds: { criticalHigh: null, criticalLow: null, highWarning: null, lowWarning: null } }),
      ),
    ).toMatchObject({ condition: 'Critical high alarm' });
    expect(alarmReason(psr({ flag: 'norm' }))).toBeNull();
  });
});

describe('the printed reason', () => {
  it('reads the time in the site zone and always names the zone', () => {
    expect(alarmTimeText(AT, 'America/Chicago')).toBe('01/15/26 12:30 CST');
    expect(alarmTimeText(AT, 'UTC')).toBe('01/15/26 18:30 UTC');
    expect(alarmTimeText(null, 'UTC')).toBe('');
  });

  it('puts the sensor, the condition, the reading and the time in one line', () => {
    const reason = alarmReason(psr())!;
    expect(alarmWhyText(reason)).toBe('Critical high threshold: above 50 psi; reading 75 psi');
    expect(alarmReasonLine('psr', reason, 'America/Chicago')).toBe(
      'Pressure: Critical high threshold: above 50 psi; reading 75 psi at 01/15/26 12:30 CST',
    );
    expect(alarmReasonLine('psr', { condition: 'The device has stopped sending messages.', reading: null, time: null }, 'UTC')).toBe(
      'Pressure: The device has stopped sending messages.',
    );
  });
});
