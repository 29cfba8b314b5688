import { isNotificationDelay, type NotificationAction, type RuleSymbol } from './alarmConstants';
import { reminderToSend, type ReminderSetting } from './alarmReminders';
import { baseUnitOf, formatMeasurement, fromDisplayUnit, toDisplayUnit, type ConversionOptions } from '../tag/unitConversion';

/**
 * The alarm panel's editing rules (spec 2 §4.4, §5): what a row needs to be saved, shared by the form (which sends
 * only complete rows) and the server (which refuses incomplete ones).
 */

/** A rule row as edited: every field may still be empty. */
export interface RuleDraft {
  name: string;
  symbol: RuleSymbol | null;
  /** As typed; a rule value is a number in the device's current display unit. */
  value: string;
  desc: string;
}

/** A notification row as edited: a user or a group, an action and a delay, and optionally a repeat (alarmReminders.ts). */
export interface ActionDraft extends Partial<ReminderSetting> {
  userID: number | null;
  groupID: number | null;
  action: NotificationAction | null;
  delay: number;
}

/** A number as typed into a rule value or threshold; null for anything that is not a plain finite number. */
export function parseAlarmNumber(text: string): number | null {
  const t = text.trim();
  if (t === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** A rule is sent only with both a name and a comparison (spec 2 §5). */
export function isRuleComplete(r: { name: string; symbol: number | null }): boolean {
  return r.name.trim() !== '' && (r.symbol === 1 || r.symbol === -1);
}

/** A notification is sent only with a target (user or group) and an action (spec 2 §5). */
export function isActionComplete(a: { userID: number | null; groupID: number | null; action: string | null }): boolean {
  return (a.userID !== null || a.groupID !== null) && (a.action === 'sms' || a.action === 'email');
}

export interface RuleProblem {
  index: number;
  problem: 'value';
}

/** Complete rules whose value is not a number: the form refuses to save them rather than sending a guess. */
export function invalidRuleValues(rules: readonly RuleDraft[]): RuleProblem[] {
  return rules.flatMap((r, index) =>
    isRuleComplete(r) && parseAlarmNumber(r.value) === null ? [{ index, problem: 'value' as const }] : [],
  );
}

/** What the form sends: only the complete rows, values parsed. */
export function alarmsToSend(rules: readonly RuleDraft[], actions: readonly ActionDraft[]) {
  return {
    rules: rules.filter(isRuleComplete).map((r) => ({
      name: r.name.trim(),
      symbol: r.symbol as RuleSymbol,
      value: parseAlarmNumber(r.value) ?? NaN,
      desc: r.desc.trim() || null,
    })),
    actions: actions.filter(isActionComplete).map((a) => ({
      userID: a.groupID !== null ? null : a.userID,
      groupID: a.groupID,
      action: a.action as NotificationAction,
      delay: isNotificationDelay(a.delay) ? a.delay : 0,
      // a row without a repeat sends none of its fields, as before reminders existed
      ...(a.repeatEvery != null
        ? reminderToSend({ repeatEvery: a.repeatEvery, repeatTimes: a.repeatTimes ?? null, repeatFor: a.repeatFor ?? null })
        : {}),
    })),
  };
}

/** Why the server refuses a rule or notification it was sent; null when it is acceptable. */
export function ruleInputProblem(r: { name: string; symbol: number; value: number }): string | null {
  if (r.name.trim() === '') return 'rule without a name';
  if (r.symbol !== 1 && r.symbol !== -1) return 'rule without a comparison';
  if (!Number.isFinite(r.value)) return 'rule value is not a number';
  return null;
}

export function actionInputProblem(a: { userID?: number | null; groupID?: number | null; action: string; delay: number }): string | null {
  const hasUser = a.userID !== null && a.userID !== undefined;
  const hasGroup = a.groupID !== null && a.groupID !== undefined;
  if (hasUser === hasGroup) return 'notification needs exactly one user or group';
  if (a.action !== 'sms' && a.action !== 'email') return 'notification action must be sms or email';
  if (!isNotificationDelay(a.delay)) return 'notification delay is not one of the options';
  return null;
}

/**
 * A threshold as the Alarms tab shows it and starts its field with: at most two decimals, as gauges and alarm messages
 * show values (formatMeasurement). A threshold saved through a unit conversion (typed in bar, stored in psi) is
 * 1740.4521694736293 in the database; people read and retype 1740.45. Empty for none.
 */
export function thresholdText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatMeasurement(value, null);
}

/**
 * The threshold a field's text stands for: the saved value when the text is still what thresholdText showed for it
 * (an untouched field changes nothing, though it shows the value rounded), else the number typed; null for an empty
 * or unreadable field.
 */
export function thresholdFromText(text: string, saved: number | null | undefined): number | null {
  if (saved !== null && saved !== undefined && text.trim() === thresholdText(saved)) return saved;
  return parseAlarmNumber(text);
}

/**
 * The unit a tag's legacy thresholds are shown and typed in: the tag's display unit, the one its rules are in (spec
 * 2 §5), so the two tables side by side read alike; the base unit they are stored in when the display unit cannot be
 * converted (a level in gallons without the tank's volume).
 */
export interface ThresholdUnit {
  tag: string;
  displayUnits: string | null | undefined;
  conversion?: ConversionOptions;
}

/** The unit legacy thresholds are shown in (ThresholdUnit). */
export function thresholdUnit(u: ThresholdUnit): string {
  const shown = u.displayUnits ?? '';
  return shown !== '' && toDisplayUnit(u.tag, 1, shown, u.conversion) !== null ? shown : baseUnitOf(u.tag);
}

/** A stored (base unit) threshold as its field shows it, in thresholdUnit, at most two decimals. */
export function thresholdTextIn(stored: number | null | undefined, u: ThresholdUnit): string {
  if (stored === null || stored === undefined) return '';
  return thresholdText(toDisplayUnit(u.tag, stored, thresholdUnit(u), u.conversion) ?? stored);
}

/**
 * The stored (base unit) threshold a field's text stands for: the saved value when the text is what thresholdTextIn
 * showed for it (an untouched field changes nothing), else the number typed, converted from thresholdUnit.
 */
export function thresholdFromTextIn(text: string, saved: number | null | undefined, u: ThresholdUnit): number | null {
  if (saved !== null && saved !== undefined && text.trim() === thresholdTextIn(saved, u)) return saved;
  const typed = parseAlarmNumber(text);
  return typed === null ? null : fromDisplayUnit(u.tag, typed, thresholdUnit(u), u.conversion);
}
