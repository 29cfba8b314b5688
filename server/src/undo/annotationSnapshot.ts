import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * A time kept to the microsecond, as text (JSON numbers and Date lose what lies below the millisecond), and read back
 * exactly: the restored row has the time the deleted one had, so the graph shows it where it was.
 */
const usOf = (column: string) => sql<string>`(extract(epoch FROM ${sql.ref(column)}) * 1000000)::bigint::text`;
const fromUs = (us: string) => sql<Date>`timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond'`;

/** A graph comment as Delete Comment found it: what its undo puts back. */
export interface CommentSnapshot {
  id: number;
  us: string;
  comment: string;
  userId: number | null;
}

/** User-data points as Delete User Data found them (the delete matches a time to the millisecond: one, rarely more). */
export interface UserDataSnapshot {
  points: { us: string; value: number; userId: number | null }[];
}

/** Deletes the comment and answers what it was (its device, for the audit), or null when there was none. */
export async function takeComment(trx: Db, id: number): Promise<(CommentSnapshot & { time: number; deviceId: number }) | null> {
  const gone = await trx
    .deleteFrom('comments')
    .where('id', '=', id)
    .returning(['device_id', 'time', 'comment', 'user_id', usOf('time').as('us')])
    .executeTakeFirst();
  if (!gone) return null;
  return { id, deviceId: gone.device_id, time: gone.time.getTime() / 1000, us: gone.us, comment: gone.comment, userId: gone.user_id };
}

/**
 * Puts a deleted comment back, under its old id when nothing took it since (ids come from a sequence, so only an
 * explicit insert could), else under a new one. Answers the id it got.
 */
export async function restoreComment(trx: Db, deviceId: number, s: CommentSnapshot): Promise<number> {
  const values = { device_id: deviceId, time: fromUs(s.us), comment: s.comment, user_id: s.userId };
  const same = await trx
    .insertInto('comments')
    .values({ id: s.id, ...values })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (same) return same.id;
  const fresh = await trx.insertInto('comments').values(values).returning('id').executeTakeFirstOrThrow();
  return fresh.id;
}

/** Deletes the tag's user data within half a millisecond of `time` (seconds) and answers what went. */
export async function takeUserData(trx: Db, deviceId: number, tag: string, time: number): Promise<UserDataSnapshot> {
  const gone = await trx
    .deleteFrom('user_data')
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .where('time', '>=', sql<Date>`to_timestamp(${time - 0.0005}::float8)`)
    .where('time', '<', sql<Date>`to_timestamp(${time + 0.0005}::float8)`)
    .returning(['value', 'user_id', usOf('time').as('us')])
    .execute();
  return { points: gone.map((g) => ({ us: g.us, value: g.value, userId: g.user_id })) };
}

/**
 * Puts deleted user data back. A value typed in at the same time since stays: an undo never overwrites a later
 * decision. Answers how many points came back.
 */
export async function restoreUserData(trx: Db, deviceId: number, tag: string, s: UserDataSnapshot): Promise<number> {
  let restored = 0;
  for (const p of s.points) {
    const r = await trx
      .insertInto('user_data')
      .values({ device_id: deviceId, tag, time: fromUs(p.us), value: p.value, user_id: p.userId })
      .onConflict((oc) => oc.columns(['device_id', 'tag', 'time']).doNothing())
      .executeTakeFirst();
    restored += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return restored;
}
