import type { Db } from '../db/connection';
import type { DeviceRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { AppError } from '../errors/AppError';

/**
 * A note in the device's lifecycle log, beside the status history (super users). The role and the device are
 * checked before the text, under the device's row lock; the note and its audit row are written together.
 * Returns the device as it is.
 */
export async function addLogComment(db: Db, actor: AuthorizedActor, deviceId: number, text: string): Promise<DeviceRow> {
  const comment = text.trim();
  return db.transaction().execute(async (trx) => {
    const device = await lockDeviceFor(trx, actor.viewer, deviceId, 'superUser');
    if (!comment || comment.length > 2000) throw new AppError('BAD_INPUT', { message: 'A comment has 1 to 2000 characters.' });
    await trx.insertInto('log_comments').values({ device_id: deviceId, comment, user_id: actor.viewer.id }).execute();
    await audit(trx, actor, 'device.logComment', { type: 'device', id: deviceId });
    return device;
  });
}
