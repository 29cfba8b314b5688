import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The per-stream graph settings and alarm thresholds a replacement takes over (not readings or alarm state). */
const TAG_SETUP_COLUMNS = [
  'ymin',
  'ymax',
  'display_units',
  'filter_enabled',
  'filter_threshold',
  'filter_minimum_value',
  'sensor_temp_filter_enabled',
  'sensor_temp_filter_threshold',
  'temperature_correction_enabled',
  'temperature_correction_coefficient',
  'temperature_correction_threshold',
  'sf6_normalization_enabled',
  'fourier_plot_enabled',
  'maximum_fourier_amplitude',
  'barrels_per_inch',
  'report_hour',
  'active_additional',
  'additional_tags',
  'critical_high',
  'critical_low',
  'high_warning',
  'low_warning',
] as const;
const GRAPH_COLUMNS = ['secondary_graph', 'third_graph', 'fourth_graph', 'fifth_graph'] as const;

const CALIBRATION_COLUMNS = [
  'tag',
  'time',
  'offset',
  'fluid',
  'api',
  'tds',
  'sg',
  'barrels_per_inch',
  'target',
  'k_factor',
  'production_offset',
  'tank_name',
  'tank_height',
  'tank_volume',
  'tank_shape',
  'unit',
  'orifice_diameter',
  'pipe_diameter',
  'form_use',
  'scada_sensor_type',
  'scada_max',
  'scada_min',
  'valve_high',
  'valve_low',
  'gallons_per_inch',
  'mu',
  'rho_f',
  'k_factor_flow',
  'user_id',
  'created_at',
] as const;

const list = (cols: readonly string[]) => sql.join(cols.map((c) => sql.ref(c)));

/**
 * Replace Device (spec 2 §4.1): the new device takes over the old one's desired settings, each stream's graph
 * settings (graphs that pointed at the old device now point at the new one), calibrations, alarm thresholds,
 * rules and notifications. What the new device already had for those streams is replaced.
 */
export async function copyDeviceSetup(trx: Db, fromId: number, toId: number): Promise<void> {
  await sql`
    INSERT INTO device_settings (device_id, key, desired_value, desired_time)
    SELECT ${toId}, key, desired_value, now() FROM device_settings WHERE device_id = ${fromId} AND desired_value IS NOT NULL
    ON CONFLICT (device_id, key) DO UPDATE SET desired_value = excluded.desired_value, desired_time = excluded.desired_time`.execute(trx);

  const graphs = GRAPH_COLUMNS.map(
    (c) => sql`CASE WHEN (${sql.ref(c)}->>'deviceID')::bigint = ${fromId}
    THEN jsonb_set(${sql.ref(c)}, '{deviceID}', to_jsonb(${toId}::bigint)) ELSE ${sql.ref(c)} END`,
  );
  await sql`
    INSERT INTO tags (device_id, tag, ${list(TAG_SETUP_COLUMNS)}, ${list(GRAPH_COLUMNS)})
    SELECT ${toId}, tag, ${list(TAG_SETUP_COLUMNS)}, ${sql.join(graphs)} FROM tags WHERE device_id = ${fromId}
    ON CONFLICT (device_id, tag) DO UPDATE SET
      ${sql.join([...TAG_SETUP_COLUMNS, ...GRAPH_COLUMNS].map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(trx);

  const tags = sql`(SELECT tag FROM tags WHERE device_id = ${fromId})`;
  await sql`DELETE FROM calibrations WHERE device_id = ${toId} AND tag IN ${tags}`.execute(trx);
  await sql`INSERT INTO calibrations (device_id, ${list(CALIBRATION_COLUMNS)})
    SELECT ${toId}, ${list(CALIBRATION_COLUMNS)} FROM calibrations WHERE device_id = ${fromId}`.execute(trx);

  await sql`DELETE FROM alarm_rules WHERE device_id = ${toId} AND tag IN ${tags}`.execute(trx);
  await sql`INSERT INTO alarm_rules (device_id, tag, name, symbol, value, "desc")
    SELECT ${toId}, tag, name, symbol, value, "desc" FROM alarm_rules WHERE device_id = ${fromId} ORDER BY id`.execute(trx);
  await sql`DELETE FROM alarm_actions WHERE device_id = ${toId} AND tag IN ${tags}`.execute(trx);
  await sql`INSERT INTO alarm_actions (device_id, tag, user_id, group_id, action, delay)
    SELECT ${toId}, tag, user_id, group_id, action, delay FROM alarm_actions WHERE device_id = ${fromId} ORDER BY id`.execute(trx);
}
