import type { Db } from '../db/connection';

/**
 * Removes the device's readings, their rollups and the values users typed in, and forgets the latest values so
 * cards show no reading. Settings, calibrations, alarms and comments stay. Returns how many readings went.
 */
export async function clearDeviceReadings(trx: Db, deviceId: number): Promise<number> {
  const removed = await trx.deleteFrom('readings').where('device_id', '=', deviceId).executeTakeFirst();
  await trx.deleteFrom('readings_hourly').where('device_id', '=', deviceId).execute();
  await trx.deleteFrom('readings_daily').where('device_id', '=', deviceId).execute();
  await trx.deleteFrom('user_data').where('device_id', '=', deviceId).execute();
  await trx.updateTable('tags').set({ time: null, value: null, temp: null }).where('device_id', '=', deviceId).execute();
  await trx.updateTable('devices').set({ latest_reading: null }).where('id', '=', deviceId).execute();
  return Number(removed.numDeletedRows);
}
