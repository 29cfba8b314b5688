import { toDisplayUnit } from '../tag/unitConversion';
import { ALARM_RULES_DISABLED } from '../constants/limits';
import {
  alarmRulesDisabled,
  evaluateAlarm,
  type AlarmEvaluation,
  type AlarmInput,
  type AlarmRuleLike,
  type EvaluatedFlag,
} from './evaluateAlarm';

/*
 * No flapping: a noisy reading that wanders across a threshold should raise one alarm, not one a minute. Each
 * condition (a legacy threshold, a named rule) may say
 * - "for at least N minutes": it is raised only once consecutive readings have been past it for that long, measured
 *   by the readings' own times (a reading back inside starts the count again), and
 * - a dead band: once raised, a high clears only below threshold − band, a low only above threshold + band.
 * A condition with neither behaves exactly as evaluateAlarm: past means raised. The state of the held conditions is
 * what the engine stores between readings (and across restarts).
 */

/** The four legacy thresholds of a tag, by their column (and flag) names. */
export const THRESHOLD_KEYS = ['critical_high', 'critical_low', 'high_warning', 'low_warning'] as const;
export type ThresholdKey = (typeof THRESHOLD_KEYS)[number];

export function isThresholdKey(value: string): value is ThresholdKey {
  return (THRESHOLD_KEYS as readonly string[]).includes(value);
}

/** How long a condition must hold and how far back it must come to clear; null (or 0) for "at once". */
export interface ConditionHold {
  holdMinutes: number | null;
  deadBand: number | null;
}

/** The longest "for at least" a condition may ask (a day): longer is a report, not an alarm. */
export const MAX_HOLD_MINUTES = 1440;

/** Where a held condition stands: past since `since` (epoch ms of its first reading past), and raised or not yet. */
export interface ConditionState {
  since: number;
  active: boolean;
}

/** By condition key: a threshold's name, or `rule:<id>`. Conditions that are inside have no entry. */
export type HoldStates = Record<string, ConditionState>;

/** A rule with its own hold (the engine's cached rule). */
export interface HeldRuleLike extends AlarmRuleLike, Partial<ConditionHold> {
  id: number;
}

export const ruleConditionKey = (ruleId: number) => `rule:${ruleId}`;

/** Whether anything of the tag is held: without it the engine evaluates the newest reading alone, as it always did. */
export function hasHolds(thresholdHolds: Partial<Record<ThresholdKey, ConditionHold>>, rules: readonly Partial<ConditionHold>[]): boolean {
  return Object.values(thresholdHolds).some(isHeld) || rules.some(isHeld);
}

function isHeld(h: Partial<ConditionHold> | undefined): boolean {
  return !!h && ((h.holdMinutes ?? 0) > 0 || (h.deadBand ?? 0) > 0);
}

/** Why a hold typed in the panel or sent to the API is refused; null when it is fine. */
export function holdInputProblem(h: Partial<ConditionHold>): string | null {
  const m = h.holdMinutes;
  if (m != null && (!Number.isInteger(m) || m < 0 || m > MAX_HOLD_MINUTES))
    return `"for at least" must be a whole number of minutes from 0 to ${MAX_HOLD_MINUTES}`;
  const b = h.deadBand;
  if (b != null && (!Number.isFinite(b) || b < 0)) return 'the dead band must be a number of 0 or more';
  return null;
}

/**
 * One step of a condition: `past` is whether this reading is past the threshold, `inside` whether it is back inside
 * the dead band (for a high: below threshold − band). Returns the condition's new state, or null when it is inside.
 */
export function stepCondition(
  prev: ConditionState | undefined,
  hold: Partial<ConditionHold> | undefined,
  past: boolean,
  cleared: boolean,
  timeMs: number,
): ConditionState | null {
  const band = hold?.deadBand ?? 0;
  if (prev?.active) {
    // without a band, a raised condition clears as soon as a reading is not past it (evaluateAlarm's rule)
    const stays = band > 0 ? !cleared : past;
    return stays ? prev : null;
  }
  if (!past) return null;
  const since = prev ? Math.min(prev.since, timeMs) : timeMs;
  const holdMs = (hold?.holdMinutes ?? 0) * 60_000;
  return { since, active: timeMs - since >= holdMs };
}

export interface HeldEvaluation<R> extends AlarmEvaluation<R> {
  /** The held conditions' states after this reading (only those with a hold or a band). */
  states: HoldStates;
  /** When the condition that decides the flag began, if it is a held one; else null. */
  since: number | null;
}

