import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { revokeUserSessions } from '../auth/sessions';
import { AppError } from '../errors/AppError';

/**
 * Account → Sign out everywhere: ends every session of the signed-in user, this one included (docs/security.md),
 * and answers how many were ended. Refused with an API key (keys are deleted on their own list) and while acting as
 * another user (it would end the super user's own sessions from someone else's page).
 */
export async function signOutEverywhere(db: Db, actor: AuthorizedActor): Promise<number> {
  const viewer = actor.viewer;
  if (viewer.via !== 'session' || viewer.actorId !== viewer.id) throw new AppError('SIGN_OUT_REFUSED');
  return db.transaction().execute(async (trx) => {
    const ended = await revokeUserSessions(trx, viewer.id);
    await audit(trx, { viewer: { id: viewer.id, actorId: viewer.id }, ip: actor.ip }, 'account.signOutEverywhere', undefined, {
      sessions: ended,
    });
    return ended;
  });
}
