import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { UNDO_WINDOW_MS } from '@fieldwatch/domain';
import { GraphQLRequestError } from '../../api/graphql';

export interface UndoOffer {
  /** The toast to turn into the offer (a save toast's id), or none for a new toast. */
  id?: string;
  /** What was done, named: "Deleted the reading of 12.4 ft at 2026-12-07 09:37." */
  message: string;
  /** Asks the server to put it back (undoRemoval). */
  undo: () => Promise<unknown>;
  /** After the server put it back: refresh what shows it. */
  onUndone: () => void;
}

const refusal = (e: unknown) => (e instanceof GraphQLRequestError && e.errors[0]?.message ? e.errors[0].message : 'Something Went Wrong');

/**
 * The toast after a removal that can be undone: what was done, and an Undo button for UNDO_WINDOW_MS, as long as the
 * server accepts it (it checks the same window on its own clock). Undo turns the toast into its outcome.
 */
export function offerUndo({ id, message, undo, onUndone }: UndoOffer): void {
  let clicked = false;
  const click = async (toastId: string) => {
    if (clicked) return;
    clicked = true;
    notifications.update({ id: toastId, loading: true, message: 'Undoing...', autoClose: false, withCloseButton: false });
    try {
      await undo();
      notifications.update({ id: toastId, loading: false, color: 'green', message: 'Restored.', autoClose: 4000, withCloseButton: true });
      onUndone();
    } catch (e) {
      notifications.update({ id: toastId, loading: false, color: 'red', message: refusal(e), autoClose: 6000, withCloseButton: true });
    }
  };
  const toastId = id ?? `undo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const body = (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{message}</Text>
      {/* a long message wraps; the button keeps its whole label */}
      <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={() => void click(toastId)}>
        Undo
      </Button>
    </Group>
  );
  const toast = { id: toastId, loading: false, color: 'green', message: body, autoClose: UNDO_WINDOW_MS, withCloseButton: true };
  if (id) notifications.update(toast);
  else notifications.show(toast);
}
