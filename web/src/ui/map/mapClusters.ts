import Supercluster from 'supercluster';
import { worseState, type DeviceState } from '@fieldwatch/domain';

/*
 * Which markers a map shows at a zoom: its devices grouped into clusters, pure (no Leaflet, no DOM) so the rules are
 * tested without a browser.
 *
 * Why supercluster rather than Leaflet.markercluster: markercluster builds a Leaflet marker for every device up front
 * and keeps them all in memory, which for a folder of thousands of devices is what made the map slow; supercluster
 * indexes plain points once (a few milliseconds for 10,000) and answers "what is in this view at this zoom" with a
 * few dozen items, so the map only ever holds the markers on screen. It is also a small pure library, the one
 * Mapbox's and MapLibre's own clustering is built on.
 */

/** A device the map can place: its coordinates and the state its marker is drawn in. */
export interface PlacedDevice {
  id: number;
  name: string;
  lat: number;
  lon: number;
  state: DeviceState;
}

interface ClusterProps {
  state: DeviceState;
}

export type ClusterIndex = Supercluster<PlacedDevice, ClusterProps>;

export type MapItem =
  | { kind: 'device'; key: string; lat: number; lon: number; device: PlacedDevice }
  | { kind: 'cluster'; key: string; lat: number; lon: number; clusterID: number; count: number; state: DeviceState };

/** The map's deepest zoom (tiles go to 19); clusters still there hold devices too close together to ever split. */
export const MAP_MAX_ZOOM = 19;
/**
 * How close, in screen pixels, markers are merged: about two markers' widths, so markers never overlap and a pad's
 * devices read as one numbered circle until the map is zoomed in on it.
 */
const CLUSTER_RADIUS_PX = 48;

/** Indexes the devices once; the index answers every later pan and zoom. */
export function clusterIndex(devices: readonly PlacedDevice[]): ClusterIndex {
  const index = new Supercluster<PlacedDevice, ClusterProps>({
    radius: CLUSTER_RADIUS_PX,
    // supercluster measures the radius on a 512-unit tile; Leaflet's tiles are 256 px, so on 256 the radius is in
    // screen pixels
    extent: 256,
    maxZoom: MAP_MAX_ZOOM,
    // a cluster takes its worst device's state, so an alarm is never hidden inside a blue circle
    map: (d) => ({ state: d.state }),
    reduce: (acc, d) => {
      acc.state = worseState(acc.state, d.state);
    },
  });
  index.load(devices.map((d) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [d.lon, d.lat] }, properties: d })));
  return index;
}

/** West, south, east, north in degrees, as Leaflet's view bounds give them (longitudes may pass ±180). */
export type ViewBox = [number, number, number, number];

/**
 * The clusters and single devices within the view at a zoom. Keys stay the same for the same marker across pans, so
 * a marker already drawn (and its open popup) is kept.
 */
export function mapItems(index: ClusterIndex, view: ViewBox, zoom: number): MapItem[] {
  const [west, south, east, north] = view;
  // a view wider than the world (zoomed far out) asks for all of it; supercluster wraps the rest itself
  const box: ViewBox = east - west >= 360 ? [-180, south, 180, north] : view;
  return index.getClusters([box[0], Math.max(-90, box[1]), box[2], Math.min(90, box[3])], Math.round(zoom)).map((f) => {
    const [lon, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties;
    if ('cluster' in p && p.cluster) {
      return {
        kind: 'cluster',
        key: `c${p.cluster_id}:${p.point_count}:${p.state}`,
        lat,
        lon,
        clusterID: p.cluster_id,
        count: p.point_count,
        state: p.state,
      };
    }
    const device = p as PlacedDevice;
    return { kind: 'device', key: `d${device.id}:${device.state}:${device.name}`, lat, lon, device };
  });
}

/**
 * Where a click on a cluster goes: the zoom at which it splits, or, for devices too close to split even at the
 * deepest zoom (one pad's devices entered with the same coordinates), null: they are listed in a popup instead.
 */
export function clusterTarget(index: ClusterIndex, clusterID: number): number | null {
  const zoom = index.getClusterExpansionZoom(clusterID);
  return zoom > MAP_MAX_ZOOM ? null : zoom;
}

/** The devices of a cluster, by name (the popup that lists a cluster that cannot split). */
export function clusterDevices(index: ClusterIndex, clusterID: number): PlacedDevice[] {
  return index
    .getLeaves(clusterID, Infinity)
    .map((f) => f.properties)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
}

/** Grows with the count (more digits, more devices) from the 32 px that leaves room for three digits. */
export function clusterSizePx(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 36;
  if (count < 1000) return 42;
  return 48;
}

const STATE_WORDS: Record<DeviceState, string> = { alarm: 'in alarm', delayed: 'delayed', normal: '' };

/** What a screen reader (and a hover) says of a marker: the device or the count, and its state when not normal. */
export function markerLabel(item: MapItem): string {
  const what = item.kind === 'cluster' ? `${item.count} devices` : item.device.name;
  const state = item.kind === 'cluster' ? item.state : item.device.state;
  if (state === 'normal') return what;
  return item.kind === 'cluster' ? `${what}, some ${STATE_WORDS[state]}` : `${what}, ${STATE_WORDS[state]}`;
}
