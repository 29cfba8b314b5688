import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { AppError } from '../../errors/AppError';
import { deleteCalibration } from '../../tagAlarms/saveCalibration';

/** Deletes one calibration by its time key (spec 2 §7); a calibration that does not exist is NOT_FOUND. */
builder.mutationField('deleteCalibration', (t) =>
  t.boolean({
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      await deleteCalibration(ctx.services.db, viewer, args.deviceID, args.tag, args.time, ctx.ip);
      return true;
    },
  }),
);
