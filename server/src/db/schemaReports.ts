import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A user's subscription to a device's daily report e-mail (migration 038). */
export interface ReportSubscriptionsTable {
  user_id: number;
  device_id: number;
  created_at: Defaulted<Date>;
}

/** One report e-mail written into the outbox: its key keeps a report day to one e-mail per user and sensor. */
export interface ReportDeliveriesTable {
  user_id: number;
  device_id: number;
  tag: string;
  /** The device's local date of the report hour, 'YYYY-MM-DD'. */
  report_day: string;
  outbox_id: number | null;
  created_at: Defaulted<Date>;
}

/** A file an outbox e-mail carries. */
export interface NotificationAttachmentsTable {
  id: Generated<number>;
  outbox_id: number;
  file_name: string;
  content_type: string;
  content: Buffer;
}
