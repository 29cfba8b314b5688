export * from './constants/limits';
export * from './constants/countryCodes';
export * from './constants/messages';
export * from './constants/undo';
export * from './auth/role';
export * from './auth/capabilities';
export * from './auth/routeRedirect';
export * from './auth/contact';
export * from './tag/tagCatalogue';
export * from './time/relativeTime';
export * from './time/timeZones';
export * from './directory/deviceHealth';
export * from './directory/deviceState';
export * from './device/sensorTree';
export * from './tag/unitConversion';
export * from './alarms/alarmConstants';
export * from './alarms/evaluateAlarm';
export * from './alarms/holdAlarm';
export * from './alarms/stepAlarmReadings';
export * from './alarms/deviceAlarmUnits';
export * from './alarms/alarmReason';
export * from './display/deviceFormat';
export * from './display/dateFormat';
export * from './display/health';
export * from './display/rangeInput';
export * from './display/activity';
export * from './display/sortRows';
export * from './display/mergeById';
export * from './display/search';
export * from './display/notices';
export * from './tag/tagCardReading';
export * from './directory/directoryFolders';
export * from './directory/directoryGroups';
export * from './directory/directoryFilter';
export * from './monitoring/tardyRange';
export * from './overview/healthScore';
export * from './monitoring/activityWeek';
export * from './directory/deviceListContexts';

// --- device page (spec 2)
export * from './device/intervalBounds';
export * from './device/intervalCheck';
export * from './device/apiNumber';
export * from './device/descriptionOptions';
export * from './device/deviceEvents';
export * from './device/lifecycleStatus';
export * from './device/deviceSettingsRules';
export * from './device/sensorApplicationTypes';
export * from './device/deviceAbilities';
export * from './device/newDeviceBanner';
export * from './device/fotaSettings';
export * from './device/readingsTableRows';
export * from './device/readingsCsv';
export * from './device/readingsRange';
// (add exports for this area above the next marker)

// --- sensor page graph (spec 2)
export * from './tag/graphConstants';
export * from './tag/series';
export * from './tag/gapBreaks';
export * from './tag/resolution';
export * from './tag/graphWindow';
export * from './tag/downsample';
export * from './tag/corrections';
export * from './tag/linkedGraphFilter';
export * from './tag/averageTemp';
export * from './tag/tempCompensation';
export * from './tag/fourier';
export * from './tag/graphRules';
export * from './tag/readingsCsv';
export * from './tag/tagPermissions';
export * from './tag/tagInput';
export * from './tag/additionalTagUnits';
// (add exports for this area above the next marker)

// --- sensor page alarms, calibration, reports (spec 2)
export * from './alarms/alarmEdit';
export * from './alarms/alarmReminders';
export * from './calibration/calibrationDefaults';
export * from './calibration/calibrationForm';
export * from './calibration/formatFeetInches';
export * from './calibration/calibratedValue';
export * from './calibration/calibratedReading';
export * from './reports/reportTimes';
export * from './reports/seriesLookup';
export * from './reports/productionReports';
export * from './reports/reportTable';
export * from './reports/reportWorkbook';
export * from './reports/reportEmailDay';
export * from './reports/monthReport';
export * from './reports/reportEmail';
export * from './alarms/ackLinkAnswer';
// the .xlsx writer (and its zip library) is '@fieldwatch/domain/xlsx', not part of this barrel: every module the
// barrel names lands in the browser's first bundle, and the writer is needed only when a report is downloaded
// (add exports for this area above the next marker)

// --- team (spec 3)
export * from './team/roleChange';
export * from './team/assignableRoles';
export * from './team/userInput';
export * from './team/teamLists';
export * from './team/roleStars';
export * from './team/phoneType';
export * from './team/userSavePayload';
// (add exports for this area above the next marker)

// --- account (spec 2) and add device (spec 3)
export * from './account/addDevice';
export * from './account/notificationSettings';
export * from './account/profileInput';
export * from './account/directoryCsv';
export * from './account/apiKeyFormat';
// (add exports for this area above the next marker)

// --- mass update and message log (spec 3)
export * from './massUpdate/massUpdateTexts';
export * from './massUpdate/alarmSensorTypes';
export * from './massUpdate/massUnits';
export * from './massUpdate/parseDeviceIds';
export * from './massUpdate/massUpdateTypes';
export * from './massUpdate/parseMassUpdate';
export * from './massUpdate/massUpdateForm';
export * from './massUpdate/pgeExample';
export * from './massUpdate/serverErrorText';
export * from './massUpdate/messageLogDisplay';
// (add exports for this area above the next marker)

// --- admin tools (spec 3)
export * from './admin/deviceModels';
export * from './admin/purchaseOrderInput';
export * from './admin/invoicePeriod';
export * from './admin/fotaSignature';
export * from './admin/emailResultText';
export * from './admin/invoiceLines';
export * from './labels/labelOptions';
export * from './labels/zplField';
export * from './labels/deviceLabel';
export * from './labels/cableLabel';
export * from './labels/labelFor';
export * from './labels/labelIds';
// (add exports for this area above the next marker)
export * from './export/csvExport';
export * from './export/exportTime';
