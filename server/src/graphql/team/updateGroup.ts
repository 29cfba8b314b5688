import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { lockManagedGroups } from '../../auth/policy/managedGroup';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { assertAllInCompany } from '../../team/memberIds';
import { GroupType } from './GroupType';

/**
 * Saves the group page (spec 3 §4): the name, and when sent the full lists of member users and devices, which
 * must all belong to the group's company. Absent lists stay as they are; any refusal changes nothing.
 */
builder.mutationField('updateGroup', (t) =>
  t.field({
    type: GroupType,
    args: {
      groupID: t.arg.int({ required: true }),
      name: t.arg.string(),
      users: t.arg.intList({ description: 'User ids: the whole membership.' }),
      devices: t.arg.intList({ description: 'Device ids: the whole membership.' }),
    },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'manageTeam');
      return ctx.services.db.transaction().execute(async (trx) => {
        const [group] = await lockManagedGroups(trx, viewer, [args.groupID]);
        if (!group) throw new AppError('TEAM_GROUP_NOT_FOUND');
        let name = group.name;
        if (args.name !== undefined && args.name !== null) {
          name = args.name.trim();
          if (name === '') throw new AppError('TEAM_GROUP_NAME_REQUIRED');
        }
        const users = args.users ? await assertAllInCompany(trx, 'users', args.users, group.company_id) : null;
        const devices = args.devices ? await assertAllInCompany(trx, 'devices', args.devices, group.company_id) : null;
        const after = await trx.updateTable('groups').set({ name }).where('id', '=', group.id).returningAll().executeTakeFirstOrThrow();
        if (users) {
          await trx.deleteFrom('group_users').where('group_id', '=', group.id).execute();
          if (users.length) await trx.insertInto('group_users').values(users.map((user_id) => ({ group_id: group.id, user_id }))).execute();
        }
        if (devices) {
          await trx.deleteFrom('group_devices').where('group_id', '=', group.id).execute();
          if (devices.length) await trx.insertInto('group_devices').values(devices.map((device_id) => ({ group_id: group.id, device_id }))).execute();
        }
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.group.update', { type: 'group', id: group.id }, { name: { from: group.name, to: name }, ...(users ? { users } : {}), ...(devices ? { devices } : {}) });
        return after;
      });
    },
  }),
);
