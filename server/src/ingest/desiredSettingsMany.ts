import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';

export interface Downlink {
  /** Changes whenever anything below changes; the device reports it back as the `config_version` setting. */
  version: string;
  settings: Record<string, string>;
  alarms: Record<string, {
    criticalHigh: number | null;
    criticalLow: number | null;
    highWarning: number | null;
    lowWarning: number | null;
    rules: { name: string; symbol: number; value: number }[];
  }>;
}

/**
 * What the server wants each device to apply (DESIGN.md §4): every desired setting, and each tag's alarm thresholds
 * and rules so the device can raise alarms between transmissions. Three queries whatever the number of devices (a
 * mass update asks for thousands). Migration 009's triggers announce every change to what this reads.
 */
export async function desiredSettingsMany(db: Db, deviceIds: readonly number[]): Promise<Map<number, Downlink>> {
  const ids = [...new Set(deviceIds)];
  const out = new Map<number, Downlink>();
  if (ids.length === 0) return out;
  const [settingRows, tagRows, ruleRows] = await Promise.all([
    db.selectFrom('device_settings').select(['device_id', 'key', 'desired_value']).where('device_id', 'in', ids)
      .where('desired_value', 'is not', null).orderBy('device_id').orderBy('key').execute(),
    db.selectFrom('tags').select(['device_id', 'tag', 'critical_high', 'critical_low', 'high_warning', 'low_warning'])
      .where('device_id', 'in', ids).orderBy('device_id').orderBy('tag').execute(),
    db.selectFrom('alarm_rules').select(['device_id', 'tag', 'name', 'symbol', 'value']).where('device_id', 'in', ids)
      .orderBy('device_id').orderBy('tag').orderBy('id').execute(),
  ]);
  const parts = new Map<number, { settings: Downlink['settings']; alarms: Downlink['alarms'] }>();
  for (const id of ids) parts.set(id, { settings: {}, alarms: {} });
  for (const r of settingRows) parts.get(Number(r.device_id))!.settings[r.key] = r.desired_value as string;
  const rulesOf = new Map<string, { name: string; symbol: number; value: number }[]>();
  for (const r of ruleRows) {
    const key = `${r.device_id}:${r.tag}`;
    let list = rulesOf.get(key);
    if (!list) rulesOf.set(key, (list = []));
    list.push({ name: r.name, symbol: r.symbol, value: r.value });
  }
  for (const t of tagRows) {
    const rules = rulesOf.get(`${t.device_id}:${t.tag}`) ?? [];
    if (rules.length || t.critical_high !== null || t.critical_low !== null || t.high_warning !== null || t.low_warning !== null) {
      parts.get(Number(t.device_id))!.alarms[t.tag] = {
        criticalHigh: t.critical_high, criticalLow: t.critical_low, highWarning: t.high_warning, lowWarning: t.low_warning, rules,
      };
    }
  }
  for (const [id, { settings, alarms }] of parts) {
    const version = createHash('sha256').update(JSON.stringify({ settings, alarms })).digest('hex').slice(0, 12);
    out.set(id, { version, settings, alarms });
  }
  return out;
}
