import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { addGroup } from '../../team/addGroup';
import { withInputError } from '../../team/inputErrorResult';
import { GroupType, type GroupRow } from './GroupType';

interface AddGroupResult {
  group: GroupRow | null;
  error: string | null;
  errorCode: string | null;
}

const AddGroupResultType = builder.objectRef<AddGroupResult>('AddGroupResult').implement({
  fields: (t) => ({
    group: t.field({ type: GroupType, nullable: true, resolve: (r) => r.group }),
    error: t.exposeString('error', { nullable: true, description: 'Shown on the form (spec 3 §8).' }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
  }),
});

/**
 * Add Group (spec 3 §2): an empty group (no users, no devices) in the viewer's company, or for super users and
 * privileged users in a company they manage (`companyID`; 0 or absent means the own company).
 */
builder.mutationField('addGroup', (t) =>
  t.field({
    nullable: true,
    type: AddGroupResultType,
    args: { name: t.arg.string(), companyID: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx, 'manageTeam');
      const result = await withInputError(() => addGroup(ctx.services.db, actor, args));
      return { group: result.value, error: result.error, errorCode: result.errorCode };
    },
  }),
);
