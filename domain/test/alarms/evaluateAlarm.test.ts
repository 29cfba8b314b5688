import { describe, expect, it } from 'vitest';
import { ALARM_RULES_DISABLED } from '../../src/constants/limits';
import {
  ACTIVE_ALARM_FLAGS,
  ALARM_FLAGS,
  ALARM_FLAG_MESSAGES,
  ALARM_LOG_ACTIONS,
  NOTIFICATION_DELAYS,
  isActiveAlarm,
  isKnownAlarmLogAction,
  isNotificationDelay,
} from '../../src/alarms/alarmConstants';
import { alarmRulesDisabled, evaluateAlarm, hasAlarmConfig, ruleFires, type LegacyThresholds } from '../../src/alarms/evaluateAlarm';

const LEGACY: LegacyThresholds = { criticalHigh: 200, highWarning: 150, lowWarning: 20, criticalLow: 10 };
const psr = (value: number, extra: Partial<Parameters<typeof evaluateAlarm>[0]> = {}) =>
  evaluateAlarm({ tag: 'psr', value, displayUnit: 'psi', thresholds: LEGACY, ...extra });

describe('legacy thresholds', () => {
  it.each([
    [250, 'critical_high'],
    [200.01, 'critical_high'],
    [200, 'high_warning'],
    [151, 'high_warning'],
    [150, 'norm'],
    [100, 'norm'],
    [20, 'norm'],
    [19.9, 'low_warning'],
    [10, 'low_warning'],
    [9.99, 'critical_low'],
    [-5, 'critical_low'],
  ])('%d psi → %s (strict comparisons)', (value, flag) => expect(psr(value).flag).toBe(flag));

  it('unset thresholds never fire', () => {
    expect(psr(1000, { thresholds: { criticalHigh: null, highWarning: null } }).flag).toBe('norm');
    expect(psr(1000, { thresholds: { highWarning: 500 } }).flag).toBe('high_warning');
    expect(psr(1000, { thresholds: null }).flag).toBe('norm');
  });

  it('thresholds are compared in the base unit whatever the display unit', () => {
    expect(evaluateAlarm({ tag: 'psr', value: 201, displayUnit: 'bar', thresholds: LEGACY }).flag).toBe('critical_high');
  });

  it('a legacy low/high pair of 0 and 32762 is the device\'s "unset"', () => {
    const unset = { criticalLow: 0, criticalHigh: 32762, lowWarning: 0, highWarning: 32762 };
    expect(psr(-1, { thresholds: unset }).flag).toBe('norm');
    expect(psr(40000, { thresholds: unset }).flag).toBe('norm');
    // one pair unset, the other still counts
    expect(psr(-1, { thresholds: { criticalLow: 0, criticalHigh: 32762, lowWarning: 5 } }).flag).toBe('low_warning');
  });

  it('a NaN reading raises nothing', () => {
    expect(psr(Number.NaN)).toMatchObject({ flag: 'norm', firedRules: [], displayValue: null });
  });
});

