import { deviceAbilities, type DeviceAbilities } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { deviceGrants, type DeviceGrant } from '../auth/policy/deviceGrants';

/** What the viewer may do on a device's page: the role's abilities and the per-user grants. */
export interface ViewerDeviceAbilities extends DeviceAbilities {
  clearFota: boolean;
  control2: boolean;
  messageLog: boolean;
}

/** The role's abilities plus the grants the viewer holds on the device. */
export function abilitiesWithGrants(viewer: Viewer, grants: ReadonlySet<DeviceGrant>): ViewerDeviceAbilities {
  return {
    ...deviceAbilities(viewer),
    clearFota: grants.has('clear_fota'),
    control2: grants.has('control_2'),
    messageLog: grants.has('message_log'),
  };
}

/** The role's abilities on the device page plus the viewer's per-user grants for this device. */
export async function viewerDeviceAbilities(db: Db, viewer: Viewer, deviceId: number): Promise<ViewerDeviceAbilities> {
  return abilitiesWithGrants(viewer, await deviceGrants(db, viewer, deviceId));
}
