import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { tagLabel } from '@fieldwatch/domain';

/** Links back to the device (its name, and Device Info), the tag label and the device ID (spec 2 §2.2). */
export function TagHeader({ deviceID, deviceName, tag }: { deviceID: number; deviceName: string | null; tag: string }) {
  return (
    <Stack gap={2}>
      <Group gap="md">
        <Anchor component={Link} to={`/devices/${deviceID}`} fw={500}>
          {deviceName || `Device ${deviceID}`}
        </Anchor>
        <Anchor component={Link} to={`/devices/${deviceID}`} size="sm">
          Device Info
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        {tagLabel(tag)}
      </Title>
      <Text size="sm" c="dimmed">
        Device ID: {deviceID}
      </Text>
    </Stack>
  );
}
