import { builder } from '../builder';
import { DeviceSettingType } from './devicePageTypes';
import { authorize } from '../../auth/policy/authorize';
import { changeSettings } from '../../device/changeSettings';

/** Sets one desired setting (spec 2 §7); returns every setting of the device. */
builder.mutationField('addDeviceSetting', (t) =>
  t.field({
    type: [DeviceSettingType],
    nullable: false,
    args: {
      deviceID: t.arg.int({ required: true }),
      key: t.arg.string({ required: true }),
      value: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => changeSettings(ctx.services.db, authorize(ctx), args.deviceID, [{ key: args.key, value: args.value }]),
  }),
);
