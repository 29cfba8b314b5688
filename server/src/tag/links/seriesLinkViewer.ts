import type { Db } from '../../db/connection';
import type { Viewer } from '../../auth/viewer';
import { viewerOfUser } from '../../auth/viewerOfUser';
import type { SeriesLinkClaims } from './seriesLinkToken';

/**
 * The viewer a link token speaks for, read afresh: a user deleted since the link was made gets nothing, and one whose
 * rights changed is judged by the policy on today's rights.
 */
export async function seriesLinkViewer(db: Db, claims: SeriesLinkClaims): Promise<Viewer | null> {
  return viewerOfUser(db, claims.userId, claims.actorId);
}
