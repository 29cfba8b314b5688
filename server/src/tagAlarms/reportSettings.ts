import type { Viewer } from '../auth/viewer';
import { visibleTag } from '../auth/policy/tagAlarmAccess';
import { audit } from '../auth/audit';
import type { Db } from '../db/connection';

/** Sets a tag's report hour or barrels per inch (the caller has checked the right and the value); audited. */
export async function updateReportSettings(
  db: Db,
  viewer: Viewer,
  deviceId: number,
  tag: string,
  set: { report_hour?: number; barrels_per_inch?: number },
  ip: string | null,
) {
  return db.transaction().execute(async (trx) => {
    const v = await visibleTag(trx, viewer, deviceId, tag, { forUpdate: true });
    const row = await trx.updateTable('tags').set(set).where('device_id', '=', v.device.id).where('tag', '=', v.tag.tag)
      .returning(['barrels_per_inch', 'report_hour']).executeTakeFirstOrThrow();
    await audit(trx, { viewer: viewer, ip }, 'tag.reportSettings', { type: 'tag', id: `${v.device.id}:${v.tag.tag}` }, set);
    return { deviceID: v.device.id, tag: v.tag.tag, barrelsPerInch: row.barrels_per_inch, reportHour: row.report_hour };
  });
}
