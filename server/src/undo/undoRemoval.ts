import { sql } from 'kysely';
import { UNDO_WINDOW_MS, type UndoableRemoval } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { deviceGrants } from '../auth/policy/deviceGrants';
import { assertTagPermission } from '../auth/policy/tagAccess';
import { assertCanSaveAlarms, visibleTag } from '../auth/policy/tagAlarmAccess';
import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';
import { AppError } from '../errors/AppError';
import { readingItem, restoreReadings, type RemovedReading } from '../tag/readingRollups';
import type { Clock } from '../util/clock';
import { restoreAlarms, snapshotCounts, type AlarmsSnapshot } from './alarmsSnapshot';
import { restoreFota, type FotaSnapshot } from './fotaSnapshot';
import type { UndoableAction } from './recordRemoval';

/** What to undo: the removal, and what it was of (the same arguments the removal took). */
export interface UndoRequest {
  removal: UndoableRemoval;
  deviceId: number;
  tag?: string | null;
  /** Delete Data Point: the time (epoch seconds) the reading was deleted with. */
  time?: number | null;
}

const ACTION: Record<UndoableRemoval, UndoableAction> = {
  REMOVE_ALARMS: 'alarm.remove',
  DELETE_DATA: 'reading.delete',
  CLEAR_FOTA: 'device.clearFota',
};

const badInput = (why: string) => new AppError('BAD_INPUT', { cause: new Error(`undoRemoval: ${why}`) });

/**
 * The removal's own rights, asked again: an undo writes what the removal took, so it needs what the removal needed
 * (another company's user gets NOT_FOUND, as for the device itself). Locks what the removal locked.
 */
async function authorizeUndo(trx: Db, actor: AuthorizedActor, req: UndoRequest): Promise<string | null> {
  const viewer = actor.viewer;
  if (req.removal === 'CLEAR_FOTA') {
    await lockDeviceFor(trx, viewer, req.deviceId, 'rename');
    if (!(await deviceGrants(trx, viewer, req.deviceId)).has('clear_fota')) throw new AppError('FORBIDDEN');
    return null;
  }
  if (!req.tag) throw badInput('a tag is needed');
  const v = await visibleTag(trx, viewer, req.deviceId, req.tag, { forUpdate: true });
  if (req.removal === 'REMOVE_ALARMS') assertCanSaveAlarms(viewer);
  else assertTagPermission(viewer, 'deleteData');
  return v.tag.tag;
}

/**
 * Undo of Remove All Alarms, Delete Data Point or Clear Fota: puts back what the viewer's latest such removal of that
 * target took, from the row the removal kept (recordRemoval.ts), within UNDO_WINDOW_MS of it on the database's clock,
 * once, and only for the user who removed it (behind the same signed-in actor). Audited as `<action>.undo` in the same
 * transaction. Why a kept copy rather than a soft delete: the alarm engine, the graphs, the reports and every list read
 * these tables directly, and each would have to learn to skip soft-deleted rows; a copy touches only the removal and
 * its undo, and the rows come back as new ones (new ids), which nothing refers to.
 */
export async function undoRemoval(db: Db, clock: Clock, actor: AuthorizedActor, req: UndoRequest): Promise<boolean> {
  const action = ACTION[req.removal];
  if (req.removal === 'DELETE_DATA' && !(typeof req.time === 'number' && Number.isFinite(req.time))) throw badInput('time');
  const item = req.removal === 'DELETE_DATA' ? readingItem(req.time!) : null;
  return db.transaction().execute(async (trx) => {
    const tag = await authorizeUndo(trx, actor, req);
    let q = trx
      .selectFrom('removal_undo')
      .select(['id', 'payload', 'undone_at'])
      .select(sql<boolean>`removed_at < ${clock.sqlNow()} - make_interval(secs => ${UNDO_WINDOW_MS / 1000})`.as('expired'))
      .where('user_id', '=', actor.viewer.id)
      .where('actor_user_id', '=', actor.viewer.actorId)
      .where('action', '=', action)
      .where('device_id', '=', req.deviceId)
      .where('tag', tag === null ? 'is' : '=', tag)
      .orderBy('removed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate();
    if (item !== null) q = q.where('item', '=', item);
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('UNDO_NOT_FOUND');
    if (row.undone_at !== null) throw new AppError('UNDO_ALREADY');
    if (row.expired) throw new AppError('UNDO_EXPIRED');

    let detail: unknown = row.payload;
    if (req.removal === 'REMOVE_ALARMS') {
      await restoreAlarms(trx, req.deviceId, tag!, row.payload as AlarmsSnapshot);
      detail = snapshotCounts(row.payload as AlarmsSnapshot);
    } else if (req.removal === 'DELETE_DATA') {
      await shareReadingDays(trx);
      const readings = (row.payload as { readings: Omit<RemovedReading, 'time'>[] }).readings;
      detail = { time: req.time, restored: await restoreReadings(trx, req.deviceId, tag!, readings) };
    } else {
      await restoreFota(trx, req.deviceId, row.payload as FotaSnapshot);
    }
    await trx.updateTable('removal_undo').set({ undone_at: clock.sqlNow() }).where('id', '=', row.id).execute();
    const target = tag === null ? { type: 'device', id: req.deviceId } : { type: 'tag', id: `${req.deviceId}:${tag}` };
    await audit(trx, actor, `${action}.undo`, target, detail);
    return true;
  });
}
