/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdditionalTagInput = {
  displayUnits?: string | null | undefined;
  tag: string;
  ymax?: number | null | undefined;
  ymin?: number | null | undefined;
};

/** A notification: a user or a group of the device, sms or email, after a delay in seconds. */
export type AlarmActionInput = {
  action: string;
  delay: number;
  groupID?: number | null | undefined;
  /** Reminders until acknowledged: seconds between repeats (300, 900, 1800 or 3600); absent or null for none. */
  repeatEvery?: number | null | undefined;
  /** No reminder later than this many seconds after the first message was due (3600 to 259200, the options). */
  repeatFor?: number | null | undefined;
  /** At most this many reminders after the first message (1 to 24). */
  repeatTimes?: number | null | undefined;
  userID?: number | null | undefined;
};

export type AlarmRuleInput = {
  /** Cleared only this far back inside the rule, in its unit; omitted keeps it. */
  deadBand?: number | null | undefined;
  desc?: string | null | undefined;
  /** Raised only once the rule has held this many minutes (0 to 1440); omitted keeps it. */
  holdMinutes?: number | null | undefined;
  name: string;
  /** 1 greater than, -1 less than. */
  symbol: number;
  /** In the tag's current display unit. */
  value: number;
};

/** One of the four legacy thresholds of a tag. */
export type AlarmThreshold =
  | 'CRITICAL_HIGH'
  | 'CRITICAL_LOW'
  | 'HIGH_WARNING'
  | 'LOW_WARNING';

export type AlarmThresholdHoldInput = {
  /** A high clears only below threshold − band, a low above threshold + band; base unit. */
  deadBand?: number | null | undefined;
  /** Raised only once readings have been past the threshold this many minutes (0 to 1440). */
  holdMinutes?: number | null | undefined;
  threshold: AlarmThreshold;
};

export type DeviceAddressInput = {
  city?: string | null | undefined;
  contactName?: string | null | undefined;
  state?: string | null | undefined;
  street1?: string | null | undefined;
  street2?: string | null | undefined;
  zip?: string | null | undefined;
};

export type DeviceSettingInput = {
  key: string;
  /** Intervals in seconds. */
  value: string;
};

/** Absent fields stay as they are. Which fields a role may send: spec 2 §6. */
export type DeviceUpdateInput = {
  accountingCode?: string | null | undefined;
  address?: DeviceAddressInput | null | undefined;
  /** 10 to 12 digits; anything not numeric is stored as null. */
  apiNumber?: string | null | undefined;
  boardRev?: string | null | undefined;
  companyID?: number | null | undefined;
  /** The description option string: key:value pairs separated by commas. */
  description?: string | null | undefined;
  deviceType?: number | null | undefined;
  firmwareVersion?: number | null | undefined;
  inService?: boolean | null | undefined;
  isActive?: boolean | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name?: string | null | undefined;
  path?: string | null | undefined;
  /** Install PIN (super users). */
  pin?: string | null | undefined;
  /** Super users: the sensor tree's first subtype (spec 1 'Sensor subtype meanings'). */
  sensorSubtype1?: number | null | undefined;
  /** Super users: the sensor tree's second subtype. */
  sensorSubtype2?: number | null | undefined;
  simNumber?: string | null | undefined;
  timeOffset?: number | null | undefined;
  /** Empty is stored as null. */
  userAssignedID?: string | null | undefined;
};

export type GraphLinkInput = {
  deviceID: number;
  tag: string;
};

export type MassActionInput = {
  action?: string | null | undefined;
  delay?: number | null | undefined;
  tag?: string | null | undefined;
  userID?: number | null | undefined;
};

export type MassRuleInput = {
  desc?: string | null | undefined;
  name?: string | null | undefined;
  symbol?: number | null | undefined;
  tag?: string | null | undefined;
  value?: number | null | undefined;
};

export type OfflineAlarmInput = {
  /** false switches it off (and puts a raised one back to normal). */
  enabled: boolean;
  /** Transmit intervals of silence, 1 to 100; 2.5 when omitted. */
  factor?: number | null | undefined;
};

export type PoItemInput = {
  deviceType: number;
  model: string;
  quantity?: number | null | undefined;
};

/** Which download of a stream: the device page readings table or the sensor page Table tab. */
export type ReadingsExportFormat =
  /** The device page table: its dates, values through the calibration in its unit, the sensor temperature, comments. */
  | 'DEVICE'
  /** The Table tab: ISO 8601 UTC dates, values through the tag's corrections, calibration and display unit, comments. */
  | 'TAG';

/** What the device page readings table sorts by (spec 2 §4.1). */
export type ReadingsSort =
  /** The sensor temperature; readings without one come last either way. */
  | 'TEMP'
  /** The reading time. */
  | 'TIME'
  /** The stored value (the page turns the direction when its unit shows larger values smaller). */
  | 'VALUE';

/** A removal that keeps what it took for an Undo. */
export type UndoableRemoval =
  /** deleteFOTASetting (Clear Fota). */
  | 'CLEAR_FOTA'
  /** deleteComment (a graph comment). */
  | 'DELETE_COMMENT'
  /** deleteData (Delete Data Point). */
  | 'DELETE_DATA'
  /** deleteGroup: every group of one delete comes back together. */
  | 'DELETE_GROUP'
  /** deleteUser. */
  | 'DELETE_USER'
  /** deleteUserData (a user-data point of the graph). */
  | 'DELETE_USER_DATA'
  /** updateAlarms with removeOrUpdate 'remove' (Remove All Alarms). */
  | 'REMOVE_ALARMS';

export type DeviceUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeviceUpdatesSubscription = { deviceUpdates: Array<{ deviceID: number, tag: string, time: number, value: number | null, alarmFlag: string | null }> | null };

export type LoginAsMutationVariables = Exact<{
  userID: number;
}>;


export type LoginAsMutation = { loginAs: { id: number } | null };

export type StopLoginAsMutationVariables = Exact<{ [key: string]: never; }>;


export type StopLoginAsMutation = { stopLoginAs: boolean | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean | null };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: number | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, firstName: string, lastName: string, email: string | null, phoneNumber: string | null, countryCode: string, isSuperUser: boolean, isManager: boolean, canEdit: boolean, isDemo: boolean, isPrivileged: boolean, viewInactiveCompanies: boolean, subscription: boolean, permissions: Array<string>, latestActivity: number | null, notificationSettings: string, company: { id: number, name: string, timeZone: string } | null } | null };

export type SelfNameQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfNameQuery = { me: { id: number, firstName: string, lastName: string } | null };

export type GetApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApiKeysQuery = { me: { id: number, apiKeys: Array<string> | null } | null };

export type AddApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type AddApiKeyMutation = { addApiKey: { apiKey: string, me: { id: number, apiKeys: Array<string> | null } } };

export type DeleteApiKeyMutationVariables = Exact<{
  key: string;
}>;


export type DeleteApiKeyMutation = { deleteApiKey: { id: number, apiKeys: Array<string> | null } };

export type GetDirectoryDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDirectoryDevicesQuery = { directoryDevices: Array<{ id: number, userAssignedID: string | null, name: string | null, path: string | null, isActive: boolean, longitude: number | null, latitude: number | null, latestReading: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, displayUnits: string | null, defaultTag: string | null, companyID: number | null, firmwareVersion: number | null, timeZone: string, latestReadingShown: { value: number | null, unit: string } | null, company: { name: string } | null }>, me: { id: number, firstName: string } | null };

export type UpdateNotificationsMutationVariables = Exact<{
  notifications: string;
}>;


export type UpdateNotificationsMutation = { updateNotifications: { id: number, notificationSettings: string } };

export type UpdateMeMutationVariables = Exact<{
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  viewInactiveCompanies?: boolean | null | undefined;
  subscriptionEmail?: boolean | null | undefined;
}>;


export type UpdateMeMutation = { updateMe: { id: number, firstName: string, lastName: string, email: string | null, phoneNumber: string | null, countryCode: string, viewInactiveCompanies: boolean, subscription: boolean } };

export type ReportEmailDeviceFieldsFragment = { deviceID: number, name: string | null, sensors: Array<string> };

export type ReportSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportSubscriptionsQuery = { reportSubscriptions: Array<{ deviceID: number, name: string | null, sensors: Array<string> }> };

export type ReportEmailChoicesQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ReportEmailChoicesQuery = { reportEmailChoices: Array<{ deviceID: number, name: string | null, sensors: Array<string> }> };

export type SubscribeReportMutationVariables = Exact<{
  deviceID: number;
}>;


export type SubscribeReportMutation = { subscribeReport: Array<{ deviceID: number, name: string | null, sensors: Array<string> }> };

export type UnsubscribeReportMutationVariables = Exact<{
  deviceID: number;
}>;


export type UnsubscribeReportMutation = { unsubscribeReport: Array<{ deviceID: number, name: string | null, sensors: Array<string> }> };

export type DisableSubscriptionMutationVariables = Exact<{
  unsubscribeToken: string;
}>;


export type DisableSubscriptionMutation = { disableSubscription: string };

export type UsersQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersQuery = { usersRe: Array<{ id: number, firstName: string, lastName: string }> };

export type AddDeviceMutationVariables = Exact<{
  deviceID: number;
  pin: number;
  name?: string | null | undefined;
  path?: string | null | undefined;
}>;


export type AddDeviceMutation = { addDevice: { device: { id: number, name: string | null, path: string | null, deviceType: number | null, isOnline: boolean, companyID: number | null } } };

export type BillingCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingCompaniesQuery = { billingCompanies: Array<{ id: number, name: string, isTaxed: boolean, accountingCodes: Array<string> }> | null };

export type InvoiceQueryVariables = Exact<{
  quarter: number;
  year: number;
  companyID: number;
  isTaxed?: boolean | null | undefined;
  invoiceNumber?: string | null | undefined;
  accountingCodes?: Array<string> | null | undefined;
}>;


export type InvoiceQuery = { invoice: { html: string } | null };

export type DeviceIDsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceIDsQuery = { deviceIDs: Array<{ deviceID: number, model: string | null, po: number | null, sku: string | null, hasTurnedOn: boolean, simNumber: string | null }> | null, skus: Array<{ code: string, label: string }> | null };

export type UpdateSkuMutationVariables = Exact<{
  id: number;
  sku: string;
}>;


export type UpdateSkuMutation = { updateSku: { devices: Array<{ deviceID: number, model: string | null, po: number | null, sku: string | null, hasTurnedOn: boolean, simNumber: string | null }> } | null };

export type AddPoMutationVariables = Exact<{
  po?: number | null | undefined;
  sku?: string | null | undefined;
  manufacturerCode: string;
  items: Array<PoItemInput>;
}>;


export type AddPoMutation = { addPO: { purchaseOrderID: number, devices: Array<{ id: number, model: string, deviceType: number, pin: string, secret: string }> } | null };

export type PoLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type PoLookupsQuery = { manufacturers: Array<{ code: string, label: string }> | null, skus: Array<{ code: string, label: string }> | null, purchaseOrders: Array<{ po: number | null }> | null, devicesPO: Array<{ po: number | null }> | null };

export type PurchaseOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseOrdersQuery = { purchaseOrders: Array<{ id: number, po: number | null, sku: string, manufacturerCode: string, manufacturerLabel: string | null, createdAt: number, createdBy: string | null, items: Array<{ model: string, deviceType: number, quantity: number }>, devices: Array<{ id: number, model: string | null, status: number | null, hasTurnedOn: boolean, companyID: number | null }> }> | null };

export type SendEmailMutationVariables = Exact<{
  subject: string;
  body: string;
}>;


export type SendEmailMutation = { sendEmail: { total: number, successCount: number, failedCount: number, failed: Array<string> } | null };

export type PrintDevicesByRangeQueryVariables = Exact<{
  from: number;
  to: number;
  limit?: number | null | undefined;
}>;


export type PrintDevicesByRangeQuery = { devicesRe: Array<{ id: number, pin: string | null, model: string | null }> };

export type PrintDevicesByIdsQueryVariables = Exact<{
  ids?: Array<number> | null | undefined;
  limit?: number | null | undefined;
}>;


export type PrintDevicesByIdsQuery = { devicesRe: Array<{ id: number, pin: string | null, model: string | null }> };

export type AlarmReasonDeviceFragment = { id: number, name: string | null, timeZone: string, tags: Array<{ tag: string, alarms: { flag: string, reason: { condition: string, reading: string | null, time: number | null } | null } }> };

export type AlarmPanelFieldsFragment = { deviceID: number, tag: string, displayUnits: string, flag: string, acknowledged: boolean, criticalHigh: number | null, criticalLow: number | null, highWarning: number | null, lowWarning: number | null, low: number | null, high: number | null, synced: boolean | null, canEdit: boolean, rules: Array<{ id: number, name: string, symbol: number, value: number, desc: string | null, sent: number, holdMinutes: number | null, deadBand: number | null }>, thresholdHolds: Array<{ threshold: AlarmThreshold, holdMinutes: number | null, deadBand: number | null }>, offlineAlarm: { factor: number, raised: boolean } | null, actions: Array<{ id: number, delay: number, action: string, repeatEvery: number | null, repeatTimes: number | null, repeatFor: number | null, user: { id: number, firstName: string, lastName: string } | null, group: { id: number, name: string | null } | null }>, log: Array<{ id: number, time: number, action: string, value: number | null, unit: string | null, detail: string | null, conditionSince: number | null, user: { id: number, firstName: string, lastName: string } | null }>, targets: { users: Array<{ id: number, firstName: string, lastName: string }>, groups: Array<{ id: number, name: string | null }> } };

