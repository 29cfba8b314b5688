import { notifications } from '@mantine/notifications';
import { DEVICE_TEXTS } from './texts';

/**
 * 'Loading...' while a change is sent, then the success text or 'Something Went Wrong' (spec 2 §4.1). Resolves
 * true when the change went through; never throws, so a failed save leaves the form as the user typed it.
 */
export async function withSaveToast(send: () => Promise<unknown>, success: string = DEVICE_TEXTS.settingsUpdated): Promise<boolean> {
  const id = notifications.show({ loading: true, message: DEVICE_TEXTS.loading, autoClose: false, withCloseButton: false });
  try {
    await send();
    notifications.update({ id, loading: false, color: 'green', message: success, autoClose: 10_000, withCloseButton: true });
    return true;
  } catch (err) {
    console.error(err);
    notifications.update({ id, loading: false, color: 'red', message: DEVICE_TEXTS.failed, autoClose: 5000, withCloseButton: true });
    return false;
  }
}
