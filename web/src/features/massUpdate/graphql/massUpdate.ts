import type { MassUpdateArgs } from '@fieldwatch/domain';
import { operation } from '../../../api/graphql';

export interface MassUpdateResult {
  success: boolean;
  updated: number[];
  refused: { deviceID: number; reason: string }[];
  /** Devices updated without a setting they cannot take. */
  skipped?: { deviceID: number; setting: string; reason: string }[];
}

export interface MassUpdateOption {
  id: number;
  name: string;
  companyID: number | null;
}

export interface MassUpdateOptions {
  applicationSignatures: { name: string; crcId: string }[];
  relocateSignatures: { name: string; crcId: string }[];
  companies: MassUpdateOption[];
  groups: MassUpdateOption[];
  users: MassUpdateOption[];
}

const RESULT = 'success updated refused { deviceID reason }';

export const UPDATE_MASS_SETTING = operation<{ updateMassSetting: MassUpdateResult }, MassUpdateArgs>(
  'UpdateMassSetting',
  `mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,
  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,
  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {
  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,
    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,
    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { ${RESULT} skipped { deviceID setting reason } }
}`,
);

export const CLEAR_MASS_DEVICE_DATA = operation<
  { clearMassDeviceData: MassUpdateResult },
  { deviceIDs: string; deleteAlarmsToo: boolean; deleteOnlyAlarms: boolean }
>(
  'ClearMassDeviceData',
  `mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {
  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { ${RESULT} }
}`,
);

export const MASS_UPDATE_OPTIONS = operation<{ massUpdateOptions: MassUpdateOptions }>(
  'MassUpdateOptions',
  `query MassUpdateOptions {
  massUpdateOptions {
    applicationSignatures { name crcId } relocateSignatures { name crcId }
    companies { id name companyID } groups { id name companyID } users { id name companyID }
  }
}`,
);

/** Beyond the spec: each listed device's display unit for each named sensor (the unit its values are read in). */
export const MASS_UPDATE_UNITS = operation<{ massUpdateUnits: { deviceID: number; tag: string; unit: string }[] }, { deviceIDs: number[]; tags: string[] }>(
  'MassUpdateUnits',
  `query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) { massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) { deviceID tag unit } }`,
);
