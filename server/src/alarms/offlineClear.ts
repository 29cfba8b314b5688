import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { cancelPendingAlarmNotifications } from './alarmNotifications';

/**
 * Clears the raised offline alarms of devices that have just sent something (the engine calls it, before evaluating
 * a committed batch's readings, for the batch's devices that OfflineCandidates cannot rule out): the watching tags go
 * back to 'norm' with a log entry, their pending notifications are cancelled, and the next silence can raise again.
 * Costs one index-only read of the (nearly always empty) raised rows when nothing is offline. Returns the tags it
 * cleared.
 */
export async function clearOfflineAlarms(db: Db, deviceIds: readonly number[]): Promise<{ deviceId: number; tag: string }[]> {
  if (!deviceIds.length) return [];
  const raised = await sql<{ device_id: number }>`
    SELECT DISTINCT device_id FROM offline_alarms WHERE raised_after IS NOT NULL AND device_id = ANY(${[...new Set(deviceIds)]}::bigint[])`.execute(
    db,
  );
  if (!raised.rows.length) return [];
  const ids = raised.rows.map((r) => r.device_id);
  return db.transaction().execute(async (trx) => {
    const rows = (
      await sql<{ device_id: number; tag: string }>`
        UPDATE offline_alarms SET raised_after = NULL
        WHERE raised_after IS NOT NULL AND device_id = ANY(${ids}::bigint[])
        RETURNING device_id, tag`.execute(trx)
    ).rows;
    if (!rows.length) return [];
    // only a tag still offline goes back to normal: a reading may have raised something else on it meanwhile
    const cleared = (
      await sql<{ device_id: number; tag: string }>`
        WITH locked AS (
          SELECT t.device_id, t.tag FROM tags t
          JOIN unnest(${rows.map((r) => r.device_id)}::bigint[], ${rows.map((r) => r.tag)}::text[]) AS k(device_id, tag)
            ON t.device_id = k.device_id AND t.tag = k.tag
          ORDER BY t.device_id, t.tag FOR UPDATE OF t)
        UPDATE tags t SET alarm_flag = 'norm', alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL
        FROM locked WHERE t.device_id = locked.device_id AND t.tag = locked.tag AND t.alarm_flag = 'offline'
        RETURNING t.device_id, t.tag`.execute(trx)
    ).rows;
    if (!cleared.length) return [];
    await trx
      .insertInto('alarm_log')
      .values(
        cleared.map((c) => ({
          device_id: c.device_id,
          tag: c.tag,
          user_id: null,
          action: 'norm',
          value: null,
          detail: 'the device sent a message',
        })),
      )
      .execute();
    const keys = cleared.map((c) => ({ deviceId: c.device_id, tag: c.tag }));
    await cancelPendingAlarmNotifications(trx, keys);
    return keys;
  });
}
