import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { visibleUser } from '../../team/userQueries';

builder.queryField('user', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description:
      "One user the viewer may see (spec 3 user page; managers and super users); null when deleted or outside the viewer's companies.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => visibleUser(ctx.services.db, authorize(ctx, 'manageTeam').viewer, args.id),
  }),
);
