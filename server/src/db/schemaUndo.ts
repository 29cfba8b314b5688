import type { ColumnType, Generated } from 'kysely';

/** Row type of migrations 044 and 045: what a removal took away, kept for its Undo (server/src/undo/). */
export interface RemovalUndoTable {
  id: Generated<number>;
  /** The user the removal was made as (login-as: the user acted as). */
  user_id: number;
  /** The signed-in user behind it. */
  actor_user_id: number;
  /** The audit action of the removal: alarm.remove, reading.delete, device.clearFota, comment.delete, ... */
  action: string;
  /** The device of a device-level removal; null for a company-level one (a group, a user). */
  device_id: number | null;
  /** The company of a company-level removal (exactly one of device_id and company_id is set). */
  company_id: number | null;
  /** The removed group's or user's id (no foreign key: a deleted group is gone). */
  target_id: number | null;
  tag: string | null;
  /** Which one of the tag's items, when the action names one (a reading: its epoch milliseconds). */
  item: string | null;
  /** What was removed, as the restore reads it back (undo/*Snapshot.ts). */
  payload: ColumnType<unknown, string, never>;
  removed_at: ColumnType<Date, Date | string, never>;
  undone_at: ColumnType<Date | null, never, Date | string | null>;
}
