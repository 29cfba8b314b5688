import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { tagCalibrations } from '../../calibration/tagCalibrations';
import { CalibrationEntryType } from './calibrationTypes';

/** A tag's calibrations, newest first, for the calibration panels to load on their own (as deviceReGraph.calibrations). */
builder.queryField('tagCalibrations', (t) =>
  t.field({
    nullable: true,
    type: [CalibrationEntryType],
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => tagCalibrations(ctx.services.db, authorize(ctx).viewer, args.deviceID, args.tag),
  }),
);
