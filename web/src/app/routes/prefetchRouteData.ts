import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS } from '@fieldwatch/domain';
import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { prefetchDirectoryPage } from '../../features/directory/prefetchDirectoryPage';
import { GET_TAG, type GetTagVariables } from '../../features/tag/graphql/getTag';
import { initialWindowOpened } from '../../features/tag/initialWindow';
import { authStore } from '../auth/authStore';
import { takeEarlyRequest } from '../early/takeEarlyRequest';
import { takingOver } from '../early/takingOver';
import { firstScreen } from '../state/firstScreen';
import { TAG_ROUTE } from './tagRoute';

/**
 * Starts the first query of the screen in the address bar while the session is still being checked (and the
 * screen's code downloads), so opening a sensor page does not wait for GET_ME, then the code, then its data, one
 * after the other (the sensor page's target: first graph under 500 ms); when index.html's script has sent it already, its answer is
 * taken over. The sensor page and the directory's Icons view (prefetchDirectoryPage) do this; their data is read-only
 * and the server checks the session on it like on any query. Resolves once the data has answered or failed (prefetchQuery never rejects).
 */
export function prefetchRouteData(hash: string): Promise<void> {
  const none = Promise.resolve();
  const directory = prefetchDirectoryPage(hash);
  if (directory) return directory;
  const m = TAG_ROUTE.exec(hash);
  if (!m) return none;
  const deviceID = Number(m[1]);
  let tag: string;
  try {
    tag = decodeURIComponent(m[2]!);
  } catch {
    return none;
  }
  if (!Number.isSafeInteger(deviceID) || deviceID <= 0 || tag === '') return none;
  // the page's code too: the router would only ask for it once GET_ME has answered
  void import('../../features/tag/TagPage').catch(() => undefined);
  // the page says when its graph is drawn (TagPage); the sidebar (its code too) comes after
  firstScreen.hold();
  const user = authStore.get();
  const early = user ? takeEarlyRequest('getTag', user) : null;
  const same = early !== null && early.variables.deviceID === deviceID && early.variables.tag === tag;
  const opened = initialWindowOpened(deviceID, tag, true, same ? early.opened : undefined);
  const variables: GetTagVariables = {
    deviceID,
    tag,
    startTime: opened - INITIAL_WINDOW_SECONDS,
    endTime: opened + INITIAL_WINDOW_AHEAD_SECONDS,
    downsampled: true,
  };
  return queryClient.prefetchQuery({
    queryKey: graphqlQueryKey(GET_TAG, variables),
    queryFn: takingOver(GET_TAG, variables, same ? early.response : undefined),
    retry: false,
    staleTime: 60_000,
  });
}
