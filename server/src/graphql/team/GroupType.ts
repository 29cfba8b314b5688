import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { deviceFilter } from '../../auth/policy/deviceFilter';
import { memberFilter } from '../../auth/policy/memberFilter';
import { requireViewer } from '../../auth/policy/assertCan';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { CompanyType } from '../types/CompanyType';
import { DeviceType } from '../types/DeviceType';
import { UserType } from '../types/UserType';

import type { GroupRow } from '../../db/rows';
export type { GroupRow } from '../../db/rows';

const BY_NAME = sql`lower(devices.name) ASC NULLS LAST`;

/** Users the viewer may see, not deleted, by last name. */
const visibleUsers = (ctx: GraphQLContext) =>
  ctx.services.db
    .selectFrom('users')
    .selectAll('users')
    .where('users.deleted_at', 'is', null)
    .where(memberFilter(requireViewer(ctx.viewer), 'users.company_id'))
    .orderBy('last_name').orderBy('first_name').orderBy('id');

/** Devices the viewer may see. */
const visibleDevices = (ctx: GraphQLContext) =>
  ctx.services.db.selectFrom('devices').selectAll('devices').where(deviceFilter(requireViewer(ctx.viewer), 'devices'));

const inGroup = (groupId: number) => (eb: ExpressionBuilder<Database, 'devices'>) =>
  eb.selectFrom('group_devices').select('device_id').where('group_id', '=', groupId);

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
      resolve: (g, _a, ctx) =>
        visibleUsers(ctx).where('users.id', 'in', (eb) => eb.selectFrom('group_users').select('user_id').where('group_id', '=', g.id)).execute(),
    }),
    usersInCompany: t.field({
      type: [UserType],
      description: "Every user of the group's company (the candidates of the users panel), by last name.",
      resolve: (g, _a, ctx) => visibleUsers(ctx).where('users.company_id', '=', g.company_id).execute(),
    }),
    deviceInGroup: t.field({
      type: [DeviceType],
      description: 'The devices of the group the viewer may see, by name.',
      resolve: (g, _a, ctx) => visibleDevices(ctx).where('devices.id', 'in', inGroup(g.id)).orderBy(BY_NAME).orderBy('devices.id').execute(),
    }),
    deviceInCompany: t.field({
      type: [DeviceType],
      description: "The devices of the group's company the viewer may see (the candidates of the devices panel).",
      resolve: (g, _a, ctx) => visibleDevices(ctx).where('devices.company_id', '=', g.company_id).orderBy(BY_NAME).orderBy('devices.id').execute(),
    }),
    inclusiveDevices: t.field({
      type: [DeviceType],
      description: 'The devices of the group the viewer may see (GET_GROUP_BY_ID).',
      resolve: (g, _a, ctx) => visibleDevices(ctx).where('devices.id', 'in', inGroup(g.id)).orderBy('devices.id').execute(),
    }),
    numUsers: t.int({
      resolve: async (g, _a, ctx) =>
        g.num_users ??
        (await ctx.services.db
          .selectFrom('group_users')
          .innerJoin('users', 'users.id', 'group_users.user_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('group_users.group_id', '=', g.id)
          .where('users.deleted_at', 'is', null)
          .executeTakeFirstOrThrow()).n,
    }),
    numDevices: t.int({
      resolve: async (g, _a, ctx) =>
        g.num_devices ??
        (await ctx.services.db
          .selectFrom('group_devices')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('group_id', '=', g.id)
          .executeTakeFirstOrThrow()).n,
    }),
  }),
});
