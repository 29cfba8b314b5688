import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteComment } from '../../tag/annotations';
import { GraphCommentType } from './AnnotationTypes';

/** Deletes a graph comment (spec 2 §7; canEdit or demo flag, §6): returns the device's remaining comments. */
builder.mutationField('deleteComment', (t) =>
  t.field({
    nullable: true,
    type: [GraphCommentType],
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, a, ctx) => deleteComment(ctx.services.db, ctx.services.clock, authorize(ctx), a.id),
  }),
);
