import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { baseUnitOf, calibrationSourceTag, deviceAlarms, effectiveUnits, type DeviceAlarms } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { shownCalibration, type ShownCalibrationColumns } from '../tag/shownCalibration';

export interface Downlink {
  /** Changes whenever anything below changes; the device reports it back as the `config_version` setting. */
  version: string;
  settings: Record<string, string>;
  /** Per tag, thresholds and rules in the tag's base unit, before calibration: what the device itself sends. */
  alarms: Record<string, DeviceAlarms>;
}

/**
 * What the server wants each device to apply (DESIGN.md §4): every desired setting, and each tag's alarm thresholds
 * and rules so the device can raise alarms between transmissions, in one unit per tag whatever the display units
 * (deviceAlarms). Three queries whatever the number of devices (a mass update asks for thousands), and a fourth for
 * the calibrations of the devices with alarms. Migrations 009 and 024 announce every change to what this reads.
 */
export async function desiredSettingsMany(db: Db, deviceIds: readonly number[]): Promise<Map<number, Downlink>> {
  const ids = [...new Set(deviceIds)];
  const out = new Map<number, Downlink>();
  if (ids.length === 0) return out;
  const [settingRows, tagRows, ruleRows] = await Promise.all([
    db
      .selectFrom('device_settings')
      .select(['device_id', 'key', 'desired_value'])
      .where('device_id', 'in', ids)
      .where('desired_value', 'is not', null)
      .orderBy('device_id')
      .orderBy('key')
      .execute(),
    db
      .selectFrom('tags')
      .innerJoin('devices', 'devices.id', 'tags.device_id')
      .select([
        'tags.device_id',
        'tags.tag',
        'tags.critical_high',
        'tags.critical_low',
        'tags.high_warning',
        'tags.low_warning',
        'tags.display_units',
        'devices.display_units as device_units',
        'devices.default_tag',
      ])
      .where('tags.device_id', 'in', ids)
      .orderBy('tags.device_id')
      .orderBy('tags.tag')
      .execute(),
    db
      .selectFrom('alarm_rules')
      .select(['device_id', 'tag', 'name', 'symbol', 'value'])
      .where('device_id', 'in', ids)
      .orderBy('device_id')
      .orderBy('tag')
      .orderBy('id')
      .execute(),
  ]);
  // calibrations change only the numbers of tags with alarms: read them for those devices alone (every HTTP answer
  // carries a downlink, and most devices have no calibration worth a query)
  const alarmed = new Set<number>(ruleRows.map((r) => Number(r.device_id)));
  for (const t of tagRows) {
    if (t.critical_high !== null || t.critical_low !== null || t.high_warning !== null || t.low_warning !== null)
      alarmed.add(Number(t.device_id));
  }
  const calibrationRows =
    alarmed.size === 0
      ? { rows: [] }
      : await sql<{ device_id: number; tag: string; calibration: ShownCalibrationColumns }>`
      SELECT DISTINCT ON (cal.device_id, cal.tag) cal.device_id, cal.tag, to_jsonb(cal) || jsonb_build_object('strap', tn.strap) AS calibration
        FROM calibrations cal LEFT JOIN tank_names tn ON tn.tank_name = cal.tank_name
       WHERE cal.device_id = ANY(${[...alarmed]}::bigint[])
       ORDER BY cal.device_id, cal.tag, cal.time DESC`.execute(db);
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
  const calibrations = new Map(calibrationRows.rows.map((c) => [`${c.device_id}:${c.tag}`, c.calibration]));
  for (const t of tagRows) {
    const rules = rulesOf.get(`${t.device_id}:${t.tag}`) ?? [];
    if (rules.length || t.critical_high !== null || t.critical_low !== null || t.high_warning !== null || t.low_warning !== null) {
      parts.get(Number(t.device_id))!.alarms[t.tag] = deviceAlarms({
        tag: t.tag,
        baseUnit: baseUnitOf(t.tag),
        displayUnit: effectiveUnits(
          { tag: t.tag, displayUnits: t.display_units },
          { defaultTag: t.default_tag, displayUnits: t.device_units },
        ),
        calibration: shownCalibration(calibrations.get(`${t.device_id}:${calibrationSourceTag(t.tag)}`)),
        thresholds: { criticalHigh: t.critical_high, criticalLow: t.critical_low, highWarning: t.high_warning, lowWarning: t.low_warning },
        rules,
      });
    }
  }
  for (const [id, { settings, alarms }] of parts) {
    const version = createHash('sha256').update(JSON.stringify({ settings, alarms })).digest('hex').slice(0, 12);
    out.set(id, { version, settings, alarms });
  }
  return out;
}
