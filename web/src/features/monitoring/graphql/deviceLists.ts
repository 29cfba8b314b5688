import { operation } from '../../../api/graphql';
import { DEVICE_TABLE_FIELDS, type TableDevice } from '../../../ui/tables';

/**
 * The monitoring lists (spec 1 §7). Like the original, the lists span every company a super user sees; only the
 * landing page narrows to the company picked in the directory.
 */

export interface RangeVariables {
  /** The form's 'before' hours. */
  previousDays: number;
  /** The form's 'after' hours. */
  recentDays: number;
}

export const GET_DEVICES_ALERTS = operation<{ devicesRe: TableDevice[] }, RangeVariables>(
  'DevicesAlerts',
  `query DevicesAlerts($previousDays: Int, $recentDays: Int) {
  devicesRe(query: "alert", previousDays: $previousDays, recentDays: $recentDays) { ${DEVICE_TABLE_FIELDS} }
}`,
);

export const GET_DEVICES_GHOSTS = operation<{ devicesGhosts: TableDevice[] | null }, RangeVariables>(
  'DevicesGhosts',
  `query DevicesGhosts($previousDays: Int, $recentDays: Int) {
  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) { ${DEVICE_TABLE_FIELDS} }
}`,
);

export const GET_DEVICES_BATTERY = operation<{ devicesBattery: TableDevice[] | null }>(
  'DevicesBattery',
  `query DevicesBattery {
  devicesBattery { ${DEVICE_TABLE_FIELDS} carrier tmobileOp verizonOp attOp unknownOp }
}`,
);

export const GET_REBOOT_DEVICES = operation<{ rebootDevices: TableDevice[] | null }>(
  'RebootDevices',
  `query RebootDevices { rebootDevices { id name time gps_time count } }`,
);
