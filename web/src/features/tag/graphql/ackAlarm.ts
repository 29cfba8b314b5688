import { graphql } from '../../../api/graphql';

/** ACK_ALARM (spec 2 §7): returns the device id and its tags' alarm flags. */
export const ACK_ALARM = graphql(
  `mutation AckAlarm($deviceID: Int!, $tag: String!) { ackAlarm(deviceID: $deviceID, tag: $tag) { id tags { tag alarms { flag acknowledged } } } }`,
);
