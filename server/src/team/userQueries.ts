import { sql, type Selectable } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { memberFilter } from '../auth/policy/memberFilter';
import type { Db } from '../db/connection';
import type { UsersTable } from '../db/schema';
import { escapeLike } from '../directory/pathFilter';
import { AppError } from '../errors/AppError';
import { visibleGroups } from './groupQueries';

type User = Selectable<UsersTable>;

/** A `limit` of searchUsers above this is taken as this. */
const MAX_LIMIT = 500;

/** One live user the viewer may see (spec 3 user page, spec 3 §6); null when deleted or outside the viewer's companies. */
export async function visibleUser(db: Db, viewer: Viewer, userId: number): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where(memberFilter(viewer, 'users.company_id'))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The live users the viewer may see, by last name (spec 3 §2 users list): `companyId` narrows to one company, `search`
 * to full names ("first last") containing it, case-insensitively (the global search, spec 1 §2), `limit` caps the
 * list (at most 500; no cap when absent). A limit that is not a whole number, 0 or more, is BAD_INPUT.
 */
export function searchUsers(
  db: Db,
  viewer: Viewer,
  filter: { companyId?: number | null; search?: string | null; limit?: number | null },
): Promise<User[]> {
  if (filter.limit != null && (!Number.isInteger(filter.limit) || filter.limit < 0)) {
    throw new AppError('BAD_INPUT', { message: 'limit must be a whole number, 0 or more.' });
  }
  let q = db.selectFrom('users').selectAll().where('deleted_at', 'is', null).where(memberFilter(viewer, 'users.company_id'));
  if (filter.companyId != null) q = q.where('company_id', '=', filter.companyId);
  const search = filter.search?.trim();
  // the full name as the search shows it, "first last", case-insensitively
  if (search) q = q.where(sql<boolean>`(users.first_name || ' ' || users.last_name) ILIKE ${`%${escapeLike(search)}%`}`);
  q = q.orderBy('last_name').orderBy('first_name').orderBy('id');
  if (filter.limit != null) q = q.limit(Math.min(filter.limit, MAX_LIMIT));
  return q.execute();
}

/** The live users of a company that the viewer may see, by last name case-insensitively (spec 3 §3 company.users). */
export function companyUsers(db: Db, viewer: Viewer, companyId: number): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('company_id', '=', companyId)
    .where(memberFilter(viewer, 'users.company_id'))
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('id')
    .execute();
}

/** Live users the viewer may see, by last name: what a group's user lists start from. */
const visibleUsers = (db: Db, viewer: Viewer) =>
  db
    .selectFrom('users')
    .selectAll('users')
    .where('users.deleted_at', 'is', null)
    .where(memberFilter(viewer, 'users.company_id'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id');

/** The members of a group that the viewer may see, by last name (spec 3 group page, the users panel). */
export function groupMembers(db: Db, viewer: Viewer, groupId: number): Promise<User[]> {
  return visibleUsers(db, viewer)
    .where('users.id', 'in', (eb) => eb.selectFrom('group_users').select('user_id').where('group_id', '=', groupId))
    .execute();
}

/** Every user of a group's company that the viewer may see, by last name: the candidates of the group's users panel. */
export function groupCompanyUsers(db: Db, viewer: Viewer, companyId: number): Promise<User[]> {
  return visibleUsers(db, viewer).where('users.company_id', '=', companyId).execute();
}

/**
 * The members of a group, by last name, when the viewer may see the group (TEAM_GROUP_NOT_FOUND otherwise, so another
 * company's group looks absent); only the members the viewer may see.
 */
export async function membersOfVisibleGroup(db: Db, viewer: Viewer, groupId: number): Promise<User[]> {
  const [group] = await visibleGroups(db, viewer, { ids: [groupId] });
  if (!group) throw new AppError('TEAM_GROUP_NOT_FOUND');
  return db
    .selectFrom('users')
    .selectAll('users')
    .innerJoin('group_users', 'group_users.user_id', 'users.id')
    .where('group_users.group_id', '=', group.id)
    .where('users.deleted_at', 'is', null)
    .where(memberFilter(viewer, 'users.company_id'))
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
}
