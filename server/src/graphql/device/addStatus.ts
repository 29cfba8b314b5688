import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { addStatus } from '../../device/addStatus';

/**
 * Records a lifecycle status (spec 2 §3) and makes it the device's latest. Super users; the protected codes
 * (1 to 3) belong to the purchase-order and test tools, not to this page.
 */
builder.mutationField('addStatus', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }), status: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => addStatus(ctx.services.db, authorize(ctx), args.deviceID, args.status),
  }),
);
