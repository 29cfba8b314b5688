import { settingKeyVisible } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';

/**
 * The device's setting rows the viewer may read, as the Settings section reads them (spec 2 §3): every key for
 * super users, the others' keys filtered by the domain's visibility rule. Also what the setting commands answer.
 */
export async function deviceSettingRows(db: Db, deviceId: number, viewer: Viewer) {
  const rows = await db.selectFrom('device_settings').selectAll().where('device_id', '=', deviceId).orderBy('key').execute();
  return viewer.isSuperUser ? rows : rows.filter((r) => settingKeyVisible(r.key, viewer));
}
