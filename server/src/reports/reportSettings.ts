import { parseReportHour } from '@fieldwatch/domain';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanEditReportSettings, visibleTag } from '../auth/policy/tagAlarmAccess';
import { audit } from '../auth/audit';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/** Sets a tag's report hour or barrels per inch (the caller has checked the right and the value); audited. */
async function updateReportSettings(
  db: Db,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  set: { report_hour?: number; barrels_per_inch?: number },
) {
  return db.transaction().execute(async (trx) => {
    const v = await visibleTag(trx, actor.viewer, deviceId, tag, { forUpdate: true });
    const row = await trx
      .updateTable('tags')
      .set(set)
      .where('device_id', '=', v.device.id)
      .where('tag', '=', v.tag.tag)
      .returning(['barrels_per_inch', 'report_hour'])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'tag.reportSettings', { type: 'tag', id: `${v.device.id}:${v.tag.tag}` }, set);
    return { deviceID: v.device.id, tag: v.tag.tag, barrelsPerInch: row.barrels_per_inch, reportHour: row.report_hour };
  });
}

/**
 * UPDATE_BPI (spec 2 §7): the tank report's barrels per inch, a positive number. The right is checked before the
 * value (report settings need the editDisplay permission, as updateTag's barrelsPerInch does).
 */
export async function updateBarrelsPerInch(db: Db, actor: AuthorizedActor, deviceId: number, tag: string, barrelsPerInch: number) {
  assertCanEditReportSettings(actor.viewer);
  if (!Number.isFinite(barrelsPerInch) || barrelsPerInch <= 0) {
    throw new AppError('REPORT_INPUT_INVALID', { cause: new Error(`updateBPI: ${barrelsPerInch}`) });
  }
  return updateReportSettings(db, actor, deviceId, tag, { barrels_per_inch: barrelsPerInch });
}

/** The report hour of a tag's reports (spec 2 §7), an integer 0 to 24; the right is checked before the value. */
export async function updateReportHour(db: Db, actor: AuthorizedActor, deviceId: number, tag: string, reportHour: number) {
  assertCanEditReportSettings(actor.viewer);
  if (parseReportHour(reportHour) === null) {
    throw new AppError('REPORT_INPUT_INVALID', { cause: new Error(`updateReportHour: ${reportHour}`) });
  }
  return updateReportSettings(db, actor, deviceId, tag, { report_hour: reportHour });
}
