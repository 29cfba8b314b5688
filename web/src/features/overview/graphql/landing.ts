import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

/**
 * The landing page's calls (spec 1 §7 'landing'). Each box has its own query so one refused or failed box
 * (a role the server keeps from a list) leaves the others standing. `selectedCompanyID` is the company a super
 * user picked in the directory; the server ignores it for everyone else.
 */
export const GET_LANDING_COUNTS = graphql(`query LandingCounts($selectedCompanyID: Int) {
  landingPage(selectedCompanyID: $selectedCompanyID) { device tardy health alarm }
}`);

export type LandingCounts = NonNullable<ResultOf<typeof GET_LANDING_COUNTS>['landingPage']>;

/** The Alarms box's devices: names, and why each is in alarm (the Alarms page's cards read the same fragment). */
export const GET_LANDING_ALARMS = graphql(`query LandingAlarms($selectedCompanyID: Int) {
  devicesRe(query: "alarm", selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }
  activeAlarmRules(selectedCompanyID: $selectedCompanyID) { ...AlarmReasonDevice }
}`);

export const GET_LANDING_TARDY = graphql(`query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {
  devicesRe(query: "alert", selectedCompanyID: $selectedCompanyID, recentDays: $recentDays, previousDays: $previousDays, limit: $limit) {
    id name path lastTimeMessageReceived
  }
}`);

export const GET_LANDING_VOLTAGE = graphql(`query LandingVoltage($selectedCompanyID: Int) {
  devicesRe(query: "voltage", selectedCompanyID: $selectedCompanyID) { id name path batteryLevel solarPowered }
}`);

/** The landing's reboot data (spec 1 §7: the landing reads rebootDevices), most restarts first. */
export const GET_LANDING_REBOOTS = graphql(`query LandingReboots($selectedCompanyID: Int) {
  rebootDevices(selectedCompanyID: $selectedCompanyID) { id name count }
}`);

/** `created_at` in epoch seconds. */
export const GET_NOTICES = graphql(`query Notices { notice { id title notice_content notice_type created_at } }`);

export type Notice = ItemOf<ResultOf<typeof GET_NOTICES>['notice']>;
