import {
  alarmsToSend,
  invalidRuleValues,
  parseAlarmNumber,
  thresholdFromTextIn,
  thresholdTextIn,
  type ConversionOptions,
  type ThresholdUnit,
  type ActionDraft,
  type RuleDraft,
} from '@fieldwatch/domain';
import type { AlarmPanel, UpdateAlarmsVariables } from './graphql/alarms';
import { holdDraftFromPanel, holdProblems, holdVariables, type HoldDraft } from './holdDraft';

export type LegacyKey = 'criticalHigh' | 'highWarning' | 'lowWarning' | 'criticalLow';
export const LEGACY_COLUMNS: { key: LegacyKey; label: string; critical: boolean }[] = [
  { key: 'criticalHigh', label: 'Critical High', critical: true },
  { key: 'highWarning', label: 'High Warning', critical: false },
  { key: 'lowWarning', label: 'Low Warning', critical: false },
  { key: 'criticalLow', label: 'Critical Low', critical: true },
];

export interface ActionRow extends ActionDraft {
  /** 'Select from groups' is ticked for this row. */
  useGroup: boolean;
}

export interface AlarmDraft {
  rules: RuleDraft[];
  actions: ActionRow[];
  legacy: Record<LegacyKey, string>;
  /** The thresholds as saved: a field still showing its saved value rounded sends the saved value (thresholdFromTextIn). */
  legacySaved: Record<LegacyKey, number | null>;
  /** The unit the thresholds are shown and typed in (the rules' unit) and what converting them needs. */
  legacyUnit: ThresholdUnit;
  /** The Advanced part: holds and dead bands (holdDraft.ts). */
  holds: HoldDraft;
}

/** The form's starting point: the saved alarms (Cancel comes back to this). */
export function draftFromPanel(p: AlarmPanel, conversion: ConversionOptions = {}): AlarmDraft {
  const legacyUnit: ThresholdUnit = { tag: p.tag, displayUnits: p.displayUnits, conversion };
  return {
    rules: p.rules.map((r) => ({ name: r.name, symbol: r.symbol === -1 ? -1 : 1, value: String(r.value), desc: r.desc ?? '' })),
    actions: p.actions.map((a) => ({
      userID: a.user?.id ?? null,
      groupID: a.group?.id ?? null,
      action: a.action === 'email' ? 'email' : 'sms',
      delay: a.delay,
      useGroup: a.group !== null,
      repeatEvery: a.repeatEvery ?? null,
      repeatTimes: a.repeatTimes ?? null,
      repeatFor: a.repeatFor ?? null,
    })),
    legacy: {
      criticalHigh: thresholdTextIn(p.criticalHigh, legacyUnit),
      highWarning: thresholdTextIn(p.highWarning, legacyUnit),
      lowWarning: thresholdTextIn(p.lowWarning, legacyUnit),
      criticalLow: thresholdTextIn(p.criticalLow, legacyUnit),
    },
    legacySaved: { criticalHigh: p.criticalHigh, highWarning: p.highWarning, lowWarning: p.lowWarning, criticalLow: p.criticalLow },
    legacyUnit,
    holds: holdDraftFromPanel(p),
  };
}

/** A new rule has every field empty; a new notification sends a text immediately (spec 3 §4). */
export const NEW_RULE: RuleDraft = { name: '', symbol: null, value: '', desc: '' };
export const newAction = (demoUserId: number | null): ActionRow => ({
  userID: demoUserId,
  groupID: null,
  action: 'sms',
  delay: 0,
  useGroup: false,
});

export interface DraftProblems {
  ruleValues: Set<number>;
  legacy: Set<LegacyKey>;
  holds: Set<string>;
}

export function draftProblems(d: AlarmDraft): DraftProblems {
  return {
    ruleValues: new Set(invalidRuleValues(d.rules).map((p) => p.index)),
    legacy: new Set(
      LEGACY_COLUMNS.filter((c) => d.legacy[c.key].trim() !== '' && parseAlarmNumber(d.legacy[c.key]) === null).map((c) => c.key),
    ),
    holds: holdProblems(d.holds),
  };
}

/** What Save Changes sends: only complete rows (spec 2 §5), empty thresholds cleared. */
export function updateVariables(deviceID: number, tag: string, d: AlarmDraft): UpdateAlarmsVariables {
  const { rules, actions } = alarmsToSend(
    d.rules,
    d.actions.map((a) => ({ ...a, userID: a.useGroup ? null : a.userID, groupID: a.useGroup ? a.groupID : null })),
  );
  const num = (k: LegacyKey) => thresholdFromTextIn(d.legacy[k], d.legacySaved[k], d.legacyUnit);
  return {
    deviceID,
    tag,
    actions,
    removeOrUpdate: 'update',
    ...holdVariables(d.holds, rules),
    criticalHigh: num('criticalHigh'),
    highWarning: num('highWarning'),
    lowWarning: num('lowWarning'),
    criticalLow: num('criticalLow'),
  };
}
