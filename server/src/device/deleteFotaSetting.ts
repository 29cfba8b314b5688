import { sql } from 'kysely';
import { FOTA_SETTING_KEYS } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { deviceGrants } from '../auth/policy/deviceGrants';
import { AppError } from '../errors/AppError';
import { deviceSettingRows } from './deviceSettingRows';

/**
 * Clear Fota (spec 2 §4.1): withdraws the firmware update the device was told to fetch by clearing the desired
 * values of the FOTA keys. Super users, and users holding the clear_fota grant on the device; under the device's row
 * lock and audited in the same transaction. Returns every setting row the viewer may read.
 */
export async function deleteFotaSetting(db: Db, actor: AuthorizedActor, deviceId: number) {
  const viewer = actor.viewer;
  await db.transaction().execute(async (trx) => {
    await lockDeviceFor(trx, viewer, deviceId, 'rename');
    if (!(await deviceGrants(trx, viewer, deviceId)).has('clear_fota')) throw new AppError('FORBIDDEN');
    await trx
      .updateTable('device_settings')
      .set({ desired_value: null, desired_time: sql<Date>`now()` })
      .where('device_id', '=', deviceId)
      .where('key', 'in', [...FOTA_SETTING_KEYS])
      .execute();
    await audit(trx, actor, 'device.clearFota', { type: 'device', id: deviceId });
  });
  return deviceSettingRows(db, deviceId, viewer);
}
