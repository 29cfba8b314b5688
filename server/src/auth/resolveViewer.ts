import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';
import { AppError } from '../errors/AppError';
import { REFRESH_AFTER_SECONDS, verifySession } from './sessionToken';
import { renewSession } from './sessions';
import { viewerFromRow, type Viewer } from './viewer';
import { canLoginAs } from './policy/canLoginAs';
import { isApiKeyFormat } from '@fieldwatch/domain';
import { apiKeyUser } from '../account/apiKeyUser';
import { VIEWER_COLUMNS } from './viewerOfUser';

export interface ResolvedAuth {
  viewer: Viewer | null;
  /** Credentials were sent but are not valid. */
  failed: boolean;
  /** A fresh session token for the `refresh-token` response header. */
  refreshedToken: string | null;
}

/** A viewer's columns and the token version a session must match. */
const SESSION_USER_COLUMNS = [...VIEWER_COLUMNS, 'token_version'] as const;

// every request runs it: prepared, planned once per connection
async function loadUser(db: Db, id: number) {
  return (
    await dbPool.prepared(
      db,
      'fw_viewer',
      db.selectFrom('users').select(SESSION_USER_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).compile(),
    )
  )[0];
}

/** The user of a live session (not revoked, not expired), in one prepared read. */
async function loadSessionUser(db: Db, id: number, sessionId: string) {
  const q = db
    .selectFrom('users')
    .innerJoin('user_sessions as s', 's.user_id', 'users.id')
    .select(SESSION_USER_COLUMNS.map((c) => `users.${c}` as const))
    .where('users.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`);
  return (await dbPool.prepared(db, 'fw_session_viewer', q.compile()))[0];
}

/**
 * Turns the request's bearer token (a session token or an API key; and an optional `login-as` header) into the viewer. Only a super user may act
 * as another user; the header is checked on every request, so a demoted user loses it at once.
 */
export async function resolveViewer(
  db: Db,
  key: Uint8Array,
  authorization: string | undefined,
  loginAs: string | undefined,
): Promise<ResolvedAuth> {
  const none: ResolvedAuth = { viewer: null, failed: false, refreshedToken: null };
  if (!authorization) return none;
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  if (!token) return none;
  const failed: ResolvedAuth = { viewer: null, failed: true, refreshedToken: null };

  // An API key acts as its own user with that user's permissions; it cannot act as anyone else.
  if (isApiKeyFormat(token)) {
    const userId = await apiKeyUser(db, token);
    const user = userId === null ? undefined : await loadUser(db, userId);
    if (!user) return failed;
    if (loginAs && Number(loginAs) !== user.id) throw new AppError('LOGIN_AS_REFUSED');
    return { viewer: viewerFromRow(user, user.id, 'apiKey'), failed: false, refreshedToken: null };
  }

  const claims = await verifySession(key, token);
  if (!claims?.sessionId) return failed;
  const user = await loadSessionUser(db, claims.userId, claims.sessionId);
  if (!user || user.token_version !== claims.tokenVersion) return failed;
  const sessionId = claims.sessionId;

  const refreshedToken =
    Date.now() / 1000 - claims.issuedAt > REFRESH_AFTER_SECONDS
      ? await renewSession(db, key, user.id, user.token_version, sessionId)
      : null;

  const asId = loginAs ? Number(loginAs) : NaN;
  if (!loginAs || asId === user.id) return { viewer: viewerFromRow(user, user.id, 'session', sessionId), failed: false, refreshedToken };
  if (!canLoginAs(viewerFromRow(user, user.id, 'session', sessionId))) throw new AppError('LOGIN_AS_REFUSED');
  if (!Number.isInteger(asId) || asId <= 0) throw new AppError('BAD_INPUT');
  const target = await loadUser(db, asId);
  if (!target) throw new AppError('NOT_FOUND');
  return { viewer: viewerFromRow(target, user.id, 'session', sessionId), failed: false, refreshedToken };
}
