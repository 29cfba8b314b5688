import { lazy, Suspense } from 'react';
import { Loader, Modal } from '@mantine/core';
import type { DeviceReData, PageDevice } from './graphql/deviceRe';
import { useReturnFocus } from '../../ui/useReturnFocus';

// Leaflet is large: the map is fetched only when someone opens it (spec 2 §2.1 "Map modal (loaded on demand)")
const DeviceMap = lazy(() => import('../../ui/map/DeviceMap').then((m) => ({ default: m.DeviceMap })));

export function MapModal({ device, gps, onClose }: { device: PageDevice; gps: DeviceReData['deviceGps']; onClose: () => void }) {
  useReturnFocus();
  const latitude = gps?.latitude ?? device.latitude;
  const longitude = gps?.longitude ?? device.longitude;
  return (
    <Modal opened onClose={onClose} title={device.name ?? `Device ${device.id}`} size="xl">
      <Suspense fallback={<Loader />}>
        <DeviceMap devices={[{ id: device.id, name: device.name, latitude, longitude }]} label="Device location" />
      </Suspense>
    </Modal>
  );
}
