import { visibleTag } from '../auth/policy/tagAlarmAccess';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import type { CalibrationEntryRow } from '../db/rows';

/**
 * Every calibration of a tag the viewer sees, newest first (spec 2 §7 GET_TAG's calibrations, and the calibration
 * panels loading on their own); NOT_FOUND when the viewer does not see the tag's device.
 */
export async function tagCalibrations(db: Db, viewer: Viewer, deviceId: number, tag: string): Promise<CalibrationEntryRow[]> {
  const v = await visibleTag(db, viewer, deviceId, tag);
  return db
    .selectFrom('calibrations')
    .selectAll()
    .where('device_id', '=', v.device.id)
    .where('tag', '=', v.tag.tag)
    .orderBy('time', 'desc')
    .execute();
}
