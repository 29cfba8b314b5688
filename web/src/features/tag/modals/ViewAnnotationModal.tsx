import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSiteTime } from '../../../app/time/siteTime';

export interface ViewAnnotationModalProps {
  title: string;
  time: number | null;
  body: string;
  canDelete: boolean;
  deleting: boolean;
  onClose: () => void;
  onDelete: () => void;
}

/** The viewComment and viewUserData states of spec 2 §4.5: what was written, and Delete for who may. */
export function ViewAnnotationModal({ title, time, body, canDelete, deleting, onClose, onDelete }: ViewAnnotationModalProps) {
  const siteTime = useSiteTime();
  return (
    <Modal opened={time !== null} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {siteTime(time)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text>
        <Group justify="flex-end">
          {canDelete && (
            <Button color="red" variant="light" loading={deleting} onClick={onDelete}>
              Delete
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
