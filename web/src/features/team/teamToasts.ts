import { notifications } from '@mantine/notifications';
import { TEAM_TEXTS } from './texts';

/**
 * The toasts of spec 3 §4: 'Loading...' while the request runs, then the success text or 'Something Went Wrong'.
 * Resolves to whether the work succeeded.
 */
export async function withToast(success: string, work: () => Promise<unknown>): Promise<boolean> {
  const id = notifications.show({ loading: true, message: TEAM_TEXTS.loading, autoClose: false, withCloseButton: false });
  try {
    await work();
    notifications.update({ id, loading: false, color: 'green', message: success, autoClose: 3000, withCloseButton: true });
    return true;
  } catch {
    notifications.update({
      id,
      loading: false,
      color: 'red',
      message: TEAM_TEXTS.somethingWentWrong,
      autoClose: 4000,
      withCloseButton: true,
    });
    return false;
  }
}
