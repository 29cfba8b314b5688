import { graphql, type VariablesOf } from '../../../api/graphql';

export const UPDATE_TAG =
  graphql(`mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput,
  $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float,
  $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int,
  $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float,
  $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {
  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, secondaryGraph: $secondaryGraph,
    thirdGraph: $thirdGraph, fourthGraph: $fourthGraph, fifthGraph: $fifthGraph, additionalTags: $additionalTags, barrelsPerInch: $barrelsPerInch,
    filterEnabled: $filterEnabled, filterThreshold: $filterThreshold, filterMinimumValue: $filterMinimumValue, sensorTempFilterEnabled: $sensorTempFilterEnabled,
    sensorTempFilterThreshold: $sensorTempFilterThreshold, temperatureCorrectionEnabled: $temperatureCorrectionEnabled,
    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient, temperatureCorrectionThreshold: $temperatureCorrectionThreshold,
    sf6NormalizationEnabled: $sf6NormalizationEnabled, fourierPlotEnabled: $fourierPlotEnabled, maximumFourierAmplitude: $maximumFourierAmplitude) { ...TagSettingsFields }
}`);

export type UpdateTagVariables = VariablesOf<typeof UPDATE_TAG>;

export const UPDATE_TEMP_CORRECTION =
  graphql(`mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {
  updateTempCorrection(deviceID: $deviceID, tag: $tag, temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient) { temperatureCorrectionCoefficient }
}`);

export const UPDATE_FOURIER_ENABLED =
  graphql(`mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {
  updateFourierEnabled(deviceID: $deviceID, tag: $tag, fourierPlotEnabled: $fourierPlotEnabled) { fourierPlotEnabled }
}`);

export const UPDATE_ACTIVE_ADDITIONAL =
  graphql(`mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {
  updateActiveAdditional(deviceID: $deviceID, tag: $tag, activeAdditional: $activeAdditional) { activeAdditional }
}`);
