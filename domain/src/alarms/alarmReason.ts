import { calibratedReading, type ShownCalibration } from '../calibration/calibratedReading';
import { formatDateTime } from '../display/dateFormat';
import { tagLabel } from '../tag/tagCatalogue';
import { baseUnitOf, formatMeasurement, toDisplayUnit, unitReversesOrder, type ConversionOptions } from '../tag/unitConversion';
import { zoneLabel } from '../time/timeZones';
import { ALARM_FLAG_MESSAGES, RULE_SYMBOLS, type AlarmFlag, type RuleSymbol } from './alarmConstants';
import { ruleFires, type LegacyThresholds } from './evaluateAlarm';

/**
 * Why a tag is in alarm, as every list of alarms says it (the landing's Alarms box, the Alarms page, the provider's
 * list across companies): the condition that raised the flag with its threshold, and the reading that passed it.
 * The server works it out once per tag (TagAlarms.reason) and the screens only print it, so they cannot disagree.
 */
export interface AlarmReason {
  /** 'Critical high threshold: above 50 psi', "Rule 'Low injection rate': less than 40 BBL/D", ... */
  condition: string;
  /** The reading that raised the flag, in the unit the tag is shown in ('75 psi'); null when no reading did. */
  reading: string | null;
  /** Epoch seconds of that reading (or of the flag's change when no reading raised it); null when unknown. */
  time: number | null;
}

/** The alarm_log row that raised the current flag (written by the alarm engine, or the demo's seed). */
export interface RaisingEntry {
  /** The reading as the device sent it, in the tag's base unit before calibration. */
  value: number | null;
  /** The reading in the unit it was shown in when the engine judged it; null for older rows. */
  shownValue: number | null;
  shownUnit: string | null;
  /** The engine's 'rule: A, B' when named rules fired; null otherwise. */
  detail: string | null;
  /** Epoch seconds of the reading (or of the row). */
  time: number;
}

/** A tag's alarm settings as the engine judges readings with them (server/src/alarms/tagAlarmConfig.ts). */
export interface AlarmReasonInput {
  tag: string;
  flag: AlarmFlag;
  displayUnit: string | null;
  /** In the tag's base unit, after calibration. */
  thresholds: LegacyThresholds;
  /** Named rules, their values in the display unit. */
  rules: readonly { name: string; symbol: RuleSymbol; value: number }[];
  /** updateAlarms' low and high, in the display unit. */
  limits: { low: number | null; high: number | null } | null;
  conversion: ConversionOptions;
  calibration: ShownCalibration | null;
  raised: RaisingEntry | null;
  /** Epoch seconds of the flag's last change, for a flag no log row explains. */
  flagTime: number | null;
}

const THRESHOLDS: Partial<Record<AlarmFlag, { key: keyof LegacyThresholds; name: string; above: boolean }>> = {
  critical_high: { key: 'criticalHigh', name: 'Critical high threshold', above: true },
  critical_low: { key: 'criticalLow', name: 'Critical low threshold', above: false },
  high_warning: { key: 'highWarning', name: 'High warning threshold', above: true },
  low_warning: { key: 'lowWarning', name: 'Low warning threshold', above: false },
};

const symbolLabel = (symbol: RuleSymbol) => RULE_SYMBOLS.find((s) => s.symbol === symbol)?.label ?? '';

/** The flag's own sentence, with a capital (spec 2 §4.3's texts, some of which start in lower case). */
const flagSentence = (flag: AlarmFlag) => {
  const m = ALARM_FLAG_MESSAGES[flag];
  return m.charAt(0).toUpperCase() + m.slice(1);
};

/** Whether values are shown in the display unit (shown() falls back to the base unit when they cannot be converted). */
function shownInUnit(input: AlarmReasonInput): boolean {
  const v = toDisplayUnit(input.tag, 1, input.displayUnit, input.conversion);
  return v !== null && !Number.isNaN(v);
}

/** A value of the base unit (thresholds, readings) as the tag shows it; the base unit when it cannot be converted. */
function shown(input: AlarmReasonInput, base: number): string {
  const v = toDisplayUnit(input.tag, base, input.displayUnit, input.conversion);
  return v === null || Number.isNaN(v) ? formatMeasurement(base, baseUnitOf(input.tag)) : formatMeasurement(v, input.displayUnit);
}

