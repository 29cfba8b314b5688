import type { Db } from '../../db/connection';
import { viewerFromRow, type Viewer } from '../../auth/viewer';
import type { SeriesLinkClaims } from './seriesLinkToken';

/**
 * The viewer a link token speaks for, read afresh: a user deleted since the link was made gets nothing, and one whose
 * rights changed is judged by the policy on today's rights.
 */
export async function seriesLinkViewer(db: Db, claims: SeriesLinkClaims): Promise<Viewer | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'company_id',
      'is_super_user',
      'is_manager',
      'can_edit',
      'is_demo',
      'is_privileged',
      'view_inactive_companies',
      'company_list_unfiltered',
    ])
    .where('id', '=', claims.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? viewerFromRow(row, claims.actorId, 'session') : null;
}
