import type { Db } from '../db/connection';
import type { UserRow } from '../db/rows';
import { AppError } from '../errors/AppError';
import { audit } from './audit';
import type { AuthorizedActor } from './policy/authorize';
import { canLoginAs } from './policy/canLoginAs';
import { viewerFromRow } from './viewer';

/**
 * Login-as start: a super user acts as another user by sending the `login-as` header on every request (checked on
 * every request, resolveViewer.ts); this marks the start in the audit log. The signed-in user (not the one acted
 * as) must be allowed to log in as others (LOGIN_AS_REFUSED), and the target must exist (NOT_FOUND). Answers the
 * target's row.
 */
export async function startLoginAs(db: Db, actor: AuthorizedActor, userId: number): Promise<UserRow> {
  const viewer = actor.viewer;
  const signedIn = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', viewer.actorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!signedIn || !canLoginAs(viewerFromRow(signedIn, signedIn.id, viewer.via))) throw new AppError('LOGIN_AS_REFUSED');
  const target = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND');
  await audit(db, { viewer: { id: target.id, actorId: viewer.actorId }, ip: actor.ip }, 'loginAs.start', { type: 'user', id: target.id });
  return target;
}

/** Login-as end: marks it in the audit log when the request still acts as another user; otherwise nothing to mark. */
export async function stopLoginAs(db: Db, actor: AuthorizedActor): Promise<void> {
  const viewer = actor.viewer;
  if (viewer.actorId !== viewer.id) {
    await audit(db, actor, 'loginAs.stop', { type: 'user', id: viewer.id });
  }
}
