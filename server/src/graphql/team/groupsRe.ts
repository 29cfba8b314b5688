import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleGroups } from '../../team/groupQueries';
import { GroupType } from './GroupType';

builder.queryField('groupsRe', (t) =>
  t.field({
    type: [GroupType],
    nullable: false,
    description:
      'The groups list of the team directory (spec 3 §2): groups the viewer may see with their counts, by name with null ' +
      'names last; `companyID` narrows to one company, `search` to names containing it (case-insensitive).',
    args: { companyID: t.arg.int(), search: t.arg.string() },
    resolve: (_root, args, ctx) =>
      visibleGroups(ctx.services.db, authorize(ctx, 'manageTeam').viewer, { companyId: args.companyID, search: args.search }),
  }),
);
