import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { assertCan } from './assertCan';
import { memberFilter } from './memberFilter';

/**
 * The (not deleted) user the viewer may manage, locked for update in the caller's transaction. A user outside
 * the viewer's companies is answered as not found, so a manager of company A learns nothing about company B.
 */
export async function lockManagedUser(trx: Db, viewer: Viewer | null, userId: number): Promise<Selectable<UsersTable>> {
  assertCan(viewer, 'manageTeam');
  const row = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where(memberFilter(viewer, 'users.company_id'))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('TEAM_USER_NOT_FOUND');
  return row;
}
