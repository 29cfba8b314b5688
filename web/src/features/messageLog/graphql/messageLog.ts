import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const MESSAGE_LOG = graphql(`query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {
  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {
    deviceID time timeZone messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }
  }
}`);

export type MessageLogEntry = ItemOf<ResultOf<typeof MESSAGE_LOG>['messageLog']>;

export const MESSAGE_LOG_ACCESS = graphql(`query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }`);