export type TagAlarmPanelQueryVariables = Exact<{
  deviceID: number;
  tag: string;
}>;


export type TagAlarmPanelQuery = { tagAlarmPanel: { deviceID: number, tag: string, displayUnits: string, flag: string, acknowledged: boolean, criticalHigh: number | null, criticalLow: number | null, highWarning: number | null, lowWarning: number | null, low: number | null, high: number | null, synced: boolean | null, canEdit: boolean, rules: Array<{ id: number, name: string, symbol: number, value: number, desc: string | null, sent: number, holdMinutes: number | null, deadBand: number | null }>, thresholdHolds: Array<{ threshold: AlarmThreshold, holdMinutes: number | null, deadBand: number | null }>, offlineAlarm: { factor: number, raised: boolean } | null, actions: Array<{ id: number, delay: number, action: string, repeatEvery: number | null, repeatTimes: number | null, repeatFor: number | null, user: { id: number, firstName: string, lastName: string } | null, group: { id: number, name: string | null } | null }>, log: Array<{ id: number, time: number, action: string, value: number | null, unit: string | null, detail: string | null, conditionSince: number | null, user: { id: number, firstName: string, lastName: string } | null }>, targets: { users: Array<{ id: number, firstName: string, lastName: string }>, groups: Array<{ id: number, name: string | null }> } } | null };

export type UpdateAlarmsMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  low?: number | null | undefined;
  high?: number | null | undefined;
  lowWarning?: number | null | undefined;
  highWarning?: number | null | undefined;
  criticalLow?: number | null | undefined;
  criticalHigh?: number | null | undefined;
  actions?: Array<AlarmActionInput> | null | undefined;
  rules?: Array<AlarmRuleInput> | null | undefined;
  removeOrUpdate?: string | null | undefined;
  thresholdHolds?: Array<AlarmThresholdHoldInput> | null | undefined;
  offlineAlarm?: OfflineAlarmInput | null | undefined;
}>;


export type UpdateAlarmsMutation = { updateAlarms: { deviceID: number, tag: string, displayUnits: string, flag: string, acknowledged: boolean, criticalHigh: number | null, criticalLow: number | null, highWarning: number | null, lowWarning: number | null, low: number | null, high: number | null, synced: boolean | null, canEdit: boolean, rules: Array<{ id: number, name: string, symbol: number, value: number, desc: string | null, sent: number, holdMinutes: number | null, deadBand: number | null }>, thresholdHolds: Array<{ threshold: AlarmThreshold, holdMinutes: number | null, deadBand: number | null }>, offlineAlarm: { factor: number, raised: boolean } | null, actions: Array<{ id: number, delay: number, action: string, repeatEvery: number | null, repeatTimes: number | null, repeatFor: number | null, user: { id: number, firstName: string, lastName: string } | null, group: { id: number, name: string | null } | null }>, log: Array<{ id: number, time: number, action: string, value: number | null, unit: string | null, detail: string | null, conditionSince: number | null, user: { id: number, firstName: string, lastName: string } | null }>, targets: { users: Array<{ id: number, firstName: string, lastName: string }>, groups: Array<{ id: number, name: string | null }> } } | null };

export type TestAlarmMutationVariables = Exact<{
  deviceID: number;
  tag: string;
}>;


export type TestAlarmMutation = { testAlarm: { flag: string | null } | null };

export type CalibrationFieldsFragment = { time: number, offset: number | null, fluid: string, api: number, tds: number, sg: number, barrelsPerInch: number, target: number, kFactor: number, productionOffset: number, tankName: string | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, unit: string, orifice_diameter: number | null, pipe_diameter: number | null, scada_sensor_type: string | null, scada_max: number | null, scada_min: number | null, valve_high: number | null, valve_low: number | null, gallons_per_inch: number | null };

export type TagCalibrationsQueryVariables = Exact<{
  deviceID: number;
  tag: string;
}>;


export type TagCalibrationsQuery = { tagCalibrations: Array<{ time: number, offset: number | null, fluid: string, api: number, tds: number, sg: number, barrelsPerInch: number, target: number, kFactor: number, productionOffset: number, tankName: string | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, unit: string, orifice_diameter: number | null, pipe_diameter: number | null, scada_sensor_type: string | null, scada_max: number | null, scada_min: number | null, valve_high: number | null, valve_low: number | null, gallons_per_inch: number | null }> | null };

export type UpdateCalibrationMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  time?: number | null | undefined;
  fluid?: string | null | undefined;
  api?: number | null | undefined;
  tds?: number | null | undefined;
  sg?: number | null | undefined;
  target?: number | null | undefined;
  kFactor?: number | null | undefined;
  tankName?: string | null | undefined;
  productionOffset?: number | null | undefined;
  tankHeight?: number | null | undefined;
  tankVolume?: number | null | undefined;
  tankShape?: string | null | undefined;
  orifice_diameter?: number | null | undefined;
  pipe_diameter?: number | null | undefined;
  unit?: string | null | undefined;
  scada_sensor_type?: string | null | undefined;
  scada_max?: number | null | undefined;
  scada_min?: number | null | undefined;
  valve_high?: number | null | undefined;
  valve_low?: number | null | undefined;
  gallons_per_inch?: number | null | undefined;
}>;


export type UpdateCalibrationMutation = { updateCalibration: { success: boolean } | null };

export type DeleteCalibrationMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  time: number;
}>;


export type DeleteCalibrationMutation = { deleteCalibration: boolean | null };

export type TankNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type TankNamesQuery = { tankNames: Array<{ tank_name: string }> | null };

export type UpdateDeviceMutationVariables = Exact<{
  id: number;
  update: DeviceUpdateInput;
}>;


export type UpdateDeviceMutation = { updateDevice: { id: number } };

export type UpdateDeviceSettingMutationVariables = Exact<{
  deviceID: number;
  settings: Array<DeviceSettingInput>;
}>;


export type UpdateDeviceSettingMutation = { updateDeviceSetting: Array<{ key: string }> };

export type DeleteFotaSettingMutationVariables = Exact<{
  deviceID: number;
}>;


export type DeleteFotaSettingMutation = { deleteFOTASetting: Array<{ key: string }> };

export type ReplaceDeviceMutationVariables = Exact<{
  oldDeviceID: number;
  newDeviceID: number;
}>;


export type ReplaceDeviceMutation = { replaceDevice: { id: number, replacementID: number | null } };

export type AddStatusMutationVariables = Exact<{
  deviceID: number;
  status: number;
}>;


export type AddStatusMutation = { addStatus: { id: number } };

export type AddLogCommentMutationVariables = Exact<{
  deviceID: number;
  comment: string;
}>;


export type AddLogCommentMutation = { addLogComment: { id: number } };

export type ClearDeviceDataMutationVariables = Exact<{
  deviceID: number;
}>;


export type ClearDeviceDataMutation = { clearDeviceData: { success: boolean } };

export type UpdateTagDisplayMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  ymin?: number | null | undefined;
  ymax?: number | null | undefined;
  displayUnits?: string | null | undefined;
  barrelsPerInch?: number | null | undefined;
}>;


export type UpdateTagDisplayMutation = { updateTag: { tag: string } | null };

export type UpdateDeviceCalibrationMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  fluid?: string | null | undefined;
  barrelsPerInch?: number | null | undefined;
  api?: number | null | undefined;
  tds?: number | null | undefined;
  tankHeight?: number | null | undefined;
  kFactor?: number | null | undefined;
  productionOffset?: number | null | undefined;
}>;


export type UpdateDeviceCalibrationMutation = { updateCalibration: { success: boolean } | null };

export type ReissueDeviceSecretMutationVariables = Exact<{
  deviceID: number;
}>;


export type ReissueDeviceSecretMutation = { reissueDeviceSecret: { deviceID: number, secret: string } | null };

export type DeviceReQueryVariables = Exact<{
  id: number;
}>;


export type DeviceReQuery = { deviceRe: { id: number, name: string | null, path: string | null, deviceType: number | null, companyID: number | null, isActive: boolean, inService: boolean, timeOffset: number | null, timeZone: string, accountingCode: string | null, apiNumber: string | null, userAssignedID: string | null, description: string | null, latitude: number | null, longitude: number | null, replacementID: number | null, po: number | null, manufacturerCode: string, model: string | null, pin: string | null, simNumber: string | null, sku: string | null, firmwareVersion: number | null, defaultTag: string | null, defaultTagScale: number | null, sensorSubtype1: number | null, sensorSubtype2: number | null, modemType: string | null, boardRev: string | null, iconFluid: string | null, latestReading: number | null, slowdownVoltage4: number | null, hibernationVoltage: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, percentSolar: number | null, signalStrength: number | null, carrier: string | null, company: { id: number, name: string, timeZone: string } | null, address: { contactName: string | null, street1: string | null, street2: string | null, city: string | null, state: string | null, zip: string | null } | null, events: Array<{ time: number, flag: number }>, settings: Array<{ key: string, reportedValue: string | null, desiredValue: string | null, reportedTime: number | null, desiredTime: number | null }>, tags: Array<{ id: number, deviceID: number, barrelsPerInch: number, tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { tankName: string | null, fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { acknowledged: boolean, flag: string, trigger: boolean } }>, voltage: { value: number | null, time: number | null } | null, log: Array<{ time: number, status: number }>, latest: { status: number | null }, logComments: Array<{ time: number, comment: string }>, groups: Array<{ id: number, name: string | null }>, viewerAbilities: { rename: boolean, editInfo: boolean, superUser: boolean, settings: boolean, signatures: boolean, sensorType: boolean, clearFota: boolean, control2: boolean, messageLog: boolean } } | null, deviceGps: { latitude: number | null, longitude: number | null } | null };

export type ListEventsQueryVariables = Exact<{
  id: number;
}>;


export type ListEventsQuery = { listEvents: Array<{ time: number, flag: number }> };

export type DeviceReadingsQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime?: number | null | undefined;
  endTime?: number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: ReadingsSort | null | undefined;
  descending?: boolean | null | undefined;
  withTotal: boolean;
}>;


export type DeviceReadingsQuery = { deviceReadings: { times: Array<number>, values: Array<number>, temps: Array<number | null>, rowComments: Array<string>, endCursor: string | null, total?: number, hasTemps?: boolean } };

export type CompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompaniesQuery = { companies: Array<{ id: number, name: string, isActive: boolean }> | null };

export type DirectorySideQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type DirectorySideQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, companyID: number | null }> };

export type ListDeviceFieldsFragment = { userAssignedID: string | null, latestReading: number | null, simNumber: string | null, boardRev: string | null, modemType: string | null, signalStrength: number | null, id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> };

export type DirectoryDetailsQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  includeInactive?: boolean | null | undefined;
  includeOOS?: boolean | null | undefined;
  path?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: string | null | undefined;
}>;


export type DirectoryDetailsQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> }> };

export type DirectoryListQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  includeInactive?: boolean | null | undefined;
  includeOOS?: boolean | null | undefined;
  path?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: string | null | undefined;
}>;


export type DirectoryListQuery = { devicesRe: Array<{ userAssignedID: string | null, latestReading: number | null, simNumber: string | null, boardRev: string | null, modemType: string | null, signalStrength: number | null, id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> }> };

export type DirectoryMapQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  includeInactive?: boolean | null | undefined;
  includeOOS?: boolean | null | undefined;
  path?: string | null | undefined;
}>;


export type DirectoryMapQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, timeZone: string, defaultTag: string | null, latestReadingShown: { text: string } | null, tags: Array<{ tag: string, time: number | null, alarms: { flag: string } }> }> };

export type DirectoryCountQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  includeInactive?: boolean | null | undefined;
  includeOOS?: boolean | null | undefined;
  path?: string | null | undefined;
}>;


export type DirectoryCountQuery = { devicesReCount: number };

export type AllDevicesQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: string | null | undefined;
}>;


export type AllDevicesQuery = { devicesRe: Array<{ userAssignedID: string | null, latestReading: number | null, simNumber: string | null, boardRev: string | null, modemType: string | null, signalStrength: number | null, id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> }> };

export type NewDevicesQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type NewDevicesQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> }> };

export type ReadingsExportQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime?: number | null | undefined;
  endTime?: number | null | undefined;
  format?: ReadingsExportFormat | null | undefined;
  timeZone?: string | null | undefined;
}>;


export type ReadingsExportQuery = { readingsExport: { rows: number, url: string } };

export type AlarmCheckerQueryVariables = Exact<{
  companyID?: number | null | undefined;
}>;


export type AlarmCheckerQuery = { alarmChecker: Array<{ id: number, companyID: number, companyName: string }> };

export type MassUpdateResultFieldsFragment = { success: boolean, updated: Array<number>, refused: Array<{ deviceID: number, reason: string }> };

export type UpdateMassSettingMutationVariables = Exact<{
  deviceIDs: string;
  setting1?: string | null | undefined;
  setting2?: string | null | undefined;
  setting3?: string | null | undefined;
  setting4?: string | null | undefined;
  setting5?: string | null | undefined;
  setting6?: string | null | undefined;
  setting7?: string | null | undefined;
  setting8?: string | null | undefined;
  setting9?: string | null | undefined;
  setting10?: string | null | undefined;
  setting11?: string | null | undefined;
  rules?: Array<MassRuleInput> | null | undefined;
  actions?: Array<MassActionInput> | null | undefined;
}>;


export type UpdateMassSettingMutation = { updateMassSetting: { success: boolean, updated: Array<number>, skipped: Array<{ deviceID: number, setting: string, reason: string }>, refused: Array<{ deviceID: number, reason: string }> } };

