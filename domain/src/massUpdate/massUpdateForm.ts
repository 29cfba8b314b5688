import { parseDeviceIds } from './parseDeviceIds';
import { MASS_UPDATE_PLACEHOLDERS } from './massUpdateTexts';
import type { MassActionInput, MassRuleInput, MassUpdateArgs } from './massUpdateTypes';

/** The Update Devices form as the user fills it: every field as typed or selected ('' is unset). */
export interface MassRuleRow {
  name: string;
  tag: string;
  symbol: string;
  value: string;
  desc: string;
}

export interface MassActionRow {
  userId: string;
  tag: string;
  delay: string;
  action: string;
}

export interface MassUpdateForm {
  deviceIds: string;
  applicationSignature: string;
  relocateSignature: string;
  path: string;
  companyId: string;
  groupId: string;
  readingInterval: string;
  transmitInterval: string;
  tag: string;
  displayUnits: string;
  criticalHigh: string;
  highWarning: string;
  lowWarning: string;
  criticalLow: string;
  rules: MassRuleRow[];
  actions: MassActionRow[];
}

export const EMPTY_MASS_UPDATE_FORM: MassUpdateForm = {
  deviceIds: '',
  applicationSignature: '',
  relocateSignature: '',
  path: '',
  companyId: '',
  groupId: '',
  readingInterval: '',
  transmitInterval: '',
  tag: '',
  displayUnits: '',
  criticalHigh: '',
  highWarning: '',
  lowWarning: '',
  criticalLow: '',
  rules: [],
  actions: [],
};

/** A new rule has every field empty; a new notification is immediate, by sms (spec 3 §4). */
export const NEW_RULE_ROW: MassRuleRow = { name: '', tag: '', symbol: '', value: '', desc: '' };
export const NEW_ACTION_ROW: MassActionRow = { userId: '', tag: '', delay: '0', action: 'sms' };

const set = (v: string): string | null => {
  const t = v.trim();
  return t === '' || MASS_UPDATE_PLACEHOLDERS.includes(t) ? null : t;
};
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * The call the form makes (spec 3 §5), or null when the form error must show: no device ids (or one that is not
 * a number), nothing to change, or a rule with a name and sensor type but no comparison or no numeric value.
 * Display units and thresholds go only with a sensor type; rules only with a name and a sensor type; actions only
 * with a user and a sensor type. Incomplete rows are left out.
 */
export function buildMassUpdateArgs(form: MassUpdateForm): MassUpdateArgs | null {
  const { ids, invalid } = parseDeviceIds(form.deviceIds);
  if (ids.length === 0 || invalid.length > 0) return null;
  const tag = set(form.tag);
  const units = tag ? set(form.displayUnits) : null;
  const limits = [form.criticalHigh, form.criticalLow, form.highWarning, form.lowWarning].map((v) => v.trim());
  if (limits.some((v) => v !== '' && !FLOAT.test(v))) return null;
  const thresholds = tag && limits.some((v) => v !== '') ? limits.join(',') : null;

  const rules: MassRuleInput[] = [];
  for (const r of form.rules) {
    if (!r.name.trim() || !set(r.tag)) continue;
    if (r.symbol !== '1' && r.symbol !== '-1') return null;
    if (!FLOAT.test(r.value.trim())) return null;
    rules.push({ name: r.name.trim(), tag: r.tag, symbol: Number(r.symbol), value: Number(r.value.trim()), desc: r.desc.trim() || null });
  }
  const actions: MassActionInput[] = form.actions
    .filter((a) => set(a.userId) && set(a.tag))
    .map((a) => ({ userID: Number(a.userId), tag: a.tag, delay: Number(a.delay || '0'), action: a.action || 'sms' }));

  const args: MassUpdateArgs = {
    deviceIDs: ids.join(','),
    setting1: set(form.applicationSignature),
    setting2: set(form.relocateSignature),
    setting3: set(form.path),
    setting4: set(form.companyId),
    setting5: set(form.readingInterval),
    setting6: null,
    setting7: set(form.groupId),
    setting8: units || thresholds ? tag : null,
    setting9: units,
    setting10: thresholds,
    setting11: set(form.transmitInterval),
    rules,
    actions,
  };
  const slots = [
    args.setting1,
    args.setting2,
    args.setting3,
    args.setting4,
    args.setting5,
    args.setting7,
    args.setting9,
    args.setting10,
    args.setting11,
  ];
  if (slots.every((s) => s === null) && rules.length === 0 && actions.length === 0) return null;
  return args;
}
