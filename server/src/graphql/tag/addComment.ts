import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { addComment } from '../../tag/annotations';
import { GraphCommentType } from './AnnotationTypes';

/** Add Comment from the graph's click menu (spec 2 §7): returns the device's comments. */
builder.mutationField('addComment', (t) =>
  t.field({
    nullable: true,
    type: [GraphCommentType],
    args: { deviceID: t.arg.int({ required: true }), time: t.arg.float({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, a, ctx) => addComment(ctx.services.db, authorize(ctx), a.deviceID, a.time, a.comment),
  }),
);
