import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface BannerStatProps {
  label: string;
  value: string;
  /** Mantine colour of the number. */
  color?: string;
  /** Beside the label: the health tooltip, the alarm warning icon. */
  extra?: ReactNode;
  /** Where the devices behind the number are listed; the number becomes the link, named by `link.label`. */
  link?: { to: string; label: string };
}

export function BannerStat({ label, value, color, extra, link }: BannerStatProps) {
  return (
    <Paper withBorder radius="md" p="md" data-stat={label}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {extra}
      </Group>
      <Text fz={28} fw={700} c={color} lh={1.2} data-stat-value>
        {link ? (
          <Anchor component={Link} to={link.to} c="inherit" underline="always" aria-label={`${value} ${link.label}`}>
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
    </Paper>
  );
}
