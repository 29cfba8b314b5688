import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';

/**
 * The ids a live subscription may deliver: of the devices asked for (every device when `deviceIds` is absent), those
 * the viewer may see. Read once when the subscription starts; an empty list asks for no device.
 */
export async function visibleDeviceIds(db: Db, viewer: Viewer, deviceIds: readonly number[] | null | undefined): Promise<Set<number>> {
  let q = db.selectFrom('devices').select('id').where(deviceFilter(viewer, 'devices'));
  if (deviceIds) q = q.where('id', 'in', deviceIds.length ? [...deviceIds] : [-1]);
  return new Set((await q.execute()).map((r) => r.id));
}
