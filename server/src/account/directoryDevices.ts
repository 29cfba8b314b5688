import type { Db } from '../db/connection';
import type { DeviceRow } from '../db/rows';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';

/**
 * GET_DIRECTORY_DEVICES (spec 2 §3 "Directory device"): every device the viewer may see, for the Directory CSV
 * export on the account page, in directory order (company, path, name).
 */
export function directoryDevices(db: Db, viewer: Viewer): Promise<DeviceRow[]> {
  return db
    .selectFrom('devices')
    .selectAll()
    .where(deviceFilter(viewer, 'devices'))
    .orderBy('company_id')
    .orderBy('path')
    .orderBy('name')
    .orderBy('id')
    .execute();
}
