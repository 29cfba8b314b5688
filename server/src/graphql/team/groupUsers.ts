import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { membersOfVisibleGroup } from '../../team/userQueries';

builder.queryField('groupUsers', (t) =>
  t.field({
    type: [UserType],
    nullable: false,
    description: 'The members of a group the viewer may see, by last name.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => membersOfVisibleGroup(ctx.services.db, authorize(ctx, 'manageTeam').viewer, args.id),
  }),
);
