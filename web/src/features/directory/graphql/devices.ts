import { graphql, type ItemOf, type ResultOf, type VariablesOf } from '../../../api/graphql.ts';

/** The light list the folder tree is built from (context 'directory-side'). */
export const DIRECTORY_SIDE = graphql(`query DirectorySide($selectedCompanyID: Int) {
  devicesRe(query: "directory-side", selectedCompanyID: $selectedCompanyID) { id name path companyID }
}`);

/**
 * A device of the directory and device lists: the card fields plus the table columns of both roles (simNumber,
 * boardRev, modemType and signalStrength are null unless the viewer is a super user).
 * Spread by name in the documents below; GraphQL codegen reads the fragment from here. @public
 */
export const LIST_DEVICE_FIELDS = graphql(`fragment ListDeviceFields on Device {
  ...DeviceCardFields
  userAssignedID latestReading latestReadingShown { value unit } company { id name } simNumber boardRev modemType signalStrength
}`);

/**
 * One page of the directory's devices for the Icons view, in folder order (the server sorts by path, name, id):
 * what the cards read and no more, the table's columns being the List view's (DIRECTORY_LIST). `path` is a
 * folder-prefix match, null the whole directory; `sortBy` stays null in this view (the folder order it groups by).
 */
export const DIRECTORY_DETAILS =
  graphql(`query DirectoryDetails($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    ...DeviceCardFields
  }
}`);

/** The same page for the List view: the card fields and the table's columns; `sortBy` is its column, if any. */
export const DIRECTORY_LIST =
  graphql(`query DirectoryList($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    ...ListDeviceFields
  }
}`);

/**
 * Every device of the folder at once, but only what a marker needs (the map shows them all together): where it is,
 * what its state is worked out from (deviceState in domain: the tags' alarm flags, the last report's time, and the
 * name and path the delayed rule reads), and its popup's lines as the List view prints them (the card's reading
 * with its unit, the last message in the site's zone). `tag` and `defaultTag` are what live updates find a device's
 * channel by, and tell them the shown reading is outdated (api/live/patchDeviceCache.ts).
 */
export const DIRECTORY_MAP =
  graphql(`query DirectoryMap($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesRe(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path) {
    id name path latitude longitude lastTimeMessageReceived timeZone defaultTag latestReadingShown { text } tags { tag time alarms { flag } }
  }
}`);

/** A device as the Map view needs it: where it is, its state's inputs and its popup's lines. */
export type MapListDevice = ItemOf<ResultOf<typeof DIRECTORY_MAP>['devicesRe']>;

export const DIRECTORY_COUNT =
  graphql(`query DirectoryCount($selectedCompanyID: Int, $includeInactive: Boolean, $includeOOS: Boolean, $path: String) {
  devicesReCount(query: "directory-details", selectedCompanyID: $selectedCompanyID, includeInactive: $includeInactive, includeOOS: $includeOOS, path: $path)
}`);

/** What picks the directory's devices: the company, the inactive and out-of-service switches and the folder. */
export type DirectoryVariables = VariablesOf<typeof DIRECTORY_COUNT>;

export const ALL_DEVICES =
  graphql(`query AllDevices($selectedCompanyID: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "all", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    ...ListDeviceFields
  }
}`);

export const NEW_DEVICES = graphql(`query NewDevices($selectedCompanyID: Int, $limit: Int, $offset: Int) {
  devicesRe(query: "new", selectedCompanyID: $selectedCompanyID, limit: $limit, offset: $offset) { ...DeviceCardFields }
}`);
