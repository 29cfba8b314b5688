import { sql } from 'kysely';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleTag } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { tagUserData } from '../../tag/annotations';
import { UserDataPointType } from './AnnotationTypes';

/** Deletes a user-data point (spec 2 §7; canEdit or demo flag, §6); a time with no point changes nothing. */
builder.mutationField('deleteUserData', (t) =>
  t.field({
    type: [UserDataPointType],
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      await visibleTag(db, viewer, a.deviceID, a.tag);
      assertTagPermission(viewer, 'deleteAnnotations');
      if (!Number.isFinite(a.time)) throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
      await db
        .deleteFrom('user_data')
        .where('device_id', '=', a.deviceID)
        .where('tag', '=', a.tag)
        .where('time', '>=', sql<Date>`to_timestamp(${a.time - 0.0005}::float8)`)
        .where('time', '<', sql<Date>`to_timestamp(${a.time + 0.0005}::float8)`)
        .execute();
      return tagUserData(db, a.deviceID, a.tag);
    },
  }),
);
