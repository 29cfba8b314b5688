import { keepPreviousData } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { isDeviceIdQuery, SEARCH_LIMIT } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities } from '../../app/auth/MeContext';
import { SEARCH_DEVICES, SEARCH_USERS } from './graphql/search';

/** Keystrokes this close together make one request. */
const SEARCH_DEBOUNCE_MS = 150;

/**
 * The search requests for a query, debounced. A new query makes the previous request's query unobserved, and
 * TanStack Query aborts an unobserved request whose signal was handed to fetch, so stale answers never arrive
 * late over fresh ones. The previous results stay on screen until the new ones come, instead of blinking.
 */
export function useSearch(query: string) {
  // only those who may open team pages are offered people (the others would land on 'You do not have access')
  const withUsers = useCapabilities().manageTeam;
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const active = debounced !== '';
  const byId = isDeviceIdQuery(debounced);
  const devices = useGraphQLQuery(
    SEARCH_DEVICES,
    { search: debounced, limit: SEARCH_LIMIT.devices },
    { enabled: active, placeholderData: keepPreviousData, staleTime: 10_000, retry: false },
  );
  const users = useGraphQLQuery(
    SEARCH_USERS,
    { search: debounced, limit: SEARCH_LIMIT.users },
    { enabled: active && !byId && withUsers, placeholderData: keepPreviousData, staleTime: 10_000, retry: false },
  );
  const loading = active && (devices.isFetching || (!byId && withUsers && users.isFetching));
  return {
    /** The query the shown results answer; '' before the first one. */
    settled: debounced,
    /** The results answer what is typed now (not an earlier query kept on screen while the new one loads). */
    fresh: debounced === query.trim() && !loading,
    devices: active ? (devices.data?.devicesRe ?? []) : [],
    // A numeric query looks up a device id only (spec 1 §2).
    users: active && !byId && withUsers ? (users.data?.usersRe ?? []) : [],
    loading,
    failed: devices.isError,
  };
}
