import { LIFECYCLE_STATUSES } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { DeviceRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { AppError } from '../errors/AppError';

/**
 * Records a lifecycle status (spec 2 §3) and makes it the device's latest. Super users; the protected codes
 * (1 to 3) belong to the purchase-order and test tools, not to the device page. The role and the device are checked
 * before the code, under the device's row lock, and the change is audited in the same transaction.
 */
export async function addStatus(db: Db, actor: AuthorizedActor, deviceId: number, status: number): Promise<DeviceRow> {
  const known = LIFECYCLE_STATUSES.find((s) => s.code === status);
  return db.transaction().execute(async (trx) => {
    await lockDeviceFor(trx, actor.viewer, deviceId, 'superUser');
    if (!known || known.protected) throw new AppError('STATUS_INVALID');
    await trx.insertInto('device_status_log').values({ device_id: deviceId, status, user_id: actor.viewer.id }).execute();
    const row = await trx.updateTable('devices').set({ status }).where('id', '=', deviceId).returningAll().executeTakeFirstOrThrow();
    await audit(trx, actor, 'device.status', { type: 'device', id: deviceId }, { status });
    return row;
  });
}
