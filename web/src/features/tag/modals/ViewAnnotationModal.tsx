import { useEffect, useState } from 'react';
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

/**
 * The viewComment and viewUserData states of spec 2 §4.5: what was written, and Delete for who may. Delete asks once
 * more, naming what goes (the first click arms it, as the team pages' Delete does); the toast after it offers Undo.
 */
export function ViewAnnotationModal({ title, time, body, canDelete, deleting, onClose, onDelete }: ViewAnnotationModalProps) {
  const siteTime = useSiteTime();
  const [armed, setArmed] = useState(false);
  // another annotation opened, or this one closed: the next Delete asks again
  useEffect(() => setArmed(false), [time]);
  return (
    <Modal opened={time !== null} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm" c="dimmed">
          {siteTime(time)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{body}</Text>
        {armed && (
          <Text size="sm" c="red" role="status">
            {`Deletes this ${title.toLowerCase()} of ${siteTime(time)} for everyone who sees this sensor. You can undo it for 10 seconds afterwards.`}
          </Text>
        )}
        <Group justify="flex-end">
          {canDelete && (
            <Button color="red" variant={armed ? 'filled' : 'light'} loading={deleting} onClick={armed ? onDelete : () => setArmed(true)}>
              {armed ? 'Confirm Delete' : 'Delete'}
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