const isSentinelPair = (low: number | null | undefined, high: number | null | undefined) =>
  low === ALARM_RULES_DISABLED.low && high === ALARM_RULES_DISABLED.high;

/**
 * evaluateAlarm with holds: the same precedence (critical, warning, rules, updateAlarms' limits) and the same
 * strict comparisons, but a held condition counts as raised only as its state says. `timeMs` is the reading's time.
 * Readings of one tag must be stepped in time order; the limits (updateAlarms' low/high) are never held.
 */
export function evaluateHeldAlarm<R extends HeldRuleLike>(
  input: AlarmInput<R>,
  thresholdHolds: Partial<Record<ThresholdKey, ConditionHold>>,
  prevStates: HoldStates,
  timeMs: number,
): HeldEvaluation<R> {
  const rules = input.rules ?? [];
  const disabled = alarmRulesDisabled(rules, input.ruleBounds);
  const v = input.value;
  if (Number.isNaN(v)) return { ...evaluateAlarm(input), states: prevStates, since: null };
  const states: HoldStates = {};
  const raised = (key: string, hold: Partial<ConditionHold> | undefined, past: boolean, cleared: boolean): ConditionState | null => {
    if (!isHeld(hold)) return past ? { since: timeMs, active: true } : null;
    const next = stepCondition(prevStates[key], hold, past, cleared, timeMs);
    if (next) states[key] = next;
    return next?.active ? next : null;
  };

  const th = input.thresholds ?? {};
  const criticalOn = !isSentinelPair(th.criticalLow, th.criticalHigh);
  const warningOn = !isSentinelPair(th.lowWarning, th.highWarning);
  const thresholdRaised = (key: ThresholdKey, value: number | null | undefined, on: boolean, dir: 1 | -1) => {
    if (!on || value == null) return null;
    const band = thresholdHolds[key]?.deadBand ?? 0;
    const past = dir === 1 ? v > value : v < value;
    const cleared = dir === 1 ? v < value - band : v > value + band;
    return raised(key, thresholdHolds[key], past, cleared);
  };
  // every condition is stepped (not only up to the first raised) so each keeps its own count
  const ordered: [EvaluatedFlag, ConditionState | null][] = [
    ['critical_high', thresholdRaised('critical_high', th.criticalHigh, criticalOn, 1)],
    ['critical_low', thresholdRaised('critical_low', th.criticalLow, criticalOn, -1)],
    ['high_warning', thresholdRaised('high_warning', th.highWarning, warningOn, 1)],
    ['low_warning', thresholdRaised('low_warning', th.lowWarning, warningOn, -1)],
  ];

  const displayValue = toDisplayUnit(input.tag, v, input.displayUnit, input.conversion);
  const firedRules: R[] = [];
  let ruleSince: number | null = null;
  if (!disabled && displayValue !== null && !Number.isNaN(displayValue)) {
    for (const rule of rules) {
      const band = rule.deadBand ?? 0;
      const past = rule.symbol === 1 ? displayValue > rule.value : displayValue < rule.value;
      const cleared = rule.symbol === 1 ? displayValue < rule.value - band : displayValue > rule.value + band;
      const s = raised(ruleConditionKey(rule.id), rule, past, cleared);
      if (!s) continue;
      firedRules.push(rule);
      if (isHeld(rule)) ruleSince = ruleSince === null ? s.since : Math.min(ruleSince, s.since);
    }
  }

  let flag: EvaluatedFlag = 'norm';
  let since: number | null = null;
  const first = ordered.find(([, s]) => s !== null);
  if (first) {
    flag = first[0];
    since = isHeld(thresholdHolds[flag as ThresholdKey]) ? first[1]!.since : null;
  } else if (firedRules.length) {
    flag = firedRules.some((r) => r.symbol === 1) ? 'high' : 'low';
    since = ruleSince;
  }
  const b = input.limits && !isSentinelPair(input.limits.low, input.limits.high) ? input.limits : null;
  if (flag === 'norm' && b && !disabled && displayValue !== null && !Number.isNaN(displayValue)) {
    if (b.high != null && displayValue > b.high) flag = 'high';
    else if (b.low != null && displayValue < b.low) flag = 'low';
  }
  return { flag, firedRules, displayValue, rulesDisabled: disabled, states, since };
}
