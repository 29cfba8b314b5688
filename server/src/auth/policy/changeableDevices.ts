import type { Viewer } from '../viewer';
import type { Db } from '../../db/connection';
import { capabilitiesOf } from '@fieldwatch/domain';
import { AppError } from '../../errors/AppError';
import { deviceFilter } from './deviceFilter';

export interface ChangeableDevice {
  id: number;
  company_id: number | null;
  firmware_version: number | null;
  default_tag: string | null;
  display_units: string | null;
}

/**
 * The devices among `ids` that the viewer may change in bulk (Update Devices, Clear Data / Clear Alarms), locked
 * for the rest of the transaction, and the ids refused. Only managers and super users use mass update (spec 3 §2);
 * within it a manager reaches the devices of their company (and, when privileged, of their allow-listed companies),
 * a super user every device. An id that does not exist is refused exactly like one of another company.
 */
export async function changeableDevices(
  trx: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<{ devices: ChangeableDevice[]; refused: number[] }> {
  if (!capabilitiesOf(viewer).massUpdate) throw new AppError('FORBIDDEN');
  if (ids.length === 0) return { devices: [], refused: [] };
  const devices = await trx
    .selectFrom('devices')
    .select(['id', 'company_id', 'firmware_version', 'default_tag', 'display_units'])
    .where('id', 'in', ids as number[])
    .where(deviceFilter(viewer, 'devices'))
    .orderBy('id')
    .forUpdate()
    .execute();
  const found = new Set(devices.map((d) => d.id));
  return { devices, refused: ids.filter((id) => !found.has(id)) };
}
