import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PgListener } from '../db/pgListener';

/** A change the browser shows live: a new latest reading of a tag, or a tag's alarm flag. */
export interface LiveUpdate {
  deviceId: number;
  tag: string;
  /** Epoch seconds of the reading (or of the flag change). */
  time: number;
  value: number | null;
  alarmFlag: string | null;
}

type Listener = (updates: LiveUpdate[]) => void;
type WriteListener = () => void;

/** The PostgreSQL channel of the live bus. */
export const LIVE_CHANNEL = 'fieldwatch_live';
const CHANNEL = LIVE_CHANNEL;

/** The notice a process sends when a write went through its API (`announceWrite`); `origin` names the sender. */
export function writeNotice(origin: string): string {
  return JSON.stringify({ o: origin, w: true });
}
// NOTIFY payloads are limited to 8000 bytes: send in chunks well under it
const CHUNK = 60;
const FLUSH_MS = 1000;
/** The other processes hear of writes at most this often: a burst of mutations is one notice (its last write included). */
const WRITE_NOTICE_MS = 50;

/**
 * Fans updates out to the GraphQL subscriptions of this process and, through PostgreSQL LISTEN/NOTIFY, of every
 * other server process on the same database (an update committed by one process reaches a browser connected to
 * another). Updates are small and lossy by design: a browser that misses one still has the latest on refetch.
 */
export class LiveBus {
  private readonly listeners = new Set<Listener>();
  private readonly writeListeners = new Set<WriteListener>();
  private readonly origin = randomUUID().slice(0, 8);
  private readonly listener: PgListener | null;
  private outgoing = new Map<string, LiveUpdate>();
  private flushTimer: NodeJS.Timeout | null = null;
  private writeTimer: NodeJS.Timeout | null = null;
  /** When the last write notice went out (performance.now()). */
  private writeAnnounced = -Infinity;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool | null,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    this.listener = pool
      ? new PgListener({
          pool,
          channel: CHANNEL,
          onNotify: (payload) => {
            try {
              const { o, u, w } = JSON.parse(payload) as { o: string; u?: LiveUpdate[]; w?: true };
              if (o === this.origin) return;
              if (w) this.deliverWrite();
              else if (u) this.deliver(u);
            } catch (err) {
              this.log('live: a malformed notification was ignored', err);
            }
          },
          log: (msg, err) => this.log(`live: ${msg}`, err),
        })
      : null;
  }

  /** Starts listening for other processes' updates (optional: without it the bus is process-local). */
  async start(): Promise<void> {
    if (!this.stopped) await this.listener?.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    await this.listener?.stop();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears of writes made through another process's API (see `announceWrite`). */
  onWrite(listener: WriteListener): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /**
   * A write went through this process's API: the other processes drop what they share of answers read before it
   * (graphql/sharedQueryAnswers.ts), so a user whose next request reaches another process sees their change there
   * too. Sent at once, not with the updates' once-a-second batch: the user's next request may follow in milliseconds.
   * A throttle with a trailing notice, written here rather than taken from a library: it is one timer and one time,
   * and it must share `stop()` with the flush timer above.
   */
  announceWrite(): void {
    if (!this.pool || this.stopped || this.writeTimer) return;
    const wait = this.writeAnnounced + WRITE_NOTICE_MS - performance.now();
    if (wait <= 0) return this.sendWriteNotice();
    // one notice is due at the end of the interval, and covers every write until then
    this.writeTimer = setTimeout(() => {
      this.writeTimer = null;
      this.sendWriteNotice();
    }, wait);
  }

  private sendWriteNotice(): void {
    if (!this.pool || this.stopped) return;
    this.writeAnnounced = performance.now();
    this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, writeNotice(this.origin)]).catch((err) => this.log('live: NOTIFY failed', err));
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  publish(updates: LiveUpdate[]): void {
    if (updates.length === 0) return;
    this.deliver(updates);
    if (!this.pool) return;
    // other processes get the latest per tag once a second, so a busy ingest costs a few NOTIFYs, not one per batch
    for (const u of updates) {
      const key = `${u.deviceId}:${u.tag}:${u.alarmFlag === null ? 'r' : 'f'}`;
      this.outgoing.set(key, u);
    }
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  private flush(): void {
    this.flushTimer = null;
    const updates = [...this.outgoing.values()];
    this.outgoing.clear();
    for (let i = 0; i < updates.length && this.pool; i += CHUNK) {
      const payload = JSON.stringify({ o: this.origin, u: updates.slice(i, i + CHUNK) });
      this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((err) => this.log('live: NOTIFY failed', err));
    }
  }

  private deliverWrite(): void {
    for (const l of this.writeListeners) {
      try {
        l();
      } catch (err) {
        this.log('live: a write listener failed', err);
      }
    }
  }

  private deliver(updates: LiveUpdate[]): void {
    for (const l of this.listeners) {
      try {
        l(updates);
      } catch (err) {
        this.log('live: a subscriber failed', err);
      }
    }
  }
}
