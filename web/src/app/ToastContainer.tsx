import { Notifications } from '@mantine/notifications';

/** Mantine's toast container, in a chunk of its own (Toasts). */
export function ToastContainer() {
  return <Notifications position="top-right" />;
}
