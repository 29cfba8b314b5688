import { lazy, Suspense, useMemo } from 'react';
import { Text } from '@mantine/core';
import { isActiveAlarm } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import type { MapListDevice } from './graphql/devices';
import { DIRECTORY_TEXTS } from './texts';

// Leaflet is large: only the Map view loads it.
const DeviceMap = lazy(async () => ({ default: (await import('../../ui/map/DeviceMap')).DeviceMap }));

export function DirectoryMapView({ devices }: { devices: readonly MapListDevice[] }) {
  const mapDevices = useMemo(
    () =>
      devices.map((d) => ({
        id: d.id,
        name: d.name,
        latitude: d.latitude,
        longitude: d.longitude,
        alarm: d.tags.some((t) => isActiveAlarm(t.alarms?.flag ?? 'norm')),
      })),
    [devices],
  );
  const placed = mapDevices.some((d) => d.latitude !== null && d.longitude !== null);
  return (
    <>
      {!placed && (
        <Text c="dimmed" size="sm" mb="xs">
          {DIRECTORY_TEXTS.noCoordinates}
        </Text>
      )}
      <Suspense fallback={<DelayedSpinner />}>
        <DeviceMap devices={mapDevices} label="Map of devices" />
      </Suspense>
    </>
  );
}
