import { MESSAGES } from '@fieldwatch/domain';
import { createPersistedStore, readStorage, useStore } from '../state/createStore';
import { decodeSessionToken, tokenFromAuthorization } from './jwt';
import { USER_STORAGE_KEY } from './userStorageKey';

/** What survives a reload (spec 1 §3 "Client-held state"). */
export interface StoredUser {
  /** The session JWT sent as the bearer token. */
  token: string;
  /** The raw value the login call returned. */
  authorization: string;
  /** Set while a super user acts as another user. */
  loginAsUserID: string | null;
}

const USER_KEY = USER_STORAGE_KEY;

function parseStoredUser(raw: unknown): StoredUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { token, authorization, loginAsUserID } = raw as Record<string, unknown>;
  if (typeof token !== 'string' || typeof authorization !== 'string') return null;
  if (decodeSessionToken(token) === null) return null;
  return {
    token,
    authorization,
    loginAsUserID: typeof loginAsUserID === 'string' && loginAsUserID !== '' ? loginAsUserID : null,
  };
}

export const authStore = createPersistedStore<StoredUser | null>(USER_KEY, null, parseStoredUser);

// Another tab signing in or out changes who this tab speaks for; follow it instead of sending stale tokens.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_KEY) authStore.set(readStorage(USER_KEY, parseStoredUser));
  });
}

/** Stores a fresh session. A token that does not decode is logged and nothing is stored (spec 1 §8). */
export function storeAuthorization(authorization: string): boolean {
  const token = tokenFromAuthorization(authorization);
  if (decodeSessionToken(token) === null) {
    console.log(MESSAGES.badAuthorization);
    return false;
  }
  authStore.set({ token, authorization, loginAsUserID: null });
  return true;
}

/** Replaces the token after the server rotated it, keeping any login-as choice. */
export function storeRefreshedToken(refreshed: string): void {
  const current = authStore.get();
  if (current === null) return;
  const token = tokenFromAuthorization(refreshed);
  if (token === current.token) return;
  if (decodeSessionToken(token) === null) {
    console.log(MESSAGES.badAuthorization);
    return;
  }
  authStore.set({ ...current, token, authorization: refreshed });
}

export function setLoginAs(userID: string | null): void {
  authStore.set((current) => (current === null ? null : { ...current, loginAsUserID: userID }));
}

export function clearUser(): void {
  authStore.set(null);
}

/** The id of the person who actually signed in (not the login-as target). */
export function signedInUserID(user: StoredUser | null): string | null {
  return user === null ? null : (decodeSessionToken(user.token)?.sub ?? null);
}

export function useStoredUser(): StoredUser | null {
  return useStore(authStore);
}
