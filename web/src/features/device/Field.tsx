import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One label and value line of a read-only section. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={150}>
        {label}
      </Text>
      <Text size="sm" component="div" data-field={label}>
        {children}
      </Text>
    </Group>
  );
}
