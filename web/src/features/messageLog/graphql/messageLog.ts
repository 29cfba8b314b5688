import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const MESSAGE_LOG = graphql(`query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {
  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {
    deviceID time timeZone messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }
  }
}`);

export type MessageLogEntry = ItemOf<ResultOf<typeof MESSAGE_LOG>['messageLog']>;

/** The device's site zone, which the entries' times are printed in and the filter's dates are days of. */
export const MESSAGE_LOG_ZONE = graphql(`query MessageLogZone($id: Int!) { deviceRe(id: $id) { id timeZone } }`);

export const MESSAGE_LOG_ACCESS = graphql(`query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }`);
