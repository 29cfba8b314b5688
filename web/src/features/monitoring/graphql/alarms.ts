import { graphql } from '../../../api/graphql';

/**
 * GET_DEVICES_ALARMS (spec 1 §7): devices with a tag in alarm plus those whose alarm rules fired, to be merged
 * and de-duplicated by id.
 */
export const GET_DEVICES_ALARMS = graphql(`query DevicesAlarms {
  devicesRe(query: "alarm") { ...DeviceCardFields }
  activeAlarmRules { ...DeviceCardFields }
}`);
