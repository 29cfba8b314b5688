import { sql } from 'kysely';
import { FOTA_SETTING_KEYS } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { deviceGrants } from '../auth/policy/deviceGrants';
import { AppError } from '../errors/AppError';
import { deviceSettingRows } from './deviceSettingRows';
import { snapshotFota } from '../undo/fotaSnapshot';
import { recordRemoval } from '../undo/recordRemoval';
import type { Clock } from '../util/clock';

/**
 * Clear Fota (spec 2 §4.1): withdraws the firmware update the device was told to fetch by clearing the desired
 * values of the FOTA keys. Super users, and users holding the clear_fota grant on the device; under the device's row
 * lock and audited in the same transaction, the cleared values kept for an Undo. Returns every setting row the viewer may
 * read.
 */
export async function deleteFotaSetting(db: Db, clock: Clock, actor: AuthorizedActor, deviceId: number) {
  const viewer = actor.viewer;
  await db.transaction().execute(async (trx) => {
    await lockDeviceFor(trx, viewer, deviceId, 'rename');
    if (!(await deviceGrants(trx, viewer, deviceId)).has('clear_fota')) throw new AppError('FORBIDDEN');
    // the cleared values are kept for an Undo (undo/undoRemoval.ts): the firmware choice is small and exactly restorable
    const removed = await snapshotFota(trx, deviceId);
    await trx
      .updateTable('device_settings')
      .set({ desired_value: null, desired_time: sql<Date>`now()` })
      .where('device_id', '=', deviceId)
      .where('key', 'in', [...FOTA_SETTING_KEYS])
      .execute();
    await audit(trx, actor, 'device.clearFota', { type: 'device', id: deviceId }, removed);
    await recordRemoval(trx, clock, actor, { action: 'device.clearFota', deviceId, payload: removed });
  });
  return deviceSettingRows(db, deviceId, viewer);
}
