import { operation } from '../../../api/graphql';
import { DEVICE_CARD_FIELDS, type CardDevice } from '../../../ui/cards/deviceCardFields';

/** The light list the folder tree is built from (context 'directory-side'). */
export interface SideDevice {
  id: number;
  name: string | null;
  path: string | null;
  companyID: number | null;
}

export interface SideVariables {
  selectedCompanyID: number | null;
}

export const DIRECTORY_SIDE = operation<{ devicesRe: SideDevice[] }, SideVariables>(
  'DirectorySide',
  `query DirectorySide($selectedCompanyID: Int) {
  devicesRe(query: "directory-side", selectedCompanyID: $selectedCompanyID) { id name path companyID }
}`,
);

/** A device of the directory and device lists: the card fields plus the table columns of both roles. */
export interface ListDevice extends CardDevice {
  userAssignedID: string | null;
  latestReading: number | null;
  company: { id: number; name: string | null } | null;
  /** Null unless the viewer is a super user. */
  simNumber: string | null;
  boardRev: string | null;
  modemType: string | null;
  signalStrength: number | null;
}

const LIST_FIELDS = `...DeviceCardFields
    userAssignedID latestReading company { id name } simNumber boardRev modemType signalStrength`;

export interface DirectoryVariables {
  selectedCompanyID: number | null;
  includeInactive: boolean;
  includeOOS: boolean;
  /** Folder-prefix match; null is the whole directory. */
  path: string | null;
}

export const DIRECTORY_DETAILS = operation<{ devicesRe: ListDevice[] }, DirectoryVariables>(
  'DirectoryDetails',
  `query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {
    ${LIST_FIELDS}
  }
}
${DEVICE_CARD_FIELDS}`,
);

export const DIRECTORY_COUNT = operation<{ devicesReCount: number }, DirectoryVariables>(
  'DirectoryCount',
  `query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesReCount(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path)
}`,
);

export interface PageVariables {
  selectedCompanyID: number | null;
  limit: number;
  offset: number;
}

export interface AllDevicesVariables extends PageVariables {
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

export const ALL_DEVICES = operation<{ devicesRe: ListDevice[] }, AllDevicesVariables>(
  'AllDevices',
  `query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "all", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    ${LIST_FIELDS}
  }
}
${DEVICE_CARD_FIELDS}`,
);

export const NEW_DEVICES = operation<{ devicesRe: CardDevice[] }, PageVariables>(
  'NewDevices',
  `query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {
  devicesRe(query: "new", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset) { ...DeviceCardFields }
}
${DEVICE_CARD_FIELDS}`,
);
