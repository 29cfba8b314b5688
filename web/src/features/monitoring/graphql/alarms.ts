import { operation } from '../../../api/graphql';
import { DEVICE_CARD_FIELDS, type CardDevice } from '../../../ui/cards/deviceCardFields';

/**
 * GET_DEVICES_ALARMS (spec 1 §7): devices with a tag in alarm plus those whose alarm rules fired, to be merged
 * and de-duplicated by id.
 */
export const GET_DEVICES_ALARMS = operation<{ devicesRe: CardDevice[]; activeAlarmRules: CardDevice[] | null }>(
  'DevicesAlarms',
  `query DevicesAlarms {
  devicesRe(query: "alarm") { ...DeviceCardFields }
  activeAlarmRules { ...DeviceCardFields }
}
${DEVICE_CARD_FIELDS}`,
);
