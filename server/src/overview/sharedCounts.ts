import { LRUCache } from 'lru-cache';

/**
 * How long a landing banner's counts are shared between the requests of the same scope. The counts read the whole
 * visible fleet (about 11 ms of database CPU at 10,000 devices), and every manager of a company opening the landing
 * page asks the same question: under load one answer serves them all. Two seconds is a staleness nobody can tell from
 * the readings' own delay; a change made through this server's API drops every shared answer at once (see
 * `invalidate`), so a user sees their own action at the next request.
 */
export const SHARED_COUNTS_TTL_MS = 2000;

/**
 * Answers shared by key for a short time, one computation at a time per key (single flight: the requests that
 * arrive while the counts are being read wait for that read instead of starting their own). The key must name the
 * caller's exact scope: the compiled SQL and its parameters, so two users share an answer only when the database
 * would have been asked the very same question. A failed read is not kept.
 */
export class SharedCounts<T extends object> {
  private readonly cache: LRUCache<string, T>;

  constructor(ttlMs = SHARED_COUNTS_TTL_MS) {
    // a few hundred scopes at most (one per company for managers, one per group user); the bound is a safety net
    this.cache = new LRUCache<string, T>({ max: 1000, ttl: ttlMs, ttlAutopurge: false });
  }

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const inFlight = this.inFlight.get(key);
    if (inFlight) return inFlight;
    const kept = this.cache.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const reading = read().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, reading);
    const value = await reading;
    // a change made while the counts were being read may not be in them: not kept for the next request
    if (generation === this.generation) this.cache.set(key, value);
    return value;
  }

  /** A write through the API: every shared answer is dropped, and reads already under way are not kept. */
  invalidate(): void {
    this.generation++;
    this.cache.clear();
    this.inFlight.clear();
  }

  private generation = 0;
  private readonly inFlight = new Map<string, Promise<T>>();
}
