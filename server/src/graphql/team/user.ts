import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { teamViewer } from '../../auth/policy/teamViewer';
import { memberFilter } from '../../auth/policy/memberFilter';

builder.queryField('user', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: 'One user the viewer may see (spec 3 user page; managers and super users); null when deleted or outside the viewer\'s companies.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = teamViewer(ctx.viewer, ctx.authFailed);
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
