import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { GroupsTable } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { assertCan } from './assertCan';
import { memberFilter } from './memberFilter';

/** The group the viewer may manage, locked for update; groups of other companies are answered as not found. */
export async function lockManagedGroups(trx: Db, viewer: Viewer | null, groupIds: readonly number[]): Promise<Selectable<GroupsTable>[]> {
  assertCan(viewer, 'manageTeam');
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('groups')
    .selectAll()
    .where('id', 'in', ids)
    .where(memberFilter(viewer, 'groups.company_id'))
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== ids.length) throw new AppError('TEAM_GROUP_NOT_FOUND');
  return rows;
}
