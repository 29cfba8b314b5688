import type { Generated } from 'kysely';

/** Row type of migration 040: a tag that watches its device's silence (the offline alarm). */
export interface OfflineAlarmsTable {
  device_id: number;
  tag: string;
  /** Offline after factor × the device's transmit interval without a message. */
  factor: Generated<number>;
  /** While raised: the last message it was raised after. */
  raised_after: Date | null;
}
