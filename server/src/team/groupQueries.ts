import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/database';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import { memberFilter } from '../auth/policy/memberFilter';
import type { DeviceRow, GroupRow } from '../db/rows';

/**
 * Groups the viewer may see (spec 3 §6: their own company's, or every company's for super users), with their
 * user and device counts, by name case-insensitively with null names last (spec 3 §2).
 */
export function visibleGroups(
  db: Db,
  viewer: Viewer,
  filter: { companyId?: number | null; ids?: readonly number[]; search?: string | null },
): Promise<GroupRow[]> {
  let q = db
    .selectFrom('groups')
    .selectAll('groups')
    .select([
      sql<number>`(SELECT count(*)::int FROM group_users gu JOIN users u ON u.id = gu.user_id WHERE gu.group_id = groups.id AND u.deleted_at IS NULL)`.as(
        'num_users',
      ),
      sql<number>`(SELECT count(*)::int FROM group_devices gd WHERE gd.group_id = groups.id)`.as('num_devices'),
    ])
    .where(memberFilter(viewer, 'groups.company_id'));
  if (filter.companyId != null) q = q.where('groups.company_id', '=', filter.companyId);
  if (filter.ids) q = q.where('groups.id', 'in', filter.ids.length ? [...filter.ids] : [-1]);
  const search = filter.search?.trim();
  if (search) q = q.where(sql<boolean>`strpos(lower(coalesce(groups.name, '')), lower(${search})) > 0`);
  return q
    .orderBy(sql`lower(groups.name) ASC NULLS LAST`)
    .orderBy('groups.id')
    .execute();
}

/** The groups of a user that the viewer may see (spec 3 §3 user.groups), as visibleGroups lists them. */
export async function userGroups(db: Db, viewer: Viewer, userId: number): Promise<GroupRow[]> {
  const ids = await db.selectFrom('group_users').select('group_id').where('user_id', '=', userId).execute();
  return visibleGroups(db, viewer, { ids: ids.map((r) => r.group_id) });
}

/** How many live (not deleted) users a group has, for a group read on its own (lists read the count with the group). */
export async function groupUserCount(db: Db, groupId: number): Promise<number> {
  return (
    await db
      .selectFrom('group_users')
      .innerJoin('users', 'users.id', 'group_users.user_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('group_users.group_id', '=', groupId)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow()
  ).n;
}

/** How many devices a group has, for a group read on its own (lists read the count with the group). */
export async function groupDeviceCount(db: Db, groupId: number): Promise<number> {
  return (
    await db
      .selectFrom('group_devices')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('group_id', '=', groupId)
      .executeTakeFirstOrThrow()
  ).n;
}

const BY_NAME = sql`lower(devices.name) ASC NULLS LAST`;

/** Devices the viewer may see (the device policy's filter). */
const visibleDevices = (db: Db, viewer: Viewer) => db.selectFrom('devices').selectAll('devices').where(deviceFilter(viewer, 'devices'));

const inGroup = (groupId: number) => (eb: ExpressionBuilder<Database, 'devices'>) =>
  eb.selectFrom('group_devices').select('device_id').where('group_id', '=', groupId);

/**
 * The devices of a group that the viewer may see (spec 3 group page): by name, null names last (the devices panel),
 * or by id (GET_GROUP_BY_ID's inclusiveDevices).
 */
export function groupDevices(db: Db, viewer: Viewer, groupId: number, order: 'name' | 'id'): Promise<DeviceRow[]> {
  const q = visibleDevices(db, viewer).where('devices.id', 'in', inGroup(groupId));
  return (order === 'name' ? q.orderBy(BY_NAME) : q).orderBy('devices.id').execute();
}

/** The devices of a company that the viewer may see, by name (the candidates of a group's devices panel, spec 3 §4). */
export function companyDevices(db: Db, viewer: Viewer, companyId: number): Promise<DeviceRow[]> {
  return visibleDevices(db, viewer).where('devices.company_id', '=', companyId).orderBy(BY_NAME).orderBy('devices.id').execute();
}
