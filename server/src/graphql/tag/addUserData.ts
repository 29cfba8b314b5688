import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleTag } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { tagUserData } from '../../tag/annotations';
import { UserDataPointType } from './AnnotationTypes';

/** Add User Data (spec 2 §7): a reading typed in at a graph time; a second value at the same time replaces the first. */
builder.mutationField('addUserData', (t) =>
  t.field({
    type: [UserDataPointType],
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }), value: t.arg.float({ required: true }) },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      await visibleTag(db, viewer, a.deviceID, a.tag);
      assertTagPermission(viewer, 'annotate');
      if (!Number.isFinite(a.time) || !Number.isFinite(a.value)) throw new AppError('BAD_INPUT', { message: 'Please enter a number.' });
      await db
        .insertInto('user_data')
        .values({ device_id: a.deviceID, tag: a.tag, time: new Date(a.time * 1000), value: a.value, user_id: viewer.id })
        .onConflict((oc) => oc.columns(['device_id', 'tag', 'time']).doUpdateSet({ value: a.value, user_id: viewer.id }))
        .execute();
      return tagUserData(db, a.deviceID, a.tag);
    },
  }),
);
