import type { ColumnType, Generated } from 'kysely';
import type { AckWay } from '@fieldwatch/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** migration 037: one acknowledgement link per alarm message (alarms/ackByMessage/). */
export interface AlarmAckLinksTable {
  id: Generated<number>;
  code_hash: string;
  user_id: number;
  alarm_log_id: number;
  device_id: number;
  tag: string;
  channel: 'sms' | 'email';
  recipient: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: AckWay | null;
  created_at: Generated<Date>;
}

/** migration 037: inbound SMS already handled, so a replayed webhook changes nothing. */
export interface SmsInboundMessagesTable {
  provider: string;
  message_id: string;
  received_at: Generated<Date>;
}
