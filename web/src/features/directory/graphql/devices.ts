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

export type DirectoryPageVariables = DirectoryVariables & {
  limit: number;
  offset: number;
  /** The List view's column; null keeps the folder order the Icons view groups by. */
  sortBy: string | null;
  sortDirection: 'asc' | 'desc' | null;
};

/** One page of the directory's devices, in folder order (the server sorts by path, name, id). */
export const DIRECTORY_DETAILS = operation<{ devicesRe: ListDevice[] }, DirectoryPageVariables>(
  'DirectoryDetails',
  `query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    ${LIST_FIELDS}
  }
}
${DEVICE_CARD_FIELDS}`,
);

/** A device as the Map view needs it: where it is and whether a tag is in alarm. */
export interface MapListDevice {
  id: number;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  tags: { tag: string; alarms: { flag: string } | null }[];
}

/** Every device of the folder at once, but only what a marker needs (the map shows them all together). */
export const DIRECTORY_MAP = operation<{ devicesRe: MapListDevice[] }, DirectoryVariables>(
  'DirectoryMap',
  `query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {
    id name latitude longitude tags { tag alarms { flag } }
  }
}`,
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
