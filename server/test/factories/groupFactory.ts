import type { Db } from '../../src/db/connection';

/** A permission group of the company holding the given users and devices. */
export async function createGroup(
  db: Db,
  companyId: number,
  members: { userIds?: number[]; deviceIds?: number[]; name?: string | null } = {},
) {
  const group = await db
    .insertInto('groups')
    .values({ company_id: companyId, name: members.name === undefined ? 'Group' : members.name })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (members.userIds?.length) {
    await db
      .insertInto('group_users')
      .values(members.userIds.map((user_id) => ({ group_id: group.id, user_id })))
      .execute();
  }
  if (members.deviceIds?.length) {
    await db
      .insertInto('group_devices')
      .values(members.deviceIds.map((device_id) => ({ group_id: group.id, device_id })))
      .execute();
  }
  return group;
}
