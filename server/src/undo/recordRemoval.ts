import { sql } from 'kysely';
import type { Actor } from '../auth/audit';
import type { Db } from '../db/connection';
import type { Clock } from '../util/clock';

/** The audit actions whose removals keep what they took (the `action` of removal_undo). */
export type UndoableAction = 'alarm.remove' | 'reading.delete' | 'device.clearFota';

export interface Removal {
  action: UndoableAction;
  deviceId: number;
  tag?: string | null;
  /** Which item of the tag (a reading: its epoch milliseconds); null when the action takes the whole tag or device. */
  item?: string | null;
  /** What was removed, in the shape its restore reads (alarmsSnapshot.ts, readingSnapshot.ts, fotaSnapshot.ts). */
  payload: unknown;
}

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
  await trx
    .insertInto('removal_undo')
    .values({
      user_id: actor.viewer.id,
      actor_user_id: actor.viewer.actorId,
      action: r.action,
      device_id: r.deviceId,
      tag: r.tag ?? null,
      item: r.item ?? null,
      payload: JSON.stringify(r.payload),
      removed_at: clock.sqlNow(),
    })
    .execute();
}
