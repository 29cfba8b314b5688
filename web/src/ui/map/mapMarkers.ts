import * as L from 'leaflet';
import { DEVICE_STATE_COLOURS } from '../deviceStateColours';
import { clusterSizePx, markerLabel, type MapItem, type PlacedDevice } from './mapClusters';
import classes from './map.module.css';

/*
 * The Leaflet markers of map items: plain elements (no marker images), so the map works without tiles and without
 * asset URLs. Popups are built as elements, not HTML text: device names are user input.
 */

/** A device's popup lines beside its name, as the directory's List view prints them; absent where none are known. */
export interface MarkerDetails {
  /** The card's reading with its unit ('8.5 ft', 'No readings'). */
  reading?: string | null;
  /** The last message's time in the device's site zone ('Never' without one). */
  time?: string | null;
}

function line(label: string, value: string): HTMLElement {
  const div = document.createElement('div');
  const name = document.createElement('span');
  name.className = classes.popupLabel!;
  name.textContent = `${label}: `;
  div.append(name, value);
  return div;
}

/** A device's name linking to its page, then its last reading and last message when known. */
export function devicePopup(device: PlacedDevice, details: MarkerDetails | undefined): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popupDevice!;
  box.dataset.deviceId = String(device.id);
  const link = document.createElement('a');
  link.href = `#/devices/${device.id}`;
  link.textContent = device.name;
  box.append(link);
  if (details?.reading != null) box.append(line('Last Reading', details.reading));
  if (details?.time != null) box.append(line('Last Message', details.time));
  return box;
}

/** The devices of a cluster that cannot split (the same coordinates), each as its own popup would show it. */
export function clusterListPopup(devices: readonly PlacedDevice[], details: (id: number) => MarkerDetails | undefined): HTMLElement {
  const list = document.createElement('ul');
  list.className = classes.popupList!;
  list.setAttribute('aria-label', `${devices.length} devices at this place`);
  for (const d of devices) {
    const item = document.createElement('li');
    item.append(devicePopup(d, details(d.id)));
    list.append(item);
  }
  return list;
}

/** A marker for one device or one cluster, coloured by its (worst) state; a cluster shows its count. */
export function itemMarker(item: MapItem): L.Marker {
  const state = item.kind === 'cluster' ? item.state : item.device.state;
  const label = markerLabel(item);
  // 24 px for a device: the smallest target WCAG 2.2 AA lets a pointer aim at (2.5.8); a cluster's grows with its count
  const size = item.kind === 'cluster' ? clusterSizePx(item.count) : 24;
  const icon = L.divIcon({
    className: item.kind === 'cluster' ? classes.cluster : classes.marker,
    iconSize: [size, size],
    // the count is the bubble's text; the marker's accessible name (below) says what it counts
    html: item.kind === 'cluster' ? `<span aria-hidden="true">${item.count}</span>` : '',
  });
  const marker = L.marker([item.lat, item.lon], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
  marker.on('add', () => {
    const el = marker.getElement();
    if (!el) return;
    el.style.setProperty('--marker-colour', DEVICE_STATE_COLOURS[state]);
    el.dataset.state = state;
    if (item.kind === 'cluster') el.dataset.clusterCount = String(item.count);
    else el.dataset.deviceId = String(item.device.id);
    el.setAttribute('aria-label', label);
  });
  return marker;
}
