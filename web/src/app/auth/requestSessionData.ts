import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { takeEarlyRequest } from '../early/takeEarlyRequest';
import { takingOver } from '../early/takingOver';
import { prefetchRouteData } from '../routes/prefetchRouteData';
import { authStore } from './authStore';
import { GET_ME } from './graphql/me';

let routeDataRequested = false;

/**
 * Asks who we are (Me) while the shell's code downloads instead of after, and once per page load the opened screen's
 * data (a sign-in or login-as lands on the page it is on); index.html's early requests are taken over when they were
 * sent for this session. Resolves once both have answered or failed. Asking again while the answers are fresh or in
 * flight sends nothing (the query cache dedupes), so the first render (main.tsx) and SessionGate can both ask.
 */
export function requestSessionData(): Promise<void> {
  const user = authStore.get();
  if (user === null) return Promise.resolve();
  // index.html's script may have asked already, before this code loaded; its answer serves the first ask only
  const me = queryClient.prefetchQuery({
    queryKey: graphqlQueryKey(GET_ME, {}),
    queryFn: takingOver(GET_ME, {}, takeEarlyRequest('me', user)?.response),
  });
  let route: Promise<void> = Promise.resolve();
  if (!routeDataRequested) {
    routeDataRequested = true;
    route = prefetchRouteData(window.location.hash);
  }
  return Promise.all([me, route]).then(() => undefined);
}
