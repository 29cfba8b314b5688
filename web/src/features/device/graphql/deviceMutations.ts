import { graphql, type VariablesOf } from '../../../api/graphql';

export const UPDATE_DEVICE = graphql(
  `mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) { updateDevice(id: $id, update: $update) { id } }`,
);

export type DeviceUpdate = VariablesOf<typeof UPDATE_DEVICE>['update'];

export const UPDATE_DEVICE_SETTING = graphql(`mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {
  updateDeviceSetting(deviceID: $deviceID, settings: $settings) { key }
}`);

export const DELETE_FOTA_SETTING = graphql(
  `mutation DeleteFOTASetting($deviceID: Int!) { deleteFOTASetting(deviceID: $deviceID) { key } }`,
);

export const REPLACE_DEVICE = graphql(`mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {
  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) { id replacementID }
}`);

export const ADD_STATUS = graphql(
  `mutation AddStatus($deviceID: Int!, $status: Int!) { addStatus(deviceID: $deviceID, status: $status) { id } }`,
);

export const ADD_LOG_COMMENT = graphql(
  `mutation AddLogComment($deviceID: Int!, $comment: String!) { addLogComment(deviceID: $deviceID, comment: $comment) { id } }`,
);

export const CLEAR_DEVICE_DATA = graphql(`mutation ClearDeviceData($deviceID: Int!) { clearDeviceData(deviceID: $deviceID) { success } }`);

/** The tag engineer's updateTag (spec 2 §7): the device page sends the Data Display fields only. */
export const UPDATE_TAG_DISPLAY =
  graphql(`mutation UpdateTagDisplay($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {
  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, barrelsPerInch: $barrelsPerInch) { tag }
}`);

export type TagDisplayUpdate = VariablesOf<typeof UPDATE_TAG_DISPLAY>;

/** updateCalibration with the device page's fields (spec 2 §7). */
export const UPDATE_DEVICE_CALIBRATION =
  graphql(`mutation UpdateDeviceCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float,
  $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {
  updateCalibration(deviceID: $deviceID, tag: $tag, fluid: $fluid, barrelsPerInch: $barrelsPerInch, api: $api, tds: $tds,
    tankHeight: $tankHeight, kFactor: $kFactor, productionOffset: $productionOffset) { success }
}`);

export type CalibrationUpdate = VariablesOf<typeof UPDATE_DEVICE_CALIBRATION>;

export const REISSUE_DEVICE_SECRET = graphql(
  `mutation ReissueDeviceSecret($deviceID: Int!) { reissueDeviceSecret(deviceID: $deviceID) { deviceID secret } }`,
);
