import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';

/** One device for its page (GET_DEVICE_RE); null when it does not exist or the viewer may not see it. */
builder.queryField('deviceRe', (t) =>
  t.field({
    type: DeviceType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      return (await findVisibleDevice(ctx.services.db, authorize(ctx).viewer, args.id)) ?? null;
    },
  }),
);
