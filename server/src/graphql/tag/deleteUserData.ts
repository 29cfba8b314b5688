import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteUserData } from '../../tag/annotations';
import { UserDataPointType } from './AnnotationTypes';

/** Deletes a user-data point (spec 2 §7; canEdit or demo flag, §6); a time with no point changes nothing. */
builder.mutationField('deleteUserData', (t) =>
  t.field({
    nullable: true,
    type: [UserDataPointType],
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), time: t.arg.float({ required: true }) },
    resolve: (_root, a, ctx) => deleteUserData(ctx.services.db, ctx.services.clock, authorize(ctx), a.deviceID, a.tag, a.time),
  }),
);