export type ClearMassDeviceDataMutationVariables = Exact<{
  deviceIDs: string;
  deleteAlarmsToo?: boolean | null | undefined;
  deleteOnlyAlarms?: boolean | null | undefined;
}>;


export type ClearMassDeviceDataMutation = { clearMassDeviceData: { success: boolean, updated: Array<number>, refused: Array<{ deviceID: number, reason: string }> } };

export type MassUpdateOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MassUpdateOptionsQuery = { massUpdateOptions: { applicationSignatures: Array<{ name: string, crcId: string }>, relocateSignatures: Array<{ name: string, crcId: string }>, companies: Array<{ id: number, name: string, companyID: number | null }>, groups: Array<{ id: number, name: string, companyID: number | null }>, users: Array<{ id: number, name: string, companyID: number | null }> } };

export type MassUpdateUnitsQueryVariables = Exact<{
  deviceIDs: Array<number>;
  tags: Array<string>;
}>;


export type MassUpdateUnitsQuery = { massUpdateUnits: Array<{ deviceID: number, tag: string, unit: string }> };

export type MassUpdateProgressQueryVariables = Exact<{
  deviceIDs: Array<number>;
}>;


export type MassUpdateProgressQuery = { massUpdateProgress: Array<{ deviceID: number, state: string, desiredVersion: string, deliveredAt: number | null, appliedAt: number | null, timeZone: string }> };

export type MessageLogQueryVariables = Exact<{
  deviceID: number;
  messageType?: string | null | undefined;
  startTime?: number | null | undefined;
  endTime?: number | null | undefined;
}>;


export type MessageLogQuery = { messageLog: Array<{ deviceID: number, time: number, timeZone: string, messageType: string, clockOffsetSeconds: number | null, data: { values: Array<string> | null, message: string | null, voltage: number | null, temperature: number | null, eventFlag: number | null, additionalData: string | null, raw: string } }> };

export type MessageLogZoneQueryVariables = Exact<{
  id: number;
}>;


export type MessageLogZoneQuery = { deviceRe: { id: number, timeZone: string } | null };

export type MessageLogAccessQueryVariables = Exact<{
  deviceID?: number | null | undefined;
}>;


export type MessageLogAccessQuery = { messageLogAccess: boolean };

export type ActivityEntryFieldsFragment = { user: string, userID: number, company: string | null, month: number, day: number, count: number };

export type UserActivityQueryVariables = Exact<{
  startDate: string;
}>;


export type UserActivityQuery = { userActivity: { mobile: Array<{ user: string, userID: number, company: string | null, month: number, day: number, count: number }>, desktop: Array<{ user: string, userID: number, company: string | null, month: number, day: number, count: number }>, api: Array<{ user: string, userID: number, company: string | null, month: number, day: number, count: number }> } };

export type DevicesAlarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type DevicesAlarmsQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, timeZone: string, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, alarms: { flag: string, trigger: boolean, reason: { condition: string, reading: string | null, time: number | null } | null }, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null }> }>, activeAlarmRules: Array<{ id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, timeZone: string, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, alarms: { flag: string, trigger: boolean, reason: { condition: string, reading: string | null, time: number | null } | null }, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null }> }> };

export type ProviderAlarmsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderAlarmsQuery = { providerAlarms: Array<{ device: { id: number, name: string | null, timeZone: string, company: { id: number, name: string } | null }, tag: { tag: string, alarms: { flag: string, reason: { condition: string, reading: string | null, time: number | null } | null } } }> };

export type DevicesAlertsQueryVariables = Exact<{
  previousDays?: number | null | undefined;
  recentDays?: number | null | undefined;
}>;


export type DevicesAlertsQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, userAssignedID: string | null, isActive: boolean, latitude: number | null, longitude: number | null, latestReading: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, companyID: number | null, simNumber: string | null, boardRev: string | null, firmwareVersion: number | null, modemType: string | null, signalStrength: number | null, percentSolar: number | null, batteryDelta: number | null, timeZone: string, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string }> }> };

export type DevicesGhostsQueryVariables = Exact<{
  previousDays?: number | null | undefined;
  recentDays?: number | null | undefined;
}>;


export type DevicesGhostsQuery = { devicesGhosts: Array<{ id: number, name: string | null, path: string | null, userAssignedID: string | null, isActive: boolean, latitude: number | null, longitude: number | null, latestReading: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, companyID: number | null, simNumber: string | null, boardRev: string | null, firmwareVersion: number | null, modemType: string | null, signalStrength: number | null, percentSolar: number | null, batteryDelta: number | null, timeZone: string, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string }> }> };

export type DevicesBatteryQueryVariables = Exact<{ [key: string]: never; }>;


export type DevicesBatteryQuery = { devicesBattery: Array<{ carrier: string | null, tmobileOp: boolean, verizonOp: boolean, attOp: boolean, unknownOp: boolean, id: number, name: string | null, path: string | null, userAssignedID: string | null, isActive: boolean, latitude: number | null, longitude: number | null, latestReading: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, companyID: number | null, simNumber: string | null, boardRev: string | null, firmwareVersion: number | null, modemType: string | null, signalStrength: number | null, percentSolar: number | null, batteryDelta: number | null, timeZone: string, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string }> }> };

export type RebootDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RebootDevicesQuery = { rebootDevices: Array<{ id: number, name: string | null, time: number | null, gps_time: number | null, count: number, timeZone: string }> };

export type DevicesCellularQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: string | null | undefined;
}>;


export type DevicesCellularQuery = { devicesRe: Array<{ id: number, name: string | null, companyID: number | null, carrier: string | null, signalStrength: number | null, modemType: string | null, tmobileOp: boolean, verizonOp: boolean, attOp: boolean, unknownOp: boolean, latitude: number | null, longitude: number | null, company: { id: number, name: string } | null }> };

export type DevicesSkuQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: string | null | undefined;
}>;


export type DevicesSkuQuery = { devicesRe: Array<{ id: number, name: string | null, companyID: number | null, sku: string | null, model: string | null, boardRev: string | null, firmwareVersion: number | null, latitude: number | null, longitude: number | null, company: { id: number, name: string } | null }> };

export type DeviceTasksQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type DeviceTasksQuery = { devicesRe: Array<{ id: number, name: string | null, company: { name: string } | null, tasks: Array<{ id: number, priority: number, isComplete: boolean, notes: string | null, type: string | null }> }> };

export type LandingCountsQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type LandingCountsQuery = { landingPage: { device: number, tardy: number, health: number | null, alarm: number } };

export type LandingAlarmsQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type LandingAlarmsQuery = { devicesRe: Array<{ id: number, name: string | null, timeZone: string, tags: Array<{ tag: string, alarms: { flag: string, reason: { condition: string, reading: string | null, time: number | null } | null } }> }>, activeAlarmRules: Array<{ id: number, name: string | null, timeZone: string, tags: Array<{ tag: string, alarms: { flag: string, reason: { condition: string, reading: string | null, time: number | null } | null } }> }> };

export type LandingTardyQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
  recentDays?: number | null | undefined;
  previousDays?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type LandingTardyQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, lastTimeMessageReceived: number | null }> };

export type LandingVoltageQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type LandingVoltageQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, batteryLevel: number | null, solarPowered: boolean }> };

export type LandingRebootsQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type LandingRebootsQuery = { rebootDevices: Array<{ id: number, name: string | null, count: number }> };

export type NoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticesQuery = { notice: Array<{ id: number, title: string, notice_content: string, notice_type: string, created_at: number }> };

export type TagReportQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime: number;
  endTime: number;
}>;


export type TagReportQuery = { tagReport: { deviceID: number, tag: string, displayUnits: string, barrelsPerInch: number, reportHour: number, readings: { time: Array<number>, value: Array<number> }, cumulativePulses: { time: Array<number>, value: Array<number> }, comments: Array<{ time: number, comment: string }> } | null };

export type ReportSettingsFieldsFragment = { deviceID: number, tag: string, barrelsPerInch: number, reportHour: number };

export type UpdateReportHourMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  reportHour: number;
}>;


export type UpdateReportHourMutation = { updateReportHour: { deviceID: number, tag: string, barrelsPerInch: number, reportHour: number } | null };

export type UpdateBpiMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  barrelsPerInch: number;
}>;


export type UpdateBpiMutation = { updateBPI: { deviceID: number, tag: string, barrelsPerInch: number, reportHour: number } | null };

export type TankStrapsQueryVariables = Exact<{ [key: string]: never; }>;


export type TankStrapsQuery = { tankNames: Array<{ tank_name: string, heightInches: number, strap: unknown }> | null };

export type SearchDevicesQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type SearchDevicesQuery = { devicesRe: Array<{ id: number, name: string | null, path: string | null, simNumber: string | null }> };

export type SearchUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type SearchUsersQuery = { usersRe: Array<{ id: number, firstName: string, lastName: string }> };

export type LoginMutationVariables = Exact<{
  phoneNumber?: string | null | undefined;
  email?: string | null | undefined;
  pin: number;
}>;


export type LoginMutation = { login: { authorization: string | null, errorMessage: string | null } | null };

export type RequestPinMutationVariables = Exact<{
  phoneNumber?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type RequestPinMutation = { requestPin: { errorMessage: string | null } | null };

export type AckAlarmMutationVariables = Exact<{
  deviceID: number;
  tag: string;
}>;


export type AckAlarmMutation = { ackAlarm: { id: number, tags: Array<{ tag: string, alarms: { flag: string | null, acknowledged: boolean } | null }> } | null };

export type AddCommentMutationVariables = Exact<{
  deviceID: number;
  time: number;
  comment: string;
}>;


export type AddCommentMutation = { addComment: Array<{ id: number, time: number, comment: string }> | null };

export type DeleteCommentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCommentMutation = { deleteComment: Array<{ id: number, time: number, comment: string }> | null };

export type AddUserDataMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  time: number;
  value: number;
}>;


export type AddUserDataMutation = { addUserData: Array<{ time: number, value: number }> | null };

export type DeleteUserDataMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  time: number;
}>;


export type DeleteUserDataMutation = { deleteUserData: Array<{ time: number, value: number }> | null };

export type DeleteDataMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  time: number;
}>;


export type DeleteDataMutation = { deleteData: boolean | null };

export type NearestReadingQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  time: number;
  maxDistance?: number | null | undefined;
}>;


export type NearestReadingQuery = { nearestReading: { time: number, value: number } | null };

export type TagSettingsFieldsFragment = { deviceID: number, tag: string, ymin: number | null, ymax: number | null, displayUnits: string | null, barrelsPerInch: number, filterEnabled: boolean, filterThreshold: number | null, filterMinimumValue: number | null, sensorTempFilterEnabled: boolean, sensorTempFilterThreshold: number, temperatureCorrectionEnabled: boolean, temperatureCorrectionCoefficient: number, temperatureCorrectionThreshold: number | null, sf6NormalizationEnabled: boolean, fourierPlotEnabled: boolean, maximumFourierAmplitude: number | null, activeAdditional: string | null, additionalTags: Array<{ tag: string, displayUnits: string | null, ymin: number | null, ymax: number | null }>, secondaryGraph: { deviceID: number, tag: string } | null, thirdGraph: { deviceID: number, tag: string } | null, fourthGraph: { deviceID: number, tag: string } | null, fifthGraph: { deviceID: number, tag: string } | null };

export type ShownCalibrationFieldsFragment = { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankName: string | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown, unit: string };

export type GetTagQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime?: number | null | undefined;
  endTime?: number | null | undefined;
  downsampled?: boolean | null | undefined;
  points?: number | null | undefined;
  additional?: string | null | undefined;
}>;


export type GetTagQuery = { deviceReGraph: { deviceID: number, device: { id: number, name: string | null, hibernationVoltage: number | null, slowdownVoltage4: number | null, defaultTag: string | null, displayUnits: string | null, timeZone: string }, tag: { tag: string, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankName: string | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown, unit: string } | null, alarms: { flag: string, flagTime: number | null, acknowledged: boolean, trigger: boolean } }, settings: { deviceID: number, tag: string, ymin: number | null, ymax: number | null, displayUnits: string | null, barrelsPerInch: number, filterEnabled: boolean, filterThreshold: number | null, filterMinimumValue: number | null, sensorTempFilterEnabled: boolean, sensorTempFilterThreshold: number, temperatureCorrectionEnabled: boolean, temperatureCorrectionCoefficient: number, temperatureCorrectionThreshold: number | null, sf6NormalizationEnabled: boolean, fourierPlotEnabled: boolean, maximumFourierAmplitude: number | null, activeAdditional: string | null, additionalTags: Array<{ tag: string, displayUnits: string | null, ymin: number | null, ymax: number | null }>, secondaryGraph: { deviceID: number, tag: string } | null, thirdGraph: { deviceID: number, tag: string } | null, fourthGraph: { deviceID: number, tag: string } | null, fifthGraph: { deviceID: number, tag: string } | null }, additionalOptions: Array<{ tag: string, displayUnits: string | null, ymin: number | null, ymax: number | null }>, graphs: Array<{ role: string, deviceID: number, tag: string, label: string, displayUnits: string | null, ymin: number | null, ymax: number | null, filterEnabled: boolean, filterThreshold: number | null, filterMinimumValue: number | null, source: string, bucket: number, start: number, end: number, times: readonly (number | null)[], values: readonly (number | null)[], min: readonly (number | null)[], max: readonly (number | null)[], temps: readonly (number | null)[], calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankName: string | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown, unit: string } | null }>, comments: Array<{ id: number, time: number, comment: string }>, userData: Array<{ time: number, value: number }> } | null };

export type GetDevicesSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDevicesSettingsQuery = { devicesRe: Array<{ id: number, name: string | null, tags: Array<{ tag: string }> }> };

