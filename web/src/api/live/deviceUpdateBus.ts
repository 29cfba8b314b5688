import type { DeviceUpdate } from './deviceUpdate';

type Listener = (updates: readonly DeviceUpdate[]) => void;

const listeners = new Set<Listener>();
const openListeners = new Set<() => void>();

/**
 * Hears every batch of live updates after the query cache has been patched, e.g. so the landing counts refetch
 * when an alarm flag changes. Returns the unsubscribe function (fits a useEffect cleanup).
 */
export function onDeviceUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitDeviceUpdates(updates: readonly DeviceUpdate[]): void {
  for (const listener of listeners) {
    try {
      listener(updates);
    } catch (err) {
      // one screen's failing listener must not stop the others or the stream
      console.error(err);
    }
  }
}

/**
 * Hears the stream's first opening in a session. The server delivers only what changes after the subscription
 * starts, and a screen's first queries usually answer before that (both start when the signed-in shell mounts): a
 * change in between reaches neither. A screen that must not miss one (an alarm) reads its data again here; later
 * openings, after a break, already read everything again (useDeviceUpdates). Returns the unsubscribe function.
 */
export function onStreamOpened(listener: () => void): () => void {
  openListeners.add(listener);
  return () => {
    openListeners.delete(listener);
  };
}

export function emitStreamOpened(): void {
  for (const listener of openListeners) {
    try {
      listener();
    } catch (err) {
      console.error(err);
    }
  }
}
