import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';
import { DeviceGpsType } from './devicePageTypes';

/** The device's position (the latest GPS fix, or the coordinates a user set); null for a device out of reach. */
builder.queryField('deviceGps', (t) =>
  t.field({
    type: DeviceGpsType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const d = await findVisibleDevice(ctx.services.db, authorize(ctx).viewer, args.id);
      return d ? { latitude: d.latitude, longitude: d.longitude } : null;
    },
  }),
);
