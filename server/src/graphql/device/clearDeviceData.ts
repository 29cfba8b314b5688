import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { clearDeviceReadings } from '../../device/clearDeviceReadings';
import { DeviceChangeResultType } from './DeviceChangeResultType';

/** Clear Data (spec 2 §4.1): every reading of every stream of the device, after the user confirmed. */
builder.mutationField('clearDeviceData', (t) =>
  t.field({
    type: DeviceChangeResultType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      await ctx.services.db.transaction().execute(async (trx) => {
        await lockDeviceFor(trx, viewer, args.deviceID, 'editInfo');
        const removed = await clearDeviceReadings(trx, args.deviceID);
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.clearData', { type: 'device', id: args.deviceID }, { readings: removed });
      });
      return { success: true };
    },
  }),
);
