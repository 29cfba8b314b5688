import { Box, Group, Text } from '@mantine/core';
import { DESKTOP_COLOUR, MOBILE_COLOUR } from './ActivityTable';

const ITEMS = [
  { label: 'Mobile', color: MOBILE_COLOUR },
  { label: 'Desktop', color: DESKTOP_COLOUR },
];

export function ActivityLegend() {
  return (
    <Group gap="lg" aria-label="Legend">
      {ITEMS.map((item) => (
        <Group key={item.label} gap={6}>
          <Box w={14} h={14} bg={item.color} style={{ borderRadius: 3 }} aria-hidden />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
