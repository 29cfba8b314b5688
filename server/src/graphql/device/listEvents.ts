import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';
import { AppError } from '../../errors/AppError';
import { deviceEvents } from '../../device/deviceEvents';
import { DeviceEventType } from './devicePageTypes';

/** Every event of the device, newest first (the All Events modal); non-super users still see flags 1 to 3 only. */
builder.queryField('listEvents', (t) =>
  t.field({
    type: [DeviceEventType],
    nullable: false,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx).viewer;
      if (!(await findVisibleDevice(ctx.services.db, viewer, args.id))) throw new AppError('DEVICE_NOT_FOUND');
      return deviceEvents(ctx.services.db, viewer, args.id, null);
    },
  }),
);
