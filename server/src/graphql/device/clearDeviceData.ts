import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { clearDeviceData } from '../../device/clearDeviceData';
import { DeviceChangeResultType } from './DeviceChangeResultType';

/** Clear Data (spec 2 §4.1): every reading of every stream of the device, after the user confirmed. */
builder.mutationField('clearDeviceData', (t) =>
  t.field({
    type: DeviceChangeResultType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await clearDeviceData(ctx.services.db, authorize(ctx), args.deviceID);
      return { success: true };
    },
  }),
);
