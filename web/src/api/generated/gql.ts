/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "subscription DeviceUpdates { deviceUpdates { deviceID tag time value alarmFlag } }": typeof types.DeviceUpdatesDocument,
    "mutation LoginAs($userID: Int!) { loginAs(userID: $userID) { id } }": typeof types.LoginAsDocument,
    "mutation StopLoginAs { stopLoginAs }": typeof types.StopLoginAsDocument,
    "mutation Logout { logout }": typeof types.LogoutDocument,
    "mutation SignOutEverywhere { signOutEverywhere }": typeof types.SignOutEverywhereDocument,
    "query Me {\n  me {\n    id firstName lastName email phoneNumber countryCode\n    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies\n    subscription permissions latestActivity notificationSettings\n    company { id name timeZone }\n  }\n}": typeof types.MeDocument,
    "query SelfName { me { id firstName lastName } }": typeof types.SelfNameDocument,
    "query GetApiKeys { me { id apiKeys } }": typeof types.GetApiKeysDocument,
    "mutation AddApiKey { addApiKey { apiKey me { id apiKeys } } }": typeof types.AddApiKeyDocument,
    "mutation DeleteApiKey($key: String!) { deleteApiKey(key: $key) { id apiKeys } }": typeof types.DeleteApiKeyDocument,
    "query GetDirectoryDevices {\n  directoryDevices {\n    id userAssignedID name path isActive longitude latitude latestReading latestReadingShown { value unit } lastTimeMessageReceived batteryLevel\n    displayUnits defaultTag companyID firmwareVersion company { name } timeZone\n  }\n  me { id firstName }\n}": typeof types.GetDirectoryDevicesDocument,
    "mutation UpdateNotifications($notifications: String!) { updateNotifications(notifications: $notifications) { id notificationSettings } }": typeof types.UpdateNotificationsDocument,
    "mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,\n  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {\n  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,\n    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {\n    id firstName lastName email phoneNumber countryCode viewInactiveCompanies subscription\n  }\n}": typeof types.UpdateMeDocument,
    "fragment ReportEmailDeviceFields on ReportEmailDevice { deviceID name sensors }": typeof types.ReportEmailDeviceFieldsFragmentDoc,
    "query ReportSubscriptions { reportSubscriptions { ...ReportEmailDeviceFields } }": typeof types.ReportSubscriptionsDocument,
    "query ReportEmailChoices($search: String) { reportEmailChoices(search: $search) { ...ReportEmailDeviceFields } }": typeof types.ReportEmailChoicesDocument,
    "mutation SubscribeReport($deviceID: Int!) { subscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }": typeof types.SubscribeReportDocument,
    "mutation UnsubscribeReport($deviceID: Int!) { unsubscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }": typeof types.UnsubscribeReportDocument,
    "mutation DisableSubscription($unsubscribeToken: String!) { disableSubscription(unsubscribeToken: $unsubscribeToken) }": typeof types.DisableSubscriptionDocument,
    "query Users { usersRe { id firstName lastName } }": typeof types.UsersDocument,
    "mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {\n  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {\n    device { id name path deviceType isOnline companyID }\n  }\n}": typeof types.AddDeviceDocument,
    "query BillingCompanies { billingCompanies { id name isTaxed accountingCodes } }": typeof types.BillingCompaniesDocument,
    "query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {\n  invoice(quarter: $quarter, year: $year, companyID: $companyID, isTaxed: $isTaxed, invoiceNumber: $invoiceNumber, accountingCodes: $accountingCodes) { html }\n}": typeof types.InvoiceDocument,
    "query DeviceIDs { deviceIDs { deviceID model po sku hasTurnedOn simNumber } skus { code label } }": typeof types.DeviceIDsDocument,
    "mutation UpdateSku($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { deviceID model po sku hasTurnedOn simNumber } } }": typeof types.UpdateSkuDocument,
    "mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {\n  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }\n}": typeof types.AddPoDocument,
    "query POLookups { manufacturers { code label } skus { code label } purchaseOrders { po } devicesPO { po } }": typeof types.PoLookupsDocument,
    "query PurchaseOrders {\n  purchaseOrders { id po sku manufacturerCode manufacturerLabel createdAt createdBy items { model deviceType quantity } devices { id model status hasTurnedOn companyID } }\n}": typeof types.PurchaseOrdersDocument,
    "mutation SendEmail($subject: String!, $body: String!) { sendEmail(subject: $subject, body: $body) { total successCount failedCount failed } }": typeof types.SendEmailDocument,
    "query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) { devicesRe(query: \"print\", from: $from, to: $to, limit: $limit) { id pin model } }": typeof types.PrintDevicesByRangeDocument,
    "query PrintDevicesByIds($ids: [Int!], $limit: Int) { devicesRe(query: \"print\", ids: $ids, limit: $limit) { id pin model } }": typeof types.PrintDevicesByIdsDocument,
    "fragment AlarmReasonDevice on Device {\n  id name timeZone\n  tags { tag alarms { flag reason { condition reading time } } }\n}": typeof types.AlarmReasonDeviceFragmentDoc,
    "fragment AlarmPanelFields on TagAlarmPanel {\n  deviceID tag displayUnits flag acknowledged criticalHigh criticalLow highWarning lowWarning low high\n  rules { id name symbol value desc sent holdMinutes deadBand }\n  thresholdHolds { threshold holdMinutes deadBand } offlineAlarm { factor raised }\n  actions { id delay action user { id firstName lastName } group { id name } repeatEvery repeatTimes repeatFor }\n  log { id time action value unit detail user { id firstName lastName } conditionSince }\n  synced canEdit targets { users { id firstName lastName } groups { id name } }\n}": typeof types.AlarmPanelFieldsFragmentDoc,
    "query TagAlarmPanel($deviceID: Int!, $tag: String!) { tagAlarmPanel(deviceID: $deviceID, tag: $tag) { ...AlarmPanelFields } }": typeof types.TagAlarmPanelDocument,
    "mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float,\n  $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String,\n  $thresholdHolds: [AlarmThresholdHoldInput!], $offlineAlarm: OfflineAlarmInput) {\n  updateAlarms(deviceID: $deviceID, tag: $tag, low: $low, high: $high, lowWarning: $lowWarning, highWarning: $highWarning,\n    criticalLow: $criticalLow, criticalHigh: $criticalHigh, actions: $actions, rules: $rules, removeOrUpdate: $removeOrUpdate,\n    thresholdHolds: $thresholdHolds, offlineAlarm: $offlineAlarm) { ...AlarmPanelFields }\n}": typeof types.UpdateAlarmsDocument,
    "mutation TestAlarm($deviceID: Int!, $tag: String!) { testAlarm(deviceID: $deviceID, tag: $tag) { flag } }": typeof types.TestAlarmDocument,
    "fragment CalibrationFields on CalibrationEntry {\n  time offset fluid api tds sg barrelsPerInch target kFactor productionOffset tankName tankHeight tankVolume tankShape unit\n  orifice_diameter pipe_diameter scada_sensor_type scada_max scada_min valve_high valve_low gallons_per_inch\n}": typeof types.CalibrationFieldsFragmentDoc,
    "query TagCalibrations($deviceID: Int!, $tag: String!) { tagCalibrations(deviceID: $deviceID, tag: $tag) { ...CalibrationFields } }": typeof types.TagCalibrationsDocument,
    "mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float,\n  $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float,\n  $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String,\n  $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, time: $time, fluid: $fluid, api: $api, tds: $tds, sg: $sg, target: $target,\n    kFactor: $kFactor, tankName: $tankName, productionOffset: $productionOffset, tankHeight: $tankHeight, tankVolume: $tankVolume,\n    tankShape: $tankShape, orifice_diameter: $orifice_diameter, pipe_diameter: $pipe_diameter, unit: $unit,\n    scada_sensor_type: $scada_sensor_type, scada_max: $scada_max, scada_min: $scada_min, valve_high: $valve_high,\n    valve_low: $valve_low, gallons_per_inch: $gallons_per_inch) { success }\n}": typeof types.UpdateCalibrationDocument,
    "mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) { deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time) }": typeof types.DeleteCalibrationDocument,
    "query TankNames { tankNames { tank_name } }": typeof types.TankNamesDocument,
    "mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) { updateDevice(id: $id, update: $update) { id } }": typeof types.UpdateDeviceDocument,
    "mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {\n  updateDeviceSetting(deviceID: $deviceID, settings: $settings) { key }\n}": typeof types.UpdateDeviceSettingDocument,
    "mutation DeleteFOTASetting($deviceID: Int!) { deleteFOTASetting(deviceID: $deviceID) { key } }": typeof types.DeleteFotaSettingDocument,
    "mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {\n  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) { id replacementID }\n}": typeof types.ReplaceDeviceDocument,
    "mutation AddStatus($deviceID: Int!, $status: Int!) { addStatus(deviceID: $deviceID, status: $status) { id } }": typeof types.AddStatusDocument,
    "mutation AddLogComment($deviceID: Int!, $comment: String!) { addLogComment(deviceID: $deviceID, comment: $comment) { id } }": typeof types.AddLogCommentDocument,
    "mutation ClearDeviceData($deviceID: Int!) { clearDeviceData(deviceID: $deviceID) { success } }": typeof types.ClearDeviceDataDocument,
    "mutation UpdateTagDisplay($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, barrelsPerInch: $barrelsPerInch) { tag }\n}": typeof types.UpdateTagDisplayDocument,
    "mutation UpdateDeviceCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float,\n  $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, fluid: $fluid, barrelsPerInch: $barrelsPerInch, api: $api, tds: $tds,\n    tankHeight: $tankHeight, kFactor: $kFactor, productionOffset: $productionOffset) { success }\n}": typeof types.UpdateDeviceCalibrationDocument,
    "mutation ReissueDeviceSecret($deviceID: Int!) { reissueDeviceSecret(deviceID: $deviceID) { deviceID secret } }": typeof types.ReissueDeviceSecretDocument,
    "query DeviceRe($id: Int!) {\n  deviceRe(id: $id) {\n    id name path deviceType companyID company { id name timeZone } isActive inService timeOffset timeZone accountingCode apiNumber\n    userAssignedID description address { contactName street1 street2 city state zip } latitude longitude replacementID\n    po manufacturerCode model pin simNumber sku firmwareVersion defaultTag defaultTagScale sensorSubtype1 sensorSubtype2\n    modemType boardRev iconFluid latestReading slowdownVoltage4 hibernationVoltage lastTimeMessageReceived batteryLevel\n    solarPowered displayUnits percentSolar signalStrength carrier\n    events { time flag }\n    settings { key reportedValue desiredValue reportedTime desiredTime }\n    tags { ...CardTagFields id deviceID barrelsPerInch calibration { tankName } alarms { acknowledged } }\n    voltage { value time }\n    log { time status }\n    latest { status }\n    logComments { time comment }\n    groups { id name }\n    viewerAbilities { rename editInfo superUser settings signatures sensorType clearFota control2 messageLog }\n  }\n  deviceGps(id: $id) { latitude longitude }\n}": typeof types.DeviceReDocument,
    "query ListEvents($id: Int!) { listEvents(id: $id) { time flag } }": typeof types.ListEventsDocument,
    "query DeviceReadings(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $first: Int, $after: String, $sort: ReadingsSort,\n  $descending: Boolean, $withTotal: Boolean!\n) {\n  deviceReadings(\n    deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, first: $first, after: $after, sort: $sort,\n    descending: $descending\n  ) {\n    times values temps rowComments endCursor\n    total @include(if: $withTotal)\n    hasTemps @include(if: $withTotal)\n  }\n}": typeof types.DeviceReadingsDocument,
    "query Companies { companies { id name isActive } }": typeof types.CompaniesDocument,
    "query DirectorySide($selectedCompanyID: Int) {\n  devicesRe(query: \"directory-side\", selectedCompanyID: $selectedCompanyID) { id name path companyID }\n}": typeof types.DirectorySideDocument,
    "fragment ListDeviceFields on Device {\n  ...DeviceCardFields\n  userAssignedID latestReading latestReadingShown { value unit } company { id name } simNumber boardRev modemType signalStrength\n}": typeof types.ListDeviceFieldsFragmentDoc,
    "query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...DeviceCardFields\n  }\n}": typeof types.DirectoryDetailsDocument,
    "query DirectoryList($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}": typeof types.DirectoryListDocument,
    "query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {\n    id name path latitude longitude lastTimeMessageReceived timeZone defaultTag latestReadingShown { text } tags { tag time alarms { flag } }\n  }\n}": typeof types.DirectoryMapDocument,
    "query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesReCount(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path)\n}": typeof types.DirectoryCountDocument,
    "query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"all\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}": typeof types.AllDevicesDocument,
    "query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {\n  devicesRe(query: \"new\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset) { ...DeviceCardFields }\n}": typeof types.NewDevicesDocument,
    "query ReadingsExport(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $format: ReadingsExportFormat, $timeZone: String\n) {\n  readingsExport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, format: $format, timeZone: $timeZone) {\n    rows url\n  }\n}": typeof types.ReadingsExportDocument,
    "query AlarmChecker($companyID: Int) { alarmChecker(companyID: $companyID) { id companyID companyName } }": typeof types.AlarmCheckerDocument,
    "fragment MassUpdateResultFields on MassUpdateResult {\n  success updated refused { deviceID reason }\n}": typeof types.MassUpdateResultFieldsFragmentDoc,
    "mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,\n  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,\n  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {\n  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,\n    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,\n    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { ...MassUpdateResultFields skipped { deviceID setting reason } }\n}": typeof types.UpdateMassSettingDocument,
    "mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {\n  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { ...MassUpdateResultFields }\n}": typeof types.ClearMassDeviceDataDocument,
    "query MassUpdateOptions {\n  massUpdateOptions {\n    applicationSignatures { name crcId } relocateSignatures { name crcId }\n    companies { id name companyID } groups { id name companyID } users { id name companyID }\n  }\n}": typeof types.MassUpdateOptionsDocument,
    "query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) { massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) { deviceID tag unit } }": typeof types.MassUpdateUnitsDocument,
    "query MassUpdateProgress($deviceIDs: [Int!]!) {\n  massUpdateProgress(deviceIDs: $deviceIDs) { deviceID state desiredVersion deliveredAt appliedAt timeZone }\n}": typeof types.MassUpdateProgressDocument,
    "query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {\n  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {\n    deviceID time timeZone messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }\n  }\n}": typeof types.MessageLogDocument,
    "query MessageLogZone($id: Int!) { deviceRe(id: $id) { id timeZone } }": typeof types.MessageLogZoneDocument,
    "query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }": typeof types.MessageLogAccessDocument,
    "fragment ActivityEntryFields on ActivityEntry { user userID company month day count }": typeof types.ActivityEntryFieldsFragmentDoc,
    "query UserActivity($startDate: String!) {\n  userActivity(startDate: $startDate) { mobile { ...ActivityEntryFields } desktop { ...ActivityEntryFields } api { ...ActivityEntryFields } }\n}": typeof types.UserActivityDocument,
    "query DevicesAlarms {\n  devicesRe(query: \"alarm\") { ...DeviceCardFields ...AlarmReasonDevice }\n  activeAlarmRules { ...DeviceCardFields ...AlarmReasonDevice }\n}": typeof types.DevicesAlarmsDocument,
    "query ProviderAlarms {\n  providerAlarms {\n    device { id name timeZone company { id name } }\n    tag { tag alarms { flag reason { condition reading time } } }\n  }\n}": typeof types.ProviderAlarmsDocument,
    "query DevicesAlerts($previousDays: Int, $recentDays: Int) {\n  devicesRe(query: \"alert\", previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}": typeof types.DevicesAlertsDocument,
    "query DevicesGhosts($previousDays: Int, $recentDays: Int) {\n  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}": typeof types.DevicesGhostsDocument,
    "query DevicesBattery {\n  devicesBattery { ...DeviceTableFields carrier tmobileOp verizonOp attOp unknownOp }\n}": typeof types.DevicesBatteryDocument,
    "query RebootDevices { rebootDevices { id name time gps_time count timeZone } }": typeof types.RebootDevicesDocument,
    "query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"cellular\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } carrier signalStrength modemType\n    tmobileOp verizonOp attOp unknownOp latitude longitude\n  }\n}": typeof types.DevicesCellularDocument,
    "query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"sku\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } sku model boardRev firmwareVersion latitude longitude\n  }\n}": typeof types.DevicesSkuDocument,
    "query DeviceTasks($limit: Int) {\n  devicesRe(query: \"all\", limit: $limit) { id name company { name } tasks { id priority isComplete notes type } }\n}": typeof types.DeviceTasksDocument,
    "query LandingCounts($selectedCompanyID: Int) {\n  landingPage(selectedCompanyID: $selectedCompanyID) { device tardy health alarm }\n}": typeof types.LandingCountsDocument,
    "query LandingAlarms($selectedCompanyID: Int) {\n  devicesRe(query: \"alarm\", selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n  activeAlarmRules(selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n}": typeof types.LandingAlarmsDocument,
    "query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {\n  devicesRe(query: \"alert\", selectedCompanyID: $selectedCompanyID, recentDays: $recentDays, previousDays: $previousDays, limit: $limit) {\n    id name path lastTimeMessageReceived\n  }\n}": typeof types.LandingTardyDocument,
    "query LandingVoltage($selectedCompanyID: Int) {\n  devicesRe(query: \"voltage\", selectedCompanyID: $selectedCompanyID) { id name path batteryLevel solarPowered }\n}": typeof types.LandingVoltageDocument,
    "query LandingReboots($selectedCompanyID: Int) {\n  rebootDevices(selectedCompanyID: $selectedCompanyID) { id name count }\n}": typeof types.LandingRebootsDocument,
    "query Notices { notice { id title notice_content notice_type created_at } }": typeof types.NoticesDocument,
    "query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  tagReport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {\n    deviceID tag displayUnits barrelsPerInch reportHour\n    readings { time value } cumulativePulses { time value } comments { time comment }\n  }\n}": typeof types.TagReportDocument,
    "fragment ReportSettingsFields on TagReportSettings { deviceID tag barrelsPerInch reportHour }": typeof types.ReportSettingsFieldsFragmentDoc,
    "mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {\n  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) { ...ReportSettingsFields }\n}": typeof types.UpdateReportHourDocument,
    "mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {\n  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) { ...ReportSettingsFields }\n}": typeof types.UpdateBpiDocument,
    "query TankStraps { tankNames { tank_name heightInches strap } }": typeof types.TankStrapsDocument,
    "query SearchDevices($search: String, $limit: Int) {\n  devicesRe(query: \"search\", search: $search, limit: $limit) { id name path simNumber }\n}": typeof types.SearchDevicesDocument,
    "query SearchUsers($search: String, $limit: Int) {\n  usersRe(search: $search, limit: $limit) { id firstName lastName }\n}": typeof types.SearchUsersDocument,
    "mutation Login($phoneNumber: String, $email: String, $pin: Int!) {\n  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage }\n}": typeof types.LoginDocument,
    "mutation RequestPin($phoneNumber: String, $email: String) {\n  requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage }\n}": typeof types.RequestPinDocument,
    "mutation AckAlarm($deviceID: Int!, $tag: String!) { ackAlarm(deviceID: $deviceID, tag: $tag) { id tags { tag alarms { flag acknowledged } } } }": typeof types.AckAlarmDocument,
    "mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) { addComment(deviceID: $deviceID, time: $time, comment: $comment) { id time comment } }": typeof types.AddCommentDocument,
    "mutation DeleteComment($id: Int!) { deleteComment(id: $id) { id time comment } }": typeof types.DeleteCommentDocument,
    "mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) { addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) { time value } }": typeof types.AddUserDataDocument,
    "mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) { deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) { time value } }": typeof types.DeleteUserDataDocument,
    "mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) { deleteData(deviceID: $deviceID, tag: $tag, time: $time) }": typeof types.DeleteDataDocument,
    "query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {\n  nearestReading(deviceID: $deviceID, tag: $tag, time: $time, maxDistance: $maxDistance) { time value }\n}": typeof types.NearestReadingDocument,
    "fragment TagSettingsFields on TagSettings {\n  deviceID tag ymin ymax displayUnits barrelsPerInch filterEnabled filterThreshold filterMinimumValue\n  sensorTempFilterEnabled sensorTempFilterThreshold temperatureCorrectionEnabled temperatureCorrectionCoefficient\n  temperatureCorrectionThreshold sf6NormalizationEnabled fourierPlotEnabled maximumFourierAmplitude activeAdditional\n  additionalTags { tag displayUnits ymin ymax }\n  secondaryGraph { deviceID tag } thirdGraph { deviceID tag } fourthGraph { deviceID tag } fifthGraph { deviceID tag }\n}": typeof types.TagSettingsFieldsFragmentDoc,
    "fragment ShownCalibrationFields on Calibration {\n  fluid sg api tds offset tankName tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap unit\n}": typeof types.ShownCalibrationFieldsFragmentDoc,
    "query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $points: Int, $additional: String) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, downsampled: $downsampled, points: $points) {\n    deviceID\n    device { id name hibernationVoltage slowdownVoltage4 defaultTag displayUnits timeZone }\n    tag { tag displayUnits calibration { ...ShownCalibrationFields } alarms { flag flagTime acknowledged trigger } }\n    settings { ...TagSettingsFields }\n    additionalOptions { tag displayUnits ymin ymax }\n    graphs(additional: $additional) {\n      role deviceID tag label displayUnits ymin ymax calibration { ...ShownCalibrationFields }\n      filterEnabled filterThreshold filterMinimumValue source bucket start end times values min max temps\n    }\n    comments { id time comment }\n    userData { time value }\n  }\n}": typeof types.GetTagDocument,
    "query GetDevicesSettings {\n  devicesRe(query: \"extra-graphs\") { id name tags { tag } }\n}": typeof types.GetDevicesSettingsDocument,
    "query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { fourierData(startTime: $startTime, endTime: $endTime, downsampled: false) }\n  }\n}": typeof types.TagFourierLinkDocument,
    "query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { averageTempData(startTime: $startTime, endTime: $endTime) }\n  }\n}": typeof types.TagAverageTempLinkDocument,
    "mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput,\n  $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float,\n  $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int,\n  $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float,\n  $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, secondaryGraph: $secondaryGraph,\n    thirdGraph: $thirdGraph, fourthGraph: $fourthGraph, fifthGraph: $fifthGraph, additionalTags: $additionalTags, barrelsPerInch: $barrelsPerInch,\n    filterEnabled: $filterEnabled, filterThreshold: $filterThreshold, filterMinimumValue: $filterMinimumValue, sensorTempFilterEnabled: $sensorTempFilterEnabled,\n    sensorTempFilterThreshold: $sensorTempFilterThreshold, temperatureCorrectionEnabled: $temperatureCorrectionEnabled,\n    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient, temperatureCorrectionThreshold: $temperatureCorrectionThreshold,\n    sf6NormalizationEnabled: $sf6NormalizationEnabled, fourierPlotEnabled: $fourierPlotEnabled, maximumFourierAmplitude: $maximumFourierAmplitude) { ...TagSettingsFields }\n}": typeof types.UpdateTagDocument,
    "mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {\n  updateTempCorrection(deviceID: $deviceID, tag: $tag, temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient) { temperatureCorrectionCoefficient }\n}": typeof types.UpdateTempCorrectionDocument,
    "mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {\n  updateFourierEnabled(deviceID: $deviceID, tag: $tag, fourierPlotEnabled: $fourierPlotEnabled) { fourierPlotEnabled }\n}": typeof types.UpdateFourierEnabledDocument,
    "mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {\n  updateActiveAdditional(deviceID: $deviceID, tag: $tag, activeAdditional: $activeAdditional) { activeAdditional }\n}": typeof types.UpdateActiveAdditionalDocument,
    "mutation AddCompany($name: String!) { addCompany(name: $name) { id name } }": typeof types.AddCompanyDocument,
    "query CompanyTimeZones { companies { id name timeZone } }": typeof types.CompanyTimeZonesDocument,
    "mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) { updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) { id timeZone } }": typeof types.UpdateCompanyTimeZoneDocument,
    "query TeamGroups($companyID: Int) { groupsRe(companyID: $companyID) { id name numUsers numDevices } }": typeof types.TeamGroupsDocument,
    "query TeamGroup($id: Int!) {\n  group(id: $id) {\n    id name company { id name }\n    users { id firstName lastName }\n    usersInCompany { id firstName lastName }\n    deviceInGroup { id name path }\n    deviceInCompany { id name path }\n  }\n}": typeof types.TeamGroupDocument,
    "mutation AddGroup($name: String, $companyID: Int) { addGroup(name: $name, companyID: $companyID) { group { id name company { id } } error } }": typeof types.AddGroupDocument,
    "mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {\n  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) { id }\n}": typeof types.UpdateGroupDocument,
    "mutation DeleteGroup($groupID: [ID!]!) { deleteGroup(groupID: $groupID) { success } }": typeof types.DeleteGroupDocument,
    "query TeamUsers($companyID: Int) {\n  usersRe(companyID: $companyID) { id firstName lastName email phoneNumber countryCode isSuperUser isManager canEdit isDemo permissions latestActivity }\n}": typeof types.TeamUsersDocument,
    "query TeamUser($id: Int!) {\n  user(id: $id) {\n    id firstName lastName email phoneNumber countryCode phoneType isSuperUser isManager canEdit isDemo permissions latestActivity\n    isPrivileged viewInactiveCompanies subscription\n    company { id name }\n    groups { id name }\n  }\n}": typeof types.TeamUserDocument,
    "mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String,\n  $phoneType: String) {\n  addUser(firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, companyID: $companyID, countryCode: $countryCode,\n    phoneType: $phoneType) {\n    user { id firstName lastName isManager isSuperUser permissions company { id } }\n    error\n  }\n}": typeof types.AddUserDocument,
    "mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String,\n  $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean,\n  $activeGroups: [Int!]) {\n  updateUser(userID: $userID, firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, countryCode: $countryCode,\n    phoneType: $phoneType, permissions: $permissions, isManager: $isManager, isSuperUser: $isSuperUser, companyID: $companyID, canEdit: $canEdit, isDemo: $isDemo,\n    activeGroups: $activeGroups) { id }\n}": typeof types.UpdateUserDocument,
    "mutation DeleteUser($userID: Int!) { deleteUser(userID: $userID) { id } }": typeof types.DeleteUserDocument,
    "fragment CardTagFields on Tag {\n  tag ymin ymax time value displayUnits\n  calibration { fluid sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }\n  alarms { flag trigger }\n}": typeof types.CardTagFieldsFragmentDoc,
    "fragment DeviceCardFields on Device {\n  id name path isActive latitude longitude lastTimeMessageReceived batteryLevel solarPowered\n  displayUnits defaultTag iconFluid companyID\n  tags { ...CardTagFields }\n}": typeof types.DeviceCardFieldsFragmentDoc,
    "query PathInput($selectedCompanyID: Int) {\n  devicesRe(query: \"path-input\", selectedCompanyID: $selectedCompanyID) { path }\n}": typeof types.PathInputDocument,
    "mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int, $tag: String, $time: Float, $commentID: Int, $groupIDs: [ID!], $userID: Int) { undoRemoval(removal: $removal, deviceID: $deviceID, tag: $tag, time: $time, commentID: $commentID, groupIDs: $groupIDs, userID: $userID) }": typeof types.UndoRemovalDocument,
    "fragment DeviceTableFields on Device {\n  id name path userAssignedID isActive latitude longitude latestReading latestReadingShown { value unit } lastTimeMessageReceived\n  batteryLevel solarPowered displayUnits defaultTag companyID company { id name }\n  simNumber boardRev firmwareVersion modemType signalStrength percentSolar batteryDelta\n  tags { tag } timeZone\n}": typeof types.DeviceTableFieldsFragmentDoc,
    "fragment ExtraTableColumns on Device {\n  carrier tmobileOp verizonOp attOp unknownOp sku model time gps_time count\n}": typeof types.ExtraTableColumnsFragmentDoc,
};
const documents: Documents = {
    "subscription DeviceUpdates { deviceUpdates { deviceID tag time value alarmFlag } }": types.DeviceUpdatesDocument,
    "mutation LoginAs($userID: Int!) { loginAs(userID: $userID) { id } }": types.LoginAsDocument,
    "mutation StopLoginAs { stopLoginAs }": types.StopLoginAsDocument,
    "mutation Logout { logout }": types.LogoutDocument,
    "mutation SignOutEverywhere { signOutEverywhere }": types.SignOutEverywhereDocument,
    "query Me {\n  me {\n    id firstName lastName email phoneNumber countryCode\n    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies\n    subscription permissions latestActivity notificationSettings\n    company { id name timeZone }\n  }\n}": types.MeDocument,
    "query SelfName { me { id firstName lastName } }": types.SelfNameDocument,
    "query GetApiKeys { me { id apiKeys } }": types.GetApiKeysDocument,
    "mutation AddApiKey { addApiKey { apiKey me { id apiKeys } } }": types.AddApiKeyDocument,
    "mutation DeleteApiKey($key: String!) { deleteApiKey(key: $key) { id apiKeys } }": types.DeleteApiKeyDocument,
    "query GetDirectoryDevices {\n  directoryDevices {\n    id userAssignedID name path isActive longitude latitude latestReading latestReadingShown { value unit } lastTimeMessageReceived batteryLevel\n    displayUnits defaultTag companyID firmwareVersion company { name } timeZone\n  }\n  me { id firstName }\n}": types.GetDirectoryDevicesDocument,
    "mutation UpdateNotifications($notifications: String!) { updateNotifications(notifications: $notifications) { id notificationSettings } }": types.UpdateNotificationsDocument,
    "mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,\n  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {\n  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,\n    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {\n    id firstName lastName email phoneNumber countryCode viewInactiveCompanies subscription\n  }\n}": types.UpdateMeDocument,
    "fragment ReportEmailDeviceFields on ReportEmailDevice { deviceID name sensors }": types.ReportEmailDeviceFieldsFragmentDoc,
    "query ReportSubscriptions { reportSubscriptions { ...ReportEmailDeviceFields } }": types.ReportSubscriptionsDocument,
    "query ReportEmailChoices($search: String) { reportEmailChoices(search: $search) { ...ReportEmailDeviceFields } }": types.ReportEmailChoicesDocument,
    "mutation SubscribeReport($deviceID: Int!) { subscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }": types.SubscribeReportDocument,
    "mutation UnsubscribeReport($deviceID: Int!) { unsubscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }": types.UnsubscribeReportDocument,
    "mutation DisableSubscription($unsubscribeToken: String!) { disableSubscription(unsubscribeToken: $unsubscribeToken) }": types.DisableSubscriptionDocument,
    "query Users { usersRe { id firstName lastName } }": types.UsersDocument,
    "mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {\n  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {\n    device { id name path deviceType isOnline companyID }\n  }\n}": types.AddDeviceDocument,
    "query BillingCompanies { billingCompanies { id name isTaxed accountingCodes } }": types.BillingCompaniesDocument,
    "query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {\n  invoice(quarter: $quarter, year: $year, companyID: $companyID, isTaxed: $isTaxed, invoiceNumber: $invoiceNumber, accountingCodes: $accountingCodes) { html }\n}": types.InvoiceDocument,
    "query DeviceIDs { deviceIDs { deviceID model po sku hasTurnedOn simNumber } skus { code label } }": types.DeviceIDsDocument,
    "mutation UpdateSku($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { deviceID model po sku hasTurnedOn simNumber } } }": types.UpdateSkuDocument,
    "mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {\n  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }\n}": types.AddPoDocument,
    "query POLookups { manufacturers { code label } skus { code label } purchaseOrders { po } devicesPO { po } }": types.PoLookupsDocument,
    "query PurchaseOrders {\n  purchaseOrders { id po sku manufacturerCode manufacturerLabel createdAt createdBy items { model deviceType quantity } devices { id model status hasTurnedOn companyID } }\n}": types.PurchaseOrdersDocument,
    "mutation SendEmail($subject: String!, $body: String!) { sendEmail(subject: $subject, body: $body) { total successCount failedCount failed } }": types.SendEmailDocument,
    "query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) { devicesRe(query: \"print\", from: $from, to: $to, limit: $limit) { id pin model } }": types.PrintDevicesByRangeDocument,
    "query PrintDevicesByIds($ids: [Int!], $limit: Int) { devicesRe(query: \"print\", ids: $ids, limit: $limit) { id pin model } }": types.PrintDevicesByIdsDocument,
    "fragment AlarmReasonDevice on Device {\n  id name timeZone\n  tags { tag alarms { flag reason { condition reading time } } }\n}": types.AlarmReasonDeviceFragmentDoc,
    "fragment AlarmPanelFields on TagAlarmPanel {\n  deviceID tag displayUnits flag acknowledged criticalHigh criticalLow highWarning lowWarning low high\n  rules { id name symbol value desc sent holdMinutes deadBand }\n  thresholdHolds { threshold holdMinutes deadBand } offlineAlarm { factor raised }\n  actions { id delay action user { id firstName lastName } group { id name } repeatEvery repeatTimes repeatFor }\n  log { id time action value unit detail user { id firstName lastName } conditionSince }\n  synced canEdit targets { users { id firstName lastName } groups { id name } }\n}": types.AlarmPanelFieldsFragmentDoc,
    "query TagAlarmPanel($deviceID: Int!, $tag: String!) { tagAlarmPanel(deviceID: $deviceID, tag: $tag) { ...AlarmPanelFields } }": types.TagAlarmPanelDocument,
    "mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float,\n  $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String,\n  $thresholdHolds: [AlarmThresholdHoldInput!], $offlineAlarm: OfflineAlarmInput) {\n  updateAlarms(deviceID: $deviceID, tag: $tag, low: $low, high: $high, lowWarning: $lowWarning, highWarning: $highWarning,\n    criticalLow: $criticalLow, criticalHigh: $criticalHigh, actions: $actions, rules: $rules, removeOrUpdate: $removeOrUpdate,\n    thresholdHolds: $thresholdHolds, offlineAlarm: $offlineAlarm) { ...AlarmPanelFields }\n}": types.UpdateAlarmsDocument,
    "mutation TestAlarm($deviceID: Int!, $tag: String!) { testAlarm(deviceID: $deviceID, tag: $tag) { flag } }": types.TestAlarmDocument,
    "fragment CalibrationFields on CalibrationEntry {\n  time offset fluid api tds sg barrelsPerInch target kFactor productionOffset tankName tankHeight tankVolume tankShape unit\n  orifice_diameter pipe_diameter scada_sensor_type scada_max scada_min valve_high valve_low gallons_per_inch\n}": types.CalibrationFieldsFragmentDoc,
    "query TagCalibrations($deviceID: Int!, $tag: String!) { tagCalibrations(deviceID: $deviceID, tag: $tag) { ...CalibrationFields } }": types.TagCalibrationsDocument,
    "mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float,\n  $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float,\n  $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String,\n  $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, time: $time, fluid: $fluid, api: $api, tds: $tds, sg: $sg, target: $target,\n    kFactor: $kFactor, tankName: $tankName, productionOffset: $productionOffset, tankHeight: $tankHeight, tankVolume: $tankVolume,\n    tankShape: $tankShape, orifice_diameter: $orifice_diameter, pipe_diameter: $pipe_diameter, unit: $unit,\n    scada_sensor_type: $scada_sensor_type, scada_max: $scada_max, scada_min: $scada_min, valve_high: $valve_high,\n    valve_low: $valve_low, gallons_per_inch: $gallons_per_inch) { success }\n}": types.UpdateCalibrationDocument,
    "mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) { deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time) }": types.DeleteCalibrationDocument,
    "query TankNames { tankNames { tank_name } }": types.TankNamesDocument,
    "mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) { updateDevice(id: $id, update: $update) { id } }": types.UpdateDeviceDocument,
    "mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {\n  updateDeviceSetting(deviceID: $deviceID, settings: $settings) { key }\n}": types.UpdateDeviceSettingDocument,
    "mutation DeleteFOTASetting($deviceID: Int!) { deleteFOTASetting(deviceID: $deviceID) { key } }": types.DeleteFotaSettingDocument,
    "mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {\n  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) { id replacementID }\n}": types.ReplaceDeviceDocument,
    "mutation AddStatus($deviceID: Int!, $status: Int!) { addStatus(deviceID: $deviceID, status: $status) { id } }": types.AddStatusDocument,
    "mutation AddLogComment($deviceID: Int!, $comment: String!) { addLogComment(deviceID: $deviceID, comment: $comment) { id } }": types.AddLogCommentDocument,
    "mutation ClearDeviceData($deviceID: Int!) { clearDeviceData(deviceID: $deviceID) { success } }": types.ClearDeviceDataDocument,
    "mutation UpdateTagDisplay($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, barrelsPerInch: $barrelsPerInch) { tag }\n}": types.UpdateTagDisplayDocument,
    "mutation UpdateDeviceCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float,\n  $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, fluid: $fluid, barrelsPerInch: $barrelsPerInch, api: $api, tds: $tds,\n    tankHeight: $tankHeight, kFactor: $kFactor, productionOffset: $productionOffset) { success }\n}": types.UpdateDeviceCalibrationDocument,
    "mutation ReissueDeviceSecret($deviceID: Int!) { reissueDeviceSecret(deviceID: $deviceID) { deviceID secret } }": types.ReissueDeviceSecretDocument,
    "query DeviceRe($id: Int!) {\n  deviceRe(id: $id) {\n    id name path deviceType companyID company { id name timeZone } isActive inService timeOffset timeZone accountingCode apiNumber\n    userAssignedID description address { contactName street1 street2 city state zip } latitude longitude replacementID\n    po manufacturerCode model pin simNumber sku firmwareVersion defaultTag defaultTagScale sensorSubtype1 sensorSubtype2\n    modemType boardRev iconFluid latestReading slowdownVoltage4 hibernationVoltage lastTimeMessageReceived batteryLevel\n    solarPowered displayUnits percentSolar signalStrength carrier\n    events { time flag }\n    settings { key reportedValue desiredValue reportedTime desiredTime }\n    tags { ...CardTagFields id deviceID barrelsPerInch calibration { tankName } alarms { acknowledged } }\n    voltage { value time }\n    log { time status }\n    latest { status }\n    logComments { time comment }\n    groups { id name }\n    viewerAbilities { rename editInfo superUser settings signatures sensorType clearFota control2 messageLog }\n  }\n  deviceGps(id: $id) { latitude longitude }\n}": types.DeviceReDocument,
    "query ListEvents($id: Int!) { listEvents(id: $id) { time flag } }": types.ListEventsDocument,
    "query DeviceReadings(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $first: Int, $after: String, $sort: ReadingsSort,\n  $descending: Boolean, $withTotal: Boolean!\n) {\n  deviceReadings(\n    deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, first: $first, after: $after, sort: $sort,\n    descending: $descending\n  ) {\n    times values temps rowComments endCursor\n    total @include(if: $withTotal)\n    hasTemps @include(if: $withTotal)\n  }\n}": types.DeviceReadingsDocument,
    "query Companies { companies { id name isActive } }": types.CompaniesDocument,
    "query DirectorySide($selectedCompanyID: Int) {\n  devicesRe(query: \"directory-side\", selectedCompanyID: $selectedCompanyID) { id name path companyID }\n}": types.DirectorySideDocument,
    "fragment ListDeviceFields on Device {\n  ...DeviceCardFields\n  userAssignedID latestReading latestReadingShown { value unit } company { id name } simNumber boardRev modemType signalStrength\n}": types.ListDeviceFieldsFragmentDoc,
    "query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...DeviceCardFields\n  }\n}": types.DirectoryDetailsDocument,
    "query DirectoryList($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}": types.DirectoryListDocument,
    "query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {\n    id name path latitude longitude lastTimeMessageReceived timeZone defaultTag latestReadingShown { text } tags { tag time alarms { flag } }\n  }\n}": types.DirectoryMapDocument,
    "query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesReCount(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path)\n}": types.DirectoryCountDocument,
    "query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"all\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}": types.AllDevicesDocument,
    "query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {\n  devicesRe(query: \"new\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset) { ...DeviceCardFields }\n}": types.NewDevicesDocument,
    "query ReadingsExport(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $format: ReadingsExportFormat, $timeZone: String\n) {\n  readingsExport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, format: $format, timeZone: $timeZone) {\n    rows url\n  }\n}": types.ReadingsExportDocument,
    "query AlarmChecker($companyID: Int) { alarmChecker(companyID: $companyID) { id companyID companyName } }": types.AlarmCheckerDocument,
    "fragment MassUpdateResultFields on MassUpdateResult {\n  success updated refused { deviceID reason }\n}": types.MassUpdateResultFieldsFragmentDoc,
    "mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,\n  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,\n  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {\n  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,\n    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,\n    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { ...MassUpdateResultFields skipped { deviceID setting reason } }\n}": types.UpdateMassSettingDocument,
    "mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {\n  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { ...MassUpdateResultFields }\n}": types.ClearMassDeviceDataDocument,
    "query MassUpdateOptions {\n  massUpdateOptions {\n    applicationSignatures { name crcId } relocateSignatures { name crcId }\n    companies { id name companyID } groups { id name companyID } users { id name companyID }\n  }\n}": types.MassUpdateOptionsDocument,
    "query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) { massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) { deviceID tag unit } }": types.MassUpdateUnitsDocument,
    "query MassUpdateProgress($deviceIDs: [Int!]!) {\n  massUpdateProgress(deviceIDs: $deviceIDs) { deviceID state desiredVersion deliveredAt appliedAt timeZone }\n}": types.MassUpdateProgressDocument,
    "query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {\n  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {\n    deviceID time timeZone messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }\n  }\n}": types.MessageLogDocument,
    "query MessageLogZone($id: Int!) { deviceRe(id: $id) { id timeZone } }": types.MessageLogZoneDocument,
    "query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }": types.MessageLogAccessDocument,
    "fragment ActivityEntryFields on ActivityEntry { user userID company month day count }": types.ActivityEntryFieldsFragmentDoc,
    "query UserActivity($startDate: String!) {\n  userActivity(startDate: $startDate) { mobile { ...ActivityEntryFields } desktop { ...ActivityEntryFields } api { ...ActivityEntryFields } }\n}": types.UserActivityDocument,
    "query DevicesAlarms {\n  devicesRe(query: \"alarm\") { ...DeviceCardFields ...AlarmReasonDevice }\n  activeAlarmRules { ...DeviceCardFields ...AlarmReasonDevice }\n}": types.DevicesAlarmsDocument,
    "query ProviderAlarms {\n  providerAlarms {\n    device { id name timeZone company { id name } }\n    tag { tag alarms { flag reason { condition reading time } } }\n  }\n}": types.ProviderAlarmsDocument,
    "query DevicesAlerts($previousDays: Int, $recentDays: Int) {\n  devicesRe(query: \"alert\", previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}": types.DevicesAlertsDocument,
    "query DevicesGhosts($previousDays: Int, $recentDays: Int) {\n  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}": types.DevicesGhostsDocument,
    "query DevicesBattery {\n  devicesBattery { ...DeviceTableFields carrier tmobileOp verizonOp attOp unknownOp }\n}": types.DevicesBatteryDocument,
    "query RebootDevices { rebootDevices { id name time gps_time count timeZone } }": types.RebootDevicesDocument,
    "query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"cellular\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } carrier signalStrength modemType\n    tmobileOp verizonOp attOp unknownOp latitude longitude\n  }\n}": types.DevicesCellularDocument,
    "query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"sku\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } sku model boardRev firmwareVersion latitude longitude\n  }\n}": types.DevicesSkuDocument,
    "query DeviceTasks($limit: Int) {\n  devicesRe(query: \"all\", limit: $limit) { id name company { name } tasks { id priority isComplete notes type } }\n}": types.DeviceTasksDocument,
    "query LandingCounts($selectedCompanyID: Int) {\n  landingPage(selectedCompanyID: $selectedCompanyID) { device tardy health alarm }\n}": types.LandingCountsDocument,
    "query LandingAlarms($selectedCompanyID: Int) {\n  devicesRe(query: \"alarm\", selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n  activeAlarmRules(selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n}": types.LandingAlarmsDocument,
    "query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {\n  devicesRe(query: \"alert\", selectedCompanyID: $selectedCompanyID, recentDays: $recentDays, previousDays: $previousDays, limit: $limit) {\n    id name path lastTimeMessageReceived\n  }\n}": types.LandingTardyDocument,
    "query LandingVoltage($selectedCompanyID: Int) {\n  devicesRe(query: \"voltage\", selectedCompanyID: $selectedCompanyID) { id name path batteryLevel solarPowered }\n}": types.LandingVoltageDocument,
    "query LandingReboots($selectedCompanyID: Int) {\n  rebootDevices(selectedCompanyID: $selectedCompanyID) { id name count }\n}": types.LandingRebootsDocument,
    "query Notices { notice { id title notice_content notice_type created_at } }": types.NoticesDocument,
    "query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  tagReport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {\n    deviceID tag displayUnits barrelsPerInch reportHour\n    readings { time value } cumulativePulses { time value } comments { time comment }\n  }\n}": types.TagReportDocument,
    "fragment ReportSettingsFields on TagReportSettings { deviceID tag barrelsPerInch reportHour }": types.ReportSettingsFieldsFragmentDoc,
    "mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {\n  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) { ...ReportSettingsFields }\n}": types.UpdateReportHourDocument,
    "mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {\n  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) { ...ReportSettingsFields }\n}": types.UpdateBpiDocument,
    "query TankStraps { tankNames { tank_name heightInches strap } }": types.TankStrapsDocument,
    "query SearchDevices($search: String, $limit: Int) {\n  devicesRe(query: \"search\", search: $search, limit: $limit) { id name path simNumber }\n}": types.SearchDevicesDocument,
    "query SearchUsers($search: String, $limit: Int) {\n  usersRe(search: $search, limit: $limit) { id firstName lastName }\n}": types.SearchUsersDocument,
    "mutation Login($phoneNumber: String, $email: String, $pin: Int!) {\n  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage }\n}": types.LoginDocument,
    "mutation RequestPin($phoneNumber: String, $email: String) {\n  requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage }\n}": types.RequestPinDocument,
    "mutation AckAlarm($deviceID: Int!, $tag: String!) { ackAlarm(deviceID: $deviceID, tag: $tag) { id tags { tag alarms { flag acknowledged } } } }": types.AckAlarmDocument,
    "mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) { addComment(deviceID: $deviceID, time: $time, comment: $comment) { id time comment } }": types.AddCommentDocument,
    "mutation DeleteComment($id: Int!) { deleteComment(id: $id) { id time comment } }": types.DeleteCommentDocument,
    "mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) { addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) { time value } }": types.AddUserDataDocument,
    "mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) { deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) { time value } }": types.DeleteUserDataDocument,
    "mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) { deleteData(deviceID: $deviceID, tag: $tag, time: $time) }": types.DeleteDataDocument,
    "query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {\n  nearestReading(deviceID: $deviceID, tag: $tag, time: $time, maxDistance: $maxDistance) { time value }\n}": types.NearestReadingDocument,
    "fragment TagSettingsFields on TagSettings {\n  deviceID tag ymin ymax displayUnits barrelsPerInch filterEnabled filterThreshold filterMinimumValue\n  sensorTempFilterEnabled sensorTempFilterThreshold temperatureCorrectionEnabled temperatureCorrectionCoefficient\n  temperatureCorrectionThreshold sf6NormalizationEnabled fourierPlotEnabled maximumFourierAmplitude activeAdditional\n  additionalTags { tag displayUnits ymin ymax }\n  secondaryGraph { deviceID tag } thirdGraph { deviceID tag } fourthGraph { deviceID tag } fifthGraph { deviceID tag }\n}": types.TagSettingsFieldsFragmentDoc,
    "fragment ShownCalibrationFields on Calibration {\n  fluid sg api tds offset tankName tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap unit\n}": types.ShownCalibrationFieldsFragmentDoc,
    "query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $points: Int, $additional: String) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, downsampled: $downsampled, points: $points) {\n    deviceID\n    device { id name hibernationVoltage slowdownVoltage4 defaultTag displayUnits timeZone }\n    tag { tag displayUnits calibration { ...ShownCalibrationFields } alarms { flag flagTime acknowledged trigger } }\n    settings { ...TagSettingsFields }\n    additionalOptions { tag displayUnits ymin ymax }\n    graphs(additional: $additional) {\n      role deviceID tag label displayUnits ymin ymax calibration { ...ShownCalibrationFields }\n      filterEnabled filterThreshold filterMinimumValue source bucket start end times values min max temps\n    }\n    comments { id time comment }\n    userData { time value }\n  }\n}": types.GetTagDocument,
    "query GetDevicesSettings {\n  devicesRe(query: \"extra-graphs\") { id name tags { tag } }\n}": types.GetDevicesSettingsDocument,
    "query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { fourierData(startTime: $startTime, endTime: $endTime, downsampled: false) }\n  }\n}": types.TagFourierLinkDocument,
    "query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { averageTempData(startTime: $startTime, endTime: $endTime) }\n  }\n}": types.TagAverageTempLinkDocument,
    "mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput,\n  $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float,\n  $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int,\n  $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float,\n  $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, secondaryGraph: $secondaryGraph,\n    thirdGraph: $thirdGraph, fourthGraph: $fourthGraph, fifthGraph: $fifthGraph, additionalTags: $additionalTags, barrelsPerInch: $barrelsPerInch,\n    filterEnabled: $filterEnabled, filterThreshold: $filterThreshold, filterMinimumValue: $filterMinimumValue, sensorTempFilterEnabled: $sensorTempFilterEnabled,\n    sensorTempFilterThreshold: $sensorTempFilterThreshold, temperatureCorrectionEnabled: $temperatureCorrectionEnabled,\n    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient, temperatureCorrectionThreshold: $temperatureCorrectionThreshold,\n    sf6NormalizationEnabled: $sf6NormalizationEnabled, fourierPlotEnabled: $fourierPlotEnabled, maximumFourierAmplitude: $maximumFourierAmplitude) { ...TagSettingsFields }\n}": types.UpdateTagDocument,
    "mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {\n  updateTempCorrection(deviceID: $deviceID, tag: $tag, temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient) { temperatureCorrectionCoefficient }\n}": types.UpdateTempCorrectionDocument,
    "mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {\n  updateFourierEnabled(deviceID: $deviceID, tag: $tag, fourierPlotEnabled: $fourierPlotEnabled) { fourierPlotEnabled }\n}": types.UpdateFourierEnabledDocument,
    "mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {\n  updateActiveAdditional(deviceID: $deviceID, tag: $tag, activeAdditional: $activeAdditional) { activeAdditional }\n}": types.UpdateActiveAdditionalDocument,
    "mutation AddCompany($name: String!) { addCompany(name: $name) { id name } }": types.AddCompanyDocument,
    "query CompanyTimeZones { companies { id name timeZone } }": types.CompanyTimeZonesDocument,
    "mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) { updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) { id timeZone } }": types.UpdateCompanyTimeZoneDocument,
    "query TeamGroups($companyID: Int) { groupsRe(companyID: $companyID) { id name numUsers numDevices } }": types.TeamGroupsDocument,
    "query TeamGroup($id: Int!) {\n  group(id: $id) {\n    id name company { id name }\n    users { id firstName lastName }\n    usersInCompany { id firstName lastName }\n    deviceInGroup { id name path }\n    deviceInCompany { id name path }\n  }\n}": types.TeamGroupDocument,
    "mutation AddGroup($name: String, $companyID: Int) { addGroup(name: $name, companyID: $companyID) { group { id name company { id } } error } }": types.AddGroupDocument,
    "mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {\n  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) { id }\n}": types.UpdateGroupDocument,
    "mutation DeleteGroup($groupID: [ID!]!) { deleteGroup(groupID: $groupID) { success } }": types.DeleteGroupDocument,
    "query TeamUsers($companyID: Int) {\n  usersRe(companyID: $companyID) { id firstName lastName email phoneNumber countryCode isSuperUser isManager canEdit isDemo permissions latestActivity }\n}": types.TeamUsersDocument,
    "query TeamUser($id: Int!) {\n  user(id: $id) {\n    id firstName lastName email phoneNumber countryCode phoneType isSuperUser isManager canEdit isDemo permissions latestActivity\n    isPrivileged viewInactiveCompanies subscription\n    company { id name }\n    groups { id name }\n  }\n}": types.TeamUserDocument,
    "mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String,\n  $phoneType: String) {\n  addUser(firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, companyID: $companyID, countryCode: $countryCode,\n    phoneType: $phoneType) {\n    user { id firstName lastName isManager isSuperUser permissions company { id } }\n    error\n  }\n}": types.AddUserDocument,
    "mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String,\n  $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean,\n  $activeGroups: [Int!]) {\n  updateUser(userID: $userID, firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, countryCode: $countryCode,\n    phoneType: $phoneType, permissions: $permissions, isManager: $isManager, isSuperUser: $isSuperUser, companyID: $companyID, canEdit: $canEdit, isDemo: $isDemo,\n    activeGroups: $activeGroups) { id }\n}": types.UpdateUserDocument,
    "mutation DeleteUser($userID: Int!) { deleteUser(userID: $userID) { id } }": types.DeleteUserDocument,
    "fragment CardTagFields on Tag {\n  tag ymin ymax time value displayUnits\n  calibration { fluid sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }\n  alarms { flag trigger }\n}": types.CardTagFieldsFragmentDoc,
    "fragment DeviceCardFields on Device {\n  id name path isActive latitude longitude lastTimeMessageReceived batteryLevel solarPowered\n  displayUnits defaultTag iconFluid companyID\n  tags { ...CardTagFields }\n}": types.DeviceCardFieldsFragmentDoc,
    "query PathInput($selectedCompanyID: Int) {\n  devicesRe(query: \"path-input\", selectedCompanyID: $selectedCompanyID) { path }\n}": types.PathInputDocument,
    "mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int, $tag: String, $time: Float, $commentID: Int, $groupIDs: [ID!], $userID: Int) { undoRemoval(removal: $removal, deviceID: $deviceID, tag: $tag, time: $time, commentID: $commentID, groupIDs: $groupIDs, userID: $userID) }": types.UndoRemovalDocument,
    "fragment DeviceTableFields on Device {\n  id name path userAssignedID isActive latitude longitude latestReading latestReadingShown { value unit } lastTimeMessageReceived\n  batteryLevel solarPowered displayUnits defaultTag companyID company { id name }\n  simNumber boardRev firmwareVersion modemType signalStrength percentSolar batteryDelta\n  tags { tag } timeZone\n}": types.DeviceTableFieldsFragmentDoc,
    "fragment ExtraTableColumns on Device {\n  carrier tmobileOp verizonOp attOp unknownOp sku model time gps_time count\n}": types.ExtraTableColumnsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DeviceUpdates { deviceUpdates { deviceID tag time value alarmFlag } }"): typeof import('./graphql.ts').DeviceUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoginAs($userID: Int!) { loginAs(userID: $userID) { id } }"): typeof import('./graphql.ts').LoginAsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StopLoginAs { stopLoginAs }"): typeof import('./graphql.ts').StopLoginAsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout { logout }"): typeof import('./graphql.ts').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere { signOutEverywhere }"): typeof import('./graphql.ts').SignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id firstName lastName email phoneNumber countryCode\n    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies\n    subscription permissions latestActivity notificationSettings\n    company { id name timeZone }\n  }\n}"): typeof import('./graphql.ts').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SelfName { me { id firstName lastName } }"): typeof import('./graphql.ts').SelfNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetApiKeys { me { id apiKeys } }"): typeof import('./graphql.ts').GetApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddApiKey { addApiKey { apiKey me { id apiKeys } } }"): typeof import('./graphql.ts').AddApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteApiKey($key: String!) { deleteApiKey(key: $key) { id apiKeys } }"): typeof import('./graphql.ts').DeleteApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDirectoryDevices {\n  directoryDevices {\n    id userAssignedID name path isActive longitude latitude latestReading latestReadingShown { value unit } lastTimeMessageReceived batteryLevel\n    displayUnits defaultTag companyID firmwareVersion company { name } timeZone\n  }\n  me { id firstName }\n}"): typeof import('./graphql.ts').GetDirectoryDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotifications($notifications: String!) { updateNotifications(notifications: $notifications) { id notificationSettings } }"): typeof import('./graphql.ts').UpdateNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMe($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,\n  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {\n  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,\n    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {\n    id firstName lastName email phoneNumber countryCode viewInactiveCompanies subscription\n  }\n}"): typeof import('./graphql.ts').UpdateMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportEmailDeviceFields on ReportEmailDevice { deviceID name sensors }"): typeof import('./graphql.ts').ReportEmailDeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportSubscriptions { reportSubscriptions { ...ReportEmailDeviceFields } }"): typeof import('./graphql.ts').ReportSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportEmailChoices($search: String) { reportEmailChoices(search: $search) { ...ReportEmailDeviceFields } }"): typeof import('./graphql.ts').ReportEmailChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeReport($deviceID: Int!) { subscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }"): typeof import('./graphql.ts').SubscribeReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeReport($deviceID: Int!) { unsubscribeReport(deviceID: $deviceID) { ...ReportEmailDeviceFields } }"): typeof import('./graphql.ts').UnsubscribeReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableSubscription($unsubscribeToken: String!) { disableSubscription(unsubscribeToken: $unsubscribeToken) }"): typeof import('./graphql.ts').DisableSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users { usersRe { id firstName lastName } }"): typeof import('./graphql.ts').UsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {\n  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {\n    device { id name path deviceType isOnline companyID }\n  }\n}"): typeof import('./graphql.ts').AddDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BillingCompanies { billingCompanies { id name isTaxed accountingCodes } }"): typeof import('./graphql.ts').BillingCompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {\n  invoice(quarter: $quarter, year: $year, companyID: $companyID, isTaxed: $isTaxed, invoiceNumber: $invoiceNumber, accountingCodes: $accountingCodes) { html }\n}"): typeof import('./graphql.ts').InvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeviceIDs { deviceIDs { deviceID model po sku hasTurnedOn simNumber } skus { code label } }"): typeof import('./graphql.ts').DeviceIDsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSku($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { deviceID model po sku hasTurnedOn simNumber } } }"): typeof import('./graphql.ts').UpdateSkuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {\n  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }\n}"): typeof import('./graphql.ts').AddPoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query POLookups { manufacturers { code label } skus { code label } purchaseOrders { po } devicesPO { po } }"): typeof import('./graphql.ts').PoLookupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PurchaseOrders {\n  purchaseOrders { id po sku manufacturerCode manufacturerLabel createdAt createdBy items { model deviceType quantity } devices { id model status hasTurnedOn companyID } }\n}"): typeof import('./graphql.ts').PurchaseOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEmail($subject: String!, $body: String!) { sendEmail(subject: $subject, body: $body) { total successCount failedCount failed } }"): typeof import('./graphql.ts').SendEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) { devicesRe(query: \"print\", from: $from, to: $to, limit: $limit) { id pin model } }"): typeof import('./graphql.ts').PrintDevicesByRangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrintDevicesByIds($ids: [Int!], $limit: Int) { devicesRe(query: \"print\", ids: $ids, limit: $limit) { id pin model } }"): typeof import('./graphql.ts').PrintDevicesByIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlarmReasonDevice on Device {\n  id name timeZone\n  tags { tag alarms { flag reason { condition reading time } } }\n}"): typeof import('./graphql.ts').AlarmReasonDeviceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AlarmPanelFields on TagAlarmPanel {\n  deviceID tag displayUnits flag acknowledged criticalHigh criticalLow highWarning lowWarning low high\n  rules { id name symbol value desc sent holdMinutes deadBand }\n  thresholdHolds { threshold holdMinutes deadBand } offlineAlarm { factor raised }\n  actions { id delay action user { id firstName lastName } group { id name } repeatEvery repeatTimes repeatFor }\n  log { id time action value unit detail user { id firstName lastName } conditionSince }\n  synced canEdit targets { users { id firstName lastName } groups { id name } }\n}"): typeof import('./graphql.ts').AlarmPanelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagAlarmPanel($deviceID: Int!, $tag: String!) { tagAlarmPanel(deviceID: $deviceID, tag: $tag) { ...AlarmPanelFields } }"): typeof import('./graphql.ts').TagAlarmPanelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAlarms($deviceID: Int!, $tag: String!, $low: Float, $high: Float, $lowWarning: Float, $highWarning: Float,\n  $criticalLow: Float, $criticalHigh: Float, $actions: [AlarmActionInput!], $rules: [AlarmRuleInput!], $removeOrUpdate: String,\n  $thresholdHolds: [AlarmThresholdHoldInput!], $offlineAlarm: OfflineAlarmInput) {\n  updateAlarms(deviceID: $deviceID, tag: $tag, low: $low, high: $high, lowWarning: $lowWarning, highWarning: $highWarning,\n    criticalLow: $criticalLow, criticalHigh: $criticalHigh, actions: $actions, rules: $rules, removeOrUpdate: $removeOrUpdate,\n    thresholdHolds: $thresholdHolds, offlineAlarm: $offlineAlarm) { ...AlarmPanelFields }\n}"): typeof import('./graphql.ts').UpdateAlarmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestAlarm($deviceID: Int!, $tag: String!) { testAlarm(deviceID: $deviceID, tag: $tag) { flag } }"): typeof import('./graphql.ts').TestAlarmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CalibrationFields on CalibrationEntry {\n  time offset fluid api tds sg barrelsPerInch target kFactor productionOffset tankName tankHeight tankVolume tankShape unit\n  orifice_diameter pipe_diameter scada_sensor_type scada_max scada_min valve_high valve_low gallons_per_inch\n}"): typeof import('./graphql.ts').CalibrationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagCalibrations($deviceID: Int!, $tag: String!) { tagCalibrations(deviceID: $deviceID, tag: $tag) { ...CalibrationFields } }"): typeof import('./graphql.ts').TagCalibrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCalibration($deviceID: Int!, $tag: String!, $time: Float, $fluid: String, $api: Float, $tds: Float, $sg: Float,\n  $target: Float, $kFactor: Float, $tankName: String, $productionOffset: Float, $tankHeight: Float, $tankVolume: Float,\n  $tankShape: String, $orifice_diameter: Float, $pipe_diameter: Float, $unit: String, $scada_sensor_type: String,\n  $scada_max: Float, $scada_min: Float, $valve_high: Float, $valve_low: Float, $gallons_per_inch: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, time: $time, fluid: $fluid, api: $api, tds: $tds, sg: $sg, target: $target,\n    kFactor: $kFactor, tankName: $tankName, productionOffset: $productionOffset, tankHeight: $tankHeight, tankVolume: $tankVolume,\n    tankShape: $tankShape, orifice_diameter: $orifice_diameter, pipe_diameter: $pipe_diameter, unit: $unit,\n    scada_sensor_type: $scada_sensor_type, scada_max: $scada_max, scada_min: $scada_min, valve_high: $valve_high,\n    valve_low: $valve_low, gallons_per_inch: $gallons_per_inch) { success }\n}"): typeof import('./graphql.ts').UpdateCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCalibration($deviceID: Int!, $tag: String!, $time: Float!) { deleteCalibration(deviceID: $deviceID, tag: $tag, time: $time) }"): typeof import('./graphql.ts').DeleteCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TankNames { tankNames { tank_name } }"): typeof import('./graphql.ts').TankNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDevice($id: Int!, $update: DeviceUpdateInput!) { updateDevice(id: $id, update: $update) { id } }"): typeof import('./graphql.ts').UpdateDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDeviceSetting($deviceID: Int!, $settings: [DeviceSettingInput!]!) {\n  updateDeviceSetting(deviceID: $deviceID, settings: $settings) { key }\n}"): typeof import('./graphql.ts').UpdateDeviceSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteFOTASetting($deviceID: Int!) { deleteFOTASetting(deviceID: $deviceID) { key } }"): typeof import('./graphql.ts').DeleteFotaSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplaceDevice($oldDeviceID: Int!, $newDeviceID: Int!) {\n  replaceDevice(oldDeviceID: $oldDeviceID, newDeviceID: $newDeviceID) { id replacementID }\n}"): typeof import('./graphql.ts').ReplaceDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddStatus($deviceID: Int!, $status: Int!) { addStatus(deviceID: $deviceID, status: $status) { id } }"): typeof import('./graphql.ts').AddStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddLogComment($deviceID: Int!, $comment: String!) { addLogComment(deviceID: $deviceID, comment: $comment) { id } }"): typeof import('./graphql.ts').AddLogCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearDeviceData($deviceID: Int!) { clearDeviceData(deviceID: $deviceID) { success } }"): typeof import('./graphql.ts').ClearDeviceDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTagDisplay($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $barrelsPerInch: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, barrelsPerInch: $barrelsPerInch) { tag }\n}"): typeof import('./graphql.ts').UpdateTagDisplayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDeviceCalibration($deviceID: Int!, $tag: String!, $fluid: String, $barrelsPerInch: Float, $api: Float, $tds: Float,\n  $tankHeight: Float, $kFactor: Float, $productionOffset: Float) {\n  updateCalibration(deviceID: $deviceID, tag: $tag, fluid: $fluid, barrelsPerInch: $barrelsPerInch, api: $api, tds: $tds,\n    tankHeight: $tankHeight, kFactor: $kFactor, productionOffset: $productionOffset) { success }\n}"): typeof import('./graphql.ts').UpdateDeviceCalibrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReissueDeviceSecret($deviceID: Int!) { reissueDeviceSecret(deviceID: $deviceID) { deviceID secret } }"): typeof import('./graphql.ts').ReissueDeviceSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeviceRe($id: Int!) {\n  deviceRe(id: $id) {\n    id name path deviceType companyID company { id name timeZone } isActive inService timeOffset timeZone accountingCode apiNumber\n    userAssignedID description address { contactName street1 street2 city state zip } latitude longitude replacementID\n    po manufacturerCode model pin simNumber sku firmwareVersion defaultTag defaultTagScale sensorSubtype1 sensorSubtype2\n    modemType boardRev iconFluid latestReading slowdownVoltage4 hibernationVoltage lastTimeMessageReceived batteryLevel\n    solarPowered displayUnits percentSolar signalStrength carrier\n    events { time flag }\n    settings { key reportedValue desiredValue reportedTime desiredTime }\n    tags { ...CardTagFields id deviceID barrelsPerInch calibration { tankName } alarms { acknowledged } }\n    voltage { value time }\n    log { time status }\n    latest { status }\n    logComments { time comment }\n    groups { id name }\n    viewerAbilities { rename editInfo superUser settings signatures sensorType clearFota control2 messageLog }\n  }\n  deviceGps(id: $id) { latitude longitude }\n}"): typeof import('./graphql.ts').DeviceReDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListEvents($id: Int!) { listEvents(id: $id) { time flag } }"): typeof import('./graphql.ts').ListEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeviceReadings(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $first: Int, $after: String, $sort: ReadingsSort,\n  $descending: Boolean, $withTotal: Boolean!\n) {\n  deviceReadings(\n    deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, first: $first, after: $after, sort: $sort,\n    descending: $descending\n  ) {\n    times values temps rowComments endCursor\n    total @include(if: $withTotal)\n    hasTemps @include(if: $withTotal)\n  }\n}"): typeof import('./graphql.ts').DeviceReadingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Companies { companies { id name isActive } }"): typeof import('./graphql.ts').CompaniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectorySide($selectedCompanyID: Int) {\n  devicesRe(query: \"directory-side\", selectedCompanyID: $selectedCompanyID) { id name path companyID }\n}"): typeof import('./graphql.ts').DirectorySideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ListDeviceFields on Device {\n  ...DeviceCardFields\n  userAssignedID latestReading latestReadingShown { value unit } company { id name } simNumber boardRev modemType signalStrength\n}"): typeof import('./graphql.ts').ListDeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...DeviceCardFields\n  }\n}"): typeof import('./graphql.ts').DirectoryDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryList($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}"): typeof import('./graphql.ts').DirectoryListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesRe(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {\n    id name path latitude longitude lastTimeMessageReceived timeZone defaultTag latestReadingShown { text } tags { tag time alarms { flag } }\n  }\n}"): typeof import('./graphql.ts').DirectoryMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {\n  devicesReCount(query: \"directory-details\", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path)\n}"): typeof import('./graphql.ts').DirectoryCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"all\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    ...ListDeviceFields\n  }\n}"): typeof import('./graphql.ts').AllDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {\n  devicesRe(query: \"new\", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset) { ...DeviceCardFields }\n}"): typeof import('./graphql.ts').NewDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReadingsExport(\n  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $format: ReadingsExportFormat, $timeZone: String\n) {\n  readingsExport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, format: $format, timeZone: $timeZone) {\n    rows url\n  }\n}"): typeof import('./graphql.ts').ReadingsExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AlarmChecker($companyID: Int) { alarmChecker(companyID: $companyID) { id companyID companyName } }"): typeof import('./graphql.ts').AlarmCheckerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MassUpdateResultFields on MassUpdateResult {\n  success updated refused { deviceID reason }\n}"): typeof import('./graphql.ts').MassUpdateResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMassSetting($deviceIDs: String!, $setting1: String, $setting2: String, $setting3: String, $setting4: String,\n  $setting5: String, $setting6: String, $setting7: String, $setting8: String, $setting9: String, $setting10: String,\n  $setting11: String, $rules: [MassRuleInput!], $actions: [MassActionInput!]) {\n  updateMassSetting(deviceIDs: $deviceIDs, setting1: $setting1, setting2: $setting2, setting3: $setting3, setting4: $setting4,\n    setting5: $setting5, setting6: $setting6, setting7: $setting7, setting8: $setting8, setting9: $setting9,\n    setting10: $setting10, setting11: $setting11, rules: $rules, actions: $actions) { ...MassUpdateResultFields skipped { deviceID setting reason } }\n}"): typeof import('./graphql.ts').UpdateMassSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearMassDeviceData($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {\n  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { ...MassUpdateResultFields }\n}"): typeof import('./graphql.ts').ClearMassDeviceDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MassUpdateOptions {\n  massUpdateOptions {\n    applicationSignatures { name crcId } relocateSignatures { name crcId }\n    companies { id name companyID } groups { id name companyID } users { id name companyID }\n  }\n}"): typeof import('./graphql.ts').MassUpdateOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MassUpdateUnits($deviceIDs: [Int!]!, $tags: [String!]!) { massUpdateUnits(deviceIDs: $deviceIDs, tags: $tags) { deviceID tag unit } }"): typeof import('./graphql.ts').MassUpdateUnitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MassUpdateProgress($deviceIDs: [Int!]!) {\n  massUpdateProgress(deviceIDs: $deviceIDs) { deviceID state desiredVersion deliveredAt appliedAt timeZone }\n}"): typeof import('./graphql.ts').MassUpdateProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessageLog($deviceID: Int!, $messageType: String, $startTime: Int, $endTime: Int) {\n  messageLog(deviceID: $deviceID, messageType: $messageType, startTime: $startTime, endTime: $endTime) {\n    deviceID time timeZone messageType clockOffsetSeconds data { values message voltage temperature eventFlag additionalData raw }\n  }\n}"): typeof import('./graphql.ts').MessageLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessageLogZone($id: Int!) { deviceRe(id: $id) { id timeZone } }"): typeof import('./graphql.ts').MessageLogZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessageLogAccess($deviceID: Int) { messageLogAccess(deviceID: $deviceID) }"): typeof import('./graphql.ts').MessageLogAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ActivityEntryFields on ActivityEntry { user userID company month day count }"): typeof import('./graphql.ts').ActivityEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserActivity($startDate: String!) {\n  userActivity(startDate: $startDate) { mobile { ...ActivityEntryFields } desktop { ...ActivityEntryFields } api { ...ActivityEntryFields } }\n}"): typeof import('./graphql.ts').UserActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesAlarms {\n  devicesRe(query: \"alarm\") { ...DeviceCardFields ...AlarmReasonDevice }\n  activeAlarmRules { ...DeviceCardFields ...AlarmReasonDevice }\n}"): typeof import('./graphql.ts').DevicesAlarmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProviderAlarms {\n  providerAlarms {\n    device { id name timeZone company { id name } }\n    tag { tag alarms { flag reason { condition reading time } } }\n  }\n}"): typeof import('./graphql.ts').ProviderAlarmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesAlerts($previousDays: Int, $recentDays: Int) {\n  devicesRe(query: \"alert\", previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}"): typeof import('./graphql.ts').DevicesAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesGhosts($previousDays: Int, $recentDays: Int) {\n  devicesGhosts(previousDays: $previousDays, recentDays: $recentDays) { ...DeviceTableFields }\n}"): typeof import('./graphql.ts').DevicesGhostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesBattery {\n  devicesBattery { ...DeviceTableFields carrier tmobileOp verizonOp attOp unknownOp }\n}"): typeof import('./graphql.ts').DevicesBatteryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RebootDevices { rebootDevices { id name time gps_time count timeZone } }"): typeof import('./graphql.ts').RebootDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"cellular\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } carrier signalStrength modemType\n    tmobileOp verizonOp attOp unknownOp latitude longitude\n  }\n}"): typeof import('./graphql.ts').DevicesCellularDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {\n  devicesRe(query: \"sku\", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {\n    id name companyID company { id name } sku model boardRev firmwareVersion latitude longitude\n  }\n}"): typeof import('./graphql.ts').DevicesSkuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeviceTasks($limit: Int) {\n  devicesRe(query: \"all\", limit: $limit) { id name company { name } tasks { id priority isComplete notes type } }\n}"): typeof import('./graphql.ts').DeviceTasksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingCounts($selectedCompanyID: Int) {\n  landingPage(selectedCompanyID: $selectedCompanyID) { device tardy health alarm }\n}"): typeof import('./graphql.ts').LandingCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingAlarms($selectedCompanyID: Int) {\n  devicesRe(query: \"alarm\", selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n  activeAlarmRules(selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }\n}"): typeof import('./graphql.ts').LandingAlarmsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {\n  devicesRe(query: \"alert\", selectedCompanyID: $selectedCompanyID, recentDays: $recentDays, previousDays: $previousDays, limit: $limit) {\n    id name path lastTimeMessageReceived\n  }\n}"): typeof import('./graphql.ts').LandingTardyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingVoltage($selectedCompanyID: Int) {\n  devicesRe(query: \"voltage\", selectedCompanyID: $selectedCompanyID) { id name path batteryLevel solarPowered }\n}"): typeof import('./graphql.ts').LandingVoltageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingReboots($selectedCompanyID: Int) {\n  rebootDevices(selectedCompanyID: $selectedCompanyID) { id name count }\n}"): typeof import('./graphql.ts').LandingRebootsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notices { notice { id title notice_content notice_type created_at } }"): typeof import('./graphql.ts').NoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  tagReport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {\n    deviceID tag displayUnits barrelsPerInch reportHour\n    readings { time value } cumulativePulses { time value } comments { time comment }\n  }\n}"): typeof import('./graphql.ts').TagReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportSettingsFields on TagReportSettings { deviceID tag barrelsPerInch reportHour }"): typeof import('./graphql.ts').ReportSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {\n  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) { ...ReportSettingsFields }\n}"): typeof import('./graphql.ts').UpdateReportHourDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {\n  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) { ...ReportSettingsFields }\n}"): typeof import('./graphql.ts').UpdateBpiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TankStraps { tankNames { tank_name heightInches strap } }"): typeof import('./graphql.ts').TankStrapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchDevices($search: String, $limit: Int) {\n  devicesRe(query: \"search\", search: $search, limit: $limit) { id name path simNumber }\n}"): typeof import('./graphql.ts').SearchDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchUsers($search: String, $limit: Int) {\n  usersRe(search: $search, limit: $limit) { id firstName lastName }\n}"): typeof import('./graphql.ts').SearchUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($phoneNumber: String, $email: String, $pin: Int!) {\n  login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage }\n}"): typeof import('./graphql.ts').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPin($phoneNumber: String, $email: String) {\n  requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage }\n}"): typeof import('./graphql.ts').RequestPinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AckAlarm($deviceID: Int!, $tag: String!) { ackAlarm(deviceID: $deviceID, tag: $tag) { id tags { tag alarms { flag acknowledged } } } }"): typeof import('./graphql.ts').AckAlarmDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddComment($deviceID: Int!, $time: Float!, $comment: String!) { addComment(deviceID: $deviceID, time: $time, comment: $comment) { id time comment } }"): typeof import('./graphql.ts').AddCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteComment($id: Int!) { deleteComment(id: $id) { id time comment } }"): typeof import('./graphql.ts').DeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddUserData($deviceID: Int!, $tag: String!, $time: Float!, $value: Float!) { addUserData(deviceID: $deviceID, tag: $tag, time: $time, value: $value) { time value } }"): typeof import('./graphql.ts').AddUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteUserData($deviceID: Int!, $tag: String!, $time: Float!) { deleteUserData(deviceID: $deviceID, tag: $tag, time: $time) { time value } }"): typeof import('./graphql.ts').DeleteUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteData($deviceID: Int!, $tag: String!, $time: Float!) { deleteData(deviceID: $deviceID, tag: $tag, time: $time) }"): typeof import('./graphql.ts').DeleteDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearestReading($deviceID: Int!, $tag: String!, $time: Float!, $maxDistance: Float) {\n  nearestReading(deviceID: $deviceID, tag: $tag, time: $time, maxDistance: $maxDistance) { time value }\n}"): typeof import('./graphql.ts').NearestReadingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TagSettingsFields on TagSettings {\n  deviceID tag ymin ymax displayUnits barrelsPerInch filterEnabled filterThreshold filterMinimumValue\n  sensorTempFilterEnabled sensorTempFilterThreshold temperatureCorrectionEnabled temperatureCorrectionCoefficient\n  temperatureCorrectionThreshold sf6NormalizationEnabled fourierPlotEnabled maximumFourierAmplitude activeAdditional\n  additionalTags { tag displayUnits ymin ymax }\n  secondaryGraph { deviceID tag } thirdGraph { deviceID tag } fourthGraph { deviceID tag } fifthGraph { deviceID tag }\n}"): typeof import('./graphql.ts').TagSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShownCalibrationFields on Calibration {\n  fluid sg api tds offset tankName tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap unit\n}"): typeof import('./graphql.ts').ShownCalibrationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $points: Int, $additional: String) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, downsampled: $downsampled, points: $points) {\n    deviceID\n    device { id name hibernationVoltage slowdownVoltage4 defaultTag displayUnits timeZone }\n    tag { tag displayUnits calibration { ...ShownCalibrationFields } alarms { flag flagTime acknowledged trigger } }\n    settings { ...TagSettingsFields }\n    additionalOptions { tag displayUnits ymin ymax }\n    graphs(additional: $additional) {\n      role deviceID tag label displayUnits ymin ymax calibration { ...ShownCalibrationFields }\n      filterEnabled filterThreshold filterMinimumValue source bucket start end times values min max temps\n    }\n    comments { id time comment }\n    userData { time value }\n  }\n}"): typeof import('./graphql.ts').GetTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDevicesSettings {\n  devicesRe(query: \"extra-graphs\") { id name tags { tag } }\n}"): typeof import('./graphql.ts').GetDevicesSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagFourierLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { fourierData(startTime: $startTime, endTime: $endTime, downsampled: false) }\n  }\n}"): typeof import('./graphql.ts').TagFourierLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagAverageTempLink($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {\n  deviceReGraph(deviceID: $deviceID, tag: $tag) {\n    tag { averageTempData(startTime: $startTime, endTime: $endTime) }\n  }\n}"): typeof import('./graphql.ts').TagAverageTempLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTag($deviceID: Int!, $tag: String!, $ymin: Float, $ymax: Float, $displayUnits: String, $secondaryGraph: GraphLinkInput,\n  $thirdGraph: GraphLinkInput, $fourthGraph: GraphLinkInput, $fifthGraph: GraphLinkInput, $additionalTags: [AdditionalTagInput!], $barrelsPerInch: Float,\n  $filterEnabled: Boolean, $filterThreshold: Float, $filterMinimumValue: Float, $sensorTempFilterEnabled: Boolean, $sensorTempFilterThreshold: Int,\n  $temperatureCorrectionEnabled: Boolean, $temperatureCorrectionCoefficient: Float, $temperatureCorrectionThreshold: Float,\n  $sf6NormalizationEnabled: Boolean, $fourierPlotEnabled: Boolean, $maximumFourierAmplitude: Float) {\n  updateTag(deviceID: $deviceID, tag: $tag, ymin: $ymin, ymax: $ymax, displayUnits: $displayUnits, secondaryGraph: $secondaryGraph,\n    thirdGraph: $thirdGraph, fourthGraph: $fourthGraph, fifthGraph: $fifthGraph, additionalTags: $additionalTags, barrelsPerInch: $barrelsPerInch,\n    filterEnabled: $filterEnabled, filterThreshold: $filterThreshold, filterMinimumValue: $filterMinimumValue, sensorTempFilterEnabled: $sensorTempFilterEnabled,\n    sensorTempFilterThreshold: $sensorTempFilterThreshold, temperatureCorrectionEnabled: $temperatureCorrectionEnabled,\n    temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient, temperatureCorrectionThreshold: $temperatureCorrectionThreshold,\n    sf6NormalizationEnabled: $sf6NormalizationEnabled, fourierPlotEnabled: $fourierPlotEnabled, maximumFourierAmplitude: $maximumFourierAmplitude) { ...TagSettingsFields }\n}"): typeof import('./graphql.ts').UpdateTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTempCorrection($deviceID: Int!, $tag: String!, $temperatureCorrectionCoefficient: Float!) {\n  updateTempCorrection(deviceID: $deviceID, tag: $tag, temperatureCorrectionCoefficient: $temperatureCorrectionCoefficient) { temperatureCorrectionCoefficient }\n}"): typeof import('./graphql.ts').UpdateTempCorrectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateFourierEnabled($deviceID: Int!, $tag: String!, $fourierPlotEnabled: Boolean!) {\n  updateFourierEnabled(deviceID: $deviceID, tag: $tag, fourierPlotEnabled: $fourierPlotEnabled) { fourierPlotEnabled }\n}"): typeof import('./graphql.ts').UpdateFourierEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateActiveAdditional($deviceID: Int!, $tag: String!, $activeAdditional: String) {\n  updateActiveAdditional(deviceID: $deviceID, tag: $tag, activeAdditional: $activeAdditional) { activeAdditional }\n}"): typeof import('./graphql.ts').UpdateActiveAdditionalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCompany($name: String!) { addCompany(name: $name) { id name } }"): typeof import('./graphql.ts').AddCompanyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyTimeZones { companies { id name timeZone } }"): typeof import('./graphql.ts').CompanyTimeZonesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) { updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) { id timeZone } }"): typeof import('./graphql.ts').UpdateCompanyTimeZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeamGroups($companyID: Int) { groupsRe(companyID: $companyID) { id name numUsers numDevices } }"): typeof import('./graphql.ts').TeamGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeamGroup($id: Int!) {\n  group(id: $id) {\n    id name company { id name }\n    users { id firstName lastName }\n    usersInCompany { id firstName lastName }\n    deviceInGroup { id name path }\n    deviceInCompany { id name path }\n  }\n}"): typeof import('./graphql.ts').TeamGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddGroup($name: String, $companyID: Int) { addGroup(name: $name, companyID: $companyID) { group { id name company { id } } error } }"): typeof import('./graphql.ts').AddGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {\n  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) { id }\n}"): typeof import('./graphql.ts').UpdateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteGroup($groupID: [ID!]!) { deleteGroup(groupID: $groupID) { success } }"): typeof import('./graphql.ts').DeleteGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeamUsers($companyID: Int) {\n  usersRe(companyID: $companyID) { id firstName lastName email phoneNumber countryCode isSuperUser isManager canEdit isDemo permissions latestActivity }\n}"): typeof import('./graphql.ts').TeamUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TeamUser($id: Int!) {\n  user(id: $id) {\n    id firstName lastName email phoneNumber countryCode phoneType isSuperUser isManager canEdit isDemo permissions latestActivity\n    isPrivileged viewInactiveCompanies subscription\n    company { id name }\n    groups { id name }\n  }\n}"): typeof import('./graphql.ts').TeamUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String,\n  $phoneType: String) {\n  addUser(firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, companyID: $companyID, countryCode: $countryCode,\n    phoneType: $phoneType) {\n    user { id firstName lastName isManager isSuperUser permissions company { id } }\n    error\n  }\n}"): typeof import('./graphql.ts').AddUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String,\n  $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean,\n  $activeGroups: [Int!]) {\n  updateUser(userID: $userID, firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, countryCode: $countryCode,\n    phoneType: $phoneType, permissions: $permissions, isManager: $isManager, isSuperUser: $isSuperUser, companyID: $companyID, canEdit: $canEdit, isDemo: $isDemo,\n    activeGroups: $activeGroups) { id }\n}"): typeof import('./graphql.ts').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteUser($userID: Int!) { deleteUser(userID: $userID) { id } }"): typeof import('./graphql.ts').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CardTagFields on Tag {\n  tag ymin ymax time value displayUnits\n  calibration { fluid sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }\n  alarms { flag trigger }\n}"): typeof import('./graphql.ts').CardTagFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeviceCardFields on Device {\n  id name path isActive latitude longitude lastTimeMessageReceived batteryLevel solarPowered\n  displayUnits defaultTag iconFluid companyID\n  tags { ...CardTagFields }\n}"): typeof import('./graphql.ts').DeviceCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PathInput($selectedCompanyID: Int) {\n  devicesRe(query: \"path-input\", selectedCompanyID: $selectedCompanyID) { path }\n}"): typeof import('./graphql.ts').PathInputDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UndoRemoval($removal: UndoableRemoval!, $deviceID: Int, $tag: String, $time: Float, $commentID: Int, $groupIDs: [ID!], $userID: Int) { undoRemoval(removal: $removal, deviceID: $deviceID, tag: $tag, time: $time, commentID: $commentID, groupIDs: $groupIDs, userID: $userID) }"): typeof import('./graphql.ts').UndoRemovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeviceTableFields on Device {\n  id name path userAssignedID isActive latitude longitude latestReading latestReadingShown { value unit } lastTimeMessageReceived\n  batteryLevel solarPowered displayUnits defaultTag companyID company { id name }\n  simNumber boardRev firmwareVersion modemType signalStrength percentSolar batteryDelta\n  tags { tag } timeZone\n}"): typeof import('./graphql.ts').DeviceTableFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ExtraTableColumns on Device {\n  carrier tmobileOp verizonOp attOp unknownOp sku model time gps_time count\n}"): typeof import('./graphql.ts').ExtraTableColumnsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
