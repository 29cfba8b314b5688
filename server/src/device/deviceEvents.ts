import { PUBLIC_EVENT_FLAGS } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';

/** A device's events, newest first: every flag for super users, flags 1 to 3 for everyone else (spec 2 §6). */
export async function deviceEvents(db: Db, viewer: Viewer, deviceId: number, limit: number | null) {
  let q = db.selectFrom('events').select(['time', 'flag']).where('device_id', '=', deviceId);
  if (!viewer.isSuperUser) q = q.where('flag', 'in', [...PUBLIC_EVENT_FLAGS]);
  q = q.orderBy('time', 'desc').orderBy('flag');
  if (limit !== null) q = q.limit(limit);
  return q.execute();
}
