import { Suspense, useEffect } from 'react';
import { graphqlRequest } from '../api/graphql';
import { queryClient } from '../api/queryClient';
import { graphqlQueryKey } from '../api/useGraphQLQuery';
import { SignInPage } from '../features/signin/SignInPage';
import { authStore, signedInUserID, useStoredUser } from './auth/authStore';
import { takeEarlyRequest } from './early/takeEarlyRequest';
import { GET_ME } from './auth/graphql/me';
import { DelayedSpinner } from './DelayedSpinner';
import { lazyScreen } from './routes/lazyScreen';
import { prefetchRouteData } from './routes/prefetchRouteData';

// The signed-in shell (router, layout, menus) is not needed to sign in, so the sign-in page does not load it.
const SignedInApp = lazyScreen(() => import('./auth/SignedInApp'), 'SignedInApp', { fullScreen: true });
// An e-mail's unsubscribe link carries its own credential (the token), so it works without signing in.
const UnsubscribePage = lazyScreen(() => import('../features/account/UnsubscribePage'), 'UnsubscribePage', { fullScreen: true });

let routeDataRequested = false;

export function SessionGate() {
  const user = useStoredUser();
  const identity = user === null ? null : `${signedInUserID(user) ?? ''}:${user.loginAsUserID ?? ''}`;

  // Ask who we are while the shell's code downloads instead of after.
  useEffect(() => {
    if (identity === null) return;
    const user = authStore.get();
    // index.html's script may have asked already, before this code loaded; its answer serves the first ask only
    let sent = user ? takeEarlyRequest('me', user)?.response : undefined;
    void queryClient.prefetchQuery({
      queryKey: graphqlQueryKey(GET_ME, {}),
      queryFn: ({ signal }) => {
        const response = sent;
        sent = undefined;
        return graphqlRequest(GET_ME, {}, { signal, sent: response });
      },
    });
    // and the opened screen's data, once per page load (a sign-in or login-as lands on the page it is on)
    if (!routeDataRequested) {
      routeDataRequested = true;
      prefetchRouteData(window.location.hash);
    }
  }, [identity]);

  if (identity === null) {
    if (!window.location.hash.startsWith('#/unsubscribe')) return <SignInPage />;
    return (
      <Suspense fallback={<DelayedSpinner fullScreen />}>
        <UnsubscribePage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<DelayedSpinner fullScreen />}>
      {/* A new identity remounts the app, so no screen keeps state or query observers from the previous one. */}
      <SignedInApp key={identity} />
    </Suspense>
  );
}
