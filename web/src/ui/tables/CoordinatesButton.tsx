import { UnstyledButton } from '@mantine/core';
import { formatCoordinates } from '@fieldwatch/domain';
import type { TableDevice } from './tableDevice';

/** Coordinates as a link-styled button: a click opens the map popup (spec 1 §2 Cellular and SKU views). */
export function CoordinatesButton({ device, onOpen }: { device: TableDevice; onOpen: (device: TableDevice) => void }) {
  const text = formatCoordinates(device.latitude, device.longitude);
  if (text === '') return null;
  return (
    <UnstyledButton
      c="blue"
      fz="sm"
      td="underline"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`Map of device ${device.id}: ${text}`}
      onClick={() => onOpen(device)}
    >
      {text}
    </UnstyledButton>
  );
}
