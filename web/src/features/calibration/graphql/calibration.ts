import { graphql, type ResultOf, type VariablesOf } from '../../../api/graphql';

/** One calibration of a tag as the calibration history, wizards and reports read it. */
export const CALIBRATION_FIELDS = graphql(`fragment CalibrationFields on CalibrationEntry {
  time offset fluid api tds sg barrelsPerInch target kFactor productionOffset tankName tankHeight tankVolume tankShape unit
  orifice_diameter pipe_diameter scada_sensor_type scada_max scada_min valve_high valve_low gallons_per_inch
}`);

export type Calibration = ResultOf<typeof CALIBRATION_FIELDS>;

export const GET_TAG_CALIBRATIONS = graphql(
  `query TagCalibrations($deviceID: Int!, $tag: String!) { tagCalibrations(deviceID: $deviceID, tag: $tag) { ...CalibrationFields } }`,
);

export const UPDATE_CALIBRATION =
  graphql(`mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float,
  $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float,
  $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String,
  $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {
  updateCalibration(deviceID: $deviceID, tag: $tag, time: $time, fluid: $fluid, api: $api, tds: $tds, sg: $sg, target: $target,
    kFactor: $kFactor, tankName: $tankName, productionOffset: $productionOffset, tankHeight: $tankHeight, tankVolume: $tankVolume,
    tankShape: $tankShape, orifice_diameter: $orifice_diameter, pipe_diameter: $pipe_diameter, unit: $unit,
    scada_sensor_type: $scada_sensor_type, scada_max: $scada_max, scada_min: $scada_min, valve_high: $valve_high,
    valve_low: $valve_low, gallons_per_inch: $gallons_per_inch) { success }
}`);

export type UpdateCalibrationVariables = VariablesOf<typeof UPDATE_CALIBRATION>;

export const DELETE_CALIBRATION = graphql(
  `mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) { deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time) }`,
);

export const GET_TANK_NAMES = graphql(`query TankNames { tankNames { tank_name } }`);
