import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmRemovalProps {
  opened: boolean;
  /** The modal's title: the action's own label (the spec's button text). */
  title: string;
  /** The question that names what goes: "Remove all 3 rules and all 4 notifications of Big Tank 1 · Level?". */
  question: ReactNode;
  /** What follows from it, when it is not plain from the question ("Nobody will be notified of this tag's alarms."). */
  consequence?: ReactNode;
  /** False when the removal keeps what it takes for an Undo; true adds that it cannot be undone. */
  irreversible: boolean;
  /** The confirming button: the spec's label of the action. */
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation every removal asks for first: it names what goes, says whether an Undo will follow, and confirms
 * with the action's own label. Cancel (or Escape, or a click outside) changes nothing. The focus starts on Cancel, so
 * Enter pressed out of habit does not remove anything.
 */
export function ConfirmRemovalModal(p: ConfirmRemovalProps) {
  return (
    <Modal opened={p.opened} onClose={p.onCancel} title={p.title} centered data-testid="confirm-removal">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {p.question}
        </Text>
        {p.consequence && <Text size="sm">{p.consequence}</Text>}
        <Text size="sm" c="dimmed">
          {p.irreversible ? 'This cannot be undone.' : 'You can undo it for 10 seconds afterwards.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={p.busy} onClick={p.onConfirm}>
            {p.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
