import { sql } from 'kysely';
import { UNDO_WINDOW_MS } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { Clock } from '../util/clock';
import type { UndoableAction } from './recordRemoval';

/** Which kept removal an undo asks for: a device's (tag's, item's), or a company-level one's target. */
export type KeptKey = { action: UndoableAction; item?: string | null } & ({ deviceId: number; tag: string | null } | { targetId: number });

export interface KeptRemoval {
  id: number;
  payload: unknown;
  companyId: number | null;
}

/**
 * The viewer's latest kept removal of `key` (recordRemoval.ts), locked, checked and marked undone: only the user who
 * removed it, behind the same signed-in actor, within UNDO_WINDOW_MS of it on the database's clock, once. The caller
 * restores from its payload in the same transaction, so a failed restore leaves the row to be undone again.
 */
export async function takeKeptRemoval(trx: Db, clock: Clock, viewer: Viewer, key: KeptKey): Promise<KeptRemoval> {
  let q = trx
    .selectFrom('removal_undo')
    .select(['id', 'payload', 'undone_at', 'company_id'])
    .select(sql<boolean>`removed_at < ${clock.sqlNow()} - make_interval(secs => ${UNDO_WINDOW_MS / 1000})`.as('expired'))
    .where('user_id', '=', viewer.id)
    .where('actor_user_id', '=', viewer.actorId)
    .where('action', '=', key.action)
    .orderBy('removed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate();
  if ('deviceId' in key) {
    q = q.where('device_id', '=', key.deviceId).where('tag', key.tag === null ? 'is' : '=', key.tag);
  } else {
    q = q.where('target_id', '=', key.targetId);
  }
  if (key.item != null) q = q.where('item', '=', key.item);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('UNDO_NOT_FOUND');
  if (row.undone_at !== null) throw new AppError('UNDO_ALREADY');
  if (row.expired) throw new AppError('UNDO_EXPIRED');
  await trx.updateTable('removal_undo').set({ undone_at: clock.sqlNow() }).where('id', '=', row.id).execute();
  return { id: row.id, payload: row.payload, companyId: row.company_id };
}
