import { operation } from '../../../api/graphql';
import { TAG_SETTINGS_FIELDS, type GraphLinkData, type TagSettingsData } from './getTag';

export interface UpdateTagVariables {
  deviceID: number;
  tag: string;
  ymin?: number | null;
  ymax?: number | null;
  displayUnits?: string | null;
  secondaryGraph?: GraphLinkData | null;
  thirdGraph?: GraphLinkData | null;
  fourthGraph?: GraphLinkData | null;
  fifthGraph?: GraphLinkData | null;
  additionalTags?: { tag: string; displayUnits: string | null; ymin: number | null; ymax: number | null }[];
  barrelsPerInch?: number;
  filterEnabled?: boolean;
  filterThreshold?: number | null;
  filterMinimumValue?: number | null;
  sensorTempFilterEnabled?: boolean;
  sensorTempFilterThreshold?: number | null;
  temperatureCorrectionEnabled?: boolean;
  temperatureCorrectionCoefficient?: number;
  temperatureCorrectionThreshold?: number | null;
  sf6NormalizationEnabled?: boolean;
  fourierPlotEnabled?: boolean;
  maximumFourierAmplitude?: number | null;
}

export const UPDATE_TAG = operation<{ updateTag: TagSettingsData }, UpdateTagVariables>(
  'UpdateTag',
  `mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput,
  $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float,
  $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int,
  $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float,
  $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {
  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, secondaryGraph: $secondaryGraph,
    thirdGraph: $thirdGraph, fourthGraph: $fourthGraph, fifthGraph: $fifthGraph, additionalTags: $additionalTags, barrelsPerInch: $barrelsPerInch,
    filterEnabled: $filterEnabled, filterThreshold: $filterThreshold, filterMinimumValue: $filterMinimumValue, sensorTempFilterEnabled: $sensorTempFilterEnabled,
    sensorTempFilterThreshold: $sensorTempFilterThreshold, temperatureCorrectionEnabled: $temperatureCorrectionEnabled,
    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient, temperatureCorrectionThreshold: $temperatureCorrectionThreshold,
    sf6NormalizationEnabled: $sf6NormalizationEnabled, fourierPlotEnabled: $fourierPlotEnabled, maximumFourierAmplitude: $maximumFourierAmplitude) { ${TAG_SETTINGS_FIELDS} }
}`,
);

export const UPDATE_TEMP_CORRECTION = operation<{ updateTempCorrection: { temperatureCorrectionCoefficient: number } }, { deviceID: number; tag: string; temperatureCorrectionCoefficient: number }>(
  'UpdateTempCorrection',
  `mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {
  updateTempCorrection(deviceID: $deviceID, tag: $tag, temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient) { temperatureCorrectionCoefficient }
}`,
);

export const UPDATE_FOURIER_ENABLED = operation<{ updateFourierEnabled: { fourierPlotEnabled: boolean } }, { deviceID: number; tag: string; fourierPlotEnabled: boolean }>(
  'UpdateFourierEnabled',
  `mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {
  updateFourierEnabled(deviceID: $deviceID, tag: $tag, fourierPlotEnabled: $fourierPlotEnabled) { fourierPlotEnabled }
}`,
);

export const UPDATE_ACTIVE_ADDITIONAL = operation<{ updateActiveAdditional: { activeAdditional: string | null } }, { deviceID: number; tag: string; activeAdditional: string | null }>(
  'UpdateActiveAdditional',
  `mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {
  updateActiveAdditional(deviceID: $deviceID, tag: $tag, activeAdditional: $activeAdditional) { activeAdditional }
}`,
);
