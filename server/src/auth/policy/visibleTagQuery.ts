import type { Db } from '../../db/connection';
import type { Viewer } from '../viewer';
import { deviceFilter } from './deviceFilter';

/** The query for one tag row, limited to devices the viewer may see; callers add columns and run it. */
export function visibleTagQuery(db: Db, viewer: Viewer, deviceId: number, tag: string) {
  return db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .selectAll('tags')
    .where('tags.device_id', '=', deviceId)
    .where('tags.tag', '=', tag)
    .where(deviceFilter(viewer, 'devices'));
}
