import type { Db } from '../db/connection';
import type { DeviceRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { findVisibleDevice, lockDeviceFor } from '../auth/policy/deviceAccess';
import { AppError } from '../errors/AppError';
import { copyDeviceSetup } from './copyDeviceSetup';

/**
 * Replace Device (spec 2 §4.1): the new device gets the old one's setup and becomes active; the old one becomes
 * inactive and points at its replacement. Returns the old device. Refused, with nothing copied, when the new id
 * is the old one, does not exist (or is out of the viewer's reach) or belongs to another company. Both devices are
 * locked (the old one first) and the audit row is written in the same transaction.
 */
export async function replaceDevice(db: Db, actor: AuthorizedActor, oldDeviceId: number, newDeviceId: number): Promise<DeviceRow> {
  const viewer = actor.viewer;
  return db.transaction().execute(async (trx) => {
    const old = await lockDeviceFor(trx, viewer, oldDeviceId, 'editInfo');
    if (newDeviceId === oldDeviceId) throw new AppError('REPLACEMENT_SELF');
    const replacement = await findVisibleDevice(trx, viewer, newDeviceId);
    if (!replacement) throw new AppError('REPLACEMENT_NOT_FOUND');
    if (replacement.company_id !== old.company_id) throw new AppError('REPLACEMENT_OTHER_COMPANY');
    await trx.selectFrom('devices').select('id').where('id', '=', newDeviceId).forUpdate().execute();
    await copyDeviceSetup(trx, old.id, replacement.id);
    await trx.updateTable('devices').set({ is_active: true }).where('id', '=', replacement.id).execute();
    const row = await trx
      .updateTable('devices')
      .set({ is_active: false, replacement_id: replacement.id })
      .where('id', '=', old.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'device.replace', { type: 'device', id: old.id }, { replacementID: replacement.id });
    return row;
  });
}
