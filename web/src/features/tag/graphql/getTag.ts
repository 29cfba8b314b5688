import { graphql, type ItemOf, type ResultOf, type VariablesOf } from '../../../api/graphql.ts';

/** A tag's stored settings, as the page reads them and as updateTag answers. */
export const TAG_SETTINGS_FIELDS = graphql(`fragment TagSettingsFields on TagSettings {
  deviceID tag ymin ymax displayUnits barrelsPerInch filterEnabled filterThreshold filterMinimumValue
  sensorTempFilterEnabled sensorTempFilterThreshold temperatureCorrectionEnabled temperatureCorrectionCoefficient
  temperatureCorrectionThreshold sf6NormalizationEnabled fourierPlotEnabled maximumFourierAmplitude activeAdditional
  additionalTags { tag displayUnits ymin ymax }
  secondaryGraph { deviceID tag } thirdGraph { deviceID tag } fourthGraph { deviceID tag } fifthGraph { deviceID tag }
}`);

/**
 * What the page shows values through (calibratedReading in domain); unit 'gallons': the radar/sonar wizard's volume format is on.
 * Spread by name in the documents below; GraphQL codegen reads the fragment from here. @public
 */
export const SHOWN_CALIBRATION_FIELDS = graphql(`fragment ShownCalibrationFields on Calibration {
  fluid sg api tds offset tankName tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap unit
}`);

/**
 * GET_TAG / GET_ALL_TAG (spec 2 §7): the first call asks for 42 days downsampled, the second for everything; a
 * range button or a zoomed window asks for its window with `points`, the graph's width in device pixels.
 * The tag's calibration is its newest: what the graph and table show follows it; a series' calibration is that of
 * its tag (a production counter: its turbine's), and a 2nd to 5th graph is drawn through its tag's own filter
 * (linkedGraphCorrections in domain).
 */
export const GET_TAG =
  graphql(`query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $points: Int, $additional: String) {
  deviceReGraph(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, downsampled: $downsampled, points: $points) {
    deviceID
    device { id name hibernationVoltage slowdownVoltage4 defaultTag displayUnits timeZone }
    tag { tag displayUnits calibration { ...ShownCalibrationFields } alarms { flag flagTime acknowledged trigger } }
    settings { ...TagSettingsFields }
    additionalOptions { tag displayUnits ymin ymax }
    graphs(additional: $additional) {
      role deviceID tag label displayUnits ymin ymax calibration { ...ShownCalibrationFields }
      filterEnabled filterThreshold filterMinimumValue source bucket start end times values min max temps
    }
    comments { id time comment }
    userData { time value }
  }
}`);

export type GetTagVariables = VariablesOf<typeof GET_TAG>;
export type TagPageData = NonNullable<ResultOf<typeof GET_TAG>['deviceReGraph']>;
export type GraphSeriesData = ItemOf<TagPageData['graphs']>;
export type TagSettingsData = ResultOf<typeof TAG_SETTINGS_FIELDS>;
