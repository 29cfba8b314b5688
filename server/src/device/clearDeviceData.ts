import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { clearDeviceReadings } from './clearDeviceReadings';

/**
 * Clear Data (spec 2 §4.1): every reading of every stream of the device, after the user confirmed. Needs the
 * editInfo ability; the device is locked, cleared and the audit row (with how many readings went) written in one
 * transaction.
 */
export async function clearDeviceData(db: Db, actor: AuthorizedActor, deviceId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockDeviceFor(trx, actor.viewer, deviceId, 'editInfo');
    const removed = await clearDeviceReadings(trx, deviceId);
    await audit(trx, actor, 'device.clearData', { type: 'device', id: deviceId }, { readings: removed });
  });
}
