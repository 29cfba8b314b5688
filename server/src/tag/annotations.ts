import { sql } from 'kysely';
import type { Db } from '../db/connection';

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
export async function deviceComments(db: Db, deviceId: number): Promise<CommentShape[]> {
  const r = await sql<CommentShape>`
    SELECT id, device_id AS "deviceId", extract(epoch FROM time)::float8 AS time, comment
    FROM comments WHERE device_id = ${deviceId} ORDER BY time, id`.execute(db);
  return r.rows;
}

/** The values users typed in against the tag's graph, oldest first. */
export async function tagUserData(db: Db, deviceId: number, tag: string): Promise<UserDataShape[]> {
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
