import { authorize } from '../../auth/policy/authorize';
import { userGroups, visibleGroups } from '../../team/groupQueries';
import { companyUsers } from '../../team/userQueries';
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
    resolve: (u, _a, ctx) => userGroups(ctx.services.db, authorize(ctx).viewer, u.id),
  }),
}));

builder.objectFields(CompanyType, (t) => ({
  users: t.field({
    type: [UserType],
    description: 'The users of the company the viewer may see, by last name.',
    resolve: (c, _a, ctx) => companyUsers(ctx.services.db, authorize(ctx).viewer, c.id),
  }),
  groups: t.field({
    type: [GroupType],
    description: 'The groups of the company the viewer may see, by name (null names last).',
    resolve: (c, _a, ctx) => visibleGroups(ctx.services.db, authorize(ctx).viewer, { companyId: c.id }),
  }),
}));
