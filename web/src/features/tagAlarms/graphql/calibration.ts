import { operation } from '../../../api/graphql';

export interface Calibration {
  time: number;
  offset: number | null;
  fluid: string;
  api: number;
  tds: number;
  sg: number;
  barrelsPerInch: number;
  target: number;
  kFactor: number;
  productionOffset: number;
  tankName: string | null;
  tankHeight: number | null;
  tankVolume: number | null;
  tankShape: string | null;
  unit: string;
  orifice_diameter: number | null;
  pipe_diameter: number | null;
  scada_sensor_type: string | null;
  scada_max: number | null;
  scada_min: number | null;
  valve_high: number | null;
  valve_low: number | null;
  gallons_per_inch: number | null;
}

const FIELDS = `time offset fluid api tds sg barrelsPerInch target kFactor productionOffset tankName tankHeight tankVolume tankShape unit
  orifice_diameter pipe_diameter scada_sensor_type scada_max scada_min valve_high valve_low gallons_per_inch`;

export const GET_TAG_CALIBRATIONS = operation<{ tagCalibrations: Calibration[] }, { deviceID: number; tag: string }>(
  'TagCalibrations',
  `query TagCalibrations($deviceID: Int!, $tag: String!) { tagCalibrations(deviceID: $deviceID, tag: $tag) { ${FIELDS} } }`,
);

export interface UpdateCalibrationVariables {
  deviceID: number;
  tag: string;
  time?: number | null;
  fluid?: string | null;
  api?: number | null;
  tds?: number | null;
  sg?: number | null;
  target?: number | null;
  kFactor?: number | null;
  tankName?: string | null;
  productionOffset?: number | null;
  tankHeight?: number | null;
  tankVolume?: number | null;
  tankShape?: string | null;
  orifice_diameter?: number | null;
  pipe_diameter?: number | null;
  unit?: string | null;
  scada_sensor_type?: string | null;
  scada_max?: number | null;
  scada_min?: number | null;
  valve_high?: number | null;
  valve_low?: number | null;
  gallons_per_inch?: number | null;
}

export const UPDATE_CALIBRATION = operation<{ updateCalibration: { success: boolean } }, UpdateCalibrationVariables>(
  'UpdateCalibration',
  `mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float,
  $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float,
  $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String,
  $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {
  updateCalibration(deviceID: $deviceID, tag: $tag, time: $time, fluid: $fluid, api: $api, tds: $tds, sg: $sg, target: $target,
    kFactor: $kFactor, tankName: $tankName, productionOffset: $productionOffset, tankHeight: $tankHeight, tankVolume: $tankVolume,
    tankShape: $tankShape, orifice_diameter: $orifice_diameter, pipe_diameter: $pipe_diameter, unit: $unit,
    scada_sensor_type: $scada_sensor_type, scada_max: $scada_max, scada_min: $scada_min, valve_high: $valve_high,
    valve_low: $valve_low, gallons_per_inch: $gallons_per_inch) { success }
}`,
);

export const DELETE_CALIBRATION = operation<{ deleteCalibration: boolean }, { deviceID: number; tag: string; time: number }>(
  'DeleteCalibration',
  `mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) { deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time) }`,
);

export const GET_TANK_NAMES = operation<{ tankNames: { tank_name: string }[] }>('TankNames', `query TankNames { tankNames { tank_name } }`);
