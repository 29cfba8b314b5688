import { describe, expect, it } from 'vitest';
import type { DeviceState } from '@fieldwatch/domain';
import { DEVICE_STATE_COLOURS } from '../../src/ui/deviceStateColours';
import { TONE_COLOURS } from '../../src/ui/gauges/gaugeProps';
import {
  clusterDevices,
  clusterIndex,
  clusterTarget,
  MAP_MAX_ZOOM,
  mapItems,
  markerLabel,
  type MapItem,
  type PlacedDevice,
  type ViewBox,
} from '../../src/ui/map/mapClusters';

const WORLD: ViewBox = [-180, -85, 180, 85];
const PERMIAN: ViewBox = [-103, 31, -101.5, 32.5];

/** n devices spread over the Permian basin on a fixed grid (no randomness: the same clusters every run). */
function fleet(n: number, state: (i: number) => DeviceState = () => 'normal'): PlacedDevice[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Tank ${i + 1}`,
    lat: 31.2 + (i % 60) * 0.02,
    lon: -102.8 + Math.floor(i / 60) * 0.02,
    state: state(i),
  }));
}

const total = (items: MapItem[]) => items.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0);
const clusters = (items: MapItem[]) => items.filter((i): i is Extract<MapItem, { kind: 'cluster' }> => i.kind === 'cluster');

describe('map clusters', () => {
  it('draws 3,000 devices as a few dozen markers at a region zoom, every device counted once', () => {
    const index = clusterIndex(fleet(3000));
    const items = mapItems(index, PERMIAN, 8);
    expect(items.length).toBeLessThan(60);
    expect(total(items)).toBe(3000);
    expect(total(mapItems(index, WORLD, 2))).toBe(3000);
  });

  it('splits a cluster at the zoom its click goes to, and shows single devices when zoomed in', () => {
    const index = clusterIndex(fleet(3000));
    const [first] = clusters(mapItems(index, PERMIAN, 8));
    const zoom = clusterTarget(index, first!.clusterID)!;
    expect(zoom).toBeGreaterThan(8);
    expect(clusterDevices(index, first!.clusterID)).toHaveLength(first!.count);
    // at the deepest zoom devices 2 km apart are each their own marker
    const close = mapItems(index, [-102.81, 31.19, -102.77, 31.23], MAP_MAX_ZOOM);
    expect(close.every((i) => i.kind === 'device')).toBe(true);
  });

  it('leaves markers apart on screen (a 24 px target each, axe 2.5.8), at every zoom', () => {
    const index = clusterIndex(fleet(3000));
    // Web Mercator pixels at a zoom, for 256 px tiles as Leaflet draws them
    const px = (i: MapItem, z: number) => {
      const scale = 256 * 2 ** z;
      const sin = Math.sin((i.lat * Math.PI) / 180);
      return [((i.lon + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale] as const;
    };
    for (let z = 6; z <= 12; z++) {
      const items = mapItems(index, WORLD, z);
      let nearest = Infinity;
      for (const [n, a] of items.entries()) {
        const [ax, ay] = px(a, z);
        for (const b of items.slice(n + 1)) {
          const [bx, by] = px(b, z);
          nearest = Math.min(nearest, Math.hypot(ax - bx, ay - by));
        }
      }
      expect(nearest, `zoom ${z}`).toBeGreaterThanOrEqual(30);
    }
  });

  it('colours a cluster by its worst device: alarm over delayed over normal', () => {
    const oneAlarm = clusterIndex(fleet(100, (i) => (i === 37 ? 'alarm' : i % 2 ? 'delayed' : 'normal')));
    const [all] = clusters(mapItems(oneAlarm, WORLD, 0));
    expect(all).toMatchObject({ count: 100, state: 'alarm' });
    const delayed = clusterIndex(fleet(100, (i) => (i === 5 ? 'delayed' : 'normal')));
    expect(clusters(mapItems(delayed, WORLD, 0))[0]!.state).toBe('delayed');
    expect(clusters(mapItems(clusterIndex(fleet(100)), WORLD, 0))[0]!.state).toBe('normal');
  });

  it('lists devices that share a place instead of zooming past the deepest zoom', () => {
    const pad = fleet(4).map((d) => ({ ...d, lat: 32, lon: -102 }));
    const index = clusterIndex(pad);
    const [cluster] = clusters(mapItems(index, WORLD, MAP_MAX_ZOOM));
    expect(cluster!.count).toBe(4);
    expect(clusterTarget(index, cluster!.clusterID)).toBeNull();
    expect(clusterDevices(index, cluster!.clusterID).map((d) => d.name)).toEqual(['Tank 1', 'Tank 2', 'Tank 3', 'Tank 4']);
  });

  it('names markers by device or count, with a state that is not normal', () => {
    const [device] = fleet(1, () => 'alarm');
    expect(markerLabel({ kind: 'device', key: 'd', lat: 0, lon: 0, device: device! })).toBe('Tank 1, in alarm');
    const cluster = { kind: 'cluster', key: 'c', lat: 0, lon: 0, clusterID: 1, count: 12 } as const;
    expect(markerLabel({ ...cluster, state: 'normal' })).toBe('12 devices');
    expect(markerLabel({ ...cluster, state: 'delayed' })).toBe('12 devices, some delayed');
  });

  it('draws states in the directory cards colours', () => {
    expect(DEVICE_STATE_COLOURS).toEqual({
      alarm: TONE_COLOURS.alarm,
      delayed: 'var(--mantine-color-yellow-6)',
      normal: TONE_COLOURS.normal,
    });
  });
});