describe('named rules (values in the display unit)', () => {
  const high = { id: 1, symbol: 1 as const, value: 10 };
  const low = { id: 2, symbol: -1 as const, value: 2 };

  it('symbol 1 is greater than, -1 is less than, both strict', () => {
    expect(ruleFires(high, 10.01)).toBe(true);
    expect(ruleFires(high, 10)).toBe(false);
    expect(ruleFires(low, 1.99)).toBe(true);
    expect(ruleFires(low, 2)).toBe(false);
  });

  it('a psr tag shown in bar with a rule at 10 bar fires at 150 psi and not at 140 psi', () => {
    const at150 = evaluateAlarm({ tag: 'psr', value: 150, displayUnit: 'bar', rules: [high] });
    expect(at150.flag).toBe('high');
    expect(at150.firedRules).toEqual([high]);
    expect(at150.displayValue).toBeCloseTo(10.342, 3);
    expect(evaluateAlarm({ tag: 'psr', value: 140, displayUnit: 'bar', rules: [high] }).flag).toBe('norm');
  });

  it('a less-than rule raises low', () => {
    const r = evaluateAlarm({ tag: 'spsr', value: 0.1, displayUnit: 'in', rules: [high, low] });
    expect(r).toMatchObject({ flag: 'low', firedRules: [low] });
  });

  it('a rule on a level in psi uses the water column and the specific gravity', () => {
    const rule = { symbol: 1 as const, value: 5 };
    // 12 ft of water is 5.2 psi
    expect(evaluateAlarm({ tag: 'spsr', value: 12, displayUnit: 'psi', rules: [rule] }).flag).toBe('high');
    // 12 ft of a 0.8 SG oil is 4.16 psi
    expect(evaluateAlarm({ tag: 'spsr', value: 12, displayUnit: 'psi', rules: [rule], conversion: { sg: 0.8 } }).flag).toBe('norm');
  });

  it('seconds per stroke turn the comparison around: a slow pump is a high sps', () => {
    const slow = { symbol: 1 as const, value: 20 };
    expect(evaluateAlarm({ tag: 'rot', value: 2, displayUnit: 'sps', rules: [slow] }).flag).toBe('high');
    expect(evaluateAlarm({ tag: 'rot', value: 0, displayUnit: 'sps', rules: [slow] }).flag).toBe('high');
    expect(evaluateAlarm({ tag: 'rot', value: 6, displayUnit: 'sps', rules: [slow] }).flag).toBe('norm');
  });

  it('when a high and a low rule both fire the flag is high', () => {
    const r = evaluateAlarm({
      tag: 'psr',
      value: 5,
      displayUnit: 'psi',
      rules: [
        { symbol: 1, value: 1 },
        { symbol: -1, value: 9 },
      ],
    });
    expect(r.flag).toBe('high');
    expect(r.firedRules).toHaveLength(2);
  });

  it('a display unit that cannot be converted lets no rule fire (the legacy thresholds still work)', () => {
    const r = evaluateAlarm({
      tag: 'spsr',
      value: 30,
      displayUnit: 'gln',
      rules: [{ symbol: 1, value: 1 }],
      thresholds: { highWarning: 20 },
    });
    expect(r).toMatchObject({ flag: 'high_warning', firedRules: [], displayValue: null });
  });
});

describe('precedence: critical > warning > rule > norm', () => {
  const rules = [{ symbol: 1 as const, value: 100 }];
  it('a critical threshold wins over a warning and a rule; the rule is still reported as firing', () => {
    const r = psr(250, { rules });
    expect(r.flag).toBe('critical_high');
    expect(r.firedRules).toEqual(rules);
  });
  it('a warning wins over a rule', () => expect(psr(160, { rules }).flag).toBe('high_warning'));
  it('a rule raises its flag when no threshold is crossed', () => expect(psr(120, { rules }).flag).toBe('high'));
  it('otherwise norm', () => expect(psr(90, { rules }).flag).toBe('norm'));
  it('a critical low wins over a high rule', () => expect(psr(5, { rules: [{ symbol: 1, value: 1 }] }).flag).toBe('critical_low'));
});

