import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface AlarmRulesTable {
  id: Generated<number>;
  device_id: number;
  tag: string;
  name: string;
  symbol: 1 | -1;
  value: number;
  desc: string | null;
  sent: Defaulted<number>;
  created_at: Generated<Date>;
  /** No flapping (migration 039): minutes the rule must hold before it raises; null or 0 at once. */
  hold_minutes: number | null;
  /** In the rule's unit: a raised rule clears only this far back inside; null or 0 as soon as it is not past. */
  dead_band: number | null;
}

export interface AlarmActionsTable {
  id: Generated<number>;
  device_id: number;
  tag: string;
  user_id: number | null;
  group_id: number | null;
  action: 'sms' | 'email';
  delay: Defaulted<number>;
  /** Reminders (migration 041): seconds between repeats; null: the notification is sent once. */
  repeat_every: Defaulted<number | null>;
  /** At most this many reminders after the first message; null: no count. */
  repeat_times: Defaulted<number | null>;
  /** No reminder later than this many seconds after the first message was due; null: no duration. */
  repeat_for: Defaulted<number | null>;
}

export interface AlarmLogTable {
  id: Generated<number>;
  device_id: number;
  tag: string;
  time: Generated<Date>;
  user_id: number | null;
  action: string;
  value: number | null;
  detail: string | null;
  /** The reading in the display unit people saw (gauge, e-mail); null for old entries and non-readings. */
  shown_value: number | null;
  shown_unit: string | null;
  /** The first reading past the threshold of a held condition (migration 039); null otherwise. */
  condition_since: Date | null;
  /** The time of the reading that changed the flag (migration 043); null for rows that are not a reading's. */
  reading_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type OutboxKind = 'pin' | 'alarm' | 'tardy' | 'broadcast' | 'report';
type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface NotificationOutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  channel: 'sms' | 'email';
  recipient: string;
  user_id: number | null;
  subject: string | null;
  body: string;
  device_id: number | null;
  tag: string | null;
  alarm_log_id: number | null;
  send_after: Defaulted<Date>;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  transport: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
  /** The server process sending the row ('sending'); null otherwise. */
  claimed_by: string | null;
  /** Until when claimed_by holds the row; after that another process may send it. */
  claimed_until: Timestamp | null;
  /** Reminders (migration 041): the episode's first message, which a reminder repeats; null for that message itself. */
  reminder_of: Defaulted<number | null>;
  /** 1, 2, ... for reminders; null for the first message. */
  reminder_no: Defaulted<number | null>;
  repeat_every: Defaulted<number | null>;
  repeat_times: Defaulted<number | null>;
  repeat_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the message is due by the readings' clock (migration 043): an episode that ended before it cancels it. */
  episode_due: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NoticesTable {
  id: Generated<number>;
  company_id: number | null;
  title: string;
  notice_content: string;
  notice_type: 'critical' | 'warning' | 'success' | 'info' | 'update';
  created_at: Defaulted<Date>;
}

export interface PinRequestsTable {
  id: Generated<number>;
  identifier: string;
  user_id: number | null;
  channel: 'sms' | 'email';
  pin_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  attempts: Defaulted<number>;
  used_at: Timestamp | null;
  /** sha256 of the asking browser's sign-in cookie (migration 027). */
  client_hash: string | null;
  ip: string | null;
  /** 'user:<id>' for a known account, 'contact:<identifier>' otherwise: what the limits count by. */
  account_key: string | null;
  known_client: Defaulted<boolean>;
}

/** Browsers that signed in to an account with a PIN (migration 027). */
export interface PinKnownClientsTable {
  user_id: number;
  client_hash: string;
  last_login_at: Defaulted<Date>;
}

export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  prefix: string;
  key_hash: string;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface UserActivityTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  client: 'mobile' | 'desktop' | 'api';
  minutes: Defaulted<number>;
  last_seen: Defaulted<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  time: Generated<Date>;
  actor_user_id: number | null;
  as_user_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: ColumnType<unknown, string | null, string | null> | null;
  ip: string | null;
}

export interface FirmwareImagesTable {
  id: Generated<number>;
  name: string;
  crc_id: string;
  image_type: 'application' | 'relocate' | 'other';
  created_at: Generated<Date>;
}

export interface DefaultImagesTable {
  key: 'application_image' | 'relocate_image';
  value: string;
}

export interface SignatureMappingsTable {
  relocate_image_crc_id: string;
  fota_image_crc_id: string;
}

export interface ManufacturersTable {
  code: string;
  label: string;
}

export interface SkusTable {
  sku: string;
  description: string | null;
}

export interface PurchaseOrdersTable {
  id: Generated<number>;
  po: number | null;
  sku: Defaulted<string>;
  manufacturer_code: Defaulted<string>;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface PurchaseOrderItemsTable {
  purchase_order_id: number;
  model: string;
  device_type: number;
  quantity: Defaulted<number>;
}

export interface MessageLogTable {
  id: Generated<number>;
  device_id: number;
  time: Timestamp;
  received_at: Generated<Date>;
  message_type: 'data' | 'event' | 'health' | 'gps' | 'overflow' | 'settings';
  data: ColumnType<unknown, string, string>;
  /** How far ahead the device's clock was when the clock rule moved the message's times (ms); null otherwise. */
  clock_offset_ms: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A device message refused for its content, recorded before the refusal is acknowledged (migration 024). */
export interface IngestRefusalsTable {
  id: Generated<number>;
  device_id: number;
  received_at: Generated<Date>;
  message_type: string;
  code: string;
  reason: string;
  payload: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Folders hidden from the Tardy list (migration 008). */
export interface TardyHiddenPathsTable {
  path_prefix: string;
}
