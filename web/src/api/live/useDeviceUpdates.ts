import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { authStore, signedInUserID, useStoredUser } from '../../app/auth/authStore';
import { emitDeviceUpdates, emitStreamOpened } from './deviceUpdateBus';
import { runDeviceUpdates } from './deviceUpdatesStream';
import { patchDeviceCache } from './patchDeviceCache';

export { onDeviceUpdates, onStreamOpened } from './deviceUpdateBus';

/** How soon after a new reading a list of shown readings (All Devices' Last Reading) is read again. */
const SHOWN_REFRESH_MS = 10_000;
/**
 * The session headers, read fresh for every connection (the token may have been refreshed). The same two headers
 * graphqlRequest sends; its session binding is private to it, so they are built here from the stored user.
 */
function sessionHeaders(): Record<string, string> | null {
  const user = authStore.get();
  if (user === null) return null;
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (user.loginAsUserID !== null) headers['login-as'] = user.loginAsUserID;
  return headers;
}

/**
 * Live readings and alarm flags for the signed-in session: one SSE subscription, mounted once in the signed-in
 * shell. It patches cached device data in place and tells onDeviceUpdates listeners; it closes on sign-out and
 * reopens when the person or the login-as user changes.
 */
export function useDeviceUpdates(enabled: boolean): void {
  const client = useQueryClient();
  const user = useStoredUser();
  const identity = user === null ? null : `${signedInUserID(user) ?? ''}:${user.loginAsUserID ?? ''}`;

  useEffect(() => {
    if (!enabled || identity === null) return;
    const controller = new AbortController();
    // a list of shown readings is read again at most every SHOWN_REFRESH_MS, however many readings arrive
    const waiting = new Map<string, ReturnType<typeof setTimeout>>();
    const refetchLater = (queryKey: QueryKey) => {
      const id = JSON.stringify(queryKey);
      if (waiting.has(id)) return;
      waiting.set(
        id,
        setTimeout(() => {
          waiting.delete(id);
          void client.invalidateQueries({ queryKey, exact: true });
        }, SHOWN_REFRESH_MS),
      );
    };
    void runDeviceUpdates({
      signal: controller.signal,
      headers: sessionHeaders,
      onUpdates: (updates) => {
        for (const key of patchDeviceCache(client, updates)) refetchLater(key);
        emitDeviceUpdates(updates);
      },
      onFirstOpen: emitStreamOpened,
      // readings sent while disconnected never arrive: read the shown data again
      onReconnect: () => void client.invalidateQueries(),
    });
    return () => {
      controller.abort();
      for (const timer of waiting.values()) clearTimeout(timer);
    };
  }, [enabled, identity, client]);
}