export type TagFourierLinkQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime: number;
  endTime: number;
}>;


export type TagFourierLinkQuery = { deviceReGraph: { tag: { fourierData: string } } | null };

export type TagAverageTempLinkQueryVariables = Exact<{
  deviceID: number;
  tag: string;
  startTime: number;
  endTime: number;
}>;


export type TagAverageTempLinkQuery = { deviceReGraph: { tag: { averageTempData: string } } | null };

export type UpdateTagMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  ymin?: number | null | undefined;
  ymax?: number | null | undefined;
  displayUnits?: string | null | undefined;
  secondaryGraph?: GraphLinkInput | null | undefined;
  thirdGraph?: GraphLinkInput | null | undefined;
  fourthGraph?: GraphLinkInput | null | undefined;
  fifthGraph?: GraphLinkInput | null | undefined;
  additionalTags?: Array<AdditionalTagInput> | null | undefined;
  barrelsPerInch?: number | null | undefined;
  filterEnabled?: boolean | null | undefined;
  filterThreshold?: number | null | undefined;
  filterMinimumValue?: number | null | undefined;
  sensorTempFilterEnabled?: boolean | null | undefined;
  sensorTempFilterThreshold?: number | null | undefined;
  temperatureCorrectionEnabled?: boolean | null | undefined;
  temperatureCorrectionCoefficient?: number | null | undefined;
  temperatureCorrectionThreshold?: number | null | undefined;
  sf6NormalizationEnabled?: boolean | null | undefined;
  fourierPlotEnabled?: boolean | null | undefined;
  maximumFourierAmplitude?: number | null | undefined;
}>;


export type UpdateTagMutation = { updateTag: { deviceID: number, tag: string, ymin: number | null, ymax: number | null, displayUnits: string | null, barrelsPerInch: number, filterEnabled: boolean, filterThreshold: number | null, filterMinimumValue: number | null, sensorTempFilterEnabled: boolean, sensorTempFilterThreshold: number, temperatureCorrectionEnabled: boolean, temperatureCorrectionCoefficient: number, temperatureCorrectionThreshold: number | null, sf6NormalizationEnabled: boolean, fourierPlotEnabled: boolean, maximumFourierAmplitude: number | null, activeAdditional: string | null, additionalTags: Array<{ tag: string, displayUnits: string | null, ymin: number | null, ymax: number | null }>, secondaryGraph: { deviceID: number, tag: string } | null, thirdGraph: { deviceID: number, tag: string } | null, fourthGraph: { deviceID: number, tag: string } | null, fifthGraph: { deviceID: number, tag: string } | null } | null };

export type UpdateTempCorrectionMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  temperatureCorrectionCoefficient: number;
}>;


export type UpdateTempCorrectionMutation = { updateTempCorrection: { temperatureCorrectionCoefficient: number } | null };

export type UpdateFourierEnabledMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  fourierPlotEnabled: boolean;
}>;


export type UpdateFourierEnabledMutation = { updateFourierEnabled: { fourierPlotEnabled: boolean } | null };

export type UpdateActiveAdditionalMutationVariables = Exact<{
  deviceID: number;
  tag: string;
  activeAdditional?: string | null | undefined;
}>;


export type UpdateActiveAdditionalMutation = { updateActiveAdditional: { activeAdditional: string | null } | null };

export type AddCompanyMutationVariables = Exact<{
  name: string;
}>;


export type AddCompanyMutation = { addCompany: { id: number, name: string } | null };

export type CompanyTimeZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyTimeZonesQuery = { companies: Array<{ id: number, name: string, timeZone: string }> | null };

export type UpdateCompanyTimeZoneMutationVariables = Exact<{
  companyID: number;
  timeZone?: string | null | undefined;
}>;


export type UpdateCompanyTimeZoneMutation = { updateCompanyTimeZone: { id: number, timeZone: string } | null };

export type TeamGroupsQueryVariables = Exact<{
  companyID?: number | null | undefined;
}>;


export type TeamGroupsQuery = { groupsRe: Array<{ id: number, name: string | null, numUsers: number, numDevices: number }> };

export type TeamGroupQueryVariables = Exact<{
  id: number;
}>;


export type TeamGroupQuery = { group: { id: number, name: string | null, company: { id: number, name: string } | null, users: Array<{ id: number, firstName: string, lastName: string }>, usersInCompany: Array<{ id: number, firstName: string, lastName: string }>, deviceInGroup: Array<{ id: number, name: string | null, path: string | null }>, deviceInCompany: Array<{ id: number, name: string | null, path: string | null }> } | null };

export type AddGroupMutationVariables = Exact<{
  name?: string | null | undefined;
  companyID?: number | null | undefined;
}>;


export type AddGroupMutation = { addGroup: { error: string | null, group: { id: number, name: string | null, company: { id: number } | null } | null } | null };

export type UpdateGroupMutationVariables = Exact<{
  groupID: number;
  name?: string | null | undefined;
  users?: Array<number> | null | undefined;
  devices?: Array<number> | null | undefined;
}>;


export type UpdateGroupMutation = { updateGroup: { id: number } | null };

export type DeleteGroupMutationVariables = Exact<{
  groupID: Array<string | number>;
}>;


export type DeleteGroupMutation = { deleteGroup: { success: boolean } | null };

export type TeamUsersQueryVariables = Exact<{
  companyID?: number | null | undefined;
}>;


export type TeamUsersQuery = { usersRe: Array<{ id: number, firstName: string, lastName: string, email: string | null, phoneNumber: string | null, countryCode: string, isSuperUser: boolean, isManager: boolean, canEdit: boolean, isDemo: boolean, permissions: Array<string>, latestActivity: number | null }> };

export type TeamUserQueryVariables = Exact<{
  id: number;
}>;


export type TeamUserQuery = { user: { id: number, firstName: string, lastName: string, email: string | null, phoneNumber: string | null, countryCode: string, phoneType: string, isSuperUser: boolean, isManager: boolean, canEdit: boolean, isDemo: boolean, permissions: Array<string>, latestActivity: number | null, isPrivileged: boolean, viewInactiveCompanies: boolean, subscription: boolean, company: { id: number, name: string } | null, groups: Array<{ id: number, name: string | null }> } | null };

export type AddUserMutationVariables = Exact<{
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  companyID?: number | null | undefined;
  countryCode?: string | null | undefined;
  phoneType?: string | null | undefined;
}>;


export type AddUserMutation = { addUser: { error: string | null, user: { id: number, firstName: string, lastName: string, isManager: boolean, isSuperUser: boolean, permissions: Array<string>, company: { id: number } | null } | null } | null };

export type UpdateUserMutationVariables = Exact<{
  userID: number;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  countryCode?: string | null | undefined;
  phoneType?: string | null | undefined;
  permissions?: Array<string> | null | undefined;
  isManager?: boolean | null | undefined;
  isSuperUser?: boolean | null | undefined;
  companyID?: number | null | undefined;
  canEdit?: boolean | null | undefined;
  isDemo?: boolean | null | undefined;
  activeGroups?: Array<number> | null | undefined;
}>;


export type UpdateUserMutation = { updateUser: { id: number } | null };

export type DeleteUserMutationVariables = Exact<{
  userID: number;
}>;


export type DeleteUserMutation = { deleteUser: Array<{ id: number }> | null };

export type CardTagFieldsFragment = { tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } };

export type DeviceCardFieldsFragment = { id: number, name: string | null, path: string | null, isActive: boolean, latitude: number | null, longitude: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, iconFluid: string | null, companyID: number | null, tags: Array<{ tag: string, ymin: number | null, ymax: number | null, time: number | null, value: number | null, displayUnits: string | null, calibration: { fluid: string, sg: number, api: number, tds: number, offset: number | null, tankHeight: number | null, tankVolume: number | null, tankShape: string | null, gallonsPerInch: number | null, kFactor: number, productionOffset: number, strap: unknown } | null, alarms: { flag: string, trigger: boolean } }> };

export type PathInputQueryVariables = Exact<{
  selectedCompanyID?: number | null | undefined;
}>;


export type PathInputQuery = { devicesRe: Array<{ path: string | null }> };

export type UndoRemovalMutationVariables = Exact<{
  removal: UndoableRemoval;
  deviceID?: number | null | undefined;
  tag?: string | null | undefined;
  time?: number | null | undefined;
  commentID?: number | null | undefined;
  groupIDs?: Array<string | number> | null | undefined;
  userID?: number | null | undefined;
}>;


export type UndoRemovalMutation = { undoRemoval: boolean };

export type DeviceTableFieldsFragment = { id: number, name: string | null, path: string | null, userAssignedID: string | null, isActive: boolean, latitude: number | null, longitude: number | null, latestReading: number | null, lastTimeMessageReceived: number | null, batteryLevel: number | null, solarPowered: boolean, displayUnits: string | null, defaultTag: string | null, companyID: number | null, simNumber: string | null, boardRev: string | null, firmwareVersion: number | null, modemType: string | null, signalStrength: number | null, percentSolar: number | null, batteryDelta: number | null, timeZone: string, latestReadingShown: { value: number | null, unit: string } | null, company: { id: number, name: string } | null, tags: Array<{ tag: string }> };

export type ExtraTableColumnsFragment = { carrier: string | null, tmobileOp: boolean, verizonOp: boolean, attOp: boolean, unknownOp: boolean, sku: string | null, model: string | null, time: number | null, gps_time: number | null, count: number };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ReportEmailDeviceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportEmailDeviceFields on ReportEmailDevice {
  deviceID
  name
  sensors
}
    `, {"fragmentName":"ReportEmailDeviceFields"}) as unknown as TypedDocumentString<ReportEmailDeviceFieldsFragment, unknown>;
export const AlarmReasonDeviceFragmentDoc = new TypedDocumentString(`
    fragment AlarmReasonDevice on Device {
  id
  name
  timeZone
  tags {
    tag
    alarms {
      flag
      reason {
        condition
        reading
        time
      }
    }
  }
}
    `, {"fragmentName":"AlarmReasonDevice"}) as unknown as TypedDocumentString<AlarmReasonDeviceFragment, unknown>;
export const AlarmPanelFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlarmPanelFields on TagAlarmPanel {
  deviceID
  tag
  displayUnits
  flag
  acknowledged
  criticalHigh
  criticalLow
  highWarning
  lowWarning
  low
  high
  rules {
    id
    name
    symbol
    value
    desc
    sent
    holdMinutes
    deadBand
  }
  thresholdHolds {
    threshold
    holdMinutes
    deadBand
  }
  offlineAlarm {
    factor
    raised
  }
  actions {
    id
    delay
    action
    user {
      id
      firstName
      lastName
    }
    group {
      id
      name
    }
    repeatEvery
    repeatTimes
    repeatFor
  }
  log {
    id
    time
    action
    value
    unit
    detail
    user {
      id
      firstName
      lastName
    }
    conditionSince
  }
  synced
  canEdit
  targets {
    users {
      id
      firstName
      lastName
    }
    groups {
      id
      name
    }
  }
}
    `, {"fragmentName":"AlarmPanelFields"}) as unknown as TypedDocumentString<AlarmPanelFieldsFragment, unknown>;
export const CalibrationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalibrationFields on CalibrationEntry {
  time
  offset
  fluid
  api
  tds
  sg
  barrelsPerInch
  target
  kFactor
  productionOffset
  tankName
  tankHeight
  tankVolume
  tankShape
  unit
  orifice_diameter
  pipe_diameter
  scada_sensor_type
  scada_max
  scada_min
  valve_high
  valve_low
  gallons_per_inch
}
    `, {"fragmentName":"CalibrationFields"}) as unknown as TypedDocumentString<CalibrationFieldsFragment, unknown>;
export const CardTagFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
    `, {"fragmentName":"CardTagFields"}) as unknown as TypedDocumentString<CardTagFieldsFragment, unknown>;
export const DeviceCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}`, {"fragmentName":"DeviceCardFields"}) as unknown as TypedDocumentString<DeviceCardFieldsFragment, unknown>;
export const ListDeviceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListDeviceFields on Device {
  ...DeviceCardFields
  userAssignedID
  latestReading
  latestReadingShown {
    value
    unit
  }
  company {
    id
    name
  }
  simNumber
  boardRev
  modemType
  signalStrength
}
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`, {"fragmentName":"ListDeviceFields"}) as unknown as TypedDocumentString<ListDeviceFieldsFragment, unknown>;
export const MassUpdateResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment MassUpdateResultFields on MassUpdateResult {
  success
  updated
  refused {
    deviceID
    reason
  }
}
    `, {"fragmentName":"MassUpdateResultFields"}) as unknown as TypedDocumentString<MassUpdateResultFieldsFragment, unknown>;
export const ActivityEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActivityEntryFields on ActivityEntry {
  user
  userID
  company
  month
  day
  count
}
    `, {"fragmentName":"ActivityEntryFields"}) as unknown as TypedDocumentString<ActivityEntryFieldsFragment, unknown>;
export const ReportSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportSettingsFields on TagReportSettings {
  deviceID
  tag
  barrelsPerInch
  reportHour
}
    `, {"fragmentName":"ReportSettingsFields"}) as unknown as TypedDocumentString<ReportSettingsFieldsFragment, unknown>;
export const TagSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment TagSettingsFields on TagSettings {
  deviceID
  tag
  ymin
  ymax
  displayUnits
  barrelsPerInch
  filterEnabled
  filterThreshold
  filterMinimumValue
  sensorTempFilterEnabled
  sensorTempFilterThreshold
  temperatureCorrectionEnabled
  temperatureCorrectionCoefficient
  temperatureCorrectionThreshold
  sf6NormalizationEnabled
  fourierPlotEnabled
  maximumFourierAmplitude
  activeAdditional
  additionalTags {
    tag
    displayUnits
    ymin
    ymax
  }
  secondaryGraph {
    deviceID
    tag
  }
  thirdGraph {
    deviceID
    tag
  }
  fourthGraph {
    deviceID
    tag
  }
  fifthGraph {
    deviceID
    tag
  }
}
    `, {"fragmentName":"TagSettingsFields"}) as unknown as TypedDocumentString<TagSettingsFieldsFragment, unknown>;
