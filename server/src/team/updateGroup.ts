import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockManagedGroups } from '../auth/policy/managedGroup';
import type { Db } from '../db/connection';
import type { GroupRow } from '../db/rows';
import { AppError } from '../errors/AppError';
import { assertAllInCompany } from './memberIds';

/** The arguments of updateGroup (spec 3 §4); an absent name or list stays as it is. */
export interface UpdateGroupInput {
  groupID: number;
  name?: string | null;
  /** User ids: the whole membership. */
  users?: readonly number[] | null;
  /** Device ids: the whole membership. */
  devices?: readonly number[] | null;
}

/**
 * Saves the group page (spec 3 §4; the caller has checked manageTeam): the name, and when sent the full lists of member
 * users and devices, which must all belong to the group's company. The group row is locked first; any refusal changes
 * nothing. Audited in the same transaction.
 */
export async function updateGroup(db: Db, actor: AuthorizedActor, input: UpdateGroupInput): Promise<GroupRow> {
  return db.transaction().execute(async (trx) => {
    const [group] = await lockManagedGroups(trx, actor.viewer, [input.groupID]);
    if (!group) throw new AppError('TEAM_GROUP_NOT_FOUND');
    let name = group.name;
    if (input.name !== undefined && input.name !== null) {
      name = input.name.trim();
      if (name === '') throw new AppError('TEAM_GROUP_NAME_REQUIRED');
    }
    const users = input.users ? await assertAllInCompany(trx, 'users', input.users, group.company_id) : null;
    const devices = input.devices ? await assertAllInCompany(trx, 'devices', input.devices, group.company_id) : null;
    const after = await trx.updateTable('groups').set({ name }).where('id', '=', group.id).returningAll().executeTakeFirstOrThrow();
    if (users) {
      await trx.deleteFrom('group_users').where('group_id', '=', group.id).execute();
      if (users.length)
        await trx
          .insertInto('group_users')
          .values(users.map((user_id) => ({ group_id: group.id, user_id })))
          .execute();
    }
    if (devices) {
      await trx.deleteFrom('group_devices').where('group_id', '=', group.id).execute();
      if (devices.length)
        await trx
          .insertInto('group_devices')
          .values(devices.map((device_id) => ({ group_id: group.id, device_id })))
          .execute();
    }
    await audit(
      trx,
      actor,
      'team.group.update',
      { type: 'group', id: group.id },
      { name: { from: group.name, to: name }, ...(users ? { users } : {}), ...(devices ? { devices } : {}) },
    );
    return after;
  });
}
