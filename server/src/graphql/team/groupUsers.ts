import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { teamViewer } from '../../auth/policy/teamViewer';
import { memberFilter } from '../../auth/policy/memberFilter';
import { visibleGroups } from '../../team/groupQueries';
import { AppError } from '../../errors/AppError';

builder.queryField('groupUsers', (t) =>
  t.field({
    type: [UserType],
    nullable: false,
    description: 'The members of a group the viewer may see, by last name.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = teamViewer(ctx.viewer, ctx.authFailed);
      const db = ctx.services.db;
      const [group] = await visibleGroups(db, viewer, { ids: [args.id] });
      if (!group) throw new AppError('TEAM_GROUP_NOT_FOUND');
      return db
        .selectFrom('users')
        .selectAll('users')
        .innerJoin('group_users', 'group_users.user_id', 'users.id')
        .where('group_users.group_id', '=', group.id)
        .where('users.deleted_at', 'is', null)
        .where(memberFilter(viewer, 'users.company_id'))
        .orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id')
        .execute();
    },
  }),
);
