import { notifications } from '@mantine/notifications';

/** The settings toasts of spec 2 §7: 'Loading...', then the success text or 'Something Went Wrong'. */
export async function withSaveToast<T>(work: () => Promise<T>, success = 'Settings Updated', successMs = 4000): Promise<T | null> {
  const id = notifications.show({ loading: true, message: 'Loading...', autoClose: false, withCloseButton: false });
  try {
    const result = await work();
    notifications.update({ id, loading: false, color: 'green', message: success, autoClose: successMs, withCloseButton: true });
    return result;
  } catch (err) {
    console.error(err);
    notifications.update({ id, loading: false, color: 'red', message: 'Something Went Wrong', autoClose: 6000, withCloseButton: true });
    return null;
  }
}
