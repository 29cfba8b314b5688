import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { messageLogAnyAccess, messageLogFilter } from '../auth/policy/messageLogAccess';
import type { Db } from '../db/connection';

/**
 * Whether the viewer may read this device's message log (spec 3 §6: super users always, others through a
 * message_log grant); false alike for a device that does not exist.
 */
export async function mayReadMessageLog(db: Db, viewer: Viewer, deviceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('id', '=', deviceId)
    .where(messageLogFilter(viewer, 'devices'))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the viewer may open the message log: for one device when `deviceId` is given, else at all (any grant).
 * The page asks before it shows the filters, so a user without access sees only the spec's message.
 */
export async function messageLogAccess(db: Db, viewer: Viewer, deviceId: number | null | undefined): Promise<boolean> {
  if (deviceId == null) {
    const r = await db.selectNoFrom(sql<boolean>`${messageLogAnyAccess(viewer)}`.as('ok')).executeTakeFirstOrThrow();
    return Boolean(r.ok);
  }
  return mayReadMessageLog(db, viewer, deviceId);
}
