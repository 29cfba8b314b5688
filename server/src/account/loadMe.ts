import type { Db } from '../db/connection';
import type { UserRow } from '../db/rows';

/** The user's own row, read back after an account change (it exists: the request's viewer is that user). */
export async function loadMe(db: Db, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The signed-in user's row for `me`; null when it is gone. */
export async function findMe(db: Db, id: number): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}
