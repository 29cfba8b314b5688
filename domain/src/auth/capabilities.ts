import { roleOf, type RoleFlags } from './role';

/**
 * What a signed-in user may do, derived from the role tables of spec 1 §6, spec 2 §6 and spec 3 §6.
 * `isPrivileged` is the data-driven replacement for the spec's hard-coded list of five user ids.
 */
export interface CapabilityInput extends RoleFlags {
  isPrivileged: boolean;
}

export interface Capabilities {
  /** Admin gear, admin routes, battery/cellular/SKU/ghost/activity views, extra columns, SIM search. */
  admin: boolean;
  /** Team tab and team routes. */
  manageTeam: boolean;
  /** Manager gear and /manager (managers who are not super users). */
  managerMenu: boolean;
  /** /manager/update and /manager/alarmsSet. */
  massUpdate: boolean;
  /** Tardy Devices list and the landing 'See All' link. */
  tardyList: boolean;
  /** Every device of the own company, regardless of groups. */
  allCompanyDevices: boolean;
  /** Company list in directory and team menu, company change, alarm-checker company selector. */
  companyPicker: boolean;
  /** Rename and move devices, add comments and user data. */
  editDeviceInfo: boolean;
  /** Edit alarms, calibrate sensors. */
  editAlarms: boolean;
  calibrate: boolean;
  /** Delete comments and user-data points (canEdit or demo flag, spec 2 §6). */
  deleteAnnotations: boolean;
  /** Change a user's company, choose the Super User or Demo role. */
  assignAnyRole: boolean;
  /** The landing Alarms box and the /alarms list (super users see neither). */
  alarmsList: boolean;
  /** The provider's list of every company's alarms, on a super user's /alarms page (providerAlarms). */
  providerAlarms: boolean;
}

export function capabilitiesOf(user: CapabilityInput): Capabilities {
  const role = roleOf(user);
  const superUser = role === 'superUser';
  const manager = role === 'manager';
  const editor = superUser || manager || role === 'full';
  return {
    admin: superUser,
    manageTeam: superUser || manager,
    managerMenu: manager,
    massUpdate: superUser || manager,
    tardyList: superUser || manager,
    allCompanyDevices: superUser || manager,
    companyPicker: superUser || user.isPrivileged,
    editDeviceInfo: role !== 'demo',
    editAlarms: editor,
    calibrate: editor,
    deleteAnnotations: editor || user.isDemo,
    assignAnyRole: superUser,
    alarmsList: !superUser,
    providerAlarms: superUser,
  };
}
