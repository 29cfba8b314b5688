import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { cancelPendingAlarmNotifications } from './alarmNotifications';

/* updateAlarms' addition for the offline alarm: whether this tag watches its device's silence, and after how many
 * transmit intervals (offlineScheduler.ts). */

export interface OfflineAlarmInput {
  enabled: boolean;
  /** Transmit intervals of silence; 2.5 when not given. */
  factor?: number | null;
}

export const DEFAULT_OFFLINE_FACTOR = 2.5;
const MIN_FACTOR = 1;
const MAX_FACTOR = 100;

/** Refuses a factor below one interval (every late message would alarm) or beyond 100; before anything is written. */
export function checkOfflineAlarm(input: OfflineAlarmInput | null | undefined): void {
  const f = input?.factor;
  if (f != null && !(Number.isFinite(f) && f >= MIN_FACTOR && f <= MAX_FACTOR)) {
    throw new AppError('ALARM_INPUT_INVALID', {
      cause: new Error(`updateAlarms: the offline factor must be from ${MIN_FACTOR} to ${MAX_FACTOR} transmit intervals`),
    });
  }
}

/**
 * Stores the tag's offline alarm ('remove' and `enabled: false` switch it off; not sent leaves it). Switching it off
 * while it is raised puts the tag back to normal at once, with a log entry: nothing else would ever clear it.
 */
export async function writeOfflineAlarm(
  trx: Db,
  deviceId: number,
  tag: string,
  input: OfflineAlarmInput | null | undefined,
  mode: 'update' | 'remove',
): Promise<void> {
  if (mode === 'update' && input == null) return;
  if (mode === 'update' && input!.enabled) {
    const factor = input!.factor ?? DEFAULT_OFFLINE_FACTOR;
    await trx
      .insertInto('offline_alarms')
      .values({ device_id: deviceId, tag, factor })
      .onConflict((oc) => oc.columns(['device_id', 'tag']).doUpdateSet({ factor }))
      .execute();
    return;
  }
  const removed = await trx
    .deleteFrom('offline_alarms')
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .returning('raised_after')
    .executeTakeFirst();
  if (!removed?.raised_after) return;
  const back = await sql`
    UPDATE tags SET alarm_flag = 'norm', alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL
    WHERE device_id = ${deviceId} AND tag = ${tag} AND alarm_flag = 'offline'`.execute(trx);
  if (!Number(back.numAffectedRows ?? 0)) return;
  await trx
    .insertInto('alarm_log')
    .values({ device_id: deviceId, tag, user_id: null, action: 'norm', value: null, detail: 'offline alarm switched off' })
    .execute();
  await cancelPendingAlarmNotifications(trx, [{ deviceId, tag }]);
}
