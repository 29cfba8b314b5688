import type { UndoableRemoval } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { deviceGrants } from '../auth/policy/deviceGrants';
import { assertTagPermission, visibleDevice } from '../auth/policy/tagAccess';
import { assertCanSaveAlarms, visibleTag } from '../auth/policy/tagAlarmAccess';
import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';
import { AppError } from '../errors/AppError';
import { readingItem, restoreReadings, type RemovedReading } from '../tag/readingRollups';
import type { Clock } from '../util/clock';
import { restoreAlarms, snapshotCounts, type AlarmsSnapshot } from './alarmsSnapshot';
import { restoreComment, restoreUserData, type CommentSnapshot, type UserDataSnapshot } from './annotationSnapshot';
import { restoreFota, type FotaSnapshot } from './fotaSnapshot';
import { takeKeptRemoval } from './keptRemoval';
import type { UndoableAction } from './recordRemoval';

/** The removals of a device's data: the team's removals are undone by undoTeamRemoval.ts. */
export type DeviceRemoval = Exclude<UndoableRemoval, 'DELETE_GROUP' | 'DELETE_USER'>;

/** What to undo: the removal, and what it was of (the same arguments the removal took). */
export interface UndoRequest {
  removal: DeviceRemoval;
  deviceId: number;
  tag?: string | null;
  /** Delete Data Point and Delete User Data: the time (epoch seconds) the point was deleted with. */
  time?: number | null;
  /** Delete Comment: the comment's id. */
  commentId?: number | null;
}

const ACTION: Record<DeviceRemoval, UndoableAction> = {
  REMOVE_ALARMS: 'alarm.remove',
  DELETE_DATA: 'reading.delete',
  CLEAR_FOTA: 'device.clearFota',
  DELETE_COMMENT: 'comment.delete',
  DELETE_USER_DATA: 'userData.delete',
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
  if (req.removal === 'DELETE_COMMENT') {
    await visibleDevice(trx, viewer, req.deviceId);
    assertTagPermission(viewer, 'deleteAnnotations');
    return null;
  }
  if (!req.tag) throw badInput('a tag is needed');
  const v = await visibleTag(trx, viewer, req.deviceId, req.tag, { forUpdate: true });
  if (req.removal === 'REMOVE_ALARMS') assertCanSaveAlarms(viewer);
  else assertTagPermission(viewer, req.removal === 'DELETE_DATA' ? 'deleteData' : 'deleteAnnotations');
  return v.tag.tag;
}

/** Which item of the device or tag the removal named: a point's time, a comment's id. */
function itemOf(req: UndoRequest): string | null {
  if (req.removal === 'DELETE_DATA' || req.removal === 'DELETE_USER_DATA') {
    if (!(typeof req.time === 'number' && Number.isFinite(req.time))) throw badInput('time');
    return readingItem(req.time);
  }
  if (req.removal === 'DELETE_COMMENT') {
    if (!Number.isSafeInteger(req.commentId)) throw badInput('commentID');
    return String(req.commentId);
  }
  return null;
}

/** Puts the payload back; answers the undo's audit detail. */
async function restore(trx: Db, req: UndoRequest, tag: string | null, payload: unknown): Promise<unknown> {
  switch (req.removal) {
    case 'REMOVE_ALARMS':
      await restoreAlarms(trx, req.deviceId, tag!, payload as AlarmsSnapshot);
      return snapshotCounts(payload as AlarmsSnapshot);
    case 'DELETE_DATA': {
      await shareReadingDays(trx);
      const readings = (payload as { readings: Omit<RemovedReading, 'time'>[] }).readings;
      return { time: req.time, restored: await restoreReadings(trx, req.deviceId, tag!, readings) };
    }
    case 'CLEAR_FOTA':
      await restoreFota(trx, req.deviceId, payload as FotaSnapshot);
      return payload;
    case 'DELETE_COMMENT': {
      const c = payload as CommentSnapshot;
      return { id: await restoreComment(trx, req.deviceId, c), deletedId: c.id, comment: c.comment };
    }
    case 'DELETE_USER_DATA':
      return { time: req.time, restored: await restoreUserData(trx, req.deviceId, tag!, payload as UserDataSnapshot) };
  }
}

/**
 * Undo of Remove All Alarms, Delete Data Point, Clear Fota, Delete Comment or Delete User Data: puts back what the
 * viewer's latest such removal of that target took, from the row the removal kept (recordRemoval.ts), within
 * UNDO_WINDOW_MS of it, once, only for the user who removed it (keptRemoval.ts). Audited as `<action>.undo` in the same
 * transaction. Why a kept copy rather than a soft delete: the alarm engine, the graphs, the reports and every list read
 * these tables directly, and each would have to learn to skip soft-deleted rows; a copy touches only the removal and
 * its undo.
 */
export async function undoRemoval(db: Db, clock: Clock, actor: AuthorizedActor, req: UndoRequest): Promise<boolean> {
  const action = ACTION[req.removal];
  const item = itemOf(req);
  return db.transaction().execute(async (trx) => {
    const tag = await authorizeUndo(trx, actor, req);
    const kept = await takeKeptRemoval(trx, clock, actor.viewer, { action, deviceId: req.deviceId, tag, item });
    const detail = await restore(trx, req, tag, kept.payload);
    const target = tag === null ? { type: 'device', id: req.deviceId } : { type: 'tag', id: `${req.deviceId}:${tag}` };
    await audit(trx, actor, `${action}.undo`, target, detail);
    return true;
  });
}
