import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { requireViewer } from '../../auth/policy/assertCan';
import { memberFilter } from '../../auth/policy/memberFilter';

builder.queryField('usersRe', (t) =>
  t.field({
    type: [UserType],
    description: 'Users the viewer may see, sorted by last name; `companyID` narrows to one company.',
    args: { companyID: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      let q = ctx.services.db
        .selectFrom('users')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where(memberFilter(viewer, 'users.company_id'));
      if (args.companyID != null) q = q.where('company_id', '=', args.companyID);
      return q.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
    },
  }),
);
