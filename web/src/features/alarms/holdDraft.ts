import { holdInputProblem, parseAlarmNumber } from '@fieldwatch/domain';
import type { AlarmPanel, UpdateAlarmsVariables } from './graphql/alarms';

/* The Advanced part of the alarm panel as edited: "for at least N minutes" and a dead band per legacy threshold and
 * per rule. Rules are matched by name (the server keeps a rule's hold by its name too), so adding, removing or
 * reordering rules never moves a hold onto another rule. */

export interface HoldFields {
  holdMinutes: string;
  deadBand: string;
}

export interface HoldDraft {
  thresholds: Record<LegacyKey, HoldFields>;
  /** By rule name (trimmed). */
  rules: Record<string, HoldFields>;
  /** The offline alarm: on or off, and after how many transmit intervals of silence. */
  offline: { enabled: boolean; factor: string };
}

/** The factor a newly switched-on offline alarm starts from (the server's default too). */
export const DEFAULT_OFFLINE_FACTOR = '2.5';

type ThresholdEnum = NonNullable<UpdateAlarmsVariables['thresholdHolds']>[number]['threshold'];
/** The legacy thresholds by the panel's names (alarmDraft's LegacyKey) and the API's. */
export const THRESHOLD_ENUM = {
  criticalHigh: 'CRITICAL_HIGH',
  highWarning: 'HIGH_WARNING',
  lowWarning: 'LOW_WARNING',
  criticalLow: 'CRITICAL_LOW',
} as const satisfies Record<string, ThresholdEnum>;
type LegacyKey = keyof typeof THRESHOLD_ENUM;
const LEGACY_KEYS = Object.keys(THRESHOLD_ENUM) as LegacyKey[];

const text = (v: number | null | undefined) => (v == null ? '' : String(v));
export const EMPTY_HOLD: HoldFields = { holdMinutes: '', deadBand: '' };

export function holdDraftFromPanel(p: AlarmPanel): HoldDraft {
  const thresholds = Object.fromEntries(
    LEGACY_KEYS.map((k) => {
      const h = p.thresholdHolds.find((x) => x.threshold === THRESHOLD_ENUM[k]);
      return [k, { holdMinutes: text(h?.holdMinutes), deadBand: text(h?.deadBand) }];
    }),
  ) as Record<LegacyKey, HoldFields>;
  const rules: Record<string, HoldFields> = {};
  for (const r of p.rules) rules[r.name.trim()] = { holdMinutes: text(r.holdMinutes), deadBand: text(r.deadBand) };
  const offline = p.offlineAlarm
    ? { enabled: true, factor: String(p.offlineAlarm.factor) }
    : { enabled: false, factor: DEFAULT_OFFLINE_FACTOR };
  return { thresholds, rules, offline };
}

/** The numbers of one row; null where empty; NaN where not a number. */
function parsed(h: HoldFields): { holdMinutes: number | null; deadBand: number | null } {
  const num = (s: string) => (s.trim() === '' ? null : (parseAlarmNumber(s) ?? NaN));
  return { holdMinutes: num(h.holdMinutes), deadBand: num(h.deadBand) };
}

/** The rows (threshold keys, or `rule:<name>`) whose fields the server would refuse. */
export function holdProblems(d: HoldDraft): Set<string> {
  const bad = new Set<string>();
  for (const k of LEGACY_KEYS) if (holdInputProblem(parsed(d.thresholds[k]))) bad.add(k);
  for (const [name, h] of Object.entries(d.rules)) if (holdInputProblem(parsed(h))) bad.add(`rule:${name}`);
  if (d.offline.enabled && offlineFactor(d.offline.factor) === null) bad.add('offline');
  return bad;
}

/** The offline factor typed, when it is one the server takes (1 to 100 transmit intervals); else null. */
export function offlineFactor(text: string): number | null {
  const f = parseAlarmNumber(text);
  return f !== null && f >= 1 && f <= 100 ? f : null;
}

/** What Save Changes sends besides the spec's fields: every rule's hold (null clears it) and the thresholds' holds. */
export function holdVariables(
  d: HoldDraft,
  rules: NonNullable<UpdateAlarmsVariables['rules']>,
): Pick<UpdateAlarmsVariables, 'rules' | 'thresholdHolds' | 'offlineAlarm'> {
  return {
    rules: rules.map((r) => ({ ...r, ...parsed(d.rules[r.name.trim()] ?? EMPTY_HOLD) })),
    thresholdHolds: LEGACY_KEYS.map((k) => ({ threshold: THRESHOLD_ENUM[k], ...parsed(d.thresholds[k]) })).filter(
      (h) => h.holdMinutes !== null || h.deadBand !== null,
    ),
    offlineAlarm: d.offline.enabled ? { enabled: true, factor: offlineFactor(d.offline.factor) } : { enabled: false },
  };
}
