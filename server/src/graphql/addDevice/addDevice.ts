import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { claimCompany } from '../../auth/policy/claimCompany';
import { claimDevice } from '../../account/claimDevice';
import { AppError } from '../../errors/AppError';
import { AddDeviceResultType } from './AddDeviceResultType';

/**
 * addDevice (spec 3 §4, §7): claims a device by id and install PIN for the viewer's company (a super user may
 * name another) and answers whether it is online; the page repeats it every 5 s while it waits, then sends it
 * once more with the name and path (Save Info).
 */
builder.mutationField('addDevice', (t) =>
  t.field({
    nullable: false,
    type: AddDeviceResultType,
    args: {
      deviceID: t.arg.int({ required: true }),
      pin: t.arg.int({ required: true }),
      name: t.arg.string(),
      path: t.arg.string(),
      latitude: t.arg.float(),
      longitude: t.arg.float(),
      companyID: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx);
      const viewer = actor.viewer;
      const setsInfo = args.name != null || args.path != null || args.latitude != null || args.longitude != null;
      const companyId = claimCompany(viewer, args.companyID, setsInfo);
      if (args.deviceID <= 0 || args.pin < 0 || args.pin > 9999) throw new AppError('ADD_DEVICE_REFUSED');
      const device = await claimDevice(ctx.services.db, actor, { ...args, deviceId: args.deviceID, companyId });
      return { device };
    },
  }),
);
