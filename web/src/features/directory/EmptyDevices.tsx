import { Stack, Text, Title } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { DIRECTORY_TEXTS } from './texts';

/** 'No Devices Found', with the hint of spec 1 §2 when the directory itself is empty. */
export function EmptyDevices({ hint = true }: { hint?: boolean }) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <IconFolderOff size={40} color="var(--mantine-color-dimmed)" aria-hidden />
      <Title order={2} size="h4">
        {DIRECTORY_TEXTS.noDevices}
      </Title>
      {hint && (
        <Text c="dimmed" size="sm" maw={460}>
          {DIRECTORY_TEXTS.noDevicesHint}
        </Text>
      )}
    </Stack>
  );
}
