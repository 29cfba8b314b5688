import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { graphqlRequest, GraphQLRequestError } from '../../api/graphql';
import { REPLACE_DEVICE } from './graphql/deviceMutations';
import type { PageDevice } from './graphql/deviceRe';
import { useReturnFocus } from '../../ui/useReturnFocus';
import { DEVICE_PAGE_TOASTS, withSaveToast } from '../../ui/saveToast';

/**
 * Replace Device (spec 2 §4.1): the new device takes over settings, calibrations, alarms and graph settings;
 * this one becomes inactive. A refusal shows the server's reason and keeps what was typed.
 */
export function ReplaceDeviceModal({ device, onClose, onReplaced }: { device: PageDevice; onClose: () => void; onReplaced: () => void }) {
  useReturnFocus();
  const [newId, setNewId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = /^\d+$/.test(newId.trim());
  const confirm = async () => {
    setBusy(true);
    setError(null);
    // the toast as the device page's other saves give it; a refusal's reason also stays beside the typed id
    const done = await withSaveToast(() => graphqlRequest(REPLACE_DEVICE, { oldDeviceID: device.id, newDeviceID: Number(newId.trim()) }), {
      ...DEVICE_PAGE_TOASTS,
      success: 'Device Replaced',
      onError: (err) => setError(err instanceof GraphQLRequestError ? err.message : 'Something Went Wrong'),
    });
    setBusy(false);
    if (done) {
      onClose();
      onReplaced();
    }
  };
  return (
    <Modal opened onClose={onClose} title="Replace Device">
      <Stack>
        <Text size="sm">
          Settings, calibrations, alarms and graph settings of device {device.id} are copied to the new device. This device becomes inactive
          and the new device active.
        </Text>
        <TextInput
          label="New Device ID"
          value={newId}
          onChange={(e) => setNewId(e.currentTarget.value)}
          inputMode="numeric"
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!valid} loading={busy} onClick={() => void confirm()}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
