import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

/** A note in the device's lifecycle log (super users, beside the status history). */
builder.mutationField('addLogComment', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const comment = args.comment.trim();
      return ctx.services.db.transaction().execute(async (trx) => {
        const device = await lockDeviceFor(trx, viewer, args.deviceID, 'superUser');
        if (!comment || comment.length > 2000) throw new AppError('BAD_INPUT', { message: 'A comment has 1 to 2000 characters.' });
        await trx.insertInto('log_comments').values({ device_id: args.deviceID, comment, user_id: viewer.id }).execute();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.logComment', { type: 'device', id: args.deviceID });
        return device;
      });
    },
  }),
);
