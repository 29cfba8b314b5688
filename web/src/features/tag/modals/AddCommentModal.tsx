import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { commentProblem, TEXT_LIMITS } from '@fieldwatch/domain';
import { useSiteTime } from '../../../app/time/siteTime';

export interface AddCommentModalProps {
  time: number | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (comment: string) => void;
}

/** Add Comment (spec 2 §2.2): the time, a comment text area, Cancel and Save. */
export function AddCommentModal({ time, saving, onCancel, onSave }: AddCommentModalProps) {
  const siteTime = useSiteTime();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onCancel();
  };
  return (
    <Modal opened={time !== null} onClose={close} title="Add Comment">
      <Stack>
        <Text size="sm">Time: {siteTime(time)}</Text>
        <Textarea
          label="Comment"
          maxLength={TEXT_LIMITS.comment}
          autosize
          minRows={3}
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              const problem = commentProblem(text);
              if (problem) return setError(problem);
              onSave(text);
              setText('');
              setError(null);
            }}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
