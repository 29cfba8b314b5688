import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function SignInError({ message }: { message: string }) {
  return (
    <Group gap="xs" wrap="nowrap" role="alert">
      <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" c="red">
        {message}
      </Text>
    </Group>
  );
}
