import type { Db } from '../../db/connection';
import type { Viewer } from '../viewer';

export type DeviceGrant = 'message_log' | 'clear_fota' | 'control_2';

/**
 * The per-user abilities the spec ties to listed user and device ids (Clear Fota, control_2, message log),
 * kept as rows of user_device_grants: super users hold them all; a grant without a device covers every device
 * the user can see.
 */
export async function deviceGrants(db: Db, viewer: Viewer, deviceId: number): Promise<Set<DeviceGrant>> {
  if (viewer.isSuperUser) return new Set(['message_log', 'clear_fota', 'control_2']);
  const rows = await db
    .selectFrom('user_device_grants')
    .select('grant_name')
    .where('user_id', '=', viewer.id)
    .where((eb) => eb.or([eb('device_id', 'is', null), eb('device_id', '=', deviceId)]))
    .execute();
  return new Set(rows.map((r) => r.grant_name));
}
