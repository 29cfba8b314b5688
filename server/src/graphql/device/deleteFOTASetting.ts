import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteFotaSetting } from '../../device/deleteFotaSetting';
import { DeviceSettingType } from './devicePageTypes';

/**
 * Clear Fota (spec 2 §4.1): withdraws the firmware update the device was told to fetch. Super users, and users
 * holding the clear_fota grant.
 */
builder.mutationField('deleteFOTASetting', (t) =>
  t.field({
    type: [DeviceSettingType],
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteFotaSetting(ctx.services.db, ctx.services.clock, authorize(ctx), args.deviceID),
  }),
);
