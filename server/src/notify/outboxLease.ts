import { sql, type UpdateObject } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/database';
import type { ClaimedMessage } from './outboxTypes';
import type { Clock } from '../util/clock';
import { withoutFlushWait } from '../db/noFlushWait';

/**
 * How long a process holds an outbox row it took. While a send lasts the holder renews the lease every third of
 * this, so only a process that died (or lost its database) lets a lease run out; the row is then taken again by
 * whichever process polls next. Longer than the transports' own timeouts would need; short enough that a PIN whose
 * sender crashed is still worth sending. All times are the database's (through `Clock`, which tests move forward), so
 * the processes' clocks do not matter.
 */
export const OUTBOX_LEASE_MS = 20_000;

const leaseEnd = (clock: Clock, leaseMs: number) =>
  sql<Date>`${clock.sqlNow()} + make_interval(secs => ${leaseMs / 1000}::double precision)`;

/**
 * Takes up to `limit` rows that are due, or whose holder's lease ran out, for `holder`: SKIP LOCKED so that
 * processes claiming at the same moment take different rows, and a lease so that a row stays theirs after the
 * claiming transaction ends.
 */
export async function claimDue(db: Db, clock: Clock, holder: string, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const now = clock.sqlNow();
  return db
    .updateTable('notification_outbox')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_by: holder, claimed_until: leaseEnd(clock, leaseMs) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notification_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'pending'), w('send_after', '<=', now)]),
            // a holder that died: null for rows an older version left 'sending'
            w.and([w('status', '=', 'sending'), w.or([w('claimed_until', 'is', null), w('claimed_until', '<', now)])]),
          ]),
        )
        .orderBy('send_after')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'kind',
      'channel',
      'recipient',
      'subject',
      'body',
      'attempts',
      'user_id',
      'device_id',
      'tag',
      'alarm_log_id',
      'reminder_of',
      'reminder_no',
      'repeat_every',
      'repeat_times',
    ])
    .execute();
}

/** Extends `holder`'s lease on the row; false when the row is no longer its own (another process took it over). */
export async function renewLease(db: Db, clock: Clock, id: number, holder: string, leaseMs: number): Promise<boolean> {
  const r = await db
    .updateTable('notification_outbox')
    .set({ claimed_until: leaseEnd(clock, leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', holder)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/**
 * Ends `holder`'s lease in the same statement that records the outcome (sent, or back to pending/failed), so no
 * moment exists where a sent row looks unsent. False when the row was no longer its own. `waitForFlush: false`
 * records without waiting for the disk (db/noFlushWait.ts), for the outbox's record of a send.
 */
export async function release(
  db: Db,
  id: number,
  holder: string,
  outcome: UpdateObject<Database, 'notification_outbox'>,
  opts: { waitForFlush?: boolean } = {},
): Promise<boolean> {
  const ended = { ...outcome, claimed_by: null, claimed_until: null };
  const r = await (
    opts.waitForFlush === false
      ? withoutFlushWait(db).updateTable('notification_outbox').from('no_flush_wait').set(ended)
      : db.updateTable('notification_outbox').set(ended)
  )
    .where('notification_outbox.id', '=', id)
    .where('notification_outbox.claimed_by', '=', holder)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
