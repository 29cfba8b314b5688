import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { addLogComment } from '../../device/addLogComment';

/** A note in the device's lifecycle log (super users, beside the status history). */
builder.mutationField('addLogComment', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => addLogComment(ctx.services.db, authorize(ctx), args.deviceID, args.comment),
  }),
);
