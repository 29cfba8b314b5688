import { lazy, Suspense } from 'react';
import { firstScreen } from './state/firstScreen';

const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer')).ToastContainer }));

/**
 * Where toasts appear. The container's code (with its transitions) and its render come once the first screen is
 * painted (firstScreen), not on the way to a sensor page's first graph : a toast asked for before then
 * waits in Mantine's notifications store and shows when the container mounts.
 */
export function Toasts() {
  const ready = firstScreen.useShown();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