export const ShownCalibrationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShownCalibrationFields on Calibration {
  fluid
  sg
  api
  tds
  offset
  tankName
  tankHeight
  tankVolume
  tankShape
  gallonsPerInch
  kFactor
  productionOffset
  strap
  unit
}
    `, {"fragmentName":"ShownCalibrationFields"}) as unknown as TypedDocumentString<ShownCalibrationFieldsFragment, unknown>;
export const DeviceTableFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeviceTableFields on Device {
  id
  name
  path
  userAssignedID
  isActive
  latitude
  longitude
  latestReading
  latestReadingShown {
    value
    unit
  }
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  companyID
  company {
    id
    name
  }
  simNumber
  boardRev
  firmwareVersion
  modemType
  signalStrength
  percentSolar
  batteryDelta
  tags {
    tag
  }
  timeZone
}
    `, {"fragmentName":"DeviceTableFields"}) as unknown as TypedDocumentString<DeviceTableFieldsFragment, unknown>;
export const ExtraTableColumnsFragmentDoc = new TypedDocumentString(`
    fragment ExtraTableColumns on Device {
  carrier
  tmobileOp
  verizonOp
  attOp
  unknownOp
  sku
  model
  time
  gps_time
  count
}
    `, {"fragmentName":"ExtraTableColumns"}) as unknown as TypedDocumentString<ExtraTableColumnsFragment, unknown>;
export const DeviceUpdatesDocument = new TypedDocumentString(`
    subscription DeviceUpdates {
  deviceUpdates {
    deviceID
    tag
    time
    value
    alarmFlag
  }
}
    `) as unknown as TypedDocumentString<DeviceUpdatesSubscription, DeviceUpdatesSubscriptionVariables>;
export const LoginAsDocument = new TypedDocumentString(`
    mutation LoginAs($userID: Int!) {
  loginAs(userID: $userID) {
    id
  }
}
    `) as unknown as TypedDocumentString<LoginAsMutation, LoginAsMutationVariables>;
