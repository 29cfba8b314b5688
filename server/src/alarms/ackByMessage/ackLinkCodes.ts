import { createHash, randomBytes } from 'node:crypto';

/**
 * How long an alarm message's acknowledgement link works after the message is due: a day covers the shift that
 * gets the alarm and the next one, and a link that lies in a mailbox or on a phone much longer is a standing
 * credential for nobody's benefit (after a day, acknowledging in the app still works).
 */
export const ACK_LINK_TTL_SECONDS = 24 * 3600;

/**
 * A link's code: 12 random bytes, 16 URL-safe characters (96 bits; guessing one is hopeless even without the
 * route's rate limit) that keep the SMS short. Only its hash is stored (hashAckCode).
 */
export function newAckCode(): string {
  return randomBytes(12).toString('base64url');
}

/** What the database keeps of a code: a leaked table row cannot be turned back into a working link. */
export function hashAckCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Anything else is refused before any SQL. */
export function isAckCodeShape(code: string): boolean {
  return /^[A-Za-z0-9_-]{16}$/.test(code);
}

/** The link a message carries: `{PUBLIC_URL}/a/<code>`, short enough for a text. */
export function ackLinkUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/a/${code}`;
}

/**
 * The code an SMS reply names (`ACK <code>`): the link row's id in base 36. It is no credential (the sender's number
 * and the webhook's signature are), only a name among the sender's own open texted alarms, so short beats random.
 */
export function replyCodeOf(linkId: number): string {
  return linkId.toString(36).toUpperCase();
}

export function linkIdOfReplyCode(code: string): number | null {
  if (!/^[0-9A-Z]{1,10}$/i.test(code)) return null;
  const id = parseInt(code, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
