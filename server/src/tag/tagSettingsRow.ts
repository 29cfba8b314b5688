import type { CorrectionSettings } from '@fieldwatch/domain';
import type { Selectable } from 'kysely';
import type { TagsTable } from '../db/schemaTags';

export type TagSettingsRow = Selectable<TagsTable>;

/** The correction settings of a tag row, in the domain's shape. */
export function correctionSettingsOf(r: TagSettingsRow): CorrectionSettings {
  return {
    filterEnabled: r.filter_enabled,
    filterThreshold: r.filter_threshold,
    filterMinimumValue: r.filter_minimum_value,
    sensorTempFilterEnabled: r.sensor_temp_filter_enabled,
    sensorTempFilterThreshold: r.sensor_temp_filter_threshold,
    temperatureCorrectionEnabled: r.temperature_correction_enabled,
    temperatureCorrectionCoefficient: r.temperature_correction_coefficient,
    temperatureCorrectionThreshold: r.temperature_correction_threshold,
    sf6NormalizationEnabled: r.sf6_normalization_enabled,
  };
}
