import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { searchUsers } from '../../team/userQueries';

builder.queryField('usersRe', (t) =>
  t.field({
    type: [UserType],
    nullable: false,
    description:
      'Users the viewer may see, sorted by last name; `companyID` narrows to one company, `search` to names containing it ' +
      '(the global search, spec 1 §2), `limit` caps the list (at most 500; no cap when absent).',
    args: { companyID: t.arg.int(), search: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      searchUsers(ctx.services.db, authorize(ctx).viewer, { companyId: args.companyID, search: args.search, limit: args.limit }),
  }),
);
