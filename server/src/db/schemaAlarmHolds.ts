import type { ColumnType } from 'kysely';
import type { HoldStates, ThresholdKey } from '@fieldwatch/domain';

/** Row types of migration 039: how long a tag's legacy thresholds must hold, and where each held condition stands. */
export interface TagThresholdHoldsTable {
  device_id: number;
  tag: string;
  threshold: ThresholdKey;
  hold_minutes: number | null;
  /** In the tag's base unit, like the thresholds. */
  dead_band: number | null;
}

export interface AlarmHoldStatesTable {
  device_id: number;
  tag: string;
  conditions: ColumnType<HoldStates, string, string>;
  stepped_at: Date | null;
}
