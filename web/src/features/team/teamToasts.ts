import { notifications } from '@mantine/notifications';
import { offerUndo, type UndoOffer } from '../../ui/removal/undoToast';
import { TEAM_TEXTS } from './texts';

/**
 * The toasts of spec 3 §4: 'Loading...' while the request runs, then the success text or 'Something Went Wrong'.
 * A removal that can be undone passes `undo`: its success toast keeps the text and offers Undo (undoToast.tsx).
 * Resolves to whether the work succeeded.
 */
export async function withToast(
  success: string,
  work: () => Promise<unknown>,
  undo?: Pick<UndoOffer, 'undo' | 'onUndone'>,
): Promise<boolean> {
  const id = notifications.show({ loading: true, message: TEAM_TEXTS.loading, autoClose: false, withCloseButton: false });
  try {
    await work();
    if (undo) offerUndo({ id, message: success, ...undo });
    else notifications.update({ id, loading: false, color: 'green', message: success, autoClose: 3000, withCloseButton: true });
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
