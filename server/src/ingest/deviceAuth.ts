import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';

const CACHE_MS = 60_000;
const FAILURE_WINDOW_MS = 60_000;
const MAX_FAILURES_PER_ID = 10;
// cellular carriers put many devices behind one address: an address needs far more failures to be throttled
const MAX_FAILURES_PER_SOURCE = 200;

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Checks a device's transport secret (DESIGN.md §4). An unknown id and a wrong secret get the same answer;
 * after repeated failures for one id or one address the check is refused without touching the database,
 * so a guessing loop costs the server nothing. Verified devices are cached briefly: a busy device does not
 * cost a query per connection.
 */
export class DeviceAuth {
  private cache = new Map<number, { hash: string; until: number }>();
  private failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly db: Db) {}

  throttled(key: string, now = Date.now()): boolean {
    const f = this.failures.get(key);
    if (!f) return false;
    if (now - f.since > FAILURE_WINDOW_MS) {
      this.failures.delete(key);
      return false;
    }
    return f.count >= (key.startsWith('src:') ? MAX_FAILURES_PER_SOURCE : MAX_FAILURES_PER_ID);
  }

  private fail(keys: string[], now: number): void {
    for (const key of keys) {
      const f = this.failures.get(key);
      if (!f || now - f.since > FAILURE_WINDOW_MS) this.failures.set(key, { count: 1, since: now });
      else f.count++;
    }
    // a scan over many ids must not grow this map without bound
    if (this.failures.size > 100_000) this.failures.clear();
  }

  /** True when `secret` is the device's; `source` (an address) is throttled along with the id. */
  async verify(deviceId: number, secret: string, source: string): Promise<boolean> {
    const now = Date.now();
    const keys = [`id:${deviceId}`, `src:${source}`];
    if (keys.some((k) => this.throttled(k, now))) return false;
    if (!Number.isSafeInteger(deviceId) || deviceId <= 0 || !secret) {
      this.fail(keys, now);
      return false;
    }
    let entry = this.cache.get(deviceId);
    if (!entry || entry.until < now) {
      const row = await this.db.selectFrom('devices').select('secret_hash').where('id', '=', deviceId).executeTakeFirst();
      entry = row ? { hash: row.secret_hash, until: now + CACHE_MS } : undefined;
      if (entry) this.cache.set(deviceId, entry);
    }
    const given = Buffer.from(hashDeviceSecret(secret));
    const expected = Buffer.from(entry?.hash ?? '0'.repeat(64));
    const ok = Boolean(entry) && given.length === expected.length && timingSafeEqual(given, expected);
    if (!ok) this.fail(keys, now);
    return ok;
  }

  /** Forget a cached secret (after it is changed). */
  forget(deviceId: number): void {
    this.cache.delete(deviceId);
  }
}
