import { LIFECYCLE_STATUSES } from '@fieldwatch/domain';
import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

/**
 * Records a lifecycle status (spec 2 §3) and makes it the device's latest. Super users; the protected codes
 * (1 to 3) belong to the purchase-order and test tools, not to this page.
 */
builder.mutationField('addStatus', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }), status: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const known = LIFECYCLE_STATUSES.find((s) => s.code === args.status);
      return ctx.services.db.transaction().execute(async (trx) => {
        await lockDeviceFor(trx, viewer, args.deviceID, 'superUser');
        if (!known || known.protected) throw new AppError('STATUS_INVALID');
        await trx.insertInto('device_status_log').values({ device_id: args.deviceID, status: args.status, user_id: viewer.id }).execute();
        const row = await trx.updateTable('devices').set({ status: args.status }).where('id', '=', args.deviceID).returningAll().executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.status', { type: 'device', id: args.deviceID }, { status: args.status });
        return row;
      });
    },
  }),
);
