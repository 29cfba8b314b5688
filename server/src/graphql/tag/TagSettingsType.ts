import type { AdditionalTag, GraphLink } from '../../db/schema';
import type { TagSettingsRow } from '../../tag/tagSettingsRow';
import { builder } from '../builder';

export const GraphLinkType = builder.objectRef<GraphLink>('GraphLink').implement({
  fields: (t) => ({ deviceID: t.exposeInt('deviceID'), tag: t.exposeString('tag') }),
});

export const AdditionalTagType = builder.objectRef<AdditionalTag>('AdditionalTagSetting').implement({
  fields: (t) => ({
    tag: t.exposeString('tag'),
    displayUnits: t.exposeString('displayUnits', { nullable: true }),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
  }),
});

/** The sensor page's settings of a tag (spec 2 §3 Tag, §7 updateTag), read by the Graph and Settings tabs. */
export const TagSettingsType = builder.objectRef<TagSettingsRow>('TagSettings').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('device_id'),
    tag: t.exposeString('tag'),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
    displayUnits: t.exposeString('display_units', { nullable: true }),
    barrelsPerInch: t.exposeFloat('barrels_per_inch'),
    filterEnabled: t.exposeBoolean('filter_enabled'),
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
    additionalTags: t.field({ type: [AdditionalTagType], resolve: (r) => r.additional_tags }),
    secondaryGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.secondary_graph }),
    thirdGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.third_graph }),
    fourthGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.fourth_graph }),
    fifthGraph: t.field({ type: GraphLinkType, nullable: true, resolve: (r) => r.fifth_graph }),
  }),
});
