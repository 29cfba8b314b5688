import { isHealthTag } from '../tag/tagCardReading';
import { deviceDisplayName } from './deviceHealth';
import { normalizePath } from './directoryFolders';

/** The group heading of devices without a path (spec 1 §2 Icons view). */
export const UNASSIGNED_LABEL = 'Unassigned';

export interface GroupableDevice {
  id: number;
  name: string | null;
  path: string | null;
  tags: readonly { tag: string; value: number | null }[];
}

/** A device has readings when one of its sensor (non-health) tags holds a value. */
export function hasReadings(device: Pick<GroupableDevice, 'tags'>): boolean {
  return device.tags.some((t) => !isHealthTag(t.tag) && t.value !== null);
}

export interface DeviceGroup<D> {
  /** '' for devices without a path. */
  path: string;
  label: string;
  /** Shown at once, sorted by name. */
  withReadings: D[];
  /** Hidden behind the 'View All' card until revealed, sorted by name. */
  withoutReadings: D[];
}

export function compareDeviceNames(a: { id: number; name: string | null }, b: { id: number; name: string | null }): number {
  return deviceDisplayName(a).localeCompare(deviceDisplayName(b), undefined, { numeric: true, sensitivity: 'base' }) || a.id - b.id;
}

/**
 * Cards grouped by path, groups in path order with 'Unassigned' last; in each group the devices with readings come
 * first and those without are kept apart (spec 1 §2: hidden behind a 'View All' card).
 */
export function groupDevicesByPath<D extends GroupableDevice>(devices: readonly D[]): DeviceGroup<D>[] {
  const groups = new Map<string, DeviceGroup<D>>();
  for (const device of devices) {
    const path = normalizePath(device.path);
    let group = groups.get(path);
    if (!group) {
      group = { path, label: path === '' ? UNASSIGNED_LABEL : path, withReadings: [], withoutReadings: [] };
      groups.set(path, group);
    }
    (hasReadings(device) ? group.withReadings : group.withoutReadings).push(device);
  }
  const list = [...groups.values()];
  for (const g of list) {
    g.withReadings.sort(compareDeviceNames);
    g.withoutReadings.sort(compareDeviceNames);
  }
  return list.sort((a, b) => {
    if (a.path === '' || b.path === '') return a.path === '' ? (b.path === '' ? 0 : 1) : -1;
    return a.path.localeCompare(b.path, undefined, { numeric: true, sensitivity: 'base' });
  });
}
