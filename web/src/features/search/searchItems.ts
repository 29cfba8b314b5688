import { deviceDisplayName, SEARCH_LIMIT } from '@fieldwatch/domain';
import { fullName } from '../../app/auth/fullName';
import type { SearchDevice, SearchUser } from './graphql/search';

export interface SearchItem {
  kind: 'device' | 'user';
  key: string;
  /** Where Enter or a click goes. */
  to: string;
  title: string;
  detail: string;
}

/**
 * Devices first (the hint asks for a device), then users; at most 5 of each whatever the server sends. The SIM
 * number (only super users get one) is shown when it is what matched, so the hit is explained.
 */
export function searchItems(devices: readonly SearchDevice[], users: readonly SearchUser[], query: string): SearchItem[] {
  const deviceItems = devices.slice(0, SEARCH_LIMIT.devices).map<SearchItem>((d) => ({
    kind: 'device',
    key: `device-${d.id}`,
    to: `/devices/${d.id}`,
    title: deviceDisplayName(d),
    detail: [`ID ${d.id}`, d.path, query && d.simNumber?.includes(query) ? `SIM ${d.simNumber}` : null].filter(Boolean).join(' · '),
  }));
  const userItems = users.slice(0, SEARCH_LIMIT.users).map<SearchItem>((u) => ({
    kind: 'user',
    key: `user-${u.id}`,
    to: `/team/user/${u.id}`,
    title: fullName(u) || `User ${u.id}`,
    detail: 'User',
  }));
  return [...deviceItems, ...userItems];
}
