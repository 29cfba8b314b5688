import type { ColumnType, Generated } from 'kysely';
import type { AdditionalTag, GraphLink } from './schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string, string>;

export type AlarmFlag = 'norm' | 'low' | 'high' | 'low_warning' | 'high_warning' | 'critical_low' | 'critical_high' | 'test' | 'offline';

export interface TagsTable {
  id: Generated<number>;
  device_id: number;
  tag: string;
  ymin: number | null;
  ymax: number | null;
  time: Timestamp | null;
  value: number | null;
  temp: number | null;
  display_units: string | null;
  filter_enabled: Defaulted<boolean>;
  filter_threshold: number | null;
  filter_minimum_value: number | null;
  sensor_temp_filter_enabled: Defaulted<boolean>;
  sensor_temp_filter_threshold: Defaulted<number>;
  temperature_correction_enabled: Defaulted<boolean>;
  temperature_correction_coefficient: Defaulted<number>;
  temperature_correction_threshold: number | null;
  sf6_normalization_enabled: Defaulted<boolean>;
  fourier_plot_enabled: Defaulted<boolean>;
  maximum_fourier_amplitude: number | null;
  barrels_per_inch: Defaulted<number>;
  report_hour: Defaulted<number>;
  active_additional: string | null;
  additional_tags: ColumnType<AdditionalTag[], string | undefined, string>;
  secondary_graph: Json<GraphLink> | null;
  third_graph: Json<GraphLink> | null;
  fourth_graph: Json<GraphLink> | null;
  fifth_graph: Json<GraphLink> | null;
  alarm_flag: Defaulted<AlarmFlag>;
  alarm_flag_time: Timestamp | null;
  alarm_acknowledged_at: Timestamp | null;
  alarm_acknowledged_by: number | null;
  /** The newest reading the alarm engine judged, written with each flag change (migration 043). */
  alarm_stepped_at: Timestamp | null;
  critical_high: number | null;
  critical_low: number | null;
  high_warning: number | null;
  low_warning: number | null;
}

export interface ReadingsTable {
  device_id: number;
  tag: string;
  time: Timestamp;
  value: number;
  temp: number | null;
}

/** A device's tag's readings of one UTC day, compacted (db/compaction); read through readings_between(). */
export interface ReadingDaysTable {
  device_id: number;
  tag: string;
  day: Timestamp;
  /** Microseconds since `day`, ascending (int8[]: strings through pg). */
  times: string[];
  vals: number[];
  /** One per reading, null where a reading has none (typed number[]: this table is written and read in SQL only). */
  temps: number[] | null;
}

export interface RollupTable {
  device_id: number;
  tag: string;
  bucket: Timestamp;
  min: number;
  max: number;
  sum: number;
  count: number;
  last_time: Timestamp;
  last: number;
}

export interface CalibrationsTable {
  device_id: number;
  tag: string;
  time: number;
  offset: number | null;
  fluid: Defaulted<'oil' | 'water' | 'chemical'>;
  api: Defaulted<number>;
  tds: Defaulted<number>;
  sg: Defaulted<number>;
  barrels_per_inch: Defaulted<number>;
  target: Defaulted<number>;
  k_factor: Defaulted<number>;
  production_offset: Defaulted<number>;
  tank_name: string | null;
  tank_height: number | null;
  tank_volume: number | null;
  tank_shape: 'horizontal' | 'vertical' | null;
  unit: Defaulted<'inches' | 'gallons'>;
  orifice_diameter: number | null;
  pipe_diameter: number | null;
  form_use: Defaulted<boolean>;
  scada_sensor_type: string | null;
  scada_max: number | null;
  scada_min: number | null;
  valve_high: number | null;
  valve_low: number | null;
  gallons_per_inch: number | null;
  mu: Defaulted<number>;
  rho_f: Defaulted<number>;
  k_factor_flow: Defaulted<number>;
  user_id: number | null;
  created_at: Generated<Date>;
}

export interface UserDataTable {
  device_id: number;
  tag: string;
  time: Timestamp;
  value: number;
  user_id: number | null;
}
