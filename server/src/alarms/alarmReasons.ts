import { sql } from 'kysely';
import { ALARM_FLAGS, alarmReason, type AlarmReason } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { tagKey } from '../loaders/batchReads';
import { loadTagAlarmConfigs } from './tagAlarmConfig';

interface RaisingRow {
  device_id: number;
  tag: string;
  action: string;
  value: number | null;
  shown_value: number | null;
  shown_unit: string | null;
  detail: string | null;
  at: Date;
  flag_time: Date | null;
}

/**
 * Why each of the tags is in alarm (domain alarmReason), keyed `${deviceId}:${tag}`; null for a tag at 'norm' or one
 * the database does not have. Read with the alarm engine's own view of the tag's settings (loadTagAlarmConfigs) and
 * the newest flag change of its alarm log, which explains the flag when it is the change to it. Callers have already
 * checked that the viewer may see the devices.
 */
export async function alarmReasonsByTag(db: Db, keys: readonly string[]): Promise<(AlarmReason | null)[]> {
  const parsed = keys.map((k) => {
    const i = k.indexOf(':');
    return { deviceId: Number(k.slice(0, i)), tag: k.slice(i + 1) };
  });
  const [configs, raising] = await Promise.all([loadTagAlarmConfigs(db, parsed), raisingEntries(db, parsed)]);
  return parsed.map(({ deviceId, tag }) => {
    const cfg = configs.get(deviceId)?.get(tag);
    const row = raising.get(tagKey(deviceId, tag));
    if (!cfg || !row) return null;
    return alarmReason({
      tag,
      flag: cfg.flag,
      displayUnit: cfg.displayUnit,
      thresholds: cfg.thresholds,
      rules: cfg.rules,
      limits: cfg.limits,
      conversion: cfg.conversion,
      calibration: cfg.calibration,
      // a flag set some other way than by a change the log keeps (an older change of the same flag is not its cause)
      raised:
        row.action === cfg.flag
          ? { value: row.value, shownValue: row.shown_value, shownUnit: row.shown_unit, detail: row.detail, time: row.at.getTime() / 1000 }
          : null,
      flagTime: row.flag_time === null ? null : row.flag_time.getTime() / 1000,
    });
  });
}

/** Each tag's flag time and newest alarm log row that changed a flag (any other row: ack, messages, edits, is skipped). */
async function raisingEntries(db: Db, keys: readonly { deviceId: number; tag: string }[]): Promise<Map<string, RaisingRow>> {
  const res = await sql<RaisingRow>`
    SELECT t.device_id, t.tag, coalesce(l.action, '') AS action, l.value, l.shown_value, l.shown_unit, l.detail,
           coalesce(l.reading_time, l.time, t.alarm_flag_time, now()) AS at, t.alarm_flag_time AS flag_time
    FROM unnest(${keys.map((k) => k.deviceId)}::bigint[], ${keys.map((k) => k.tag)}::text[]) AS k(device_id, tag)
    JOIN tags t ON t.device_id = k.device_id AND t.tag = k.tag
    LEFT JOIN LATERAL (
      SELECT a.action, a.value, a.shown_value, a.shown_unit, a.detail, a.reading_time, a.time FROM alarm_log a
      WHERE a.device_id = t.device_id AND a.tag = t.tag AND a.action = ANY(${[...ALARM_FLAGS]}::text[])
      ORDER BY a.id DESC LIMIT 1
    ) l ON true
    WHERE t.alarm_flag <> 'norm'`.execute(db);
  return new Map(res.rows.map((r) => [tagKey(r.device_id, r.tag), r]));
}
