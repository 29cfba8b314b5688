import { operation } from '../../../api/graphql';

export interface DeviceUpdate {
  name?: string | null;
  path?: string | null;
  deviceType?: number | null;
  companyID?: number | null;
  isActive?: boolean;
  inService?: boolean;
  timeOffset?: number | null;
  sensorSubtype1?: number | null;
  sensorSubtype2?: number | null;
  accountingCode?: string | null;
  apiNumber?: string | null;
  userAssignedID?: string | null;
  description?: string | null;
  address?: Record<string, string | null> | null;
  latitude?: number | null;
  longitude?: number | null;
  pin?: string | null;
  boardRev?: string | null;
  firmwareVersion?: number | null;
  simNumber?: string | null;
}

export const UPDATE_DEVICE = operation<{ updateDevice: { id: number } }, { id: number; update: DeviceUpdate }>(
  'UpdateDevice',
  `mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) { updateDevice(id: $id, update: $update) { id } }`,
);

export const UPDATE_DEVICE_SETTING = operation<
  { updateDeviceSetting: { key: string }[] },
  { deviceID: number; settings: { key: string; value: string }[] }
>(
  'UpdateDeviceSetting',
  `mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {
  updateDeviceSetting(deviceID: $deviceID, settings: $settings) { key }
}`,
);

export const ADD_DEVICE_SETTING = operation<{ addDeviceSetting: { key: string }[] }, { deviceID: number; key: string; value: string }>(
  'AddDeviceSetting',
  `mutation AddDeviceSetting($deviceID: Int!, $key: String!, $value: String!) {
  addDeviceSetting(deviceID: $deviceID, key: $key, value: $value) { key }
}`,
);

export const DELETE_FOTA_SETTING = operation<{ deleteFOTASetting: { key: string }[] }, { deviceID: number }>(
  'DeleteFOTASetting',
  `mutation DeleteFOTASetting($deviceID: Int!) { deleteFOTASetting(deviceID: $deviceID) { key } }`,
);

export const REPLACE_DEVICE = operation<{ replaceDevice: { id: number; replacementID: number | null } }, { oldDeviceID: number; newDeviceID: number }>(
  'ReplaceDevice',
  `mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {
  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) { id replacementID }
}`,
);

export const ADD_STATUS = operation<{ addStatus: { id: number } }, { deviceID: number; status: number }>(
  'AddStatus',
  `mutation AddStatus($deviceID: Int!, $status: Int!) { addStatus(deviceID: $deviceID, status: $status) { id } }`,
);

export const ADD_LOG_COMMENT = operation<{ addLogComment: { id: number } }, { deviceID: number; comment: string }>(
  'AddLogComment',
  `mutation AddLogComment($deviceID: Int!, $comment: String!) { addLogComment(deviceID: $deviceID, comment: $comment) { id } }`,
);

export const CLEAR_DEVICE_DATA = operation<{ clearDeviceData: { success: boolean } }, { deviceID: number }>(
  'ClearDeviceData',
  `mutation ClearDeviceData($deviceID: Int!) { clearDeviceData(deviceID: $deviceID) { success } }`,
);

export interface TagDisplayUpdate {
  deviceID: number;
  tag: string;
  ymin?: number | null;
  ymax?: number | null;
  displayUnits?: string | null;
  barrelsPerInch?: number;
}

/** The tag engineer's updateTag (spec 2 §7): the device page sends the Data Display fields only. */
export const UPDATE_TAG = operation<{ updateTag: { tag: string } }, TagDisplayUpdate>(
  'UpdateTag',
  `mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {
  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, barrelsPerInch: $barrelsPerInch) { tag }
}`,
);

export interface CalibrationUpdate {
  deviceID: number;
  tag: string;
  fluid?: string;
  barrelsPerInch?: number;
  api?: number;
  tds?: number;
  tankHeight?: number;
  kFactor?: number;
  productionOffset?: number;
}

/** updateCalibration with the device page's fields (spec 2 §7). */
export const UPDATE_CALIBRATION = operation<{ updateCalibration: { success: boolean } }, CalibrationUpdate>(
  'UpdateCalibration',
  `mutation UpdateCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float,
  $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {
  updateCalibration(deviceID: $deviceID, tag: $tag, fluid: $fluid, barrelsPerInch: $barrelsPerInch, api: $api, tds: $tds,
    tankHeight: $tankHeight, kFactor: $kFactor, productionOffset: $productionOffset) { success }
}`,
);

export const REISSUE_DEVICE_SECRET = operation<{ reissueDeviceSecret: { deviceID: number; secret: string } }, { deviceID: number }>(
  'ReissueDeviceSecret',
  `mutation ReissueDeviceSecret($deviceID: Int!) { reissueDeviceSecret(deviceID: $deviceID) { deviceID secret } }`,
);
