import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import * as L from 'leaflet';
import { deviceDisplayName } from '@fieldwatch/domain';
import { MAP_TILE_URL } from '../../app/brand';
import classes from './map.module.css';

export interface MapDevice {
  id: number;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Drawn in the alarm colour. */
  alarm?: boolean;
}

interface Placed {
  id: number;
  name: string;
  lat: number;
  lon: number;
  alarm: boolean;
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Where the map looks before it knows any device, and how close it zooms onto a single one. */
const WORLD: L.LatLngExpression = [39.5, -98.35];
const SINGLE_ZOOM = 13;

function popupContent(device: Placed): HTMLElement {
  // built as elements, not HTML text: device names are user input
  const link = document.createElement('a');
  link.href = `#/devices/${device.id}`;
  link.textContent = device.name;
  return link;
}

/**
 * Devices with coordinates as markers; a marker's popup links to the device page. Markers are plain elements
 * (no marker images), so the map works without tiles and without asset URLs.
 */
export function DeviceMap({ devices, label = 'Device map' }: { devices: readonly MapDevice[]; label?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);

  useEffect(() => {
    if (container.current === null) return;
    const m = L.map(container.current, { center: WORLD, zoom: 4, worldCopyJump: true });
    if (MAP_TILE_URL) L.tileLayer(MAP_TILE_URL, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(m);
    layer.current = L.featureGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  const placed = useMemo<Placed[]>(
    () =>
      devices
        .filter((d) => d.latitude !== null && d.longitude !== null && Number.isFinite(d.latitude) && Number.isFinite(d.longitude))
        .map((d) => ({ id: d.id, name: deviceDisplayName(d), lat: d.latitude!, lon: d.longitude!, alarm: Boolean(d.alarm) })),
    [devices],
  );
  // live readings replace the device objects often; markers are rebuilt only when what they show changes
  const markersKey = JSON.stringify(placed);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (m === null || group === null) return;
    group.clearLayers();
    for (const device of JSON.parse(markersKey) as Placed[]) {
      // 24 px: the smallest target WCAG 2.2 AA lets a pointer aim at (2.5.8)
      const icon = L.divIcon({ className: classes.marker, iconSize: [24, 24], html: '' });
      const marker = L.marker([device.lat, device.lon], { icon, title: device.name, alt: device.name, keyboard: true, riseOnHover: true });
      marker.bindPopup(popupContent(device));
      marker.on('add', () => {
        const el = marker.getElement();
        if (!el) return;
        el.dataset.deviceId = String(device.id);
        if (device.alarm) el.dataset.alarm = 'true';
        el.setAttribute('aria-label', device.name);
      });
      group.addLayer(marker);
    }
    const bounds = group.getBounds();
    if (!bounds.isValid()) return;
    if (bounds.getNorthEast().equals(bounds.getSouthWest())) m.setView(bounds.getCenter(), SINGLE_ZOOM);
    else m.fitBounds(bounds, { padding: [32, 32], maxZoom: SINGLE_ZOOM });
  }, [markersKey]);

  return <div ref={container} className={classes.map} role="region" aria-label={label} />;
}
