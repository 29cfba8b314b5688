import { createStore, useStore } from './createStore';

// if the screen never says it has drawn (an error nobody reported, a slow network), the rest comes anyway
const MAX_HOLD_MS = 2_000;
const pending = createStore<boolean>(false);

/**
 * Whether the screen opened by this page load is still drawing its main content, during which the rest of the shell
 * (the sidebar, the live-update stream) waits: on a 2-core machine their rendering and their queries competed with
 * the sensor page's first graph, in the browser and on the server (the sensor page's target: first graph under 500 ms). Only a screen
 * that says when it has drawn asks for the hold (app/routes/prefetchRouteData); later navigations find it released.
 */
export const firstScreen = {
  hold(): void {
    pending.set(true);
    window.setTimeout(() => pending.set(false), MAX_HOLD_MS);
  },
  /** The first screen has drawn (or failed, or was left): the shell fills in. */
  shown(): void {
    pending.set(false);
  },
  held(): boolean {
    return pending.get();
  },
  useShown(): boolean {
    return !useStore(pending);
  },
};
