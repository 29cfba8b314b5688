import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The settings downlink a device's own client acknowledged last (migration 009). */
export interface SettingsDeliveryTable {
  device_id: number;
  version: string;
  delivered_at: Timestamp;
}
