import type { ColumnType, Generated } from 'kysely';

/** A refused Add Device claim (wrong PIN, unknown id or another company's device). */
export interface DeviceClaimAttemptsTable {
  /** bigserial: read as a number, as connection.ts parses every int8 */
  id: Generated<number>;
  user_id: number;
  device_id: number;
  time: ColumnType<Date, Date | string | undefined, Date | string>;
}
