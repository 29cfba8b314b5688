import { notifications } from '@mantine/notifications';

export interface SaveToastOptions {
  /** The success text; 'Settings Updated' unless the screen names another ('Device Updated', 'Test Alarm Sent'). */
  success?: string;
  successMs?: number;
  failureMs?: number;
  /** Told the failure's cause, for a screen that also shows the server's reason beside its input. */
  onError?: (err: unknown) => void;
}

/** How long the device page's toasts stay: longer than the sensor page's, since its saves reach a device later. */
export const DEVICE_PAGE_TOASTS = { successMs: 10_000, failureMs: 5000 } as const;

/**
 * The save toasts of spec 2 §4.1 and §5: 'Loading...' while a change is sent, then the success text or 'Something Went
 * Wrong'. Resolves with the answer wrapped (so that an answer of nothing still reads as done) and the toast's id (a
 * removal turns it into its Undo offer, undoToast.tsx), or null when the change failed; never throws, so a failed save
 * leaves the form as the user typed it.
 */
export async function withSaveToast<T>(
  work: () => Promise<T>,
  options: SaveToastOptions = {},
): Promise<{ value: T; toastId: string } | null> {
  const { success = 'Settings Updated', successMs = 4000, failureMs = 6000, onError } = options;
  const id = notifications.show({ loading: true, message: 'Loading...', autoClose: false, withCloseButton: false });
  try {
    const value = await work();
    notifications.update({ id, loading: false, color: 'green', message: success, autoClose: successMs, withCloseButton: true });
    return { value, toastId: id };
  } catch (err) {
    console.error(err);
    onError?.(err);
    notifications.update({
      id,
      loading: false,
      color: 'red',
      message: 'Something Went Wrong',
      autoClose: failureMs,
      withCloseButton: true,
    });
    return null;
  }
}
