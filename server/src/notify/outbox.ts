import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { NotificationOutboxTable } from '../db/schemaOps';
import type { Transport } from './transport';

export type OutboxRow = Insertable<NotificationOutboxTable>;

const MAX_ATTEMPTS = 5;

/**
 * The durable notification outbox (DESIGN.md §1): rows are written in the caller's transaction and sent by
 * `deliverDue`, which claims due rows with SKIP LOCKED so several server processes can share the work.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transports: { sms: Transport; email: Transport },
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  async enqueue(row: OutboxRow, db: Db = this.db): Promise<number> {
    const { id } = await db.insertInto('notification_outbox').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Sends what is due now; returns the number sent. Safe to call concurrently. */
  async deliverDue(limit = 50): Promise<number> {
    const claimed = await this.db
      .updateTable('notification_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('notification_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('send_after', '<=', new Date())
          .orderBy('send_after')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'channel', 'recipient', 'subject', 'body', 'attempts'])
      .execute();
    let sent = 0;
    for (const m of claimed) {
      const transport = this.transports[m.channel];
      try {
        await transport.send(m);
        await this.db
          .updateTable('notification_outbox')
          .set({
            status: 'sent',
            sent_at: new Date(),
            transport: transport.name,
            last_error: null,
            // a PIN that left through a real provider need not stay readable in the database; the log
            // transport's whole point is that it stays
            ...(m.kind === 'pin' && transport.name !== 'log' ? { body: m.body.replace(/\d{4}/, '****') } : {}),
          })
          .where('id', '=', m.id)
          .execute();
        sent++;
      } catch (err) {
        this.log(`outbox: sending message ${m.id} by ${transport.name} failed`, err);
        const retry = m.attempts < MAX_ATTEMPTS;
        await this.db
          .updateTable('notification_outbox')
          .set({
            status: retry ? 'pending' : 'failed',
            last_error: String((err as Error).message ?? err).slice(0, 500),
            send_after: new Date(Date.now() + 2 ** m.attempts * 5000),
          })
          .where('id', '=', m.id)
          .execute();
      }
    }
    return sent;
  }

  /** Waits for a delivery pass in progress, then sends everything due (tests, and shutdown). */
  async flush(): Promise<void> {
    await this.running;
    while ((await this.deliverDue()) > 0) { /* drain */ }
  }

  /** Delivers now instead of waiting for the next tick (a PIN should arrive at once). */
  kick(): void {
    void this.tick();
  }

  start(intervalMs = 2000): void {
    // rows left 'sending' by a crash mid-send are retried: a duplicate message beats a lost one
    void this.db.updateTable('notification_outbox').set({ status: 'pending' }).where('status', '=', 'sending').execute()
      .catch((err) => this.log('outbox: recovery failed', err));
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        while ((await this.deliverDue()) > 0) { /* drain */ }
      } catch (err) {
        this.log('outbox: delivery pass failed', err);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
