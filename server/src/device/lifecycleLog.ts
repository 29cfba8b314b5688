import type { Db } from '../db/connection';

/** The device's lifecycle status history, oldest first (the device page's Log section, spec 2 §3). */
export function statusLog(db: Db, deviceId: number) {
  return db
    .selectFrom('device_status_log')
    .select(['time', 'status'])
    .where('device_id', '=', deviceId)
    .orderBy('time')
    .orderBy('id')
    .execute();
}

/** The notes super users added to the device's lifecycle log, oldest first (spec 2 §3). */
export function logComments(db: Db, deviceId: number) {
  return db
    .selectFrom('log_comments')
    .select(['time', 'comment'])
    .where('device_id', '=', deviceId)
    .orderBy('time')
    .orderBy('id')
    .execute();
}
