import type { DeviceUpdate } from './deviceUpdate';

type Listener = (updates: readonly DeviceUpdate[]) => void;

const listeners = new Set<Listener>();

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
