import { tagPermissionsOf, type TagPermissions } from '@fieldwatch/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { DevicesTable } from '../../db/schema';
import type { TagsTable } from '../../db/schemaTags';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { requireViewer } from './assertCan';
import { deviceFilter } from './deviceFilter';
import { visibleTagQuery } from './visibleTagQuery';

/** The device if the viewer may see it; NOT_FOUND otherwise, so another company's device looks absent. */
export async function visibleDevice(db: Db, viewer: Viewer, deviceId: number): Promise<Selectable<DevicesTable>> {
  const row = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', deviceId)
    .where(deviceFilter(viewer, 'devices'))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Device not found.' });
  return row;
}

/** The tag row if the viewer may see its device; NOT_FOUND or TAG_NOT_FOUND otherwise (tagAbsence). */
export async function visibleTag(db: Db, viewer: Viewer, deviceId: number, tag: string): Promise<Selectable<TagsTable>> {
  const row = await visibleTagQuery(db, viewer, deviceId, tag).executeTakeFirst();
  if (!row) throw await tagAbsence(db, viewer, deviceId);
  return row;
}

/**
 * Why a tag row was not found: TAG_NOT_FOUND when the viewer sees the device (it simply has no such tag), else
 * 'Device not found.', so another company's device still looks absent. Asked only after the tag's read came back
 * empty, so the pages' reads keep their one statement.
 */
export async function tagAbsence(db: Db, viewer: Viewer, deviceId: number): Promise<AppError> {
  const device = await db
    .selectFrom('devices')
    .select('id')
    .where('id', '=', deviceId)
    .where(deviceFilter(viewer, 'devices'))
    .executeTakeFirst();
  return device ? new AppError('TAG_NOT_FOUND') : new AppError('NOT_FOUND', { message: 'Device not found.' });
}

/** Throws FORBIDDEN unless the viewer holds the sensor-page permission (domain tagPermissions, spec 2 §6). */
export function assertTagPermission(viewer: Viewer | null, permission: keyof TagPermissions): Viewer {
  const v = requireViewer(viewer);
  if (!tagPermissionsOf(v)[permission]) throw new AppError('FORBIDDEN');
  return v;
}
