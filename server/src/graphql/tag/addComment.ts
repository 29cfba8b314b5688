import { commentProblem } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleDevice } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { deviceComments } from '../../tag/annotations';
import { GraphCommentType } from './AnnotationTypes';

/** Add Comment from the graph's click menu (spec 2 §7): returns the device's comments. */
builder.mutationField('addComment', (t) =>
  t.field({
    type: [GraphCommentType],
    args: { deviceID: t.arg.int({ required: true }), time: t.arg.float({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      await visibleDevice(db, viewer, a.deviceID);
      assertTagPermission(viewer, 'annotate');
      const problem = commentProblem(a.comment) ?? (Number.isFinite(a.time) ? null : 'The time is not valid.');
      if (problem) throw new AppError('BAD_INPUT', { message: problem });
      await db.insertInto('comments').values({ device_id: a.deviceID, time: new Date(a.time * 1000), comment: a.comment.trim(), user_id: viewer.id }).execute();
      return deviceComments(db, a.deviceID);
    },
  }),
);
