import type { Db } from '../../db/connection';

const KNOWN_MS = 5 * 60_000;
const UNKNOWN_MS = 10_000;

/**
 * Whether a device id exists, cached. With an external broker the server does not see the device's CONNECT, so a
 * message from a device id the database does not have (deleted while connected, a broker that lets anonymous
 * clients in) must be dropped here: written in a batch, it would fail the whole batch (foreign keys) and every
 * message in it would be redelivered again and again. One indexed lookup per device every few minutes.
 */
export class KnownDevices {
  private cache = new Map<number, { known: boolean; until: number }>();
  private pending = new Map<number, Promise<boolean>>();

  constructor(private readonly db: Db) {}

  /** Rejects when the database cannot answer (the caller then does not acknowledge). */
  has(deviceId: number, now = Date.now()): Promise<boolean> | boolean {
    const c = this.cache.get(deviceId);
    if (c && c.until > now) return c.known;
    let p = this.pending.get(deviceId);
    if (!p) {
      p = this.db
        .selectFrom('devices')
        .select('id')
        .where('id', '=', deviceId)
        .executeTakeFirst()
        .then((row) => {
          const known = row !== undefined;
          this.cache.set(deviceId, { known, until: Date.now() + (known ? KNOWN_MS : UNKNOWN_MS) });
          if (this.cache.size > 1_000_000) this.cache.clear();
          return known;
        })
        .finally(() => this.pending.delete(deviceId));
      this.pending.set(deviceId, p);
    }
    return p;
  }
}
