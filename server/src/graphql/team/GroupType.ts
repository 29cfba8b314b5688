import { authorize } from '../../auth/policy/authorize';
import { companyDevices, groupDeviceCount, groupDevices, groupUserCount } from '../../team/groupQueries';
import { groupCompanyUsers, groupMembers } from '../../team/userQueries';
import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { DeviceType } from '../types/DeviceType';
import { UserType } from '../types/UserType';

import type { GroupRow } from '../../db/rows';
export type { GroupRow } from '../../db/rows';

/**
 * A permission group (spec 3 §3): which users see which devices. Lists of users and devices are those the
 * viewer may see; the group itself was already filtered by the resolver that returned it.
 */
export const GroupType = builder.objectRef<GroupRow>('Group').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    companyID: t.exposeInt('company_id'),
    company: t.field({ type: CompanyType, nullable: true, resolve: (g, _a, ctx) => ctx.loaders.company.load(g.company_id) }),
    users: t.field({
      type: [UserType],
      description: 'The members of the group, by last name.',
      resolve: (g, _a, ctx) => groupMembers(ctx.services.db, authorize(ctx).viewer, g.id),
    }),
    usersInCompany: t.field({
      type: [UserType],
      description: "Every user of the group's company (the candidates of the users panel), by last name.",
      resolve: (g, _a, ctx) => groupCompanyUsers(ctx.services.db, authorize(ctx).viewer, g.company_id),
    }),
    deviceInGroup: t.field({
      type: [DeviceType],
      description: 'The devices of the group the viewer may see, by name.',
      resolve: (g, _a, ctx) => groupDevices(ctx.services.db, authorize(ctx).viewer, g.id, 'name'),
    }),
    deviceInCompany: t.field({
      type: [DeviceType],
      description: "The devices of the group's company the viewer may see (the candidates of the devices panel).",
      resolve: (g, _a, ctx) => companyDevices(ctx.services.db, authorize(ctx).viewer, g.company_id),
    }),
    inclusiveDevices: t.field({
      type: [DeviceType],
      description: 'The devices of the group the viewer may see (GET_GROUP_BY_ID).',
      resolve: (g, _a, ctx) => groupDevices(ctx.services.db, authorize(ctx).viewer, g.id, 'id'),
    }),
    numUsers: t.int({ resolve: async (g, _a, ctx) => g.num_users ?? (await groupUserCount(ctx.services.db, g.id)) }),
    numDevices: t.int({ resolve: async (g, _a, ctx) => g.num_devices ?? (await groupDeviceCount(ctx.services.db, g.id)) }),
  }),
});
