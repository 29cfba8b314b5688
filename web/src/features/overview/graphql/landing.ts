import { operation } from '../../../api/graphql';
import type { TableDevice } from '../../../ui/tables';

/**
 * The landing page's calls (spec 1 §7 'landing'). Each box has its own query so one refused or failed box
 * (a role the server keeps from a list) leaves the others standing. `selectedCompanyID` is the company a super
 * user picked in the directory; the server ignores it for everyone else.
 */
type Company = { selectedCompanyID: number | null };

export interface LandingCounts {
  device: number | null;
  tardy: number | null;
  health: number | null;
  alarm: number | null;
}

export const GET_LANDING_COUNTS = operation<{ landingPage: LandingCounts | null }, Company>(
  'LandingCounts',
  `query LandingCounts($selectedCompanyID: Int) {
  landingPage(selectedCompanyID: $selectedCompanyID) { device tardy health alarm }
}`,
);

export interface AlarmBoxDevice {
  id: number;
  name: string | null;
  tags: { tag: string; alarms: { flag: string | null } | null }[] | null;
}

const ALARM_BOX_FIELDS = 'id name tags { tag alarms { flag } }';

export const GET_LANDING_ALARMS = operation<
  { devicesRe: AlarmBoxDevice[]; activeAlarmRules: AlarmBoxDevice[] | null },
  Company
>(
  'LandingAlarms',
  `query LandingAlarms($selectedCompanyID: Int) {
  devicesRe(query: "alarm", selectedCompanyID: $selectedCompanyID) { ${ALARM_BOX_FIELDS} }
  activeAlarmRules(selectedCompanyID: $selectedCompanyID) { ${ALARM_BOX_FIELDS} }
}`,
);

export const GET_LANDING_TARDY = operation<
  { devicesRe: TableDevice[] },
  Company & { recentDays: number; previousDays: number; limit: number }
>(
  'LandingTardy',
  `query LandingTardy($selectedCompanyID: Int, $recentDays: Int, $previousDays: Int, $limit: Int) {
  devicesRe(query: "alert", selectedCompanyID: $selectedCompanyID, recentDays: $recentDays, previousDays: $previousDays, limit: $limit) {
    id name path lastTimeMessageReceived
  }
}`,
);

export const GET_LANDING_VOLTAGE = operation<{ devicesRe: TableDevice[] }, Company>(
  'LandingVoltage',
  `query LandingVoltage($selectedCompanyID: Int) {
  devicesRe(query: "voltage", selectedCompanyID: $selectedCompanyID) { id name path batteryLevel solarPowered }
}`,
);

/** The landing's reboot data (spec 1 §7: the landing reads rebootDevices), most restarts first. */
export const GET_LANDING_REBOOTS = operation<{ rebootDevices: TableDevice[] | null }, Company>(
  'LandingReboots',
  `query LandingReboots($selectedCompanyID: Int) {
  rebootDevices(selectedCompanyID: $selectedCompanyID) { id name count }
}`,
);

export interface Notice {
  id: number | string;
  title: string | null;
  notice_content: string | null;
  notice_type: string | null;
  /** Epoch seconds. */
  created_at: number | null;
}

export const GET_NOTICES = operation<{ notice: Notice[] | null }>(
  'Notices',
  `query Notices { notice { id title notice_content notice_type created_at } }`,
);
