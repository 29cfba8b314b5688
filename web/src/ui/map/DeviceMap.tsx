import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import * as L from 'leaflet';
import { deviceDisplayName, type DeviceState } from '@fieldwatch/domain';
import { MAP_TILE_URL } from '../../app/brand';
import { clusterIndex, MAP_MAX_ZOOM, type PlacedDevice } from './mapClusters';
import type { MarkerDetails } from './mapMarkers';
import { fitToDevices, MarkerLayer } from './markerLayer';
import classes from './map.module.css';

export interface MapDevice {
  id: number;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The marker's colour (domain's deviceState); normal when absent. */
  state?: DeviceState;
  /** The popup's lines beside the name, worked out only when a popup opens (a folder may hold thousands). */
  details?: () => MarkerDetails;
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Where the map looks before it knows any device. */
const WORLD: L.LatLngExpression = [39.5, -98.35];

const isPlaced = (d: MapDevice) =>
  d.latitude !== null && d.longitude !== null && Number.isFinite(d.latitude) && Number.isFinite(d.longitude);

/**
 * Devices with coordinates as markers, clustered where they would crowd (mapClusters.ts); a device's popup links to
 * its page and shows its last reading and message. Only the markers of the view are in the page, whatever the number
 * of devices.
 */
export function DeviceMap({ devices, label = 'Device map' }: { devices: readonly MapDevice[]; label?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const layer = useRef<MarkerLayer | null>(null);
  // the popups read the newest details when they open: live readings change them far more often than the markers
  const latest = useRef(devices);
  useEffect(() => {
    latest.current = devices;
  }, [devices]);

  useEffect(() => {
    if (container.current === null) return;
    const m = L.map(container.current, { center: WORLD, zoom: 4, maxZoom: MAP_MAX_ZOOM, worldCopyJump: true });
    if (MAP_TILE_URL) L.tileLayer(MAP_TILE_URL, { maxZoom: MAP_MAX_ZOOM, attribution: ATTRIBUTION }).addTo(m);
    layer.current = new MarkerLayer(m, (id) => latest.current.find((d) => d.id === id)?.details?.());
    return () => {
      layer.current?.remove();
      m.remove();
      layer.current = null;
    };
  }, []);

  const placed = useMemo<PlacedDevice[]>(
    () =>
      devices.filter(isPlaced).map((d) => ({
        id: d.id,
        name: deviceDisplayName(d),
        lat: d.latitude!,
        lon: d.longitude!,
        state: d.state ?? 'normal',
      })),
    [devices],
  );
  // live readings replace the device objects often: the index is rebuilt only when what the markers show changes,
  // and the view is fitted only when the devices or their places do (not when one of them goes into alarm)
  const markersKey = JSON.stringify(placed);
  const placesKey = JSON.stringify(placed.map((d) => [d.id, d.lat, d.lon]));
  const index = useMemo(() => clusterIndex(JSON.parse(markersKey) as PlacedDevice[]), [markersKey]);

  useEffect(() => {
    layer.current?.setIndex(index);
  }, [index]);

  useEffect(() => {
    if (layer.current) fitToDevices(layer.current.map, JSON.parse(placesKey) as [number, number, number][]);
  }, [placesKey]);

  return <div ref={container} className={classes.map} role="region" aria-label={label} />;
}
