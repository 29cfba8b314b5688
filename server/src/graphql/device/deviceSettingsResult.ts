import type { Db } from '../../db/connection';

/** Every setting row of the device, as the Settings section reads them after a change. */
export function deviceSettingRows(db: Db, deviceId: number) {
  return db.selectFrom('device_settings').selectAll().where('device_id', '=', deviceId).orderBy('key').execute();
}