export const StopLoginAsDocument = new TypedDocumentString(`
    mutation StopLoginAs {
  stopLoginAs
}
    `) as unknown as TypedDocumentString<StopLoginAsMutation, StopLoginAsMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    firstName
    lastName
    email
    phoneNumber
    countryCode
    isSuperUser
    isManager
    canEdit
    isDemo
    isPrivileged
    viewInactiveCompanies
    subscription
    permissions
    latestActivity
    notificationSettings
    company {
      id
      name
      timeZone
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SelfNameDocument = new TypedDocumentString(`
    query SelfName {
  me {
    id
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<SelfNameQuery, SelfNameQueryVariables>;
export const GetApiKeysDocument = new TypedDocumentString(`
    query GetApiKeys {
  me {
    id
    apiKeys
  }
}
    `) as unknown as TypedDocumentString<GetApiKeysQuery, GetApiKeysQueryVariables>;
export const AddApiKeyDocument = new TypedDocumentString(`
    mutation AddApiKey {
  addApiKey {
    apiKey
    me {
      id
      apiKeys
    }
  }
}
    `) as unknown as TypedDocumentString<AddApiKeyMutation, AddApiKeyMutationVariables>;
export const DeleteApiKeyDocument = new TypedDocumentString(`
    mutation DeleteApiKey($key: String!) {
  deleteApiKey(key: $key) {
    id
    apiKeys
  }
}
    `) as unknown as TypedDocumentString<DeleteApiKeyMutation, DeleteApiKeyMutationVariables>;
export const GetDirectoryDevicesDocument = new TypedDocumentString(`
    query GetDirectoryDevices {
  directoryDevices {
    id
    userAssignedID
    name
    path
    isActive
    longitude
    latitude
    latestReading
    latestReadingShown {
      value
      unit
    }
    lastTimeMessageReceived
    batteryLevel
    displayUnits
    defaultTag
    companyID
    firmwareVersion
    company {
      name
    }
    timeZone
  }
  me {
    id
    firstName
  }
}
    `) as unknown as TypedDocumentString<GetDirectoryDevicesQuery, GetDirectoryDevicesQueryVariables>;
export const UpdateNotificationsDocument = new TypedDocumentString(`
    mutation UpdateNotifications($notifications: String!) {
  updateNotifications(notifications: $notifications) {
    id
    notificationSettings
  }
}
    `) as unknown as TypedDocumentString<UpdateNotificationsMutation, UpdateNotificationsMutationVariables>;
export const UpdateMeDocument = new TypedDocumentString(`
    mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String, $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {
  updateMe(
    firstName: $firstName
    lastName: $lastName
    phoneNumber: $phoneNumber
    countryCode: $countryCode
    email: $email
    viewInactiveCompanies: $viewInactiveCompanies
    subscriptionEmail: $subscriptionEmail
  ) {
    id
    firstName
    lastName
    email
    phoneNumber
    countryCode
    viewInactiveCompanies
    subscription
  }
}
    `) as unknown as TypedDocumentString<UpdateMeMutation, UpdateMeMutationVariables>;
export const ReportSubscriptionsDocument = new TypedDocumentString(`
    query ReportSubscriptions {
  reportSubscriptions {
    ...ReportEmailDeviceFields
  }
}
    fragment ReportEmailDeviceFields on ReportEmailDevice {
  deviceID
  name
  sensors
}`) as unknown as TypedDocumentString<ReportSubscriptionsQuery, ReportSubscriptionsQueryVariables>;
export const ReportEmailChoicesDocument = new TypedDocumentString(`
    query ReportEmailChoices($search: String) {
  reportEmailChoices(search: $search) {
    ...ReportEmailDeviceFields
  }
}
    fragment ReportEmailDeviceFields on ReportEmailDevice {
  deviceID
  name
  sensors
}`) as unknown as TypedDocumentString<ReportEmailChoicesQuery, ReportEmailChoicesQueryVariables>;
export const SubscribeReportDocument = new TypedDocumentString(`
    mutation SubscribeReport($deviceID: Int!) {
  subscribeReport(deviceID: $deviceID) {
    ...ReportEmailDeviceFields
  }
}
    fragment ReportEmailDeviceFields on ReportEmailDevice {
  deviceID
  name
  sensors
}`) as unknown as TypedDocumentString<SubscribeReportMutation, SubscribeReportMutationVariables>;
export const UnsubscribeReportDocument = new TypedDocumentString(`
    mutation UnsubscribeReport($deviceID: Int!) {
  unsubscribeReport(deviceID: $deviceID) {
    ...ReportEmailDeviceFields
  }
}
    fragment ReportEmailDeviceFields on ReportEmailDevice {
  deviceID
  name
  sensors
}`) as unknown as TypedDocumentString<UnsubscribeReportMutation, UnsubscribeReportMutationVariables>;
export const DisableSubscriptionDocument = new TypedDocumentString(`
    mutation DisableSubscription($unsubscribeToken: String!) {
  disableSubscription(unsubscribeToken: $unsubscribeToken)
}
    `) as unknown as TypedDocumentString<DisableSubscriptionMutation, DisableSubscriptionMutationVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users {
  usersRe {
    id
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const AddDeviceDocument = new TypedDocumentString(`
    mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {
  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {
    device {
      id
      name
      path
      deviceType
      isOnline
      companyID
    }
  }
}
    `) as unknown as TypedDocumentString<AddDeviceMutation, AddDeviceMutationVariables>;
export const BillingCompaniesDocument = new TypedDocumentString(`
    query BillingCompanies {
  billingCompanies {
    id
    name
    isTaxed
    accountingCodes
  }
}
    `) as unknown as TypedDocumentString<BillingCompaniesQuery, BillingCompaniesQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {
  invoice(
    quarter: $quarter
    year: $year
    companyID: $companyID
    isTaxed: $isTaxed
    invoiceNumber: $invoiceNumber
    accountingCodes: $accountingCodes
  ) {
    html
  }
}
    `) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const DeviceIDsDocument = new TypedDocumentString(`
    query DeviceIDs {
  deviceIDs {
    deviceID
    model
    po
    sku
    hasTurnedOn
    simNumber
  }
  skus {
    code
    label
  }
}
    `) as unknown as TypedDocumentString<DeviceIDsQuery, DeviceIDsQueryVariables>;
export const UpdateSkuDocument = new TypedDocumentString(`
    mutation UpdateSku($id: Int!, $sku: String!) {
  updateSku(id: $id, sku: $sku) {
    devices {
      deviceID
      model
      po
      sku
      hasTurnedOn
      simNumber
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateSkuMutation, UpdateSkuMutationVariables>;
export const AddPoDocument = new TypedDocumentString(`
    mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {
  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) {
    purchaseOrderID
    devices {
      id
      model
      deviceType
      pin
      secret
    }
  }
}
    `) as unknown as TypedDocumentString<AddPoMutation, AddPoMutationVariables>;
export const PoLookupsDocument = new TypedDocumentString(`
    query POLookups {
  manufacturers {
    code
    label
  }
  skus {
    code
    label
  }
  purchaseOrders {
    po
  }
  devicesPO {
    po
  }
}
    `) as unknown as TypedDocumentString<PoLookupsQuery, PoLookupsQueryVariables>;
export const PurchaseOrdersDocument = new TypedDocumentString(`
    query PurchaseOrders {
  purchaseOrders {
    id
    po
    sku
    manufacturerCode
    manufacturerLabel
    createdAt
    createdBy
    items {
      model
      deviceType
      quantity
    }
    devices {
      id
      model
      status
      hasTurnedOn
      companyID
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseOrdersQuery, PurchaseOrdersQueryVariables>;
export const SendEmailDocument = new TypedDocumentString(`
    mutation SendEmail($subject: String!, $body: String!) {
  sendEmail(subject: $subject, body: $body) {
    total
    successCount
    failedCount
    failed
  }
}
    `) as unknown as TypedDocumentString<SendEmailMutation, SendEmailMutationVariables>;
export const PrintDevicesByRangeDocument = new TypedDocumentString(`
    query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) {
  devicesRe(query: "print", from: $from, to: $to, limit: $limit) {
    id
    pin
    model
  }
}
    `) as unknown as TypedDocumentString<PrintDevicesByRangeQuery, PrintDevicesByRangeQueryVariables>;
export const PrintDevicesByIdsDocument = new TypedDocumentString(`
    query PrintDevicesByIds($ids: [Int!], $limit: Int) {
  devicesRe(query: "print", ids: $ids, limit: $limit) {
    id
    pin
    model
  }
}
    `) as unknown as TypedDocumentString<PrintDevicesByIdsQuery, PrintDevicesByIdsQueryVariables>;
export const TagAlarmPanelDocument = new TypedDocumentString(`
    query TagAlarmPanel($deviceID: Int!, $tag: String!) {
  tagAlarmPanel(deviceID: $deviceID, tag: $tag) {
    ...AlarmPanelFields
  }
}
    fragment AlarmPanelFields on TagAlarmPanel {
  deviceID
  tag
  displayUnits
  flag
  acknowledged
  criticalHigh
  criticalLow
  highWarning
  lowWarning
  low
  high
  rules {
    id
    name
    symbol
    value
    desc
    sent
    holdMinutes
    deadBand
  }
  thresholdHolds {
    threshold
    holdMinutes
    deadBand
  }
  offlineAlarm {
    factor
    raised
  }
  actions {
    id
    delay
    action
    user {
      id
      firstName
      lastName
    }
    group {
      id
      name
    }
    repeatEvery
    repeatTimes
    repeatFor
  }
  log {
    id
    time
    action
    value
    unit
    detail
    user {
      id
      firstName
      lastName
    }
    conditionSince
  }
  synced
  canEdit
  targets {
    users {
      id
      firstName
      lastName
    }
    groups {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<TagAlarmPanelQuery, TagAlarmPanelQueryVariables>;
export const UpdateAlarmsDocument = new TypedDocumentString(`
    mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float, $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String, $thresholdHolds: [AlarmThresholdHoldInput!], $offlineAlarm: OfflineAlarmInput) {
  updateAlarms(
    deviceID: $deviceID
    tag: $tag
    low: $low
    high: $high
    lowWarning: $lowWarning
    highWarning: $highWarning
    criticalLow: $criticalLow
    criticalHigh: $criticalHigh
    actions: $actions
    rules: $rules
    removeOrUpdate: $removeOrUpdate
    thresholdHolds: $thresholdHolds
    offlineAlarm: $offlineAlarm
  ) {
    ...AlarmPanelFields
  }
}
    fragment AlarmPanelFields on TagAlarmPanel {
  deviceID
  tag
  displayUnits
  flag
  acknowledged
  criticalHigh
  criticalLow
  highWarning
  lowWarning
  low
  high
  rules {
    id
    name
    symbol
    value
    desc
    sent
    holdMinutes
    deadBand
  }
  thresholdHolds {
    threshold
    holdMinutes
    deadBand
  }
  offlineAlarm {
    factor
    raised
  }
  actions {
    id
    delay
    action
    user {
      id
      firstName
      lastName
    }
    group {
      id
      name
    }
    repeatEvery
    repeatTimes
    repeatFor
  }
  log {
    id
    time
    action
    value
    unit
    detail
    user {
      id
      firstName
      lastName
    }
    conditionSince
  }
  synced
  canEdit
  targets {
    users {
      id
      firstName
      lastName
    }
    groups {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<UpdateAlarmsMutation, UpdateAlarmsMutationVariables>;
export const TestAlarmDocument = new TypedDocumentString(`
    mutation TestAlarm($deviceID: Int!, $tag: String!) {
  testAlarm(deviceID: $deviceID, tag: $tag) {
    flag
  }
}
    `) as unknown as TypedDocumentString<TestAlarmMutation, TestAlarmMutationVariables>;
export const TagCalibrationsDocument = new TypedDocumentString(`
    query TagCalibrations($deviceID: Int!, $tag: String!) {
  tagCalibrations(deviceID: $deviceID, tag: $tag) {
    ...CalibrationFields
  }
}
    fragment CalibrationFields on CalibrationEntry {
  time
  offset
  fluid
  api
  tds
  sg
  barrelsPerInch
  target
  kFactor
  productionOffset
  tankName
  tankHeight
  tankVolume
  tankShape
  unit
  orifice_diameter
  pipe_diameter
  scada_sensor_type
  scada_max
  scada_min
  valve_high
  valve_low
  gallons_per_inch
}`) as unknown as TypedDocumentString<TagCalibrationsQuery, TagCalibrationsQueryVariables>;
export const UpdateCalibrationDocument = new TypedDocumentString(`
    mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float, $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float, $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String, $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {
  updateCalibration(
    deviceID: $deviceID
    tag: $tag
    time: $time
    fluid: $fluid
    api: $api
    tds: $tds
    sg: $sg
    target: $target
    kFactor: $kFactor
    tankName: $tankName
    productionOffset: $productionOffset
    tankHeight: $tankHeight
    tankVolume: $tankVolume
    tankShape: $tankShape
    orifice_diameter: $orifice_diameter
    pipe_diameter: $pipe_diameter
    unit: $unit
    scada_sensor_type: $scada_sensor_type
    scada_max: $scada_max
    scada_min: $scada_min
    valve_high: $valve_high
    valve_low: $valve_low
    gallons_per_inch: $gallons_per_inch
  ) {
    success
  }
}
    `) as unknown as TypedDocumentString<UpdateCalibrationMutation, UpdateCalibrationMutationVariables>;
export const DeleteCalibrationDocument = new TypedDocumentString(`
    mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) {
  deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time)
}
    `) as unknown as TypedDocumentString<DeleteCalibrationMutation, DeleteCalibrationMutationVariables>;
export const TankNamesDocument = new TypedDocumentString(`
    query TankNames {
  tankNames {
    tank_name
  }
}
    `) as unknown as TypedDocumentString<TankNamesQuery, TankNamesQueryVariables>;
export const UpdateDeviceDocument = new TypedDocumentString(`
    mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) {
  updateDevice(id: $id, update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateDeviceMutation, UpdateDeviceMutationVariables>;
export const UpdateDeviceSettingDocument = new TypedDocumentString(`
    mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {
  updateDeviceSetting(deviceID: $deviceID, settings: $settings) {
    key
  }
}
    `) as unknown as TypedDocumentString<UpdateDeviceSettingMutation, UpdateDeviceSettingMutationVariables>;
export const DeleteFotaSettingDocument = new TypedDocumentString(`
    mutation DeleteFOTASetting($deviceID: Int!) {
  deleteFOTASetting(deviceID: $deviceID) {
    key
  }
}
    `) as unknown as TypedDocumentString<DeleteFotaSettingMutation, DeleteFotaSettingMutationVariables>;
export const ReplaceDeviceDocument = new TypedDocumentString(`
    mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {
  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) {
    id
    replacementID
  }
}
    `) as unknown as TypedDocumentString<ReplaceDeviceMutation, ReplaceDeviceMutationVariables>;
export const AddStatusDocument = new TypedDocumentString(`
    mutation AddStatus($deviceID: Int!, $status: Int!) {
  addStatus(deviceID: $deviceID, status: $status) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddStatusMutation, AddStatusMutationVariables>;
export const AddLogCommentDocument = new TypedDocumentString(`
    mutation AddLogComment($deviceID: Int!, $comment: String!) {
  addLogComment(deviceID: $deviceID, comment: $comment) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddLogCommentMutation, AddLogCommentMutationVariables>;
export const ClearDeviceDataDocument = new TypedDocumentString(`
    mutation ClearDeviceData($deviceID: Int!) {
  clearDeviceData(deviceID: $deviceID) {
    success
  }
}
    `) as unknown as TypedDocumentString<ClearDeviceDataMutation, ClearDeviceDataMutationVariables>;
export const UpdateTagDisplayDocument = new TypedDocumentString(`
    mutation UpdateTagDisplay($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {
  updateTag(
    deviceID: $deviceID
    tag: $tag
    ymin: $ymin
    ymax: $ymax
    displayUnits: $displayUnits
    barrelsPerInch: $barrelsPerInch
  ) {
    tag
  }
}
    `) as unknown as TypedDocumentString<UpdateTagDisplayMutation, UpdateTagDisplayMutationVariables>;
export const UpdateDeviceCalibrationDocument = new TypedDocumentString(`
    mutation UpdateDeviceCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float, $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {
  updateCalibration(
    deviceID: $deviceID
    tag: $tag
    fluid: $fluid
    barrelsPerInch: $barrelsPerInch
    api: $api
    tds: $tds
    tankHeight: $tankHeight
    kFactor: $kFactor
    productionOffset: $productionOffset
  ) {
    success
  }
}
    `) as unknown as TypedDocumentString<UpdateDeviceCalibrationMutation, UpdateDeviceCalibrationMutationVariables>;
export const ReissueDeviceSecretDocument = new TypedDocumentString(`
    mutation ReissueDeviceSecret($deviceID: Int!) {
  reissueDeviceSecret(deviceID: $deviceID) {
    deviceID
    secret
  }
}
    `) as unknown as TypedDocumentString<ReissueDeviceSecretMutation, ReissueDeviceSecretMutationVariables>;
export const DeviceReDocument = new TypedDocumentString(`
    query DeviceRe($id: Int!) {
  deviceRe(id: $id) {
    id
    name
    path
    deviceType
    companyID
    company {
      id
      name
      timeZone
    }
    isActive
    inService
    timeOffset
    timeZone
    accountingCode
    apiNumber
    userAssignedID
    description
    address {
      contactName
      street1
      street2
      city
      state
      zip
    }
    latitude
    longitude
    replacementID
    po
    manufacturerCode
    model
    pin
    simNumber
    sku
    firmwareVersion
    defaultTag
    defaultTagScale
    sensorSubtype1
    sensorSubtype2
    modemType
    boardRev
    iconFluid
    latestReading
    slowdownVoltage4
    hibernationVoltage
    lastTimeMessageReceived
    batteryLevel
    solarPowered
    displayUnits
    percentSolar
    signalStrength
    carrier
    events {
      time
      flag
    }
    settings {
      key
      reportedValue
      desiredValue
      reportedTime
      desiredTime
    }
    tags {
      ...CardTagFields
      id
      deviceID
      barrelsPerInch
      calibration {
        tankName
      }
      alarms {
        acknowledged
      }
    }
    voltage {
      value
      time
    }
    log {
      time
      status
    }
    latest {
      status
    }
    logComments {
      time
      comment
    }
    groups {
      id
      name
    }
    viewerAbilities {
      rename
      editInfo
      superUser
      settings
      signatures
      sensorType
      clearFota
      control2
      messageLog
    }
  }
  deviceGps(id: $id) {
    latitude
    longitude
  }
}
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}`) as unknown as TypedDocumentString<DeviceReQuery, DeviceReQueryVariables>;
export const ListEventsDocument = new TypedDocumentString(`
    query ListEvents($id: Int!) {
  listEvents(id: $id) {
    time
    flag
  }
}
    `) as unknown as TypedDocumentString<ListEventsQuery, ListEventsQueryVariables>;
export const DeviceReadingsDocument = new TypedDocumentString(`
    query DeviceReadings($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $first: Int, $after: String, $sort: ReadingsSort, $descending: Boolean, $withTotal: Boolean!) {
  deviceReadings(
    deviceID: $deviceID
    tag: $tag
    startTime: $startTime
    endTime: $endTime
    first: $first
    after: $after
    sort: $sort
    descending: $descending
  ) {
    times
    values
    temps
    rowComments
    endCursor
    total @include(if: $withTotal)
    hasTemps @include(if: $withTotal)
  }
}
    `) as unknown as TypedDocumentString<DeviceReadingsQuery, DeviceReadingsQueryVariables>;
export const CompaniesDocument = new TypedDocumentString(`
    query Companies {
  companies {
    id
    name
    isActive
  }
}
    `) as unknown as TypedDocumentString<CompaniesQuery, CompaniesQueryVariables>;
export const DirectorySideDocument = new TypedDocumentString(`
    query DirectorySide($selectedCompanyID: Int) {
  devicesRe(query: "directory-side", selectedCompanyID: $selectedCompanyID) {
    id
    name
    path
    companyID
  }
}
    `) as unknown as TypedDocumentString<DirectorySideQuery, DirectorySideQueryVariables>;
export const DirectoryDetailsDocument = new TypedDocumentString(`
    query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(
    query: "directory-details"
    selectedCompanyID: $selectedCompanyID
    includeInactive: $includeInactive
    includeOOS: $includeOOS
    path: $path
    limit: $limit
    offset: $offset
    sortBy: $sortBy
    sortDirection: $sortDirection
  ) {
    ...DeviceCardFields
  }
}
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`) as unknown as TypedDocumentString<DirectoryDetailsQuery, DirectoryDetailsQueryVariables>;
export const DirectoryListDocument = new TypedDocumentString(`
    query DirectoryList($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(
    query: "directory-details"
    selectedCompanyID: $selectedCompanyID
    includeInactive: $includeInactive
    includeOOS: $includeOOS
    path: $path
    limit: $limit
    offset: $offset
    sortBy: $sortBy
    sortDirection: $sortDirection
  ) {
    ...ListDeviceFields
  }
}
    fragment ListDeviceFields on Device {
  ...DeviceCardFields
  userAssignedID
  latestReading
  latestReadingShown {
    value
    unit
  }
  company {
    id
    name
  }
  simNumber
  boardRev
  modemType
  signalStrength
}
fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`) as unknown as TypedDocumentString<DirectoryListQuery, DirectoryListQueryVariables>;
export const DirectoryMapDocument = new TypedDocumentString(`
    query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesRe(
    query: "directory-details"
    selectedCompanyID: $selectedCompanyID
    includeInactive: $includeInactive
    includeOOS: $includeOOS
    path: $path
  ) {
    id
    name
    path
    latitude
    longitude
    lastTimeMessageReceived
    timeZone
    defaultTag
    latestReadingShown {
      text
    }
    tags {
      tag
      time
      alarms {
        flag
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DirectoryMapQuery, DirectoryMapQueryVariables>;
export const DirectoryCountDocument = new TypedDocumentString(`
    query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesReCount(
    query: "directory-details"
    selectedCompanyID: $selectedCompanyID
    includeInactive: $includeInactive
    includeOOS: $includeOOS
    path: $path
  )
}
    `) as unknown as TypedDocumentString<DirectoryCountQuery, DirectoryCountQueryVariables>;
export const AllDevicesDocument = new TypedDocumentString(`
    query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(
    query: "all"
    selectedCompanyID: $selectedCompanyID
    limit: $limit
    offset: $offset
    sortBy: $sortBy
    sortDirection: $sortDirection
  ) {
    ...ListDeviceFields
  }
}
    fragment ListDeviceFields on Device {
  ...DeviceCardFields
  userAssignedID
  latestReading
  latestReadingShown {
    value
    unit
  }
  company {
    id
    name
  }
  simNumber
  boardRev
  modemType
  signalStrength
}
fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`) as unknown as TypedDocumentString<AllDevicesQuery, AllDevicesQueryVariables>;
export const NewDevicesDocument = new TypedDocumentString(`
    query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {
  devicesRe(
    query: "new"
    selectedCompanyID: $selectedCompanyID
    limit: $limit
    offset: $offset
  ) {
    ...DeviceCardFields
  }
}
    fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`) as unknown as TypedDocumentString<NewDevicesQuery, NewDevicesQueryVariables>;
export const ReadingsExportDocument = new TypedDocumentString(`
    query ReadingsExport($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $format: ReadingsExportFormat, $timeZone: String) {
  readingsExport(
    deviceID: $deviceID
    tag: $tag
    startTime: $startTime
    endTime: $endTime
    format: $format
    timeZone: $timeZone
  ) {
    rows
    url
  }
}
    `) as unknown as TypedDocumentString<ReadingsExportQuery, ReadingsExportQueryVariables>;
export const AlarmCheckerDocument = new TypedDocumentString(`
    query AlarmChecker($companyID: Int) {
  alarmChecker(companyID: $companyID) {
    id
    companyID
    companyName
  }
}
    `) as unknown as TypedDocumentString<AlarmCheckerQuery, AlarmCheckerQueryVariables>;
export const UpdateMassSettingDocument = new TypedDocumentString(`
    mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String, $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String, $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {
  updateMassSetting(
    deviceIDs: $deviceIDs
    setting1: $setting1
    setting2: $setting2
    setting3: $setting3
    setting4: $setting4
    setting5: $setting5
    setting6: $setting6
    setting7: $setting7
    setting8: $setting8
    setting9: $setting9
    setting10: $setting10
    setting11: $setting11
    rules: $rules
    actions: $actions
  ) {
    ...MassUpdateResultFields
    skipped {
      deviceID
      setting
      reason
    }
  }
}
    fragment MassUpdateResultFields on MassUpdateResult {
  success
  updated
  refused {
    deviceID
    reason
  }
}`) as unknown as TypedDocumentString<UpdateMassSettingMutation, UpdateMassSettingMutationVariables>;
export const ClearMassDeviceDataDocument = new TypedDocumentString(`
    mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {
  clearMassDeviceData(
    deviceIDs: $deviceIDs
    deleteAlarmsToo: $deleteAlarmsToo
    deleteOnlyAlarms: $deleteOnlyAlarms
  ) {
    ...MassUpdateResultFields
  }
}
    fragment MassUpdateResultFields on MassUpdateResult {
  success
  updated
  refused {
    deviceID
    reason
  }
}`) as unknown as TypedDocumentString<ClearMassDeviceDataMutation, ClearMassDeviceDataMutationVariables>;
export const MassUpdateOptionsDocument = new TypedDocumentString(`
    query MassUpdateOptions {
  massUpdateOptions {
    applicationSignatures {
      name
      crcId
    }
    relocateSignatures {
      name
      crcId
    }
    companies {
      id
      name
      companyID
    }
    groups {
      id
      name
      companyID
    }
    users {
      id
      name
      companyID
    }
  }
}
    `) as unknown as TypedDocumentString<MassUpdateOptionsQuery, MassUpdateOptionsQueryVariables>;
export const MassUpdateUnitsDocument = new TypedDocumentString(`
    query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) {
  massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) {
    deviceID
    tag
    unit
  }
}
    `) as unknown as TypedDocumentString<MassUpdateUnitsQuery, MassUpdateUnitsQueryVariables>;
export const MassUpdateProgressDocument = new TypedDocumentString(`
    query MassUpdateProgress($deviceIDs: [Int!]!) {
  massUpdateProgress(deviceIDs: $deviceIDs) {
    deviceID
    state
    desiredVersion
    deliveredAt
    appliedAt
    timeZone
  }
}
    `) as unknown as TypedDocumentString<MassUpdateProgressQuery, MassUpdateProgressQueryVariables>;
export const MessageLogDocument = new TypedDocumentString(`
    query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {
  messageLog(
    deviceID: $deviceID
    messageType: $messageType
    startTime: $startTime
    endTime: $endTime
  ) {
    deviceID
    time
    timeZone
    messageType
    clockOffsetSeconds
    data {
      values
      message
      voltage
      temperature
      eventFlag
      additionalData
      raw
    }
  }
}
    `) as unknown as TypedDocumentString<MessageLogQuery, MessageLogQueryVariables>;
export const MessageLogZoneDocument = new TypedDocumentString(`
    query MessageLogZone($id: Int!) {
  deviceRe(id: $id) {
    id
    timeZone
  }
}
    `) as unknown as TypedDocumentString<MessageLogZoneQuery, MessageLogZoneQueryVariables>;
export const MessageLogAccessDocument = new TypedDocumentString(`
    query MessageLogAccess($deviceID: Int) {
  messageLogAccess(deviceID: $deviceID)
}
    `) as unknown as TypedDocumentString<MessageLogAccessQuery, MessageLogAccessQueryVariables>;
export const UserActivityDocument = new TypedDocumentString(`
    query UserActivity($startDate: String!) {
  userActivity(startDate: $startDate) {
    mobile {
      ...ActivityEntryFields
    }
    desktop {
      ...ActivityEntryFields
    }
    api {
      ...ActivityEntryFields
    }
  }
}
    fragment ActivityEntryFields on ActivityEntry {
  user
  userID
  company
  month
  day
  count
}`) as unknown as TypedDocumentString<UserActivityQuery, UserActivityQueryVariables>;
export const DevicesAlarmsDocument = new TypedDocumentString(`
    query DevicesAlarms {
  devicesRe(query: "alarm") {
    ...DeviceCardFields
    ...AlarmReasonDevice
  }
  activeAlarmRules {
    ...DeviceCardFields
    ...AlarmReasonDevice
  }
}
    fragment AlarmReasonDevice on Device {
  id
  name
  timeZone
  tags {
    tag
    alarms {
      flag
      reason {
        condition
        reading
        time
      }
    }
  }
}
fragment CardTagFields on Tag {
  tag
  ymin
  ymax
  time
  value
  displayUnits
  calibration {
    fluid
    sg
    api
    tds
    offset
    tankHeight
    tankVolume
    tankShape
    gallonsPerInch
    kFactor
    productionOffset
    strap
  }
  alarms {
    flag
    trigger
  }
}
fragment DeviceCardFields on Device {
  id
  name
  path
  isActive
  latitude
  longitude
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  iconFluid
  companyID
  tags {
    ...CardTagFields
  }
}`) as unknown as TypedDocumentString<DevicesAlarmsQuery, DevicesAlarmsQueryVariables>;
export const ProviderAlarmsDocument = new TypedDocumentString(`
    query ProviderAlarms {
  providerAlarms {
    device {
      id
      name
      timeZone
      company {
        id
        name
      }
    }
    tag {
      tag
      alarms {
        flag
        reason {
          condition
          reading
          time
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProviderAlarmsQuery, ProviderAlarmsQueryVariables>;
export const DevicesAlertsDocument = new TypedDocumentString(`
    query DevicesAlerts($previousDays: Int, $recentDays: Int) {
  devicesRe(query: "alert", previousDays: $previousDays, recentDays: $recentDays) {
    ...DeviceTableFields
  }
}
    fragment DeviceTableFields on Device {
  id
  name
  path
  userAssignedID
  isActive
  latitude
  longitude
  latestReading
  latestReadingShown {
    value
    unit
  }
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  companyID
  company {
    id
    name
  }
  simNumber
  boardRev
  firmwareVersion
  modemType
  signalStrength
  percentSolar
  batteryDelta
  tags {
    tag
  }
  timeZone
}`) as unknown as TypedDocumentString<DevicesAlertsQuery, DevicesAlertsQueryVariables>;
export const DevicesGhostsDocument = new TypedDocumentString(`
    query DevicesGhosts($previousDays: Int, $recentDays: Int) {
  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) {
    ...DeviceTableFields
  }
}
    fragment DeviceTableFields on Device {
  id
  name
  path
  userAssignedID
  isActive
  latitude
  longitude
  latestReading
  latestReadingShown {
    value
    unit
  }
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  companyID
  company {
    id
    name
  }
  simNumber
  boardRev
  firmwareVersion
  modemType
  signalStrength
  percentSolar
  batteryDelta
  tags {
    tag
  }
  timeZone
}`) as unknown as TypedDocumentString<DevicesGhostsQuery, DevicesGhostsQueryVariables>;
export const DevicesBatteryDocument = new TypedDocumentString(`
    query DevicesBattery {
  devicesBattery {
    ...DeviceTableFields
    carrier
    tmobileOp
    verizonOp
    attOp
    unknownOp
  }
}
    fragment DeviceTableFields on Device {
  id
  name
  path
  userAssignedID
  isActive
  latitude
  longitude
  latestReading
  latestReadingShown {
    value
    unit
  }
  lastTimeMessageReceived
  batteryLevel
  solarPowered
  displayUnits
  defaultTag
  companyID
  company {
    id
    name
  }
  simNumber
  boardRev
  firmwareVersion
  modemType
  signalStrength
  percentSolar
  batteryDelta
  tags {
    tag
  }
  timeZone
}`) as unknown as TypedDocumentString<DevicesBatteryQuery, DevicesBatteryQueryVariables>;
export const RebootDevicesDocument = new TypedDocumentString(`
    query RebootDevices {
  rebootDevices {
    id
    name
    time
    gps_time
    count
    timeZone
  }
}
    `) as unknown as TypedDocumentString<RebootDevicesQuery, RebootDevicesQueryVariables>;
export const DevicesCellularDocument = new TypedDocumentString(`
    query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(
    query: "cellular"
    limit: $limit
    offset: $offset
    sortBy: $sortBy
    sortDirection: $sortDirection
  ) {
    id
    name
    companyID
    company {
      id
      name
    }
    carrier
    signalStrength
    modemType
    tmobileOp
    verizonOp
    attOp
    unknownOp
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<DevicesCellularQuery, DevicesCellularQueryVariables>;
export const DevicesSkuDocument = new TypedDocumentString(`
    query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(
    query: "sku"
    limit: $limit
    offset: $offset
    sortBy: $sortBy
    sortDirection: $sortDirection
  ) {
    id
    name
    companyID
    company {
      id
      name
    }
    sku
    model
    boardRev
    firmwareVersion
    latitude
    longitude
  }
}
    `) as unknown as TypedDocumentString<DevicesSkuQuery, DevicesSkuQueryVariables>;
export const DeviceTasksDocument = new TypedDocumentString(`
    query DeviceTasks($limit: Int) {
  devicesRe(query: "all", limit: $limit) {
    id
    name
    company {
      name
    }
    tasks {
      id
      priority
      isComplete
      notes
      type
    }
  }
}
    `) as unknown as TypedDocumentString<DeviceTasksQuery, DeviceTasksQueryVariables>;
export const LandingCountsDocument = new TypedDocumentString(`
    query LandingCounts($selectedCompanyID: Int) {
  landingPage(selectedCompanyID: $selectedCompanyID) {
    device
    tardy
    health
    alarm
  }
}
    `) as unknown as TypedDocumentString<LandingCountsQuery, LandingCountsQueryVariables>;
export const LandingAlarmsDocument = new TypedDocumentString(`
    query LandingAlarms($selectedCompanyID: Int) {
  devicesRe(query: "alarm", selectedCompanyID: $selectedCompanyID) {
    ...AlarmReasonDevice
  }
  activeAlarmRules(selectedCompanyID: $selectedCompanyID) {
    ...AlarmReasonDevice
  }
}
    fragment AlarmReasonDevice on Device {
  id
  name
  timeZone
  tags {
    tag
    alarms {
      flag
      reason {
        condition
        reading
        time
      }
    }
  }
}`) as unknown as TypedDocumentString<LandingAlarmsQuery, LandingAlarmsQueryVariables>;
export const LandingTardyDocument = new TypedDocumentString(`
    query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {
  devicesRe(
    query: "alert"
    selectedCompanyID: $selectedCompanyID
    recentDays: $recentDays
    previousDays: $previousDays
    limit: $limit
  ) {
    id
    name
    path
    lastTimeMessageReceived
  }
}
    `) as unknown as TypedDocumentString<LandingTardyQuery, LandingTardyQueryVariables>;
export const LandingVoltageDocument = new TypedDocumentString(`
    query LandingVoltage($selectedCompanyID: Int) {
  devicesRe(query: "voltage", selectedCompanyID: $selectedCompanyID) {
    id
    name
    path
    batteryLevel
    solarPowered
  }
}
    `) as unknown as TypedDocumentString<LandingVoltageQuery, LandingVoltageQueryVariables>;
export const LandingRebootsDocument = new TypedDocumentString(`
    query LandingReboots($selectedCompanyID: Int) {
  rebootDevices(selectedCompanyID: $selectedCompanyID) {
    id
    name
    count
  }
}
    `) as unknown as TypedDocumentString<LandingRebootsQuery, LandingRebootsQueryVariables>;
export const NoticesDocument = new TypedDocumentString(`
    query Notices {
  notice {
    id
    title
    notice_content
    notice_type
    created_at
  }
}
    `) as unknown as TypedDocumentString<NoticesQuery, NoticesQueryVariables>;
export const TagReportDocument = new TypedDocumentString(`
    query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  tagReport(
    deviceID: $deviceID
    tag: $tag
    startTime: $startTime
    endTime: $endTime
  ) {
    deviceID
    tag
    displayUnits
    barrelsPerInch
    reportHour
    readings {
      time
      value
    }
    cumulativePulses {
      time
      value
    }
    comments {
      time
      comment
    }
  }
}
    `) as unknown as TypedDocumentString<TagReportQuery, TagReportQueryVariables>;
export const UpdateReportHourDocument = new TypedDocumentString(`
    mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {
  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) {
    ...ReportSettingsFields
  }
}
    fragment ReportSettingsFields on TagReportSettings {
  deviceID
  tag
  barrelsPerInch
  reportHour
}`) as unknown as TypedDocumentString<UpdateReportHourMutation, UpdateReportHourMutationVariables>;
export const UpdateBpiDocument = new TypedDocumentString(`
    mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {
  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) {
    ...ReportSettingsFields
  }
}
    fragment ReportSettingsFields on TagReportSettings {
  deviceID
  tag
  barrelsPerInch
  reportHour
}`) as unknown as TypedDocumentString<UpdateBpiMutation, UpdateBpiMutationVariables>;
export const TankStrapsDocument = new TypedDocumentString(`
    query TankStraps {
  tankNames {
    tank_name
    heightInches
    strap
  }
}
    `) as unknown as TypedDocumentString<TankStrapsQuery, TankStrapsQueryVariables>;
export const SearchDevicesDocument = new TypedDocumentString(`
    query SearchDevices($search: String, $limit: Int) {
  devicesRe(query: "search", search: $search, limit: $limit) {
    id
    name
    path
    simNumber
  }
}
    `) as unknown as TypedDocumentString<SearchDevicesQuery, SearchDevicesQueryVariables>;
export const SearchUsersDocument = new TypedDocumentString(`
    query SearchUsers($search: String, $limit: Int) {
  usersRe(search: $search, limit: $limit) {
    id
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<SearchUsersQuery, SearchUsersQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($phoneNumber: String, $email: String, $pin: Int!) {
  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) {
    authorization
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RequestPinDocument = new TypedDocumentString(`
    mutation RequestPin($phoneNumber: String, $email: String) {
  requestPin(phoneNumber: $phoneNumber, email: $email) {
    errorMessage
  }
}
    `) as unknown as TypedDocumentString<RequestPinMutation, RequestPinMutationVariables>;
export const AckAlarmDocument = new TypedDocumentString(`
    mutation AckAlarm($deviceID: Int!, $tag: String!) {
  ackAlarm(deviceID: $deviceID, tag: $tag) {
    id
    tags {
      tag
      alarms {
        flag
        acknowledged
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AckAlarmMutation, AckAlarmMutationVariables>;
export const AddCommentDocument = new TypedDocumentString(`
    mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) {
  addComment(deviceID: $deviceID, time: $time, comment: $comment) {
    id
    time
    comment
  }
}
    `) as unknown as TypedDocumentString<AddCommentMutation, AddCommentMutationVariables>;
export const DeleteCommentDocument = new TypedDocumentString(`
    mutation DeleteComment($id: Int!) {
  deleteComment(id: $id) {
    id
    time
    comment
  }
}
    `) as unknown as TypedDocumentString<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const AddUserDataDocument = new TypedDocumentString(`
    mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) {
  addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) {
    time
    value
  }
}
    `) as unknown as TypedDocumentString<AddUserDataMutation, AddUserDataMutationVariables>;
export const DeleteUserDataDocument = new TypedDocumentString(`
    mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) {
  deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) {
    time
    value
  }
}
    `) as unknown as TypedDocumentString<DeleteUserDataMutation, DeleteUserDataMutationVariables>;
export const DeleteDataDocument = new TypedDocumentString(`
    mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) {
  deleteData(deviceID: $deviceID, tag: $tag, time: $time)
}
    `) as unknown as TypedDocumentString<DeleteDataMutation, DeleteDataMutationVariables>;
export const NearestReadingDocument = new TypedDocumentString(`
    query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {
  nearestReading(
    deviceID: $deviceID
    tag: $tag
    time: $time
    maxDistance: $maxDistance
  ) {
    time
    value
  }
}
    `) as unknown as TypedDocumentString<NearestReadingQuery, NearestReadingQueryVariables>;
export const GetTagDocument = new TypedDocumentString(`
    query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $points: Int, $additional: String) {
  deviceReGraph(
    deviceID: $deviceID
    tag: $tag
    startTime: $startTime
    endTime: $endTime
    downsampled: $downsampled
    points: $points
  ) {
    deviceID
    device {
      id
      name
      hibernationVoltage
      slowdownVoltage4
      defaultTag
      displayUnits
      timeZone
    }
    tag {
      tag
      displayUnits
      calibration {
        ...ShownCalibrationFields
      }
      alarms {
        flag
        flagTime
        acknowledged
        trigger
      }
    }
    settings {
      ...TagSettingsFields
    }
    additionalOptions {
      tag
      displayUnits
      ymin
      ymax
    }
    graphs(additional: $additional) {
      role
      deviceID
      tag
      label
      displayUnits
      ymin
      ymax
      calibration {
        ...ShownCalibrationFields
      }
      filterEnabled
      filterThreshold
      filterMinimumValue
      source
      bucket
      start
      end
      times
      values
      min
      max
      temps
    }
    comments {
      id
      time
      comment
    }
    userData {
      time
      value
    }
  }
}
    fragment TagSettingsFields on TagSettings {
  deviceID
  tag
  ymin
  ymax
  displayUnits
  barrelsPerInch
  filterEnabled
  filterThreshold
  filterMinimumValue
  sensorTempFilterEnabled
  sensorTempFilterThreshold
  temperatureCorrectionEnabled
  temperatureCorrectionCoefficient
  temperatureCorrectionThreshold
  sf6NormalizationEnabled
  fourierPlotEnabled
  maximumFourierAmplitude
  activeAdditional
  additionalTags {
    tag
    displayUnits
    ymin
    ymax
  }
  secondaryGraph {
    deviceID
    tag
  }
  thirdGraph {
    deviceID
    tag
  }
  fourthGraph {
    deviceID
    tag
  }
  fifthGraph {
    deviceID
    tag
  }
}
fragment ShownCalibrationFields on Calibration {
  fluid
  sg
  api
  tds
  offset
  tankName
  tankHeight
  tankVolume
  tankShape
  gallonsPerInch
  kFactor
  productionOffset
  strap
  unit
}`) as unknown as TypedDocumentString<GetTagQuery, GetTagQueryVariables>;
export const GetDevicesSettingsDocument = new TypedDocumentString(`
    query GetDevicesSettings {
  devicesRe(query: "extra-graphs") {
    id
    name
    tags {
      tag
    }
  }
}
    `) as unknown as TypedDocumentString<GetDevicesSettingsQuery, GetDevicesSettingsQueryVariables>;
export const TagFourierLinkDocument = new TypedDocumentString(`
    query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag {
      fourierData(startTime: $startTime, endTime: $endTime, downsampled: false)
    }
  }
}
    `) as unknown as TypedDocumentString<TagFourierLinkQuery, TagFourierLinkQueryVariables>;
export const TagAverageTempLinkDocument = new TypedDocumentString(`
    query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  deviceReGraph(deviceID: $deviceID, tag: $tag) {
    tag {
      averageTempData(startTime: $startTime, endTime: $endTime)
    }
  }
}
    `) as unknown as TypedDocumentString<TagAverageTempLinkQuery, TagAverageTempLinkQueryVariables>;
export const UpdateTagDocument = new TypedDocumentString(`
    mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput, $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float, $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int, $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float, $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {
  updateTag(
    deviceID: $deviceID
    tag: $tag
    ymin: $ymin
    ymax: $ymax
    displayUnits: $displayUnits
    secondaryGraph: $secondaryGraph
    thirdGraph: $thirdGraph
    fourthGraph: $fourthGraph
    fifthGraph: $fifthGraph
    additionalTags: $additionalTags
    barrelsPerInch: $barrelsPerInch
    filterEnabled: $filterEnabled
    filterThreshold: $filterThreshold
    filterMinimumValue: $filterMinimumValue
    sensorTempFilterEnabled: $sensorTempFilterEnabled
    sensorTempFilterThreshold: $sensorTempFilterThreshold
    temperatureCorrectionEnabled: $temperatureCorrectionEnabled
    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient
    temperatureCorrectionThreshold: $temperatureCorrectionThreshold
    sf6NormalizationEnabled: $sf6NormalizationEnabled
    fourierPlotEnabled: $fourierPlotEnabled
    maximumFourierAmplitude: $maximumFourierAmplitude
  ) {
    ...TagSettingsFields
  }
}
    fragment TagSettingsFields on TagSettings {
  deviceID
  tag
  ymin
  ymax
  displayUnits
  barrelsPerInch
  filterEnabled
  filterThreshold
  filterMinimumValue
  sensorTempFilterEnabled
  sensorTempFilterThreshold
  temperatureCorrectionEnabled
  temperatureCorrectionCoefficient
  temperatureCorrectionThreshold
  sf6NormalizationEnabled
  fourierPlotEnabled
  maximumFourierAmplitude
  activeAdditional
  additionalTags {
    tag
    displayUnits
    ymin
    ymax
  }
  secondaryGraph {
    deviceID
    tag
  }
  thirdGraph {
    deviceID
    tag
  }
  fourthGraph {
    deviceID
    tag
  }
  fifthGraph {
    deviceID
    tag
  }
}`) as unknown as TypedDocumentString<UpdateTagMutation, UpdateTagMutationVariables>;
export const UpdateTempCorrectionDocument = new TypedDocumentString(`
    mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {
  updateTempCorrection(
    deviceID: $deviceID
    tag: $tag
    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient
  ) {
    temperatureCorrectionCoefficient
  }
}
    `) as unknown as TypedDocumentString<UpdateTempCorrectionMutation, UpdateTempCorrectionMutationVariables>;
export const UpdateFourierEnabledDocument = new TypedDocumentString(`
    mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {
  updateFourierEnabled(
    deviceID: $deviceID
    tag: $tag
    fourierPlotEnabled: $fourierPlotEnabled
  ) {
    fourierPlotEnabled
  }
}
    `) as unknown as TypedDocumentString<UpdateFourierEnabledMutation, UpdateFourierEnabledMutationVariables>;
export const UpdateActiveAdditionalDocument = new TypedDocumentString(`
    mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {
  updateActiveAdditional(
    deviceID: $deviceID
    tag: $tag
    activeAdditional: $activeAdditional
  ) {
    activeAdditional
  }
}
    `) as unknown as TypedDocumentString<UpdateActiveAdditionalMutation, UpdateActiveAdditionalMutationVariables>;
export const AddCompanyDocument = new TypedDocumentString(`
    mutation AddCompany($name: String!) {
  addCompany(name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AddCompanyMutation, AddCompanyMutationVariables>;
export const CompanyTimeZonesDocument = new TypedDocumentString(`
    query CompanyTimeZones {
  companies {
    id
    name
    timeZone
  }
}
    `) as unknown as TypedDocumentString<CompanyTimeZonesQuery, CompanyTimeZonesQueryVariables>;
export const UpdateCompanyTimeZoneDocument = new TypedDocumentString(`
    mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) {
  updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) {
    id
    timeZone
  }
}
    `) as unknown as TypedDocumentString<UpdateCompanyTimeZoneMutation, UpdateCompanyTimeZoneMutationVariables>;
export const TeamGroupsDocument = new TypedDocumentString(`
    query TeamGroups($companyID: Int) {
  groupsRe(companyID: $companyID) {
    id
    name
    numUsers
    numDevices
  }
}
    `) as unknown as TypedDocumentString<TeamGroupsQuery, TeamGroupsQueryVariables>;
export const TeamGroupDocument = new TypedDocumentString(`
    query TeamGroup($id: Int!) {
  group(id: $id) {
    id
    name
    company {
      id
      name
    }
    users {
      id
      firstName
      lastName
    }
    usersInCompany {
      id
      firstName
      lastName
    }
    deviceInGroup {
      id
      name
      path
    }
    deviceInCompany {
      id
      name
      path
    }
  }
}
    `) as unknown as TypedDocumentString<TeamGroupQuery, TeamGroupQueryVariables>;
export const AddGroupDocument = new TypedDocumentString(`
    mutation AddGroup($name: String, $companyID: Int) {
  addGroup(name: $name, companyID: $companyID) {
    group {
      id
      name
      company {
        id
      }
    }
    error
  }
}
    `) as unknown as TypedDocumentString<AddGroupMutation, AddGroupMutationVariables>;
export const UpdateGroupDocument = new TypedDocumentString(`
    mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {
  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupDocument = new TypedDocumentString(`
    mutation DeleteGroup($groupID: [ID!]!) {
  deleteGroup(groupID: $groupID) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteGroupMutation, DeleteGroupMutationVariables>;
export const TeamUsersDocument = new TypedDocumentString(`
    query TeamUsers($companyID: Int) {
  usersRe(companyID: $companyID) {
    id
    firstName
    lastName
    email
    phoneNumber
    countryCode
    isSuperUser
    isManager
    canEdit
    isDemo
    permissions
    latestActivity
  }
}
    `) as unknown as TypedDocumentString<TeamUsersQuery, TeamUsersQueryVariables>;
export const TeamUserDocument = new TypedDocumentString(`
    query TeamUser($id: Int!) {
  user(id: $id) {
    id
    firstName
    lastName
    email
    phoneNumber
    countryCode
    phoneType
    isSuperUser
    isManager
    canEdit
    isDemo
    permissions
    latestActivity
    isPrivileged
    viewInactiveCompanies
    subscription
    company {
      id
      name
    }
    groups {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<TeamUserQuery, TeamUserQueryVariables>;
export const AddUserDocument = new TypedDocumentString(`
    mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String, $phoneType: String) {
  addUser(
    firstName: $firstName
    lastName: $lastName
    email: $email
    phoneNumber: $phoneNumber
    companyID: $companyID
    countryCode: $countryCode
    phoneType: $phoneType
  ) {
    user {
      id
      firstName
      lastName
      isManager
      isSuperUser
      permissions
      company {
        id
      }
    }
    error
  }
}
    `) as unknown as TypedDocumentString<AddUserMutation, AddUserMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String, $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean, $activeGroups: [Int!]) {
  updateUser(
    userID: $userID
    firstName: $firstName
    lastName: $lastName
    email: $email
    phoneNumber: $phoneNumber
    countryCode: $countryCode
    phoneType: $phoneType
    permissions: $permissions
    isManager: $isManager
    isSuperUser: $isSuperUser
    companyID: $companyID
    canEdit: $canEdit
    isDemo: $isDemo
    activeGroups: $activeGroups
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation DeleteUser($userID: Int!) {
  deleteUser(userID: $userID) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const PathInputDocument = new TypedDocumentString(`
    query PathInput($selectedCompanyID: Int) {
  devicesRe(query: "path-input", selectedCompanyID: $selectedCompanyID) {
    path
  }
}
    `) as unknown as TypedDocumentString<PathInputQuery, PathInputQueryVariables>;
export const UndoRemovalDocument = new TypedDocumentString(`
    mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int, $tag: String, $time: Float, $commentID: Int, $groupIDs: [ID!], $userID: Int) {
  undoRemoval(
    removal: $removal
    deviceID: $deviceID
    tag: $tag
    time: $time
    commentID: $commentID
    groupIDs: $groupIDs
    userID: $userID
  )
}
    `) as unknown as TypedDocumentString<UndoRemovalMutation, UndoRemovalMutationVariables>;