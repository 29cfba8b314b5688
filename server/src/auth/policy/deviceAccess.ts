import { deviceAbilities, type DeviceAbilities } from '@fieldwatch/domain';
import type { Db } from '../../db/connection';
import type { DeviceRow } from '../../db/rows';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { deviceFilter } from './deviceFilter';

/** The device if the viewer may see it; undefined for a device that is absent or out of the viewer's reach. */
export async function findVisibleDevice(db: Db, viewer: Viewer, deviceId: number): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').selectAll().where('id', '=', deviceId).where(deviceFilter(viewer, 'devices')).executeTakeFirst();
}

/**
 * For a change to one device: FORBIDDEN unless the viewer's role holds the ability, then the device locked for the
 * rest of the transaction. A device the viewer cannot see answers 'Device not found.', like one that does not exist.
 */
export async function lockDeviceFor(trx: Db, viewer: Viewer, deviceId: number, ability: keyof DeviceAbilities): Promise<DeviceRow> {
  assertDeviceAbility(viewer, ability);
  const row = await trx
    .selectFrom('devices')
    .selectAll()
    .where('id', '=', deviceId)
    .where(deviceFilter(viewer, 'devices'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('DEVICE_NOT_FOUND');
  return row;
}

function assertDeviceAbility(viewer: Viewer, ability: keyof DeviceAbilities): void {
  if (!deviceAbilities(viewer)[ability]) throw new AppError('FORBIDDEN');
}
