import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Clear Alarms (spec 3 §4): the devices' alarm rules, notifications and legacy thresholds (with their holds and the
 * offline alarms); every tag back to normal and its pending alarm notifications cancelled.
 */
export async function clearDeviceAlarms(trx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await trx.deleteFrom('alarm_rules').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('alarm_actions').where('device_id', 'in', ids).execute();
  // what holds the thresholds and where held conditions stood, and the offline alarms: alarm settings too
  await trx.deleteFrom('tag_threshold_holds').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('alarm_hold_states').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('offline_alarms').where('device_id', 'in', ids).execute();
  await trx
    .updateTable('tags')
    .set({
      critical_high: null,
      critical_low: null,
      high_warning: null,
      low_warning: null,
      alarm_flag: 'norm',
      alarm_flag_time: null,
      alarm_acknowledged_at: null,
      alarm_acknowledged_by: null,
    })
    .where('device_id', 'in', ids)
    .execute();
  await sql`UPDATE notification_outbox SET status = 'cancelled'
    WHERE status = 'pending' AND kind = 'alarm' AND device_id = ANY(${ids}::bigint[])`.execute(trx);
}
