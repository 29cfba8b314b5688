import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import type { AlarmFlag } from '../db/schemaTags';
import { AppError } from '../errors/AppError';

export interface LockedTag {
  deviceId: number;
  tag: string;
  flag: AlarmFlag;
  flagTime: Date | null;
  acknowledgedAt: Date | null;
  value: number | null;
}

/**
 * The tag's row, locked for the rest of the transaction, if the viewer may see its device; NOT_FOUND otherwise, so
 * a device of another company looks the same as one that does not exist.
 */
export async function lockVisibleTag(trx: Db, viewer: Viewer, deviceId: number, tag: string): Promise<LockedTag> {
  const row = await trx
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .select(['tags.device_id', 'tags.tag', 'tags.alarm_flag', 'tags.alarm_flag_time', 'tags.alarm_acknowledged_at', 'tags.value'])
    .where('tags.device_id', '=', deviceId)
    .where('tags.tag', '=', tag)
    .where(deviceFilter(viewer, 'devices'))
    .forUpdate('tags')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Device not found.' });
  return {
    deviceId: row.device_id,
    tag: row.tag,
    flag: row.alarm_flag,
    flagTime: row.alarm_flag_time,
    acknowledgedAt: row.alarm_acknowledged_at,
    value: row.value,
  };
}

/** Every tag of the device with its alarm state, in tag order: what the page redraws after an acknowledgement. */
export async function deviceAlarmStates(db: Db, deviceId: number) {
  const rows = await db
    .selectFrom('tags')
    .select(['tag', 'alarm_flag', sql<boolean>`alarm_acknowledged_at IS NOT NULL`.as('acknowledged')])
    .where('device_id', '=', deviceId)
    .orderBy('tag')
    .execute();
  return rows.map((r) => ({ tag: r.tag, alarms: { flag: r.alarm_flag, acknowledged: r.acknowledged } }));
}
