import { lazy, Suspense, useMemo } from 'react';
import { Text } from '@mantine/core';
import { deviceState, formatSiteTime } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { useNowSeconds } from '../../ui/cards/useNowSeconds';
import type { MapDevice } from '../../ui/map/DeviceMap';
import type { MapListDevice } from './graphql/devices';
import { DIRECTORY_TEXTS } from './texts';

// Leaflet is large: only the Map view loads it.
const DeviceMap = lazy(async () => ({ default: (await import('../../ui/map/DeviceMap')).DeviceMap }));

/**
 * A device as its marker shows it: coloured by its state (the directory cards' rules), its popup's reading and last
 * message as the List view prints them (the card's reading with its unit; the time in the site's zone).
 */
export function mapDevice(d: MapListDevice, nowSeconds: number): MapDevice {
  return {
    id: d.id,
    name: d.name,
    latitude: d.latitude,
    longitude: d.longitude,
    state: deviceState(d, nowSeconds),
    details: () => ({
      reading: d.latestReadingShown?.text ?? null,
      time: d.lastTimeMessageReceived === null ? 'Never' : formatSiteTime(d.lastTimeMessageReceived, d.timeZone),
    }),
  };
}

export function DirectoryMapView({ devices }: { devices: readonly MapListDevice[] }) {
  // the delayed state turns on with time alone, as the cards' clock hint does
  const now = useNowSeconds();
  const mapDevices = useMemo(() => devices.map((d) => mapDevice(d, now)), [devices, now]);
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
