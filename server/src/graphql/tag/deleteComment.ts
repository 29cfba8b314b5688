import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleDevice } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { deviceComments } from '../../tag/annotations';
import { GraphCommentType } from './AnnotationTypes';

/** Deletes a graph comment (spec 2 §7; canEdit or demo flag, §6): returns the device's remaining comments. */
builder.mutationField('deleteComment', (t) =>
  t.field({
    type: [GraphCommentType],
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      const row = await db.selectFrom('comments').select('device_id').where('id', '=', a.id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { message: 'Comment not found.' });
      await visibleDevice(db, viewer, row.device_id);
      assertTagPermission(viewer, 'deleteAnnotations');
      await db.deleteFrom('comments').where('id', '=', a.id).execute();
      return deviceComments(db, row.device_id);
    },
  }),
);
