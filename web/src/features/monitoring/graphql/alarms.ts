import { graphql } from '../../../api/graphql';

/**
 * GET_DEVICES_ALARMS (spec 1 §7): devices with a tag in alarm plus those whose alarm rules fired, to be merged
 * and de-duplicated by id; with the cards' fields, why each is in alarm (the landing Alarms box's fragment).
 */
export const GET_DEVICES_ALARMS = graphql(`query DevicesAlarms {
  devicesRe(query: "alarm") { ...DeviceCardFields ...AlarmReasonDevice }
  activeAlarmRules { ...DeviceCardFields ...AlarmReasonDevice }
}`);

/** A super user's Alarms page: every company's tags in alarm, why and since when (providerAlarms). */
export const GET_PROVIDER_ALARMS = graphql(`query ProviderAlarms {
  providerAlarms {
    device { id name timeZone company { id name } }
    tag { tag alarms { flag reason { condition reading time } } }
  }
}`);
