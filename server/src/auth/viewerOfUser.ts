import type { Db } from '../db/connection';
import { viewerFromRow, type Viewer } from './viewer';

/** The users columns a Viewer is made of. */
export const VIEWER_COLUMNS = [
  'id',
  'company_id',
  'is_super_user',
  'is_manager',
  'can_edit',
  'is_demo',
  'is_privileged',
  'view_inactive_companies',
  'company_list_unfiltered',
] as const;

/**
 * A user as the policy judges them now, for work done on their behalf without a request of theirs (a link they
 * follow, a message sent to them): read afresh, so a user deleted since gets nothing and one whose role, company or
 * groups changed is judged on today's rights. Acting as themselves unless `actorId` names who acts for them.
 */
export async function viewerOfUser(db: Db, userId: number, actorId: number = userId): Promise<Viewer | null> {
  const row = await db
    .selectFrom('users')
    .select(VIEWER_COLUMNS)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? viewerFromRow(row, actorId, 'session') : null;
}
