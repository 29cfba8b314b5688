import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { SESSION_TTL_SECONDS, signSession } from './sessionToken';

/**
 * Server-side sessions (docs/security.md "Sessions"). A session token is a signed JWT that names a user_sessions row;
 * the row is what can be revoked: logout ends one, "Sign out everywhere", a role change, a contact change and the
 * user's deletion end them all. The token alone never outlives its row.
 */

/** Creates a session for the user and returns its token. */
export async function startSession(db: Db, key: Uint8Array, userId: number, tokenVersion: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db
    .insertInto('user_sessions')
    .values({ id, user_id: userId, expires_at: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) })
    .execute();
  return signSession(key, userId, tokenVersion, id);
}

/** A renewed token for a live session, whose expiry moves with it (the `refresh-token` header). */
export async function renewSession(db: Db, key: Uint8Array, userId: number, tokenVersion: number, sessionId: string): Promise<string> {
  await db
    .updateTable('user_sessions')
    .set({ expires_at: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  return signSession(key, userId, tokenVersion, sessionId);
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of the user, but `except` (the request that asked, when it keeps its own). Returns how many. */
export async function revokeUserSessions(db: Db, userId: number, except: string | null = null): Promise<number> {
  let q = db
    .updateTable('user_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) q = q.where('id', '!=', except);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
