import { sql } from 'kysely';
import type { Actor } from '../auth/audit';
import type { Db } from '../db/connection';
import type { Clock } from '../util/clock';

/** The audit actions whose removals keep what they took (the `action` of removal_undo). */
export type UndoableAction =
  'alarm.remove' | 'reading.delete' | 'device.clearFota' | 'comment.delete' | 'userData.delete' | 'team.group.delete' | 'team.user.delete';

/** Where a removal took from: a device's (and tag's) data, or a company's group or user. */
export type RemovalScope = { deviceId: number; tag?: string | null } | { companyId: number; targetId: number };

export type Removal = RemovalScope & {
  action: UndoableAction;
  /** Which item of the tag or device (a reading: its epoch milliseconds; a comment: its id); null for the whole. */
  item?: string | null;
  /** What was removed, in the shape its restore reads (alarmsSnapshot.ts, readingSnapshot.ts, teamSnapshot.ts, ...). */
  payload: unknown;
};

/**
 * Keeps what a removal took, in the removal's own transaction (a rolled-back removal keeps nothing), stamped with the
 * clock the undo's window is measured on. Rows older than an hour go at the same time: nothing else reads them, and
 * a cleaning job of its own would be one more scheduled thing for a table of a few rows.
 */
export async function recordRemoval(trx: Db, clock: Clock, actor: Actor, r: Removal): Promise<void> {
  await trx
    .deleteFrom('removal_undo')
    .where('removed_at', '<', sql<Date>`${clock.sqlNow()} - interval '1 hour'`)
    .execute();
  const scope =
    'deviceId' in r
      ? { device_id: r.deviceId, tag: r.tag ?? null, company_id: null, target_id: null }
      : { device_id: null, tag: null, company_id: r.companyId, target_id: r.targetId };
  await trx
    .insertInto('removal_undo')
    .values({
      user_id: actor.viewer.id,
      actor_user_id: actor.viewer.actorId,
      action: r.action,
      ...scope,
      item: r.item ?? null,
      payload: JSON.stringify(r.payload),
      removed_at: clock.sqlNow(),
    })
    .execute();
}
