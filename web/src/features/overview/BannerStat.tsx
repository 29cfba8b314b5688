import type { ReactNode } from 'react';
import { Group, Paper, Text } from '@mantine/core';

export interface BannerStatProps {
  label: string;
  value: string;
  /** Mantine colour of the number. */
  color?: string;
  /** Beside the label: the health tooltip, the alarm warning icon. */
  extra?: ReactNode;
}

export function BannerStat({ label, value, color, extra }: BannerStatProps) {
  return (
    <Paper withBorder radius="md" p="md" data-stat={label}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {extra}
      </Group>
      <Text fz={28} fw={700} c={color} lh={1.2} data-stat-value>
        {value}
      </Text>
    </Paper>
  );
}
