import { describe, expect, it } from 'vitest';
import { evaluateAlarm, hasAlarmConfig } from '../../src';

/* updateAlarms' low and high (spec 2 §7) raise the flags low and high (spec 2 §4.3). */
const psr = (value: number, extra: Partial<Parameters<typeof evaluateAlarm>[0]> = {}) =>
  evaluateAlarm({ tag: 'psr', value, displayUnit: 'psi', ...extra });

describe('low and high limits of updateAlarms', () => {
  it('a reading past high sets high, under low sets low, between them norm; equal is not past', () => {
    const limits = { low: 10, high: 100 };
    expect(psr(101, { limits }).flag).toBe('high');
    expect(psr(9, { limits }).flag).toBe('low');
    expect(psr(50, { limits }).flag).toBe('norm');
    expect(psr(100, { limits }).flag).toBe('norm');
    expect(psr(10, { limits }).flag).toBe('norm');
  });

  it('one side alone works', () => {
    expect(psr(200, { limits: { low: null, high: 150 } }).flag).toBe('high');
    expect(psr(-5, { limits: { low: null, high: 150 } }).flag).toBe('norm');
    expect(psr(1, { limits: { low: 2, high: null } }).flag).toBe('low');
  });

  it('are compared in the display unit, as the rules are', () => {
    // 30 psi is about 61 inHg
    expect(evaluateAlarm({ tag: 'psr', value: 30, displayUnit: 'inhg', limits: { low: null, high: 60 } }).flag).toBe('high');
    expect(evaluateAlarm({ tag: 'psr', value: 30, displayUnit: 'inhg', limits: { low: null, high: 62 } }).flag).toBe('norm');
  });

  it('the 0 / 32762 pair is unset: no flag from it, and the named rules still fire', () => {
    expect(psr(40_000, { limits: { low: 0, high: 32762 } }).flag).toBe('norm');
    expect(psr(-1, { limits: { low: 0, high: 32762 } }).flag).toBe('norm');
    const r = psr(50, { limits: { low: 0, high: 32762 }, rules: [{ symbol: 1, value: 5 }] });
    expect(r.flag).toBe('high');
    expect(r.rulesDisabled).toBe(false);
  });

  it('rules disabled by the device (a 0 / 32762 rule pair) silence the limits too', () => {
    const rules = [
      { symbol: -1 as const, value: 0 },
      { symbol: 1 as const, value: 32762 },
    ];
    expect(psr(500, { limits: { low: 10, high: 100 }, rules }).flag).toBe('norm');
  });

  it('legacy thresholds and named rules come first', () => {
    expect(psr(300, { limits: { low: 10, high: 100 }, thresholds: { criticalHigh: 250 } }).flag).toBe('critical_high');
    expect(psr(120, { limits: { low: 10, high: 100 }, thresholds: { highWarning: 110 } }).flag).toBe('high_warning');
    // a less-than rule fires: its flag stands even though the reading is also past high
    expect(psr(120, { limits: { low: 10, high: 100 }, rules: [{ symbol: -1, value: 130 }] }).flag).toBe('low');
  });

  it('count as alarm configuration', () => {
    expect(hasAlarmConfig(null, 0, { low: null, high: 5 })).toBe(true);
    expect(hasAlarmConfig(null, 0, { low: null, high: null })).toBe(false);
    expect(hasAlarmConfig(null, 0)).toBe(false);
    expect(hasAlarmConfig(null, 0, { low: 0, high: 32762 })).toBe(false);
  });
});
