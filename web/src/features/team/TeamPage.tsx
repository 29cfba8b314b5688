import { Text } from '@mantine/core';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function TeamPage() {
  return (
    <ScreenHeader title="Team">
      <Text c="dimmed">No Team Selected</Text>
    </ScreenHeader>
  );
}
