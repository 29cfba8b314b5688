import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { findVisibleDevice, lockDeviceFor } from '../../auth/policy/deviceAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { copyDeviceSetup } from '../../device/copyDeviceSetup';

/**
 * Replace Device (spec 2 §4.1): the new device gets the old one's setup and becomes active; the old one becomes
 * inactive and points at its replacement. Returns the old device. Refused, with nothing copied, when the new id
 * is the old one, does not exist (or is out of the viewer's reach) or belongs to another company.
 */
builder.mutationField('replaceDevice', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { oldDeviceID: t.arg.int({ required: true }), newDeviceID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      return ctx.services.db.transaction().execute(async (trx) => {
        const old = await lockDeviceFor(trx, viewer, args.oldDeviceID, 'editInfo');
        if (args.newDeviceID === args.oldDeviceID) throw new AppError('REPLACEMENT_SELF');
        const replacement = await findVisibleDevice(trx, viewer, args.newDeviceID);
        if (!replacement) throw new AppError('REPLACEMENT_NOT_FOUND');
        if (replacement.company_id !== old.company_id) throw new AppError('REPLACEMENT_OTHER_COMPANY');
        await trx.selectFrom('devices').select('id').where('id', '=', args.newDeviceID).forUpdate().execute();
        await copyDeviceSetup(trx, old.id, replacement.id);
        await trx.updateTable('devices').set({ is_active: true }).where('id', '=', replacement.id).execute();
        const row = await trx.updateTable('devices').set({ is_active: false, replacement_id: replacement.id })
          .where('id', '=', old.id).returningAll().executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.replace', { type: 'device', id: old.id }, { replacementID: replacement.id });
        return row;
      });
    },
  }),
);
