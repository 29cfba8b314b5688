import { bindSession, graphqlRequest } from '../../api/graphql';
import { LOGIN_AS, STOP_LOGIN_AS } from './graphql/loginAs';
import { LOGOUT, SIGN_OUT_EVERYWHERE } from './graphql/logout';
import { queryClient } from '../../api/queryClient';
import { directoryStore, INITIAL_DIRECTORY_VIEW } from '../state/directoryStore';
import { authStore, clearUser, setLoginAs, storeRefreshedToken } from './authStore';

/** Cached data and view settings belong to whoever the session speaks for; drop them when that changes. */
function resetClientState(): void {
  queryClient.clear();
  directoryStore.set(INITIAL_DIRECTORY_VIEW);
}

function signOut(): void {
  if (authStore.get() === null) return;
  clearUser();
  resetClientState();
}

/** Spec 1 §4: logging out while acting as someone else returns to the original user. */
export function logout(): void {
  if (authStore.get()?.loginAsUserID) {
    // the server records the end in its audit log; returning to oneself must not wait for it
    graphqlRequest(STOP_LOGIN_AS, {}).catch((err) => console.error(err));
    setLoginAs(null);
    resetClientState();
  } else {
    // the server ends the session (the token is sent now, before it is forgotten here); the browser does not wait
    graphqlRequest(LOGOUT, {}, { asSelf: true }).catch((err) => console.error(err));
    signOut();
  }
}

/** Account → Sign out everywhere: every session of the user ends on the server, then this browser signs out too. */
export async function signOutEverywhere(): Promise<number> {
  const { signOutEverywhere: ended } = await graphqlRequest(SIGN_OUT_EVERYWHERE, {}, { asSelf: true });
  signOut();
  return ended ?? 0;
}

/** Starts acting as another user once the server has accepted (and audited) it. */
export async function loginAs(userID: string): Promise<void> {
  await graphqlRequest(LOGIN_AS, { userID: Number(userID) }, { asSelf: true });
  setLoginAs(userID);
  resetClientState();
}

export function installSession(): void {
  bindSession({
    headers({ asSelf }) {
      const user = authStore.get();
      if (user === null) return {};
      const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
      if (user.loginAsUserID !== null && !asSelf) headers['login-as'] = user.loginAsUserID;
      return headers;
    },
    onRefreshToken: storeRefreshedToken,
    onUnauthenticated: signOut,
  });
}
