import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteDataPoint } from '../../tag/deleteReading';

/**
 * Delete Data Point (spec 2 §2.2, super users only): removes the reading at `time` (epoch seconds) and rebuilds the
 * rollups it was part of. True when a reading was deleted; false, changing nothing, when there was none.
 */
builder.mutationField('deleteData', (t) =>
  t.boolean({
    nullable: true,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: (_root, a, ctx) => deleteDataPoint(ctx.services.db, ctx.services.clock, authorize(ctx), a.deviceID, a.tag, a.time),
  }),
);
