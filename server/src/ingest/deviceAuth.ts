import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';

const CACHE_MS = 60_000;
/** An id that is not a device is remembered as such only briefly: a device minted meanwhile is found soon. */
const UNKNOWN_CACHE_MS = 10_000;
const FAILURE_WINDOW_MS = 60_000;
const MAX_FAILURES_PER_ID = 10;
// cellular carriers put many devices behind one address: an address needs far more failures to be throttled
const MAX_FAILURES_PER_SOURCE = 200;
/** Secrets are 32 to 64 characters; anything much longer is not worth hashing. */
const MAX_SECRET_LENGTH = 256;
const MAX_CACHED = 200_000;

export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * 'ok': the device's secret. 'wrong': an unknown id or a wrong secret (one answer for both). 'throttled': wrong too,
 * and the id or the address has failed so often this minute that the transport should tell the sender to back off.
 */
export type DeviceAuthResult = 'ok' | 'wrong' | 'throttled';

/**
 * Checks a device's transport secret (DESIGN.md §4, docs/device-protocol.md "Throttling").
 *
 * The right secret is always accepted: failures are counted per device id and per source address, and only decide
 * how a *wrong* attempt is answered (401 or 429), so nobody can keep a device offline by hammering its id with wrong
 * secrets. Secrets carry at least 128 random bits, so counting failures is not what stops guessing; it tells a
 * misconfigured or hostile sender to back off, and it keeps a scan from costing the database: a source over its
 * failure limit is answered from memory only (a device whose secret is not cached is then refused until the
 * minute is over). Known devices are cached for a minute, unknown ids for a few seconds, so a flood on one id costs
 * one query a minute.
 */
export class DeviceAuth {
  private cache = new Map<number, { hash: string | null; until: number }>();
  private failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly db: Db) {}

  /** Whether this key (`id:N` or `src:ADDRESS`) has failed too often this minute. */
  throttled(key: string, now = Date.now()): boolean {
    const f = this.failures.get(key);
    if (!f) return false;
    if (now - f.since > FAILURE_WINDOW_MS) {
      this.failures.delete(key);
      return false;
    }
    return f.count >= (key.startsWith('src:') ? MAX_FAILURES_PER_SOURCE : MAX_FAILURES_PER_ID);
  }

  private fail(keys: string[], now: number): DeviceAuthResult {
    for (const key of keys) {
      const f = this.failures.get(key);
      if (!f || now - f.since > FAILURE_WINDOW_MS) this.failures.set(key, { count: 1, since: now });
      else f.count++;
    }
    // a scan over many ids must not grow this map without bound
    if (this.failures.size > 100_000) this.failures.clear();
    return keys.some((k) => this.throttled(k, now)) ? 'throttled' : 'wrong';
  }

  /** The device's secret hash (null: no such device), cached; undefined when a throttled source may not ask. */
  private async hashOf(deviceId: number, sourceThrottled: boolean, now: number): Promise<string | null | undefined> {
    const entry = this.cache.get(deviceId);
    if (entry && entry.until >= now) return entry.hash;
    if (sourceThrottled) return undefined;
    const row = await this.db.selectFrom('devices').select('secret_hash').where('id', '=', deviceId).executeTakeFirst();
    const hash = row?.secret_hash ?? null;
    if (this.cache.size > MAX_CACHED) this.cache.clear();
    this.cache.set(deviceId, { hash, until: now + (hash ? CACHE_MS : UNKNOWN_CACHE_MS) });
    return hash;
  }

  /** Checks `secret` for the device; `source` (the sender's address) is counted with the id on failure. */
  async check(deviceId: number, secret: string, source: string): Promise<DeviceAuthResult> {
    const now = Date.now();
    const keys = [`id:${deviceId}`, `src:${source}`];
    if (!Number.isSafeInteger(deviceId) || deviceId <= 0 || !secret || secret.length > MAX_SECRET_LENGTH) return this.fail(keys, now);
    const hash = await this.hashOf(deviceId, this.throttled(keys[1]!, now), now);
    if (hash === undefined) return 'throttled';
    const given = Buffer.from(hashDeviceSecret(secret));
    const expected = Buffer.from(hash ?? '0'.repeat(64));
    const ok = hash !== null && given.length === expected.length && timingSafeEqual(given, expected);
    return ok ? 'ok' : this.fail(keys, now);
  }

  /** True when `secret` is the device's (see check). */
  async verify(deviceId: number, secret: string, source: string): Promise<boolean> {
    return (await this.check(deviceId, secret, source)) === 'ok';
  }

  /** Forget a cached secret (after it is changed). */
  forget(deviceId: number): void {
    this.cache.delete(deviceId);
  }
}
