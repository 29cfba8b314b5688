import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MARK } from '@fieldwatch/domain';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The whole key is a bearer credential: 256 random bits after a short random prefix that identifies it. */
export function newApiKey(): { key: string; prefix: string } {
  const bytes = randomBytes(8);
  const id = Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
  const prefix = `${API_KEY_MARK}${id}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** A key carries 256 random bits, so a plain SHA-256 is enough; no slow hash is needed against guessing. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
