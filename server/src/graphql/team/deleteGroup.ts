import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { lockManagedGroups } from '../../auth/policy/managedGroup';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

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
    type: DeleteGroupResultType,
    args: { groupID: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'manageTeam');
      const ids = args.groupID.map((raw) => {
        const id = Number(String(raw).trim());
        // group ids are PostgreSQL integers: a larger one names no group (and would fail the query)
        if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('TEAM_GROUP_NOT_FOUND');
        return id;
      });
      if (ids.length === 0) return { success: true, deleted: [] };
      return ctx.services.db.transaction().execute(async (trx) => {
        const groups = await lockManagedGroups(trx, viewer, ids);
        await trx.deleteFrom('groups').where('id', 'in', groups.map((g) => g.id)).execute();
        for (const g of groups) {
          await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.group.delete', { type: 'group', id: g.id }, { companyId: g.company_id, name: g.name });
        }
        return { success: true, deleted: groups.map((g) => g.id) };
      });
    },
  }),
);
