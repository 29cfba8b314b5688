import { parseMassUpdate, type MassUpdateArgs } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { changeableDevices } from '../auth/policy/changeableDevices';
import { checkMassUpdateChoices } from '../auth/policy/massUpdateChoices';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { applyMassUpdate } from './applyMassUpdate';
import { NOT_YOURS, type MassUpdateResult } from './massRefusal';

/**
 * Update Devices (spec 3 §2, §5, §7): applies the settings, rules and notifications to every listed device the
 * actor may change, in one transaction with its audit row, and lists the others as refused by id, in the order they
 * were typed. The actor holds massUpdate already (checked before the input). Bad input, or a signature, company,
 * group or recipient the actor may not choose, changes nothing.
 */
export async function updateMassSetting(db: Db, actor: AuthorizedActor, args: MassUpdateArgs): Promise<MassUpdateResult> {
  const viewer = actor.viewer;
  const parsed = parseMassUpdate(args, viewer.isSuperUser);
  if (!parsed.ok) throw new AppError('MASS_UPDATE_INVALID', { message: parsed.error });
  const { ids, change } = parsed;
  return db.transaction().execute(async (trx) => {
    const { groupCompanyId } = await checkMassUpdateChoices(trx, viewer, {
      signatures: change.applicationSignature !== null || change.relocateSignature !== null,
      companyId: change.companyId,
      groupId: change.groupId,
      userIds: change.actions.map((a) => a.userId),
    });
    const { devices, refused: notYours } = await changeableDevices(trx, viewer, ids);
    const result = await applyMassUpdate(trx, viewer, devices, change, groupCompanyId);
    const refused = [...notYours.map((deviceId) => ({ deviceId, reason: NOT_YOURS })), ...result.refused].sort(
      (a, b) => ids.indexOf(a.deviceId) - ids.indexOf(b.deviceId),
    );
    await audit(
      trx,
      actor,
      'massUpdate.update',
      { type: 'devices', id: result.updated.join(',') },
      { requested: ids, updated: result.updated, refused, skipped: result.skipped, change },
    );
    return { updated: result.updated, refused, skipped: result.skipped };
  });
}
