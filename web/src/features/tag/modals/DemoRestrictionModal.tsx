import { Button, Group, Modal, Text } from '@mantine/core';
import { TAG_PAGE_TEXTS } from '@fieldwatch/domain';

/** calibrationDemoError (spec 2 §4.5): demo users cannot calibrate. */
export function DemoRestrictionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={TAG_PAGE_TEXTS.demoRestrictedTitle}>
      <Text>{TAG_PAGE_TEXTS.demoRestrictedCalibrate}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Ok</Button>
      </Group>
    </Modal>
  );
}
