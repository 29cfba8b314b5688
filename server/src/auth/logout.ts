import type { Db } from '../db/connection';
import { audit } from './audit';
import { revokeSession } from './sessions';
import type { Viewer } from './viewer';

/**
 * Ends the session the request's token names (the browser's Logout, spec 1 §4): the token stops working at once,
 * on every copy of it, and the signed-in user (not one acted as) is audited as logging out. Without a viewer or a
 * live session (an API key) there is nothing to end, and nothing is written.
 */
export async function logout(db: Db, viewer: Viewer | null, ip: string | null): Promise<void> {
  if (!viewer?.sessionId) return;
  await revokeSession(db, viewer.sessionId);
  await audit(db, { viewer: { id: viewer.actorId, actorId: viewer.actorId }, ip }, 'logout');
}
