import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** Sessions are JWTs carried as bearer tokens; `sub` is the user id (the browser decodes it, spec 1 §3). */
export const SESSION_TTL_SECONDS = 30 * 86400;
/** A token older than this is replaced through the `refresh-token` response header. */
export const REFRESH_AFTER_SECONDS = 86400;

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
  issuedAt: number;
  /** The server-side session (user_sessions) the token belongs to; null in a token without one (refused). */
  sessionId: string | null;
}

/** Signs a token for an existing session row (sessions.ts creates the row and calls this). */
export async function signSession(key: Uint8Array, userId: number, tokenVersion: number, sessionId: string): Promise<string> {
  return new SignJWT({ ver: tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .setIssuer('fieldwatch')
    .sign(key);
}

const HEADER_HS256 = /^\{"alg":"HS256"(,"typ":"JWT")?\}$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Null for anything that is not a valid, unexpired session token of ours. Checked here with a synchronous HMAC
 * rather than jose's jwtVerify: every request verifies its token, and jose's Web Crypto path (a key import and a
 * thread-pool round trip each time) cost more than half a millisecond of a sensor page's request. Only
 * the exact header signSession writes is accepted (HS256; no `none`, no other algorithm, no critical extensions).
 */
// the signing key made a key object once: given raw bytes, every HMAC imported them again (some 6 % of the server's
// CPU under the directory's load, in a profile of bench:api)
const keyObjects = new WeakMap<Uint8Array, KeyObject>();

function keyObjectOf(key: Uint8Array): KeyObject {
  let made = keyObjects.get(key);
  if (!made) keyObjects.set(key, (made = createSecretKey(key)));
  return made;
}

export async function verifySession(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (!HEADER_HS256.test(Buffer.from(header, 'base64url').toString('utf8'))) return null;
  const expected = createHmac('sha256', keyObjectOf(key)).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(body);
  if (payload === null || payload.iss !== 'fieldwatch') return null;
  const now = Date.now() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  const userId = Number(payload.sub);
  if (typeof payload.sub !== 'string' || !Number.isInteger(userId) || userId <= 0 || typeof payload.iat !== 'number') return null;
  const sessionId = typeof payload.sid === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(payload.sid) ? payload.sid : null;
  return { userId, tokenVersion: typeof payload.ver === 'number' ? payload.ver : -1, issuedAt: payload.iat, sessionId };
}
