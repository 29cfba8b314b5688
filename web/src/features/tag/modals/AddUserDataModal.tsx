import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useSiteTime } from '../../../app/time/siteTime';

export interface AddUserDataModalProps {
  time: number | null;
  unit: string;
  saving: boolean;
  onCancel: () => void;
  /** The reading as typed, in the display unit. */
  onSave: (value: number) => void;
}

/** Add User Data (spec 2 §2.2): the read-only time, a Reading field, Cancel and Save. */
export function AddUserDataModal({ time, unit, saving, onCancel, onSave }: AddUserDataModalProps) {
  const siteTime = useSiteTime();
  const [value, setValue] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    onCancel();
  };
  return (
    <Modal opened={time !== null} onClose={close} title="Add User Data">
      <Stack>
        <TextInput label="Time" readOnly value={siteTime(time)} />
        <NumberInput label={`Reading${unit ? ` (${unit})` : ''}`} value={value} onChange={setValue} error={error} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              const n = typeof value === 'number' ? value : Number.parseFloat(value);
              if (!Number.isFinite(n)) return setError('Please enter a number.');
              onSave(n);
              setValue('');
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
