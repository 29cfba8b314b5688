import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { addUserData } from '../../tag/annotations';
import { UserDataPointType } from './AnnotationTypes';

/** Add User Data (spec 2 §7): a reading typed in at a graph time; a second value at the same time replaces the first. */
builder.mutationField('addUserData', (t) =>
  t.field({
    nullable: true,
    type: [UserDataPointType],
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      time: t.arg.float({ required: true }),
      value: t.arg.float({ required: true }),
    },
    resolve: (_root, a, ctx) => addUserData(ctx.services.db, authorize(ctx), a.deviceID, a.tag, a.time, a.value),
  }),
);
