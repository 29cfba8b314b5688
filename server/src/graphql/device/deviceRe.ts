import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';
import { AppError } from '../../errors/AppError';

/** One device for its page (GET_DEVICE_RE); null when it does not exist or the viewer may not see it. */
builder.queryField('deviceRe', (t) =>
  t.field({
    type: DeviceType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      return (await findVisibleDevice(ctx.services.db, requireViewer(ctx.viewer), args.id)) ?? null;
    },
  }),
);
