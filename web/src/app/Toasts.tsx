import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useStoredUser } from './auth/authStore';
import { firstScreen } from './state/firstScreen';

const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer')).ToastContainer }));

/**
 * Where toasts appear. The container's code (with its transitions) and its render come once the first screen is
 * painted (firstScreen), not on the way to a sensor page's first graph : a toast asked for before then
 * waits in Mantine's notifications store and shows when the container mounts.
 * Signed out, the container comes only when a toast is asked for: its chunk imports the Mantine parts it shares
 * with the signed-in shell and the sensor page from their chunks, and loading those would bring the whole signed-in
 * app (its code starts loading the current route's screen) to the sign-in page, whose first load must stay small
 * (`npm run bench:bundle`). Once mounted it stays, so a toast's exit transition is not cut short.
 */
export function Toasts() {
  const ready = firstScreen.useShown();
  const signedIn = useStoredUser() !== null;
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && ready && (signedIn || notifications.length + queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
