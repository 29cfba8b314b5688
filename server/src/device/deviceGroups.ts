import type { Db } from '../db/connection';

/**
 * The groups the device belongs to, by name, for its page (spec 2 §3). Asked only for a device the viewer already
 * reached through the policy (deviceRe), so the groups are not filtered again.
 */
export function deviceGroups(db: Db, deviceId: number) {
  return db
    .selectFrom('groups')
    .innerJoin('group_devices', 'group_devices.group_id', 'groups.id')
    .select(['groups.id', 'groups.name'])
    .where('group_devices.device_id', '=', deviceId)
    .orderBy('groups.name')
    .execute();
}
