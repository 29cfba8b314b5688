import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The Clear Data confirmation (spec 2 §4.1): confirming saves the device, clears all tag data and reloads. */
export function ClearDataModal({ opened, onClose, onConfirm }: { opened: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Clear Data">
      <Stack>
        <Text size="sm">This deletes every reading of every data stream of this device. It cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            Clear Data
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
