import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';
import { AppError } from '../../errors/AppError';
import { DeviceGpsType } from './devicePageTypes';

/** The device's position (the latest GPS fix, or the coordinates a user set); null for a device out of reach. */
builder.queryField('deviceGps', (t) =>
  t.field({
    type: DeviceGpsType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const d = await findVisibleDevice(ctx.services.db, requireViewer(ctx.viewer), args.id);
      return d ? { latitude: d.latitude, longitude: d.longitude } : null;
    },
  }),
);
