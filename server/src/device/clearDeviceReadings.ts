import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';

/**
 * Removes the device's readings (hot and compacted), their rollups and the values users typed in, and forgets the latest values so
 * cards show no reading. Settings, calibrations, alarms and comments stay. Returns how many readings went.
 */
export async function clearDeviceReadings(trx: Db, deviceId: number): Promise<number> {
  await shareReadingDays(trx);
  const removed = await trx.deleteFrom('readings').where('device_id', '=', deviceId).executeTakeFirst();
  const packed = await trx
    .deleteFrom('reading_days')
    .where('device_id', '=', deviceId)
    .returning(sql<number>`cardinality(times)`.as('n'))
    .execute();
  await trx.deleteFrom('readings_hourly').where('device_id', '=', deviceId).execute();
  await trx.deleteFrom('readings_daily').where('device_id', '=', deviceId).execute();
  await trx.deleteFrom('user_data').where('device_id', '=', deviceId).execute();
  await trx.updateTable('tags').set({ time: null, value: null, temp: null }).where('device_id', '=', deviceId).execute();
  await trx.updateTable('devices').set({ latest_reading: null }).where('id', '=', deviceId).execute();
  return Number(removed.numDeletedRows) + packed.reduce((s, r) => s + r.n, 0);
}
