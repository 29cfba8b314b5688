import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

/**
 * Two queries rather than one, so a role the server refuses the user list still gets device results.
 * A numeric `search` answers the device with that id (spec 1 §2 "Global search"). Super users also match devices
 * on SIM number; simNumber is null for everyone else.
 */
export const SEARCH_DEVICES = graphql(`query SearchDevices($search: String, $limit: Int) {
  devicesRe(query: "search", search: $search, limit: $limit) { id name path simNumber }
}`);

export const SEARCH_USERS = graphql(`query SearchUsers($search: String, $limit: Int) {
  usersRe(search: $search, limit: $limit) { id firstName lastName }
}`);

export type SearchDevice = ItemOf<ResultOf<typeof SEARCH_DEVICES>['devicesRe']>;
export type SearchUser = ItemOf<ResultOf<typeof SEARCH_USERS>['usersRe']>;
