import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { clearMassDeviceData } from '../../massUpdate/clearMassDeviceData';
import { MassUpdateResultType } from './MassUpdateResultType';

/**
 * Clear Data / Clear Alarms (spec 3 §4): super users clear readings, with the alarms too or only the alarms;
 * everyone else who may mass update clears only alarms. Listed devices the viewer may not change are refused by id.
 */
builder.mutationField('clearMassDeviceData', (t) =>
  t.field({
    nullable: false,
    type: MassUpdateResultType,
    args: {
      deviceIDs: t.arg.string({ required: true }),
      deleteAlarmsToo: t.arg.boolean(),
      deleteOnlyAlarms: t.arg.boolean(),
    },
    // the role first, so someone without mass update learns nothing about their input
    resolve: (_root, args, ctx) => clearMassDeviceData(ctx.services.db, authorize(ctx, 'massUpdate'), args),
  }),
);
