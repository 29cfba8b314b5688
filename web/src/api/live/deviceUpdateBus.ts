import type { DeviceUpdate } from './deviceUpdate';

/** Listeners of one event; `on` returns the unsubscribe function (fits a useEffect cleanup). */
function listenerSet<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    on(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args: Args): void {
      for (const listener of listeners) {
        try {
          listener(...args);
        } catch (err) {
          // one screen's failing listener must not stop the others or the stream
          console.error(err);
        }
      }
    },
  };
}

const updates = listenerSet<[readonly DeviceUpdate[]]>();
const opened = listenerSet<[]>();

/**
 * Hears every batch of live updates after the query cache has been patched, e.g. so the landing counts refetch
 * when an alarm flag changes.
 */
export const onDeviceUpdates = updates.on;
export const emitDeviceUpdates = updates.emit;

/**
 * Hears the stream's first opening in a session. The server delivers only what changes after the subscription
 * starts, and a screen's first queries usually answer before that (both start when the signed-in shell mounts): a
 * change in between reaches neither. A screen that must not miss one (an alarm) reads its data again here; later
 * openings, after a break, already read everything again (useDeviceUpdates).
 */
export const onStreamOpened = opened.on;
export const emitStreamOpened = opened.emit;
