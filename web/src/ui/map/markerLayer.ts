import * as L from 'leaflet';
import { clusterDevices, clusterTarget, mapItems, type ClusterIndex, type MapItem } from './mapClusters';
import { clusterListPopup, devicePopup, itemMarker, type MarkerDetails } from './mapMarkers';

/** How close the map zooms onto a single device. */
const SINGLE_ZOOM = 13;

/**
 * The markers of a map's view, redrawn from the cluster index after every pan and zoom. Markers whose item is
 * unchanged are kept (an open popup stays open when the map pans to show it); the others are replaced. The map
 * container's data-zoom tells the zoom (what tests wait for after a cluster's click).
 */
export class MarkerLayer {
  private readonly group: L.LayerGroup;
  private readonly shown = new Map<string, L.Marker>();
  private index: ClusterIndex | null = null;
  private readonly onMove = () => this.render();

  constructor(
    readonly map: L.Map,
    private readonly details: (id: number) => MarkerDetails | undefined,
  ) {
    this.group = L.layerGroup().addTo(map);
    map.on('moveend', this.onMove);
  }

  setIndex(index: ClusterIndex): void {
    this.index = index;
    // the same keys may now stand for other devices or counts: start afresh
    this.group.clearLayers();
    this.shown.clear();
    this.render();
  }

  remove(): void {
    this.map.off('moveend', this.onMove);
    this.group.remove();
  }

  private render(): void {
    this.map.getContainer().dataset.zoom = String(this.map.getZoom());
    if (this.index === null) return;
    const b = this.map.getBounds();
    const items = mapItems(this.index, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], this.map.getZoom());
    const wanted = new Set(items.map((i) => i.key));
    for (const [key, marker] of this.shown) {
      if (wanted.has(key)) continue;
      this.group.removeLayer(marker);
      this.shown.delete(key);
    }
    for (const item of items) {
      if (this.shown.has(item.key)) continue;
      const marker = this.markerOf(item, this.index);
      this.shown.set(item.key, marker);
      this.group.addLayer(marker);
    }
  }

  private markerOf(item: MapItem, index: ClusterIndex): L.Marker {
    const marker = itemMarker(item);
    if (item.kind === 'device') {
      marker.bindPopup(() => devicePopup(item.device, this.details(item.device.id)));
      return marker;
    }
    const zoom = clusterTarget(index, item.clusterID);
    if (zoom === null) {
      marker.bindPopup(() => clusterListPopup(clusterDevices(index, item.clusterID), this.details), { maxHeight: 240 });
    } else {
      // a click (or Enter on the focused marker) zooms to where the cluster splits
      marker.on('click', () => this.map.setView([item.lat, item.lon], Math.min(zoom, this.map.getMaxZoom())));
    }
    return marker;
  }
}

/** Shows every device: one alone close up, several all together. Places are [id, latitude, longitude]. */
export function fitToDevices(map: L.Map, places: readonly [number, number, number][]): void {
  if (places.length === 0) return;
  const bounds = L.latLngBounds(places.map(([, lat, lon]) => [lat, lon] as L.LatLngTuple));
  if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), SINGLE_ZOOM);
  else map.fitBounds(bounds, { padding: [32, 32], maxZoom: SINGLE_ZOOM });
}
