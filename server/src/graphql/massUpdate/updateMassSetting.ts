import { parseMassUpdate } from '@fieldwatch/domain';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { changeableDevices } from '../../auth/policy/changeableDevices';
import { checkMassUpdateChoices } from '../../auth/policy/massUpdateChoices';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { applyMassUpdate } from '../../massUpdate/applyMassUpdate';
import { NOT_YOURS } from '../../massUpdate/massRefusal';
import { MassActionInputType, MassRuleInputType } from './massUpdateInputs';
import { MassUpdateResultType } from './MassUpdateResultType';

/**
 * Update Devices (spec 3 §2, §5, §7): applies the settings, rules and notifications to every listed device the
 * viewer may change, in one transaction, and lists the others as refused by id. Bad input changes nothing.
 */
builder.mutationField('updateMassSetting', (t) =>
  t.field({
    nullable: false,
    type: MassUpdateResultType,
    args: {
      deviceIDs: t.arg.string({ required: true }),
      setting1: t.arg.string(),
      setting2: t.arg.string(),
      setting3: t.arg.string(),
      setting4: t.arg.string(),
      setting5: t.arg.string(),
      setting6: t.arg.string(),
      setting7: t.arg.string(),
      setting8: t.arg.string(),
      setting9: t.arg.string(),
      setting10: t.arg.string(),
      setting11: t.arg.string(),
      rules: t.arg({ type: [MassRuleInputType] }),
      actions: t.arg({ type: [MassActionInputType] }),
    },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      // the role first, so someone without mass update learns nothing about their input
      assertCan(ctx.viewer, 'massUpdate');
      const viewer = ctx.viewer;
      const parsed = parseMassUpdate(args, viewer.isSuperUser);
      if (!parsed.ok) throw new AppError('MASS_UPDATE_INVALID', { message: parsed.error });
      const { ids, change } = parsed;
      return ctx.services.db.transaction().execute(async (trx) => {
        const { groupCompanyId } = await checkMassUpdateChoices(trx, viewer, {
          signatures: change.applicationSignature !== null || change.relocateSignature !== null,
          companyId: change.companyId,
          groupId: change.groupId,
          userIds: change.actions.map((a) => a.userId),
        });
        const { devices, refused: notYours } = await changeableDevices(trx, viewer, ids);
        const result = await applyMassUpdate(trx, viewer, devices, change, groupCompanyId);
        const refused = [...notYours.map((deviceId) => ({ deviceId, reason: NOT_YOURS })), ...result.refused]
          .sort((a, b) => ids.indexOf(a.deviceId) - ids.indexOf(b.deviceId));
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'massUpdate.update', { type: 'devices', id: result.updated.join(',') }, { requested: ids, updated: result.updated, refused, skipped: result.skipped, change });
        return { updated: result.updated, refused, skipped: result.skipped };
      });
    },
  }),
);