function readingText(input: AlarmReasonInput): string | null {
  const r = input.raised;
  if (!r) return null;
  if (r.shownValue !== null) return formatMeasurement(r.shownValue, r.shownUnit);
  if (r.value === null) return null;
  return shown(input, calibratedReading(input.tag, r.value, input.calibration));
}

/** The display value of the raising reading, to tell which rules it fires when the log row does not name them. */
function readingDisplayValue(input: AlarmReasonInput): number | null {
  const r = input.raised;
  if (!r) return null;
  if (r.shownValue !== null) return r.shownValue;
  if (r.value === null) return null;
  return toDisplayUnit(input.tag, calibratedReading(input.tag, r.value, input.calibration), input.displayUnit, input.conversion);
}

/**
 * A 'high' or 'low' flag comes from named rules (those the engine wrote in the row, else those of the flag's direction
 * the reading fires), else from updateAlarms' limits (evaluateAlarm's precedence).
 */
function ruleCondition(input: AlarmReasonInput): string {
  const symbol: RuleSymbol = input.flag === 'high' ? 1 : -1;
  const named = input.raised?.detail?.startsWith('rule: ') ? input.raised.detail.slice(6).split(', ') : [];
  const dv = readingDisplayValue(input);
  const rules = named.length
    ? input.rules.filter((r) => named.includes(r.name))
    : input.rules.filter((r) => r.symbol === symbol && dv !== null && ruleFires(r, dv));
  if (rules.length) {
    return rules.map((r) => `Rule '${r.name}': ${symbolLabel(r.symbol)} ${formatMeasurement(r.value, input.displayUnit)}`).join('; ');
  }
  const limit = symbol === 1 ? input.limits?.high : input.limits?.low;
  if (limit != null) return `${symbol === 1 ? 'High limit: above' : 'Low limit: below'} ${formatMeasurement(limit, input.displayUnit)}`;
  return flagSentence(input.flag);
}

/** Why the tag's current flag is up; null for a tag at 'norm'. */
export function alarmReason(input: AlarmReasonInput): AlarmReason | null {
  if (input.flag === 'norm') return null;
  const time = input.raised?.time ?? input.flagTime;
  const threshold = THRESHOLDS[input.flag];
  if (threshold) {
    const th = input.thresholds[threshold.key];
    // a unit that turns the order round (a pump's strokes per minute shown as seconds per stroke) turns the words too:
    // a reading above the stored high threshold is below it as shown
    const above = threshold.above !== (shownInUnit(input) && unitReversesOrder(input.tag, input.displayUnit));
    const condition = th === null ? flagSentence(input.flag) : `${threshold.name}: ${above ? 'above' : 'below'} ${shown(input, th)}`;
    return { condition, reading: readingText(input), time };
  }
  if (input.flag === 'high' || input.flag === 'low') return { condition: ruleCondition(input), reading: readingText(input), time };
  // offline and test: no reading raised them
  return { condition: flagSentence(input.flag), reading: null, time };
}

/** A time of a device in its site zone, the zone always named: a list of alarms mixes devices of several zones. */
export function alarmTimeText(epochSeconds: number | null, timeZone: string): string {
  if (epochSeconds === null) return '';
  return `${formatDateTime(epochSeconds, false, timeZone)} ${zoneLabel(timeZone, epochSeconds)}`;
}

/** The condition and the reading: 'Critical high threshold: above 50 psi; reading 75 psi'. */
export function alarmWhyText(reason: AlarmReason): string {
  return reason.reading === null ? reason.condition : `${reason.condition}; reading ${reason.reading}`;
}

/** One tag's line in the Alarms box and on the Alarms page: 'Pressure: Critical high threshold: above 50 psi; reading 75 psi at 05/12/26 14:03 CDT'. */
export function alarmReasonLine(tag: string, reason: AlarmReason, timeZone: string): string {
  const at = alarmTimeText(reason.time, timeZone);
  return `${tagLabel(tag)}: ${alarmWhyText(reason)}${at ? ` at ${at}` : ''}`;
}
