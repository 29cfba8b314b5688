import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';

/**
 * Clear Data (spec 3 §4): every reading of the devices (hot and compacted), their rollups and the latest values kept on their tags.
 * Calibrations, annotations and the message log stay.
 */
export async function clearDeviceData(trx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await shareReadingDays(trx);
  await trx.deleteFrom('readings').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('reading_days').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('readings_hourly').where('device_id', 'in', ids).execute();
  await trx.deleteFrom('readings_daily').where('device_id', 'in', ids).execute();
  await trx.updateTable('tags').set({ time: null, value: null, temp: null }).where('device_id', 'in', ids).execute();
  await trx.updateTable('devices').set({ latest_reading: null }).where('id', 'in', ids).execute();
}
