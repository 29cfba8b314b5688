import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

/** What a mass update answers: the devices updated and those refused, each with why. */
export const MASS_UPDATE_RESULT_FIELDS = graphql(`fragment MassUpdateResultFields on MassUpdateResult {
  success updated refused { deviceID reason }
}`);

/** `skipped`: devices updated without a setting they cannot take (only Update Devices asks for it). */
export type MassUpdateResult = ResultOf<typeof MASS_UPDATE_RESULT_FIELDS> &
  Partial<Pick<ResultOf<typeof UPDATE_MASS_SETTING>['updateMassSetting'], 'skipped'>>;

export const UPDATE_MASS_SETTING =
  graphql(`mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,
  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,
  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {
  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,
    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,
    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { ...MassUpdateResultFields skipped { deviceID setting reason } }
}`);

export const CLEAR_MASS_DEVICE_DATA =
  graphql(`mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {
  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { ...MassUpdateResultFields }
}`);

export const MASS_UPDATE_OPTIONS = graphql(`query MassUpdateOptions {
  massUpdateOptions {
    applicationSignatures { name crcId } relocateSignatures { name crcId }
    companies { id name companyID } groups { id name companyID } users { id name companyID }
  }
}`);

export type MassUpdateOptions = NonNullable<ResultOf<typeof MASS_UPDATE_OPTIONS>['massUpdateOptions']>;
export type MassUpdateOption = ItemOf<MassUpdateOptions['companies']>;

/** Beyond the spec: each listed device's display unit for each named sensor (the unit its values are read in). */
export const MASS_UPDATE_UNITS = graphql(
  `query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) { massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) { deviceID tag unit } }`,
);
