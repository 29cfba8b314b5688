import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { deviceDisplayName, formatCoordinate, mapLink } from '@fieldwatch/domain';
import type { TableDevice } from './tableDevice';

/**
 * Where a device is. The brief asks for no map library here: the coordinates to 7 decimals and an
 * OpenStreetMap link carry the same information as a map tile.
 */
export function MapPopup({ device, onClose }: { device: TableDevice | null; onClose: () => void }) {
  const placed = device !== null && device.latitude != null && device.longitude != null;
  return (
    <Modal opened={device !== null} onClose={onClose} title="Device Location" centered>
      {placed && (
        <Stack gap="sm">
          <Text fw={600}>{deviceDisplayName({ id: device.id, name: device.name ?? null })}</Text>
          <Text size="sm">Latitude: {formatCoordinate(device.latitude)}</Text>
          <Text size="sm">Longitude: {formatCoordinate(device.longitude)}</Text>
          <Anchor href={mapLink(device.latitude!, device.longitude!)} target="_blank" rel="noreferrer">
            <Group gap={4} component="span">
              Open in OpenStreetMap <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
