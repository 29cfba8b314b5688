import type { ColumnType } from 'kysely';

/** Row types of migration 012: tank strapping tables and the alarm bounds of a tag (sensor page calibration and alarms). */
export interface TankNamesTable {
  tank_name: string;
  company_id: number | null;
  height_inches: number;
  strap: ColumnType<{ inches: number; gallons: number }[], string | undefined, string>;
}

export interface TagRuleBoundsTable {
  device_id: number;
  tag: string;
  low: number | null;
  high: number | null;
}
