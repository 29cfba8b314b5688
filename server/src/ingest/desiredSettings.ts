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
 * What the server wants a device to apply (DESIGN.md §4): every desired setting, and each tag's alarm thresholds
 * and rules so the device can raise alarms between transmissions.
 */
export async function desiredSettings(db: Db, deviceId: number): Promise<Downlink> {
  const [settingRows, tagRows, ruleRows] = await Promise.all([
    db.selectFrom('device_settings').select(['key', 'desired_value']).where('device_id', '=', deviceId)
      .where('desired_value', 'is not', null).orderBy('key').execute(),
    db.selectFrom('tags').select(['tag', 'critical_high', 'critical_low', 'high_warning', 'low_warning'])
      .where('device_id', '=', deviceId).orderBy('tag').execute(),
    db.selectFrom('alarm_rules').select(['tag', 'name', 'symbol', 'value']).where('device_id', '=', deviceId)
      .orderBy('tag').orderBy('id').execute(),
  ]);
  const settings = Object.fromEntries(settingRows.map((r) => [r.key, r.desired_value as string]));
  const alarms: Downlink['alarms'] = {};
  for (const t of tagRows) {
    const rules = ruleRows.filter((r) => r.tag === t.tag).map((r) => ({ name: r.name, symbol: r.symbol, value: r.value }));
    if (rules.length || t.critical_high !== null || t.critical_low !== null || t.high_warning !== null || t.low_warning !== null) {
      alarms[t.tag] = { criticalHigh: t.critical_high, criticalLow: t.critical_low, highWarning: t.high_warning, lowWarning: t.low_warning, rules };
    }
  }
  const version = createHash('sha256').update(JSON.stringify({ settings, alarms })).digest('hex').slice(0, 12);
  return { version, settings, alarms };
}
