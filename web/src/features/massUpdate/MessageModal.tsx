import { Button, Group, Modal, Text } from '@mantine/core';

/** The form error and server error popups (spec 3 §8). */
export function MessageModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Error" centered>
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Ok</Button>
      </Group>
    </Modal>
  );
}