describe('the 0 / 32762 pair disables the rules (spec 3 §9)', () => {
  const sentinel = [
    { symbol: -1 as const, value: ALARM_RULES_DISABLED.low },
    { symbol: 1 as const, value: ALARM_RULES_DISABLED.high },
  ];

  it('as a pair of rules: nothing fires, not even other rules', () => {
    const rules = [...sentinel, { symbol: 1 as const, value: 5 }];
    expect(alarmRulesDisabled(rules)).toBe(true);
    const r = evaluateAlarm({ tag: 'psr', value: -3, displayUnit: 'psi', rules });
    expect(r).toMatchObject({ flag: 'norm', firedRules: [], rulesDisabled: true });
    expect(evaluateAlarm({ tag: 'psr', value: 40000, displayUnit: 'psi', rules }).flag).toBe('norm');
  });

  it('as reported low/high bounds', () => {
    const r = evaluateAlarm({
      tag: 'psr',
      value: 50,
      displayUnit: 'psi',
      rules: [{ symbol: 1, value: 5 }],
      ruleBounds: { low: 0, high: 32762 },
    });
    expect(r).toMatchObject({ flag: 'norm', rulesDisabled: true });
  });

  it('only the pair: one half alone is an ordinary rule', () => {
    expect(alarmRulesDisabled([sentinel[0]!])).toBe(false);
    expect(evaluateAlarm({ tag: 'psr', value: -1, displayUnit: 'psi', rules: [sentinel[0]!] }).flag).toBe('low');
    expect(
      alarmRulesDisabled([
        { symbol: 1, value: 0 },
        { symbol: -1, value: 32762 },
      ]),
    ).toBe(false);
  });

  it('legacy thresholds still apply while rules are disabled', () => {
    expect(evaluateAlarm({ tag: 'psr', value: 300, displayUnit: 'psi', rules: sentinel, thresholds: LEGACY }).flag).toBe('critical_high');
  });
});

describe('hasAlarmConfig', () => {
  it('is false only without any threshold or rule', () => {
    expect(hasAlarmConfig(null, 0)).toBe(false);
    expect(hasAlarmConfig({ criticalHigh: null, criticalLow: null, highWarning: null, lowWarning: null }, 0)).toBe(false);
    expect(hasAlarmConfig({ lowWarning: 0 }, 0)).toBe(true);
    expect(hasAlarmConfig(null, 1)).toBe(true);
  });
});

describe('constants', () => {
  it("flags and their messages are those of spec 2 §4.3, and the offline alarm's besides", () => {
    // 'offline' (a device silent past its transmit interval) is the one flag the spec does not name
    expect(ALARM_FLAGS).toEqual(['low', 'high', 'low_warning', 'high_warning', 'critical_low', 'critical_high', 'norm', 'test', 'offline']);
    expect(ALARM_FLAG_MESSAGES).toEqual({
      low: 'The sensor triggered a low alarm.',
      high: 'The sensor triggered a high alarm.',
      low_warning: 'low warning alarm',
      high_warning: 'high warning alarm',
      critical_low: 'critical low alarm',
      critical_high: 'critical high alarm',
      norm: "The sensor's reading returned to normal.",
      test: "This is a test of the sensor's alarm system.",
      offline: 'The device has stopped sending messages.',
    });
    expect(ACTIVE_ALARM_FLAGS).not.toContain('norm');
    expect(isActiveAlarm('offline')).toBe(true);
    expect(isActiveAlarm('critical_low')).toBe(true);
    expect(isActiveAlarm('test')).toBe(false);
    expect(isActiveAlarm('norm')).toBe(false);
  });

  it("delays are 0, 300, 900, 1800, 3600, 7200 s with labels in the spec's pattern", () => {
    expect(NOTIFICATION_DELAYS.map((d) => d.seconds)).toEqual([0, 300, 900, 1800, 3600, 7200]);
    expect(NOTIFICATION_DELAYS.map((d) => d.label)).toEqual([
      'Immediately',
      'After 5 min',
      'After 15 min',
      'After 30 min',
      'After 1 hour',
      'After 2 hours',
    ]);
    expect(isNotificationDelay(900)).toBe(true);
    expect(isNotificationDelay(60)).toBe(false);
  });

  it('log actions are those of spec 2 §4.4', () => {
    expect(ALARM_LOG_ACTIONS).toEqual([
      'ack',
      'email',
      'sms',
      'call',
      'edit',
      'del',
      'critical_high',
      'high_warning',
      'critical_low',
      'low_warning',
      'norm',
    ]);
    expect(isKnownAlarmLogAction('ack')).toBe(true);
    expect(isKnownAlarmLogAction('bogus')).toBe(false);
  });
});
