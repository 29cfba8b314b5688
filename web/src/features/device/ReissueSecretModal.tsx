import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { answered, graphqlRequest } from '../../api/graphql';
import { REISSUE_DEVICE_SECRET } from './graphql/deviceMutations';
import { useReturnFocus } from '../../ui/useReturnFocus';

/**
 * Super users give a device a new transport secret (a leaked one, a board re-flashed in the field). The old secret
 * stops working, so the confirmation says so; the new one is shown once (only its hash is kept) and lives in this
 * modal's state only.
 */
export function ReissueSecretModal({ deviceID, onClose }: { deviceID: number; onClose: () => void }) {
  useReturnFocus();
  const [secret, setSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reissue = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const r = await graphqlRequest(REISSUE_DEVICE_SECRET, { deviceID });
      setSecret(answered(r.reissueDeviceSecret, 'reissueDeviceSecret').secret);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : 'Something Went Wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title="Re-issue Secret">
      {secret ? (
        <Stack>
          <Text size="sm">The device's new transport secret. Flash it into the device now: it cannot be shown again.</Text>
          <Code block data-testid="new-secret">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">The device's current secret stops working: its messages are refused until it has the new one.</Text>
          {failed && (
            <Alert color="red" role="alert">
              {failed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void reissue()}>
              Re-issue Secret
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
