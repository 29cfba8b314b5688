import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../src/auth/capabilities';
import { flagsForRole, ROLES } from '../../src/auth/role';
import {
  DEVICE_LIST_CONTEXTS,
  DEVICE_LIST_MAX_LIMIT,
  DEVICE_SORT_KEYS,
  deviceListLimit,
  isDeviceListContext,
  mayUseDeviceList,
  sortDirectionOf,
  sortKeyOf,
} from '../../src/directory/deviceListContexts';

const caps = (role: (typeof ROLES)[number]) => capabilitiesOf({ ...flagsForRole(role), isPrivileged: false });

describe('devicesRe contexts (spec 1 §7, spec 3 §7)', () => {
  it('knows every context the screens use, and nothing else', () => {
    for (const c of [
      'all',
      'new',
      'directory-details',
      'directory-side',
      'directory-side-user',
      'alarm',
      'alert',
      'cellular',
      'sku',
      'voltage',
      'print',
      'path-input',
      'extra-graphs',
      'search',
    ]) {
      expect(isDeviceListContext(c), c).toBe(true);
    }
    expect(isDeviceListContext('All')).toBe(false);
    expect(isDeviceListContext('')).toBe(false);
    expect(DEVICE_LIST_CONTEXTS).toHaveLength(14);
  });

  it('Tardy is for super users and managers; cellular, SKU and print for super users; the rest for everyone', () => {
    const allowed = (ctx: (typeof DEVICE_LIST_CONTEXTS)[number]) => ROLES.filter((r) => mayUseDeviceList(ctx, caps(r)));
    expect(allowed('alert')).toEqual(allowed('all'));
    for (const ctx of ['cellular', 'sku', 'print'] as const) expect(allowed(ctx), ctx).toEqual(['superUser']);
    for (const ctx of ['all', 'new', 'alarm', 'voltage', 'search', 'directory-details', 'path-input', 'extra-graphs'] as const) {
      expect(allowed(ctx), ctx).toEqual([...ROLES]);
    }
  });

  it('pages: 50 for All Devices, cellular and SKU, 20 for New Devices, at most 500; trees never; search at most 5', () => {
    expect(deviceListLimit('all', null)).toBe(50);
    expect(deviceListLimit('cellular', undefined)).toBe(50);
    expect(deviceListLimit('sku', null)).toBe(50);
    expect(deviceListLimit('new', null)).toBe(20);
    expect(deviceListLimit('all', 10)).toBe(10);
    expect(deviceListLimit('all', 10_000)).toBe(DEVICE_LIST_MAX_LIMIT);
    expect(deviceListLimit('alert', null)).toBeNull();
    expect(deviceListLimit('alert', 10)).toBe(10);
    expect(deviceListLimit('directory-side', 10)).toBeNull();
    expect(deviceListLimit('path-input', 10)).toBeNull();
    expect(deviceListLimit('search', null)).toBe(5);
    expect(deviceListLimit('search', 50)).toBe(5);
    expect(deviceListLimit('search', 2)).toBe(2);
    expect(deviceListLimit('print', null)).toBe(DEVICE_LIST_MAX_LIMIT);
  });

  it('sorts only by whitelisted keys per context', () => {
    expect(DEVICE_SORT_KEYS.cellular).toEqual(['tmobile', 'verizon', 'att', 'unknown', 'id', 'name', 'signalStrength', 'carrier']);
    expect(DEVICE_SORT_KEYS.sku).toEqual(['sku', 'id', 'name', 'model']);
    expect(sortKeyOf('cellular', 'tmobile')).toBe('tmobile');
    expect(sortKeyOf('all', 'tmobile')).toBeNull();
    expect(sortKeyOf('all', 'name; DROP TABLE devices')).toBeNull();
    expect(sortKeyOf('all', undefined)).toBeNull();
    expect(sortKeyOf('directory-side', 'name')).toBeNull();
  });

  it("reads 'asc' and 'desc' in any case, anything else as ascending", () => {
    expect(sortDirectionOf('desc')).toBe('desc');
    expect(sortDirectionOf('DESC')).toBe('desc');
    expect(sortDirectionOf('asc')).toBe('asc');
    expect(sortDirectionOf('down')).toBe('asc');
    expect(sortDirectionOf(null)).toBe('asc');
  });
});
