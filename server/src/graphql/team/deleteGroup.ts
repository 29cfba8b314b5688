import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deleteGroups } from '../../team/deleteGroup';

interface DeleteGroupResult {
  success: boolean;
  deleted: number[];
}

const DeleteGroupResultType = builder.objectRef<DeleteGroupResult>('DeleteGroupResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    deleted: t.exposeIntList('deleted', { description: 'The ids of the deleted groups.' }),
  }),
});

/**
 * Deletes one group (the group page, `groupID` a string) or several (the groups list in edit mode, `groupID` a
 * list): GraphQL takes a single value where a list is expected, so one field serves both calls of spec 3 §7.
 * All or nothing: one group outside the viewer's companies refuses the whole request.
 */
builder.mutationField('deleteGroup', (t) =>
  t.field({
    nullable: true,
    type: DeleteGroupResultType,
    args: { groupID: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => deleteGroups(ctx.services.db, ctx.services.clock, authorize(ctx, 'manageTeam'), args.groupID),
  }),
);
