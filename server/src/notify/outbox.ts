import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { NotificationOutboxTable, OutboxKind } from '../db/schemaOps';
import type { OutgoingMessage, Transport } from './transport';
import { alarmOutboxPolicy } from '../alarms/alarmEscalation';
import { reportOutboxPolicy } from '../reports/reportOutboxPolicy';
import { claimDue, OUTBOX_LEASE_MS, release, renewLease } from './outboxLease';
import { attachmentsOf } from './outboxAttachments';
import { Clock } from '../util/clock';
import { sql } from 'kysely';

export type OutboxRow = Insertable<NotificationOutboxTable>;

import type { ClaimedMessage, OutboxPolicies } from './outboxTypes';
export type { ClaimedMessage, OutboxPolicies } from './outboxTypes';

/**
 * Alarm notifications go out only while their alarm is still active and unacknowledged (alarms/alarmEscalation.ts);
 * report e-mails only while their user still takes the report and reads the device (reports/reportOutboxPolicy.ts).
 */
const DEFAULT_OUTBOX_POLICIES: OutboxPolicies = { alarm: alarmOutboxPolicy, report: reportOutboxPolicy };

const MAX_ATTEMPTS = 5;
/**
 * How many rows of a pass are sent at once. More would overlap the providers' round trips, but a process killed in
 * the middle of a pass then sends again every message a provider had already accepted and the outbox had not yet
 * recorded: up to that many duplicates per crash instead of the one in flight, which docs/operations.md promises
 * (faults/outboxTwoProcesses.faults.ts holds it to that). The records no longer wait for the disk
 * (db/noFlushWait.ts), which was what the lanes had bought.
 */
const SEND_CONCURRENCY = 1;

/** Which of the SEND_CONCURRENCY lanes a row goes out in: by its tag, else by its recipient. */
function laneOf(m: ClaimedMessage): number {
  const key = m.device_id !== null && m.tag !== null ? `${m.device_id}:${m.tag}` : m.recipient;
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % SEND_CONCURRENCY;
}

