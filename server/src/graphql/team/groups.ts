import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleGroups } from '../../team/groupQueries';
import { GroupType } from './GroupType';

builder.queryField('groups', (t) =>
  t.field({
    type: [GroupType],
    nullable: false,
    description: 'The groups the viewer may see, by name with null names last; `companyID` narrows to one company.',
    args: { companyID: t.arg.int() },
    resolve: (_root, args, ctx) => visibleGroups(ctx.services.db, authorize(ctx, 'manageTeam').viewer, { companyId: args.companyID }),
  }),
);
