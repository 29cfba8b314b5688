import { useEffect, useMemo } from 'react';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useDeviceUpdates } from '../../api/live/useDeviceUpdates';
import { DelayedSpinner } from '../DelayedSpinner';
import { ErrorFallback } from '../ErrorFallback';
import { preloadRoute } from '../routes/preloadRoute';
import { AppRouter } from '../routes/AppRouter';
import { useStoredUser } from './authStore';
import { GET_ME, GET_SELF_NAME } from './graphql/me';
import { SessionContext, type Session } from './MeContext';
import { logout } from './session';
import { firstScreen } from '../state/firstScreen';

// the screen's code loads while GET_ME is in flight (this module loads once per page)
void preloadRoute(window.location.hash);

/** Loads who the session speaks for, then hands the page to the router. */
export function SignedInApp() {
  const loginAsUserID = useStoredUser()?.loginAsUserID ?? null;
  const meQuery = useGraphQLQuery(GET_ME, {});
  // With the login-as header the server answers as the other user; the signed-in name needs its own call.
  const selfQuery = useGraphQLQuery(GET_SELF_NAME, {}, { asSelf: true, enabled: loginAsUserID !== null });

  const me = meQuery.data?.me;
  // A session the server no longer recognises (or a login-as target that is gone) ends it.
  useEffect(() => {
    if (me === null) logout();
  }, [me]);

  const self = selfQuery.data?.me ?? null;
  const session = useMemo<Session | null>(
    () => (me ? { me, actingUser: loginAsUserID !== null ? self : null } : null),
    [me, self, loginAsUserID],
  );

  // live updates patch what is on screen; the first screen's own query is fresh, so the stream can open after it
  const firstScreenShown = firstScreen.useShown();
  useDeviceUpdates(session !== null && firstScreenShown);

  if (meQuery.isError) return <ErrorFallback fullScreen />;
  if (session === null) return <DelayedSpinner fullScreen />;
  return (
    <SessionContext.Provider value={session}>
      <AppRouter />
    </SessionContext.Provider>
  );
}
