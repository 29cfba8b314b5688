import type { Capabilities } from '../auth/capabilities';
import { PAGE_SIZE, SEARCH_LIMIT } from '../constants/limits';
import type { SortDirection } from '../display/sortRows';

/**
 * The named contexts of the devicesRe query (spec 1 §7, spec 2 §7, spec 3 §7): which screen asks, who may ask,
 * how it pages and which columns it may sort by. Shared so the browser offers exactly the sorts the server does.
 */
export const DEVICE_LIST_CONTEXTS = [
  'all',
  'directory-details',
  'directory-side',
  'directory-side-user',
  'path-input',
  'new',
  'alarm',
  'alert',
  'cellular',
  'sku',
  'voltage',
  'print',
  'extra-graphs',
  'search',
] as const;

export type DeviceListContext = (typeof DEVICE_LIST_CONTEXTS)[number];

export function isDeviceListContext(value: string): value is DeviceListContext {
  return (DEVICE_LIST_CONTEXTS as readonly string[]).includes(value);
}

/** Who may ask: everyone signed in, the Tardy list's roles (super users and managers), or super users only. */
export type DeviceListAudience = 'everyone' | 'tardyList' | 'admin';

export const DEVICE_LIST_AUDIENCE: Record<DeviceListContext, DeviceListAudience> = {
  all: 'everyone',
  'directory-details': 'everyone',
  'directory-side': 'everyone',
  'directory-side-user': 'everyone',
  'path-input': 'everyone',
  new: 'everyone',
  alarm: 'everyone',
  // the landing's Tardy box shows every user their own tardy devices; only the full /alerts page is for
  // super users and managers, and the browser redirects the others (spec 1 §2)
  alert: 'everyone',
  cellular: 'admin',
  sku: 'admin',
  voltage: 'everyone',
  print: 'admin',
  'extra-graphs': 'everyone',
  search: 'everyone',
};

export function mayUseDeviceList(context: DeviceListContext, caps: Pick<Capabilities, 'admin' | 'tardyList'>): boolean {
  const audience = DEVICE_LIST_AUDIENCE[context];
  return audience === 'everyone' || caps[audience];
}

/** No page is larger than this, whatever `limit` asks for. */
export const DEVICE_LIST_MAX_LIMIT = 500;

/**
 * Rows per page when the request names no `limit` (spec 1 §9); null: the whole list. The folder and company
 * trees, the path picker and the graph choices are never paged; search always answers at most 5.
 */
export const DEVICE_LIST_DEFAULT_LIMIT: Record<DeviceListContext, number | null> = {
  all: PAGE_SIZE.allDevices,
  'directory-details': null,
  'directory-side': null,
  'directory-side-user': null,
  'path-input': null,
  new: PAGE_SIZE.newDevices,
  alarm: null,
  alert: null,
  cellular: PAGE_SIZE.cellular,
  sku: PAGE_SIZE.sku,
  voltage: null,
  print: DEVICE_LIST_MAX_LIMIT,
  'extra-graphs': null,
  search: SEARCH_LIMIT.devices,
};

/** Contexts that ignore `limit` and `offset` and always answer the whole list. */
export const UNPAGED_DEVICE_LISTS: readonly DeviceListContext[] = ['directory-side', 'directory-side-user', 'path-input', 'extra-graphs'];

/** The page a request gets: `limit` capped, the context's default when absent; null means no limit. */
export function deviceListLimit(context: DeviceListContext, limit: number | null | undefined): number | null {
  if (UNPAGED_DEVICE_LISTS.includes(context)) return null;
  if (context === 'search') return Math.min(limit ?? SEARCH_LIMIT.devices, SEARCH_LIMIT.devices);
  if (limit === null || limit === undefined) return DEVICE_LIST_DEFAULT_LIMIT[context];
  return Math.min(limit, DEVICE_LIST_MAX_LIMIT);
}

/** Sort keys (`sortBy`) of the lists with a sortable table; the keys are Device field names or carrier names. */
const LIST_COLUMNS = [
  'id',
  'name',
  'path',
  'userAssignedID',
  'companyID',
  'lastTimeMessageReceived',
  'batteryLevel',
  'latestReading',
] as const;

export const DEVICE_SORT_KEYS: Record<DeviceListContext, readonly string[]> = {
  all: LIST_COLUMNS,
  // the List view; the Icons view keeps the folder order
  'directory-details': LIST_COLUMNS,
  'directory-side': [],
  'directory-side-user': [],
  'path-input': [],
  new: ['id', 'name', 'lastTimeMessageReceived'],
  alarm: ['id', 'name', 'path', 'lastTimeMessageReceived'],
  alert: ['id', 'name', 'path', 'companyID', 'lastTimeMessageReceived', 'batteryLevel'],
  cellular: ['tmobile', 'verizon', 'att', 'unknown', 'id', 'name', 'signalStrength', 'carrier'],
  sku: ['sku', 'id', 'name', 'model'],
  voltage: ['id', 'name', 'batteryLevel'],
  print: [],
  'extra-graphs': [],
  search: [],
};

/** 'asc' or 'desc' in any case; anything else is the first click's ascending order. */
export function sortDirectionOf(value: string | null | undefined): SortDirection {
  return value?.toLowerCase() === 'desc' ? 'desc' : 'asc';
}

/** The sort key if the context offers it, else null (the context's default order). */
export function sortKeyOf(context: DeviceListContext, sortBy: string | null | undefined): string | null {
  if (!sortBy) return null;
  return DEVICE_SORT_KEYS[context].includes(sortBy) ? sortBy : null;
}
