import { graphql, type ResultOf } from '../../../api/graphql';

/**
 * What a line of "why this device is in alarm" reads (AlarmReasonLines): each tag's flag and the server's reason
 * (TagAlarms.reason), and the device's site zone its time is printed in. The landing's Alarms box and the Alarms page
 * spread it, so both print the same server answer.
 */
export const ALARM_REASON_DEVICE = graphql(`fragment AlarmReasonDevice on Device {
  id name timeZone
  tags { tag alarms { flag reason { condition reading time } } }
}`);

export type AlarmReasonDevice = ResultOf<typeof ALARM_REASON_DEVICE>;
