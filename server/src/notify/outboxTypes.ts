import type { Db } from '../db/connection';
import type { OutboxKind } from '../db/schemaOps';
import type { OutgoingMessage } from './transport';
import type { Clock } from '../util/clock';

/** A row claimed for sending, with what a kind's policy needs to judge it. */
export interface ClaimedMessage extends OutgoingMessage {
  kind: OutboxKind;
  attempts: number;
  user_id: number | null;
  device_id: number | null;
  tag: string | null;
  alarm_log_id: number | null;
  /** Reminders (alarms/alarmReminders.ts): all null for a message that does not repeat. */
  reminder_of: number | null;
  reminder_no: number | null;
  repeat_every: number | null;
  repeat_times: number | null;
}

/** What a kind of message adds to delivery: a precondition checked when its time comes, and a record once sent. */
export interface OutboxKindPolicy {
  /** Of the claimed rows of this kind, the ids that must not go out any more: they become 'cancelled'. */
  cancelled?(db: Db, rows: ClaimedMessage[]): Promise<Set<number>>;
  /**
   * Before the claimed rows of this kind that passed the precondition are sent, with the outbox's clock: what it
   * writes cannot be lost to a crash between a send and its bookkeeping. A failure is logged and the rows go out anyway.
   */
  beforeSend?(db: Db, rows: ClaimedMessage[], clock: Clock): Promise<void>;
  /**
   * After a row of this kind was sent; a failure is logged and the row stays 'sent'. The outbox waits for it before
   * the next send, so it should be one statement, committed without waiting for the disk (db/noFlushWait.ts).
   */
  afterSent?(db: Db, row: ClaimedMessage): Promise<void>;
}

export type OutboxPolicies = Partial<Record<OutboxKind, OutboxKindPolicy>>;
