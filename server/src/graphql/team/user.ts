import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { requireViewer } from '../../auth/policy/assertCan';
import { memberFilter } from '../../auth/policy/memberFilter';

builder.queryField('user', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: 'One user the viewer may see (spec 3 user page); null when deleted or outside the viewer\'s companies.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const row = await ctx.services.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', args.id)
        .where('deleted_at', 'is', null)
        .where(memberFilter(viewer, 'users.company_id'))
        .executeTakeFirst();
      return row ?? null;
    },
  }),
);
