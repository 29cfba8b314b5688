export interface SessionClaims {
  /** The signed-in user's id, as a numeric string. */
  sub: string;
  exp?: number;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the payload of a JWT without verifying it: the server verifies every request, the browser only
 * needs the user id. Returns null for anything that is not a JWT carrying a numeric `sub`.
 */
export function decodeSessionToken(token: string): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const sub = (payload as Record<string, unknown>).sub;
    if (typeof sub !== 'string' || !/^\d+$/.test(sub)) return null;
    return payload as SessionClaims;
  } catch {
    return null;
  }
}

/** The login call may hand back either the bare token or a ready-made `Bearer …` header value. */
export function tokenFromAuthorization(authorization: string): string {
  return authorization.trim().replace(/^Bearer\s+/i, '');
}
