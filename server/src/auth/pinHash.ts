import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** 4-digit PINs: drawn by crypto.randomInt, stored as an HMAC keyed per server so a database dump reveals none. */
export function newPin(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function hashPin(key: Uint8Array, requestSalt: string, pin: string): string {
  return createHmac('sha256', key).update(`${requestSalt}:${pin}`).digest('base64');
}

export function pinMatches(key: Uint8Array, requestSalt: string, pin: string, hash: string): boolean {
  const a = Buffer.from(hashPin(key, requestSalt, pin));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
