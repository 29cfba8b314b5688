import type { TagSettingsRow } from '../../tag/tagSettingsRow';
import type { builder } from '../builder';
import { GraphLinkType } from './GraphLinkType';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * The display and correction settings of a tag (spec 2 §3 Tag), one definition for the two types that carry them:
 * TagSettings (what the sensor page reads) and Tag (what an integration asks a tag for).
 */
export function tagSettingFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, TagSettingsRow>) {
  return {
    filterThreshold: t.exposeFloat('filter_threshold', { nullable: true }),
    filterMinimumValue: t.exposeFloat('filter_minimum_value', { nullable: true }),
    sensorTempFilterEnabled: t.exposeBoolean('sensor_temp_filter_enabled'),
    sensorTempFilterThreshold: t.exposeInt('sensor_temp_filter_threshold'),
    temperatureCorrectionEnabled: t.exposeBoolean('temperature_correction_enabled'),
    temperatureCorrectionCoefficient: t.exposeFloat('temperature_correction_coefficient'),
    temperatureCorrectionThreshold: t.exposeFloat('temperature_correction_threshold', { nullable: true }),
    sf6NormalizationEnabled: t.exposeBoolean('sf6_normalization_enabled'),
    fourierPlotEnabled: t.exposeBoolean('fourier_plot_enabled'),
    maximumFourierAmplitude: t.exposeFloat('maximum_fourier_amplitude', { nullable: true }),
    activeAdditional: t.exposeString('active_additional', { nullable: true }),
    secondaryGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.secondary_graph }),
    thirdGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.third_graph }),
    fourthGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.fourth_graph }),
    fifthGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.fifth_graph }),
  };
}
