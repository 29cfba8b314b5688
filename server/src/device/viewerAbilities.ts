import { deviceAbilities, type DeviceAbilities } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { deviceGrants } from '../auth/policy/deviceGrants';

/** What the viewer may do on a device's page: the role's abilities and the per-user grants. */
export interface ViewerDeviceAbilities extends DeviceAbilities {
  clearFota: boolean;
  control2: boolean;
  messageLog: boolean;
}

/** The role's abilities on the device page plus the viewer's per-user grants for this device. */
export async function viewerDeviceAbilities(db: Db, viewer: Viewer, deviceId: number): Promise<ViewerDeviceAbilities> {
  const grants = await deviceGrants(db, viewer, deviceId);
  return {
    ...deviceAbilities(viewer),
    clearFota: grants.has('clear_fota'),
    control2: grants.has('control_2'),
    messageLog: grants.has('message_log'),
  };
}
