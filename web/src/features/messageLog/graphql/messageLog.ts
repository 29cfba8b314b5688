import type { MessageLogData } from '@fieldwatch/domain';
import { operation } from '../../../api/graphql';

export interface MessageLogEntry {
  deviceID: number;
  time: number;
  messageType: string;
  data: MessageLogData;
  clockOffsetSeconds: number | null;
}

export const MESSAGE_LOG = operation<
  { messageLog: MessageLogEntry[] },
  { deviceID: number; messageType: string; startTime: number; endTime: number }
>(
  'MessageLog',
  `query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {
  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {
    deviceID time messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }
  }
}`,
);

export const MESSAGE_LOG_ACCESS = operation<{ messageLogAccess: boolean }, { deviceID: number | null }>(
  'MessageLogAccess',
  `query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }`,
);
