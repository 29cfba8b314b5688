import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { GET_TAG, type GetTagVariables } from '../../features/tag/graphql/getTag';
import { initialWindowOpened } from '../../features/tag/initialWindow';
import { SIDE_PANELS } from '../layout/sidePanels';
import { firstScreen } from '../state/firstScreen';

// the sensor page route of routeTable, matched without the router so this stays in the first chunk
const TAG_ROUTE = /^#?\/devices\/(\d+)\/tags\/([^/?]+)\/?(?:\?.*)?$/;

/**
 * Starts the first query of the screen in the address bar while the session is still being checked (and the
 * screen's code downloads), so opening a sensor page does not wait for GET_ME, then the code, then its data, one
 * after the other (issue 6, first graph under 500 ms). Only the sensor page does this so far; its data is read-only
 * and the server checks the session on it like on any query.
 */
export function prefetchRouteData(hash: string): void {
  const m = TAG_ROUTE.exec(hash);
  if (!m) return;
  const deviceID = Number(m[1]);
  let tag: string;
  try {
    tag = decodeURIComponent(m[2]!);
  } catch {
    return;
  }
  if (!Number.isSafeInteger(deviceID) || deviceID <= 0 || tag === '') return;
  // the page's code too: the router would only ask for it once GET_ME has answered
  void import('../../features/tag/TagPage').catch(() => undefined);
  // the page says when its graph is drawn (TagPage); the sidebar's code loads meanwhile, its tree renders after
  firstScreen.hold();
  SIDE_PANELS.directory.preload();
  const opened = initialWindowOpened(deviceID, tag, true);
  const variables: GetTagVariables = { deviceID, tag, startTime: opened - INITIAL_WINDOW_SECONDS, endTime: opened + INITIAL_WINDOW_AHEAD_SECONDS, downsampled: true };
  void queryClient.prefetchQuery({
    queryKey: graphqlQueryKey(GET_TAG, variables),
    queryFn: ({ signal }) => graphqlRequest(GET_TAG, variables, { signal }),
    retry: false,
    staleTime: 60_000,
  });
}
