import { commentProblem } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertTagPermission, visibleDevice, visibleTag } from '../auth/policy/tagAccess';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { takeComment, takeUserData, type CommentSnapshot } from '../undo/annotationSnapshot';
import { recordRemoval } from '../undo/recordRemoval';
import type { Clock } from '../util/clock';
import { readingItem } from './readingRollups';

export interface CommentShape {
  id: number;
  deviceId: number;
  time: number;
  comment: string;
}

export interface UserDataShape {
  deviceId: number;
  tag: string;
  time: number;
  value: number;
}

/** The device's graph comments, oldest first. */
async function deviceComments(db: Db, deviceId: number): Promise<CommentShape[]> {
  const r = await sql<CommentShape>`
    SELECT id, device_id AS "deviceId", extract(epoch FROM time)::float8 AS time, comment
    FROM comments WHERE device_id = ${deviceId} ORDER BY time, id`.execute(db);
  return r.rows;
}

/** The values users typed in against the tag's graph, oldest first. */
async function tagUserData(db: Db, deviceId: number, tag: string): Promise<UserDataShape[]> {
  const r = await sql<UserDataShape>`
    SELECT device_id AS "deviceId", tag, extract(epoch FROM time)::float8 AS time, value
    FROM user_data WHERE device_id = ${deviceId} AND tag = ${tag} ORDER BY time`.execute(db);
  return r.rows;
}

/** The values users typed in against every tag of the devices, oldest first (one query for a list of devices). */
export async function tagUserDataOf(db: Db, deviceIds: readonly number[]): Promise<UserDataShape[]> {
  const r = await sql<UserDataShape>`
    SELECT device_id AS "deviceId", tag, extract(epoch FROM time)::float8 AS time, value
    FROM user_data WHERE device_id = ANY(${[...deviceIds]}::bigint[]) ORDER BY time`.execute(db);
  return r.rows;
}

/**
 * Add Comment from the graph's click menu (spec 2 §7) on a device the viewer sees, with the annotate permission
 * (spec 2 §6); the comment is checked after both, so a stranger learns nothing from it. Returns the device's comments.
 */
export async function addComment(db: Db, actor: AuthorizedActor, deviceId: number, time: number, comment: string): Promise<CommentShape[]> {
  await visibleDevice(db, actor.viewer, deviceId);
  assertTagPermission(actor.viewer, 'annotate');
  const problem = commentProblem(comment) ?? (Number.isFinite(time) ? null : 'The time is not valid.');
  if (problem) throw new AppError('BAD_INPUT', { message: problem });
  await db
    .insertInto('comments')
    .values({ device_id: deviceId, time: new Date(time * 1000), comment: comment.trim(), user_id: actor.viewer.id })
    .execute();
  return deviceComments(db, deviceId);
}

/**
 * Deletes a graph comment (spec 2 §7; canEdit or demo flag, §6). A comment of a device the viewer does not see is
 * answered as the device not found. Audited with what it said, and kept for an Undo (undo/undoRemoval.ts), in the
 * delete's transaction. Returns the device's remaining comments.
 */
export async function deleteComment(db: Db, clock: Clock, actor: AuthorizedActor, id: number): Promise<CommentShape[]> {
  const row = await db.selectFrom('comments').select('device_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Comment not found.' });
  await visibleDevice(db, actor.viewer, row.device_id);
  assertTagPermission(actor.viewer, 'deleteAnnotations');
  await db.transaction().execute(async (trx) => {
    const gone = await takeComment(trx, id);
    if (!gone) return;
    const detail = { id, time: gone.time, comment: gone.comment };
    await audit(trx, actor, 'comment.delete', { type: 'device', id: gone.deviceId }, detail);
    const payload: CommentSnapshot = { id, us: gone.us, comment: gone.comment, userId: gone.userId };
    await recordRemoval(trx, clock, actor, { action: 'comment.delete', deviceId: gone.deviceId, item: String(id), payload });
  });
  return deviceComments(db, row.device_id);
}

/**
 * Add User Data (spec 2 §7): a reading typed in at a graph time, with the annotate permission (spec 2 §6); a
 * second value at the same time replaces the first. Returns the tag's user data.
 */
export async function addUserData(
  db: Db,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  time: number,
  value: number,
): Promise<UserDataShape[]> {
  const viewer = actor.viewer;
  await visibleTag(db, viewer, deviceId, tag);
  assertTagPermission(viewer, 'annotate');
  if (!Number.isFinite(time) || !Number.isFinite(value)) throw new AppError('BAD_INPUT', { message: 'Please enter a number.' });
  await db
    .insertInto('user_data')
    .values({ device_id: deviceId, tag, time: new Date(time * 1000), value, user_id: viewer.id })
    .onConflict((oc) => oc.columns(['device_id', 'tag', 'time']).doUpdateSet({ value, user_id: viewer.id }))
    .execute();
  return tagUserData(db, deviceId, tag);
}

/**
 * Deletes the user-data point at `time`, matched to the millisecond (spec 2 §7; canEdit or demo flag, §6), audited and
 * kept for an Undo (undo/undoRemoval.ts) in the delete's transaction; a time with no point changes nothing (and
 * writes no audit row). Returns the tag's remaining user data.
 */
export async function deleteUserData(
  db: Db,
  clock: Clock,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  time: number,
): Promise<UserDataShape[]> {
  await visibleTag(db, actor.viewer, deviceId, tag);
  assertTagPermission(actor.viewer, 'deleteAnnotations');
  if (!Number.isFinite(time)) throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
  await db.transaction().execute(async (trx) => {
    const gone = await takeUserData(trx, deviceId, tag, time);
    if (!gone.points.length) return;
    const values = gone.points.map((g) => g.value);
    await audit(trx, actor, 'userData.delete', { type: 'tag', id: `${deviceId}:${tag}` }, { time, values });
    await recordRemoval(trx, clock, actor, { action: 'userData.delete', deviceId, tag, item: readingItem(time), payload: gone });
  });
  return tagUserData(db, deviceId, tag);
}
