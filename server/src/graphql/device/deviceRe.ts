import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';

/** One device for its page (GET_DEVICE_RE); null when it does not exist or the viewer may not see it. */
builder.queryField('deviceRe', (t) =>
  t.field({
    type: DeviceType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    // through the request's loader: the page's deviceGps asks for the same row
    resolve: (_root, args, ctx) => {
      authorize(ctx);
      return ctx.loaders.visibleDevice.load(args.id);
    },
  }),
);
