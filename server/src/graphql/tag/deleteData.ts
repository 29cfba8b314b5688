import { builder } from '../builder';
import { audit } from '../../auth/audit';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleTag } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { deleteReading } from '../../tag/deleteReading';

/**
 * Delete Data Point (spec 2 §2.2, super users only): removes the reading at `time` (epoch seconds) and rebuilds the
 * rollups it was part of. True when a reading was deleted; false, changing nothing, when there was none.
 */
builder.mutationField('deleteData', (t) =>
  t.boolean({
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      await visibleTag(ctx.services.db, viewer, a.deviceID, a.tag);
      assertTagPermission(viewer, 'deleteData');
      if (!Number.isFinite(a.time)) throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
      return ctx.services.db.transaction().execute(async (trx) => {
        const done = await deleteReading(trx, a.deviceID, a.tag, a.time);
        if (done) {
          await audit(trx, { viewer: viewer, ip: ctx.ip }, 'reading.delete', { type: 'tag', id: `${a.deviceID}:${a.tag}` }, { time: a.time });
        }
        return done;
      });
    },
  }),
);
