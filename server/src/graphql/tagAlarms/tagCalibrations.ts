import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { AppError } from '../../errors/AppError';
import { CalibrationEntryType } from './calibrationTypes';

/** A tag's calibrations, newest first, for the calibration panels to load on their own (as deviceReGraph.calibrations). */
builder.queryField('tagCalibrations', (t) =>
  t.field({
    type: [CalibrationEntryType],
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const v = await visibleTag(ctx.services.db, viewer, args.deviceID, args.tag);
      return ctx.services.db.selectFrom('calibrations').selectAll().where('device_id', '=', v.device.id).where('tag', '=', v.tag.tag)
        .orderBy('time', 'desc').execute();
    },
  }),
);
