import { graphql } from '../../../api/graphql';

/**
 * The monitoring lists (spec 1 §7). Like the original, the lists span every company a super user sees; only the
 * landing page narrows to the company picked in the directory. `previousDays` and `recentDays` are the form's
 * 'before' and 'after' hours.
 */
export const GET_DEVICES_ALERTS = graphql(`query DevicesAlerts($previousDays: Int, $recentDays: Int) {
  devicesRe(query: "alert", previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }
}`);

export const GET_DEVICES_GHOSTS = graphql(`query DevicesGhosts($previousDays: Int, $recentDays: Int) {
  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }
}`);

export const GET_DEVICES_BATTERY = graphql(`query DevicesBattery {
  devicesBattery { ...DeviceTableFields carrier tmobileOp verizonOp attOp unknownOp }
}`);

export const GET_REBOOT_DEVICES = graphql(`query RebootDevices { rebootDevices { id name time gps_time count timeZone } }`);
