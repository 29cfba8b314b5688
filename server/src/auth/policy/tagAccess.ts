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

/** The tag row if the viewer may see its device; NOT_FOUND otherwise. */
export async function visibleTag(db: Db, viewer: Viewer, deviceId: number, tag: string): Promise<Selectable<TagsTable>> {
  const row = await visibleTagQuery(db, viewer, deviceId, tag).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Device not found.' });
  return row;
}

/** Throws FORBIDDEN unless the viewer holds the sensor-page permission (domain tagPermissions, spec 2 §6). */
export function assertTagPermission(viewer: Viewer | null, permission: keyof TagPermissions): Viewer {
  const v = requireViewer(viewer);
  if (!tagPermissionsOf(v)[permission]) throw new AppError('FORBIDDEN');
  return v;
}
