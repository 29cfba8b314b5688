import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteCalibration } from '../../calibration/saveCalibration';

/** Deletes one calibration by its time key (spec 2 §7); a calibration that does not exist is NOT_FOUND. */
builder.mutationField('deleteCalibration', (t) =>
  t.boolean({
    nullable: true,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCalibration(ctx.services.db, authorize(ctx), args.deviceID, args.tag, args.time);
      return true;
    },
  }),
);
