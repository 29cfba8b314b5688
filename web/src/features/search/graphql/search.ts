import { operation } from '../../../api/graphql';

export interface SearchDevice {
  id: number;
  name: string | null;
  path: string | null;
  /** Super users also match on SIM number; null for everyone else. */
  simNumber: string | null;
}

export interface SearchUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Two queries rather than one, so a role the server refuses the user list still gets device results.
 * A numeric `search` answers the device with that id (spec 1 §2 "Global search").
 */
export const SEARCH_DEVICES = operation<{ devicesRe: SearchDevice[] }, { search: string; limit: number }>(
  'SearchDevices',
  `query SearchDevices($search: String, $limit: Int) {
  devicesRe(query: "search", search: $search, limit: $limit) { id name path simNumber }
}`,
);

export const SEARCH_USERS = operation<{ usersRe: SearchUser[] }, { search: string; limit: number }>(
  'SearchUsers',
  `query SearchUsers($search: String, $limit: Int) {
  usersRe(search: $search, limit: $limit) { id firstName lastName }
}`,
);
