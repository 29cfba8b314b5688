import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { DeviceGpsType } from './devicePageTypes';

/** The device's position (the latest GPS fix, or the coordinates a user set); null for a device out of reach. */
builder.queryField('deviceGps', (t) =>
  t.field({
    type: DeviceGpsType,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      authorize(ctx);
      const d = await ctx.loaders.visibleDevice.load(args.id);
      return d ? { latitude: d.latitude, longitude: d.longitude } : null;
    },
  }),
);
