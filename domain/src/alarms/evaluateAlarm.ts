import { ALARM_RULES_DISABLED } from '../constants/limits';
import { toDisplayUnit, type ConversionOptions } from '../tag/unitConversion';
import type { AlarmFlag, RuleSymbol } from './alarmConstants';

/** Legacy thresholds of a tag, stored in the tag's base unit; null when unset. */
export interface LegacyThresholds {
  criticalHigh: number | null;
  criticalLow: number | null;
  highWarning: number | null;
  lowWarning: number | null;
}

/** A named rule: symbol 1 fires above `value`, -1 below it; `value` is in the tag's display unit. */
export interface AlarmRuleLike {
  symbol: RuleSymbol;
  value: number;
}

export interface AlarmInput<R extends AlarmRuleLike> {
  /** Tag type code: decides the base unit and the conversions. */
  tag: string;
  /** The reading, in the tag's base unit. */
  value: number;
  /** The unit the tag is shown in, which the rules' values are in. */
  displayUnit: string | null;
  thresholds?: Partial<LegacyThresholds> | null;
  rules?: readonly R[];
  conversion?: ConversionOptions;
  /** A device-reported low/high rule pair; 0 and 32762 mean the rules are disabled (spec 3 §9). */
  ruleBounds?: { low: number | null; high: number | null } | null; /**
   * updateAlarms' low and high (spec 2 §7), in the display unit like the rules: past them the flag is high or low.
   * The pair 0 and 32762 is the "unset" the device reports and the web app sends back; it raises nothing.
   */
  limits?: { low: number | null; high: number | null } | null;
}

/** Flags a reading can raise: every flag but 'test', which only the test alarm sets. */
export type EvaluatedFlag = Exclude<AlarmFlag, 'test'>;

export interface AlarmEvaluation<R> {
  flag: EvaluatedFlag;
  /** The rules the reading fires (also when a legacy threshold decides the flag). */
  firedRules: R[];
  /** The reading in the display unit; null when it cannot be converted (then no rule can fire). */
  displayValue: number | null;
  rulesDisabled: boolean;
}

const isSentinelPair = (low: number | null | undefined, high: number | null | undefined) =>
  low === ALARM_RULES_DISABLED.low && high === ALARM_RULES_DISABLED.high;

/**
 * Whether the tag's rules are switched off: a less-than rule at 0 together with a greater-than rule at 32762 (the
 * device's report of "alarm rules disabled", spec 3 §9), or a reported low/high pair of the same values.
 */
export function alarmRulesDisabled(rules: readonly AlarmRuleLike[], bounds?: { low: number | null; high: number | null } | null): boolean {
  if (bounds && isSentinelPair(bounds.low, bounds.high)) return true;
  return (
    rules.some((r) => r.symbol === -1 && r.value === ALARM_RULES_DISABLED.low) &&
    rules.some((r) => r.symbol === 1 && r.value === ALARM_RULES_DISABLED.high)
  );
}

/** Whether the rule fires for a reading already converted to the display unit. */
export function ruleFires(rule: AlarmRuleLike, displayValue: number): boolean {
  return rule.symbol === 1 ? displayValue > rule.value : displayValue < rule.value;
}

/**
 * The flag a reading raises. Precedence: critical_high / critical_low, then high_warning / low_warning (legacy
 * thresholds, compared in the base unit), then the named rules' high / low, then updateAlarms' low / high limits
 * (both compared in the display unit), else norm. Comparisons are strict: a reading equal to a threshold is not past it. A legacy low/high pair of 0 and
 * 32762 is the device's "unset" and is ignored, as is the same pair among the rules (which disables every rule).
 */
export function evaluateAlarm<R extends AlarmRuleLike>(input: AlarmInput<R>): AlarmEvaluation<R> {
  const rules = input.rules ?? [];
  const disabled = alarmRulesDisabled(rules, input.ruleBounds);
  const v = input.value;
  if (Number.isNaN(v)) {
    return { flag: 'norm', firedRules: [], displayValue: null, rulesDisabled: disabled };
  }
  const th = input.thresholds ?? {};

  let flag: EvaluatedFlag = 'norm';
  const critical = isSentinelPair(th.criticalLow, th.criticalHigh) ? null : th;
  const warning = isSentinelPair(th.lowWarning, th.highWarning) ? null : th;
  if (critical?.criticalHigh != null && v > critical.criticalHigh) flag = 'critical_high';
  else if (critical?.criticalLow != null && v < critical.criticalLow) flag = 'critical_low';
  else if (warning?.highWarning != null && v > warning.highWarning) flag = 'high_warning';
  else if (warning?.lowWarning != null && v < warning.lowWarning) flag = 'low_warning';

  const displayValue = toDisplayUnit(input.tag, v, input.displayUnit, input.conversion);
  const firedRules: R[] = [];
  if (!disabled && displayValue !== null && !Number.isNaN(displayValue)) {
    for (const rule of rules) if (ruleFires(rule, displayValue)) firedRules.push(rule);
  }
  if (flag === 'norm' && firedRules.length) {
    flag = firedRules.some((r) => r.symbol === 1) ? 'high' : 'low';
  }
  const b = input.limits && !isSentinelPair(input.limits.low, input.limits.high) ? input.limits : null;
  if (flag === 'norm' && b && !disabled && displayValue !== null && !Number.isNaN(displayValue)) {
    if (b.high != null && displayValue > b.high) flag = 'high';
    else if (b.low != null && displayValue < b.low) flag = 'low';
  }
  return { flag, firedRules, displayValue, rulesDisabled: disabled };
}

/** Whether a tag has anything that can raise a flag; a tag without thresholds and rules is always 'norm'. */
export function hasAlarmConfig(
  thresholds: Partial<LegacyThresholds> | null | undefined,
  ruleCount: number,
  limits?: { low: number | null; high: number | null } | null,
): boolean {
  return (
    ruleCount > 0 ||
    (limits != null && !isSentinelPair(limits.low, limits.high) && (limits.low != null || limits.high != null)) ||
    (thresholds != null &&
      (thresholds.criticalHigh != null ||
        thresholds.criticalLow != null ||
        thresholds.highWarning != null ||
        thresholds.lowWarning != null))
  );
}
