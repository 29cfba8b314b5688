import { builder } from '../builder';
import type { UserRow } from '../../db/rows';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { addUser } from '../../team/addUser';
import { withInputError } from '../../team/inputErrorResult';

interface AddUserResult {
  user: UserRow | null;
  error: string | null;
  errorCode: string | null;
}

const AddUserResultType = builder.objectRef<AddUserResult>('AddUserResult').implement({
  fields: (t) => ({
    user: t.field({ type: UserType, nullable: true, resolve: (r) => r.user }),
    error: t.exposeString('error', { nullable: true, description: 'Shown on the form (spec 3 §8), e.g. a duplicate phone or e-mail.' }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
  }),
});

/**
 * Add User (spec 3 §2, §5): a new user with limited permissions in the viewer's company, or for super users and
 * privileged users in a company they manage (`companyID`; 0 or absent means the own company).
 */
builder.mutationField('addUser', (t) =>
  t.field({
    nullable: true,
    type: AddUserResultType,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      email: t.arg.string(),
      phoneNumber: t.arg.string(),
      companyID: t.arg.int(),
      countryCode: t.arg.string(),
      phoneType: t.arg.string({ description: "'mobile' (default) or 'landline'." }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx, 'manageTeam');
      const result = await withInputError(() => addUser(ctx.services.db, actor, args));
      return { user: result.value, error: result.error, errorCode: result.errorCode };
    },
  }),
);
