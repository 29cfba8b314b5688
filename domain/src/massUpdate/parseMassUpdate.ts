import { isNotificationDelay } from '../alarms/alarmConstants';
import { tagType } from '../tag/tagCatalogue';
import { isAlarmSensorType } from './alarmSensorTypes';
import { LONG_TRANSMIT_MAX_MINUTES, intervalBounds } from '../device/intervalBounds';
import { MASS_UPDATE_PLACEHOLDERS, MASS_UPDATE_TEXTS } from './massUpdateTexts';
import type { MassThresholds, MassChange, MassUpdateArgs } from './massUpdateTypes';
import { parseDeviceIds } from './parseDeviceIds';

export type ParsedMassUpdate = { ok: true; ids: number[]; change: MassChange } | { ok: false; error: string };

const unset = (v: string | null | undefined): boolean =>
  v === null || v === undefined || v.trim() === '' || MASS_UPDATE_PLACEHOLDERS.includes(v.trim());

const SIGNATURE = /^[0-9A-Za-z]{1,16}$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

class Invalid extends Error {}
const fail = (detail: string): never => {
  throw new Invalid(`Mass update refused: ${detail}`);
};

function num(text: string, what: string): number {
  const t = text.trim();
  if (!NUMBER.test(t)) fail(`${what} must be a number.`);
  return Number(t);
}

function wholeId(text: string, what: string): number {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) <= 0) fail(`${what} is not valid.`);
  return Number(t);
}

function thresholdsOf(text: string): MassThresholds | null {
  const parts = text.split(',');
  if (parts.length !== 4) fail('alarm thresholds need four values (critical high, critical low, high warning, low warning).');
  const [criticalHigh, criticalLow, highWarning, lowWarning] = parts.map((p, i) =>
    p.trim() === '' ? null : num(p, ['critical high', 'critical low', 'high warning', 'low warning'][i]!),
  );
  const t = { criticalHigh: criticalHigh!, criticalLow: criticalLow!, highWarning: highWarning!, lowWarning: lowWarning! };
  if (Object.values(t).every((v) => v === null)) return null;
  // from low to high, the thresholds that are set must not cross
  const ordered = [t.criticalLow, t.lowWarning, t.highWarning, t.criticalHigh].filter((v): v is number => v !== null);
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i]! < ordered[i - 1]!) fail('alarm thresholds must rise from critical low, low warning, high warning to critical high.');
  }
  return t;
}

function intervalOf(text: string, what: 'reading' | 'transmit', isSuperUser: boolean): number {
  const minutes = num(text, `the ${what} interval`);
  const b = intervalBounds({ isSuperUser }, null)[what];
  // the firmware-dependent maximum is checked per device; here only what no device could accept
  const max = what === 'transmit' ? LONG_TRANSMIT_MAX_MINUTES : b.max;
  if (minutes < b.min || minutes > max) fail(`the ${what} interval must be between ${b.min} and ${max} minutes.`);
  return minutes;
}

/**
 * The server's reading of updateMassSetting's arguments (spec 3 §5): ids, then every slot that is set.
 * Placeholders and blanks are unset; a request that changes nothing, or names no device, is refused whole.
 */
export function parseMassUpdate(args: MassUpdateArgs, isSuperUser: boolean): ParsedMassUpdate {
  try {
    const { ids, invalid } = parseDeviceIds(args.deviceIDs ?? '');
    if (invalid.length) fail(`device ids must be whole numbers (${invalid.slice(0, 5).join(',')}).`);
    if (ids.length === 0) return { ok: false, error: MASS_UPDATE_TEXTS.formError };

    const sig = (v: string | null | undefined, what: string) => {
      if (unset(v)) return null;
      if (!SIGNATURE.test(v!.trim())) fail(`the ${what} signature is not valid.`);
      return v!.trim();
    };
    const tag = unset(args.setting8) ? null : args.setting8!.trim();
    if (tag !== null && !tagType(tag)) fail(`unknown sensor type ${tag}.`);
    const units = unset(args.setting9) ? null : args.setting9!.trim();
    if (units !== null) {
      if (tag === null) fail('display units need a sensor type.');
      if (!tagType(tag!)!.units.some((u) => u.unit === units)) fail(`${units} is not a unit of ${tag}.`);
    }
    const thresholds = unset(args.setting10) ? null : thresholdsOf(args.setting10!);
    if (thresholds && tag === null) fail('alarm thresholds need a sensor type.');
    const path = unset(args.setting3) ? null : args.setting3!.trim();
    if (path !== null && (!path.startsWith('/') || path.length > 255 || path.includes('//') || (path.length > 1 && path.endsWith('/')))) {
      fail('the directory path must start with / and name folders separated by /.');
    }

    const rules = (args.rules ?? []).map((r) => {
      const name = r.name?.trim() ?? '';
      if (name === '' || !r.tag || !isAlarmSensorType(r.tag)) fail('every alarm rule needs a name and a sensor type.');
      if (r.symbol !== 1 && r.symbol !== -1) fail('every alarm rule needs a comparison.');
      if (typeof r.value !== 'number' || !Number.isFinite(r.value)) fail('every alarm rule needs a value.');
      const desc = r.desc?.trim() ? r.desc.trim() : null;
      return { name, tag: r.tag!, symbol: r.symbol as 1 | -1, value: r.value!, desc };
    });
    const actions = (args.actions ?? []).map((a) => {
      if (typeof a.userID !== 'number' || !Number.isInteger(a.userID) || !a.tag || !isAlarmSensorType(a.tag)) {
        fail('every notification needs a user and a sensor type.');
      }
      const delay = a.delay ?? 0;
      if (!isNotificationDelay(delay)) fail('the notification delay is not one of the choices.');
      if (a.action !== 'sms' && a.action !== 'email') fail('a notification is sent by sms or email.');
      return { userId: a.userID!, tag: a.tag!, delay, action: a.action as 'sms' | 'email' };
    });

    const change: MassChange = {
      applicationSignature: sig(args.setting1, 'application'),
      relocateSignature: sig(args.setting2, 'relocate'),
      path,
      companyId: unset(args.setting4) ? null : wholeId(args.setting4!, 'the company'),
      readingMinutes: unset(args.setting5) ? null : intervalOf(args.setting5!, 'reading', isSuperUser),
      groupId: unset(args.setting7) ? null : wholeId(args.setting7!, 'the group'),
      tag: units !== null || thresholds !== null ? tag : null,
      displayUnits: units,
      thresholds,
      transmitMinutes: unset(args.setting11) ? null : intervalOf(args.setting11!, 'transmit', isSuperUser),
      rules,
      actions,
    };
    if (!hasChange(change)) return { ok: false, error: MASS_UPDATE_TEXTS.formError };
    return { ok: true, ids, change };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.message };
    throw e;
  }
}

function hasChange(c: MassChange): boolean {
  const { rules, actions, tag: _tag, ...slots } = c;
  return rules.length > 0 || actions.length > 0 || Object.values(slots).some((v) => v !== null);
}