/**
 * The durable notification outbox (DESIGN.md §1): rows are written in the caller's transaction and sent by
 * `deliverDue`, which takes due rows under a lease (outboxLease.ts) so several server processes share the work and
 * a row is sent by one process at a time. A process killed in the middle of a send leaves its rows to be taken again
 * when their lease runs out: a message whose send had already reached the provider then goes out once more (neither
 * SMTP nor an HTTP SMS endpoint lets the sender ask whether an interrupted send landed). That is at most once more
 * per crash (or loss of the database right after a send), and docs/operations.md says so.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Names this process's claims (each delivery pass adds /n): unique among processes and their restarts (a pid alone repeats across containers). */
  readonly holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private passes = 0;

  constructor(
    private readonly db: Db,
    private readonly transports: { sms: Transport; email: Transport },
    private readonly log: (msg: string, err?: unknown) => void,
    private readonly policies: OutboxPolicies = DEFAULT_OUTBOX_POLICIES,
    private readonly leaseMs = OUTBOX_LEASE_MS,
    readonly clock: Clock = new Clock(),
  ) {}

  async enqueue(row: OutboxRow, db: Db = this.db): Promise<number> {
    const { id } = await db.insertInto('notification_outbox').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Sends what is due now; returns the number sent or cancelled by a precondition. Safe to call concurrently. */
  async deliverDue(limit = 50): Promise<number> {
    // each pass claims under a name of its own: two passes of one process (a tick and a flush) must not take a row
    // from each other either
    const claim = `${this.holder}/${++this.passes}`;
    // taken before the claim: the lease surely started no earlier
    const claimedAt = performance.now();
    const claimed = await claimDue(this.db, this.clock, claim, this.leaseMs, limit);
    const checked = await this.preconditions(claimed);
    const toSend = claimed.filter((m) => !checked.skip.has(m.id));
    await this.beforeSend(toSend);
    const files = await attachmentsOf(this.db, toSend);
    let done = checked.cancelled;
    // several sends at once: each send's bookkeeping (lease, outcome, history) commits and waits for the disk, and
    // commits made together share one flush; a provider's round trip overlaps the others' too. The rows of one tag
    // (or, without one, of one recipient) share a lane and keep their order, so a tag's alarm history stays in order
    const lanes = new Map<number, ClaimedMessage[]>();
    for (const m of toSend) {
      const lane = laneOf(m);
      const rows = lanes.get(lane);
      if (rows) rows.push(m);
      else lanes.set(lane, [m]);
    }
    const outcomes = await Promise.allSettled(
      [...lanes.values()].map(async (rows) => {
        for (const m of rows)
          if (await this.sendOne(files.has(m.id) ? { ...m, attachments: files.get(m.id) } : m, claim, claimedAt)) done++;
      }),
    );
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
    return done;
  }

  /** Sends one claimed row under the pass's claim (taken at `claimedAt`, performance.now()); true when it was sent. */
  private async sendOne(m: ClaimedMessage & Pick<OutgoingMessage, 'attachments'>, claim: string, claimedAt: number): Promise<boolean> {
    // the lease taken with the batch may have run out while earlier rows were sent: renew it, or leave the row
    // to the process that took it over. Within the lease's first third it surely holds (the heartbeat below renews
    // it from then on), and a burst's sends skip that commit
    const fresh = performance.now() - claimedAt < this.leaseMs / 3;
    if (!fresh && !(await renewLease(this.db, this.clock, m.id, claim, this.leaseMs))) return false;
    const transport = this.transports[m.channel];
    const heartbeat = setInterval(() => {
      void renewLease(this.db, this.clock, m.id, claim, this.leaseMs).catch((err) =>
        this.log(`outbox: renewing the lease of message ${m.id} failed`, err),
      );
    }, this.leaseMs / 3);
    try {
      await transport.send(m);
    } catch (err) {
      this.log(`outbox: sending message ${m.id} by ${transport.name} failed`, err);
      const retry = m.attempts < MAX_ATTEMPTS;
      await release(this.db, m.id, claim, {
        status: retry ? 'pending' : 'failed',
        last_error: String((err as Error).message ?? err).slice(0, 500),
        send_after: sql<Date>`${this.clock.sqlNow()} + make_interval(secs => ${2 ** m.attempts * 5})`,
      });
      return false;
    } finally {
      clearInterval(heartbeat);
    }
    // sent: from here a failure (the database gone) must not put the row back to pending, for a retry soon; it
    // stays claimed and goes out again only when its lease runs out, as after a crash
    // recorded without waiting for the disk: a pass sends one row at a time, and a commit that waited for its flush
    // held the outbox to one message per flush (44 a second on a busy 2-core machine in bench:alarms). The record
    // still survives this process being killed, so a killed process resends only the message in flight; a crash of
    // PostgreSQL itself can lose its last moments (db/noFlushWait.ts), as docs/operations.md says
    const kept = await release(
      this.db,
      m.id,
      claim,
      {
        status: 'sent',
        sent_at: new Date(),
        transport: transport.name,
        last_error: null,
        // a PIN that left through a real provider need not stay readable in the database; the log
        // transport's whole point is that it stays
        ...(m.kind === 'pin' && transport.name !== 'log' ? { body: m.body.replace(/\d{4}/, '****') } : {}),
      },
      { waitForFlush: false },
    );
    if (!kept) this.log(`outbox: message ${m.id} was sent after its lease ran out; another process may send it too`);
    await this.policies[m.kind]?.afterSent?.(this.db, m).catch((err) => this.log(`outbox: recording message ${m.id} failed`, err));
    return true;
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
          await this.db
            .updateTable('notification_outbox')
            .set({ status: 'cancelled', claimed_by: null, claimed_until: null })
            .where('id', 'in', refused)
            .execute();
          for (const id of refused) skip.add(id);
          cancelled += refused.length;
        }
      } catch (err) {
        this.log(`outbox: checking ${kind} messages failed`, err);
        await this.db
          .updateTable('notification_outbox')
          .set({
            status: 'pending',
            send_after: sql<Date>`${this.clock.sqlNow()} + interval '5 seconds'`,
            claimed_by: null,
            claimed_until: null,
          })
          .where('id', 'in', ids)
          .execute()
          .catch((e) => this.log('outbox: releasing messages failed', e));
        for (const id of ids) skip.add(id);
      }
    }
    return { skip, cancelled };
  }

  /** Runs each kind's `beforeSend` on its rows about to be sent; a failure is logged and they are sent anyway. */
  private async beforeSend(rows: ClaimedMessage[]): Promise<void> {
    for (const kind of new Set(rows.map((m) => m.kind))) {
      const hook = this.policies[kind]?.beforeSend;
      if (!hook) continue;
      await hook(
        this.db,
        rows.filter((m) => m.kind === kind),
        this.clock,
      ).catch((err) => this.log(`outbox: preparing ${kind} messages failed`, err));
    }
  }

  /** Waits for a delivery pass in progress, then sends everything due (tests, and shutdown). */
  async flush(): Promise<void> {
    for (;;) {
      await this.running;
      const sent = await this.deliverDue();
      // a tick that started meanwhile may hold a message this pass could not claim: wait for it too
      if (sent === 0 && !this.running) return;
    }
  }

  /** Delivers now instead of waiting for the next tick (a PIN should arrive at once). */
  kick(): void {
    void this.tick();
  }

  start(intervalMs = 2000): void {
    // nothing to recover here: a row a crashed process left 'sending' is taken again when its lease runs out
    // (claimDue), and one that another live process is sending is left to it
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
        while ((await this.deliverDue()) > 0) {
          /* drain */
        }
      } catch (err) {
        this.log('outbox: delivery pass failed', err);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
