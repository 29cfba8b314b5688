import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

export interface ScreenHeaderProps {
  title: string;
  /** A note under the title, such as the asterisked hints of the monitoring lists. */
  note?: string;
  children?: ReactNode;
}

export function ScreenHeader({ title, note, children }: ScreenHeaderProps) {
  return (
    <Stack gap="xs" p="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {note !== undefined && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {children}
    </Stack>
  );
}
