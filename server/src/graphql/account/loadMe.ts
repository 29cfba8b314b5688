import type { Db } from '../../db/connection';
import type { UserRow } from '../types/UserType';

export async function loadMe(db: Db, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
