import { roleOf, type RoleFlags } from '../auth/role';

/** What a viewer may do on the device page (spec 2 §6); per-user grants (Clear Fota, control_2) come on top. */
export interface DeviceAbilities {
  /** Name and path (every user but demo users). */
  rename: boolean;
  /** Coordinates, accounting code, address, API number, user assigned ID, description, active flag; Replace Device, Clear Data. */
  editInfo: boolean;
  /** In Service, company, install PIN, board rev, firmware, SIM number, lifecycle status, all events. */
  superUser: boolean;
  /** The Settings section (super users and managers). */
  settings: boolean;
  /** Application and relocate signatures and the other control_ keys. */
  signatures: boolean;
  /** The sensor application type setting. */
  sensorType: boolean;
}

export function deviceAbilities(viewer: RoleFlags): DeviceAbilities {
  const role = roleOf(viewer);
  const superUser = role === 'superUser';
  const editor = superUser || role === 'manager' || role === 'full';
  return {
    rename: role !== 'demo',
    editInfo: editor,
    superUser,
    settings: superUser || role === 'manager',
    signatures: superUser,
    sensorType: superUser || role === 'manager',
  };
}
