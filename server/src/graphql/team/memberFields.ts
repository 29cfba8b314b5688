import { sql } from 'kysely';
import { requireViewer } from '../../auth/policy/assertCan';
import { memberFilter } from '../../auth/policy/memberFilter';
import { visibleGroups } from '../../team/groupQueries';
import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { UserType } from '../types/UserType';
import { GroupType } from './GroupType';

// The team relations of users and companies (spec 3 §3: user.groups, company.users, company.groups), added
// from the team area so the shared types stay as they are.
builder.objectFields(UserType, (t) => ({
  groups: t.field({
    type: [GroupType],
    description: 'The groups the user belongs to, by name.',
    resolve: async (u, _a, ctx) => {
      const ids = await ctx.services.db.selectFrom('group_users').select('group_id').where('user_id', '=', u.id).execute();
      return visibleGroups(ctx.services.db, requireViewer(ctx.viewer), { ids: ids.map((r) => r.group_id) });
    },
  }),
}));

builder.objectFields(CompanyType, (t) => ({
  users: t.field({
    type: [UserType],
    description: 'The users of the company the viewer may see, by last name.',
    resolve: (c, _a, ctx) =>
      ctx.services.db
        .selectFrom('users')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('company_id', '=', c.id)
        .where(memberFilter(requireViewer(ctx.viewer), 'users.company_id'))
        .orderBy(sql`lower(last_name)`).orderBy(sql`lower(first_name)`).orderBy('id')
        .execute(),
  }),
  groups: t.field({
    type: [GroupType],
    description: 'The groups of the company the viewer may see, by name (null names last).',
    resolve: (c, _a, ctx) => visibleGroups(ctx.services.db, requireViewer(ctx.viewer), { companyId: c.id }),
  }),
}));
