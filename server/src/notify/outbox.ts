import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { NotificationOutboxTable, OutboxKind } from '../db/schemaOps';
import type { OutgoingMessage, Transport } from './transport';
import { alarmOutboxPolicy } from '../alarms/outboxPolicy';

export type OutboxRow = Insertable<NotificationOutboxTable>;

/** A row claimed for sending, with what a kind's policy needs to judge it. */
export interface ClaimedMessage extends OutgoingMessage {
  kind: OutboxKind;
  attempts: number;
  user_id: number | null;
  device_id: number | null;
  tag: string | null;
  alarm_log_id: number | null;
}

/** What a kind of message adds to delivery: a precondition checked when its time comes, and a record once sent. */
export interface OutboxKindPolicy {
  /** Of the claimed rows of this kind, the ids that must not go out any more: they become 'cancelled'. */
  cancelled?(db: Db, rows: ClaimedMessage[]): Promise<Set<number>>;
  /** After a row of this kind was sent; a failure is logged and the row stays 'sent'. */
  afterSent?(db: Db, row: ClaimedMessage): Promise<void>;
}

export type OutboxPolicies = Partial<Record<OutboxKind, OutboxKindPolicy>>;

/** Alarm notifications go out only while their alarm is still active and unacknowledged (alarms/outboxPolicy.ts). */
export const DEFAULT_OUTBOX_POLICIES: OutboxPolicies = { alarm: alarmOutboxPolicy };

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
    private readonly policies: OutboxPolicies = DEFAULT_OUTBOX_POLICIES,
  ) {}

  async enqueue(row: OutboxRow, db: Db = this.db): Promise<number> {
    const { id } = await db.insertInto('notification_outbox').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Sends what is due now; returns the number sent or cancelled by a precondition. Safe to call concurrently. */
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
      .returning(['id', 'kind', 'channel', 'recipient', 'subject', 'body', 'attempts', 'user_id', 'device_id', 'tag', 'alarm_log_id'])
      .execute();
    const checked = await this.preconditions(claimed);
    let done = checked.cancelled;
    for (const m of claimed) {
      if (checked.skip.has(m.id)) continue;
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
        done++;
        await this.policies[m.kind]?.afterSent?.(this.db, m).catch((err) => this.log(`outbox: recording message ${m.id} failed`, err));
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
    return done;
  }

  /**
   * Applies each kind's precondition to the claimed rows: the ids it refuses become 'cancelled' and are skipped.
   * When a check itself fails its rows go back to 'pending' for a later pass, and are skipped too.
   */
  private async preconditions(claimed: ClaimedMessage[]): Promise<{ skip: Set<number>; cancelled: number }> {
    const skip = new Set<number>();
    let cancelled = 0;
    const byKind = new Map<OutboxKind, ClaimedMessage[]>();
    for (const m of claimed) {
      if (!this.policies[m.kind]?.cancelled) continue;
      const rows = byKind.get(m.kind);
      if (rows) rows.push(m);
      else byKind.set(m.kind, [m]);
    }
    for (const [kind, rows] of byKind) {
      const ids = rows.map((r) => r.id);
      try {
        const refused = [...(await this.policies[kind]!.cancelled!(this.db, rows))];
        if (refused.length) {
          await this.db.updateTable('notification_outbox').set({ status: 'cancelled' }).where('id', 'in', refused).execute();
          for (const id of refused) skip.add(id);
          cancelled += refused.length;
        }
      } catch (err) {
        this.log(`outbox: checking ${kind} messages failed`, err);
        await this.db.updateTable('notification_outbox')
          .set({ status: 'pending', send_after: new Date(Date.now() + 5000) })
          .where('id', 'in', ids)
          .execute()
          .catch((e) => this.log('outbox: releasing messages failed', e));
        for (const id of ids) skip.add(id);
      }
    }
    return { skip, cancelled };
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
