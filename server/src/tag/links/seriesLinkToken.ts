import { createHmac, timingSafeEqual } from 'node:crypto';

/** A series link stays usable this long: long enough for a page to load its data, short enough that a leaked URL ages out. */
const SERIES_LINK_TTL_SECONDS = 3600;

export interface SeriesLinkClaims {
  /** The user whose permissions the link carries (the viewer; under login-as, the user acted as). */
  userId: number;
  /** The signed-in user who asked for the link (audit: differs from userId under login-as). */
  actorId: number;
  deviceId: number;
  tag: string;
  /** Epoch seconds. */
  expires: number;
}

// a key of its own, derived from the server's signing key, so a link token can never pass as a session JWT or the reverse
function linkKey(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update('fieldwatch series link v1').digest();
}

function mac(signingKey: Uint8Array, body: string): Buffer {
  return createHmac('sha256', linkKey(signingKey)).update(body).digest();
}

/** A token bound to one user, one device, one tag and an expiry; carried in the link's query string. */
export function signSeriesLink(signingKey: Uint8Array, c: Omit<SeriesLinkClaims, 'expires'>, now = Date.now() / 1000): string {
  const claims: SeriesLinkClaims = { ...c, expires: Math.floor(now) + SERIES_LINK_TTL_SECONDS };
  const body = Buffer.from(JSON.stringify([claims.userId, claims.actorId, claims.deviceId, claims.tag, claims.expires])).toString(
    'base64url',
  );
  return `${body}.${mac(signingKey, body).toString('base64url')}`;
}

/** The claims of a genuine, unexpired token for exactly this device and tag; null for anything else. */
export function verifySeriesLink(
  signingKey: Uint8Array,
  token: string,
  deviceId: number,
  tag: string,
  now = Date.now() / 1000,
): SeriesLinkClaims | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 512) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(signingKey, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 5) return null;
  const [userId, actorId, dev, t, expires] = parts as unknown[];
  if (
    typeof userId !== 'number' ||
    typeof actorId !== 'number' ||
    typeof dev !== 'number' ||
    typeof t !== 'string' ||
    typeof expires !== 'number'
  )
    return null;
  if (dev !== deviceId || t !== tag || expires <= now) return null;
  return { userId, actorId, deviceId: dev, tag: t, expires };
}
