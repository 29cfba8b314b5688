import { SignJWT, jwtVerify } from 'jose';

/** Sessions are JWTs carried as bearer tokens; `sub` is the user id (the browser decodes it, spec 1 §3). */
export const SESSION_TTL_SECONDS = 30 * 86400;
/** A token older than this is replaced through the `refresh-token` response header. */
export const REFRESH_AFTER_SECONDS = 86400;

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
  issuedAt: number;
}

export async function signSession(key: Uint8Array, userId: number, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .setIssuer('fieldwatch')
    .sign(key);
}

/** Null for anything that is not a valid, unexpired session token of ours. */
export async function verifySession(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: 'fieldwatch', algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.iat !== 'number') return null;
    return { userId, tokenVersion: typeof payload.ver === 'number' ? payload.ver : -1, issuedAt: payload.iat };
  } catch {
    return null;
  }
}
