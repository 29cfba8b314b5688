import { LRUCache } from 'lru-cache';

/**
 * How long an answer is shared between the requests of the same scope (the landing banner's counts, and the GraphQL
 * queries of one viewer: graphql/sharedQueryAnswers.ts). The counts read the whole visible fleet (about 11 ms of
 * database CPU at 10,000 devices), and every manager of a company opening the landing page asks the same question:
 * under load one answer serves them all. Two seconds is a staleness nobody can tell from the readings' own delay; a
 * change made through this server's API drops every shared answer at once (see `invalidate`), so a user sees their
 * own action at the next request.
 */
export const SHARED_ANSWER_TTL_MS = 2000;

export interface SharedAnswersOptions {
  /** How long an answer is kept after it was read; 0 keeps none (only requests that arrive during a read share it). */
  ttlMs?: number;
  /** At most this many answers are kept (the least recently used go first). */
  max?: number;
  /** At most this much in all, in the unit of `describe`'s sizes (none by default); a bigger answer is not kept. */
  maxSize?: number;
  /** Told how each request was answered (for the metrics). */
  observe?: (outcome: 'read' | 'joined' | 'kept') => void;
}

/** How the caller keeps an answer: whether at all, what it shows (labels), and its size when there is a limit. */
export interface KeepRule<T> {
  keep?(value: T): boolean;
  describe?(value: T): { labels: Iterable<number>; size: number };
}

/**
 * Answers shared by key for a short time, one computation at a time per key (single flight: the requests that
 * arrive while an answer is being read wait for that read instead of starting their own). The key must name the
 * caller's exact scope (the landing: the compiled SQL and its parameters; a query: the viewer, the document and its
 * variables), so two callers share an answer only when they would have got the very same one. A failed read is not
 * kept, and neither is one the caller marks as not to keep (`keep`).
 */
export class SharedAnswers<T extends object> {
  private readonly cache: LRUCache<string, T> | null;
  private readonly sized: boolean;
  private readonly observe: NonNullable<SharedAnswersOptions['observe']>;

  constructor({ ttlMs = SHARED_ANSWER_TTL_MS, max = 1000, maxSize, observe }: SharedAnswersOptions = {}) {
    this.sized = maxSize !== undefined;
    this.observe = observe ?? (() => {});
    // expired answers are purged on their timer, so what a burst left behind is not held until it is pushed out
    this.cache =
      ttlMs > 0
        ? new LRUCache<string, T>({
            max,
            ...(maxSize ? { maxSize } : {}),
            ttl: ttlMs,
            ttlAutopurge: true,
            dispose: (_value, key) => this.forgetLabels(key),
          })
        : null;
  }

  /**
   * The kept answer of `key`, the read under way for it, or a new read. A rule's `describe` names what a kept answer
   * shows (a query's devices), so that `invalidateLabels` drops it when one of them changes, and weighs it.
   */
  async get(key: string, read: () => Promise<T>, rule: KeepRule<T> = {}): Promise<T> {
    const inFlight = this.inFlight.get(key);
    if (inFlight) {
      this.observe('joined');
      return inFlight;
    }
    const kept = this.cache?.get(key);
    if (kept) {
      this.observe('kept');
      return kept;
    }
    this.observe('read');
    const generation = this.generation;
    const since = this.labelSeq;
    const reading = read();
    this.inFlight.set(key, reading);
    try {
      const value = await reading;
      this.keepIfFresh(key, value, rule, generation, since);
      return value;
    } finally {
      if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
      // with no read under way no answer can be older than a change: what was noted is no longer needed
      if (this.inFlight.size === 0) this.changedWhileReading.clear();
    }
  }

  private keepIfFresh(key: string, value: T, rule: KeepRule<T>, generation: number, since: number): void {
    // a change made while the answer was being read may not be in it: not kept for the next request
    if (!this.cache || generation !== this.generation || !(rule.keep?.(value) ?? true)) return;
    const { labels, size } = rule.describe?.(value) ?? { labels: [], size: 1 };
    const mine = new Set(labels);
    for (const label of mine) if ((this.changedWhileReading.get(label) ?? -1) >= since) return;
    this.cache.set(key, value, this.sized ? { size: Math.max(1, size) } : {});
    if (!this.cache.has(key)) return; // bigger than all that may be kept
    this.labelsOf.set(key, mine);
    for (const label of mine) {
      let keys = this.keysOf.get(label);
      if (!keys) this.keysOf.set(label, (keys = new Set()));
      keys.add(key);
    }
  }

  /** These labels changed (devices that sent a reading): the kept answers that show one of them are dropped. */
  invalidateLabels(labels: Iterable<number>): void {
    if (!this.cache) return;
    const seq = this.labelSeq++;
    for (const label of labels) {
      if (this.inFlight.size > 0) this.changedWhileReading.set(label, seq);
      const keys = this.keysOf.get(label);
      if (!keys) continue;
      for (const key of [...keys]) this.cache.delete(key); // its dispose forgets its labels
    }
  }

  private forgetLabels(key: string): void {
    const mine = this.labelsOf.get(key);
    if (!mine) return;
    this.labelsOf.delete(key);
    for (const label of mine) {
      const keys = this.keysOf.get(label);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOf.delete(label);
    }
  }

  /** A write through the API: every shared answer is dropped, and reads already under way are not kept. */
  invalidate(): void {
    this.generation++;
    this.cache?.clear();
    this.inFlight.clear();
  }

  /** Answers kept now (for the metrics and tests). */
  get size(): number {
    return this.cache?.size ?? 0;
  }

  private generation = 0;
  /** Counts label changes; a read notes the count when it starts. */
  private labelSeq = 0;
  /** The last change of each label changed while some read was under way (cleared when none is). */
  private readonly changedWhileReading = new Map<number, number>();
  private readonly labelsOf = new Map<string, Set<number>>();
  private readonly keysOf = new Map<number, Set<string>>();
  private readonly inFlight = new Map<string, Promise<T>>();
}
