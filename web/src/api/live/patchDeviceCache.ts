import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DeviceUpdate } from './deviceUpdate';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: Obj, key: string) => Object.hasOwn(o, key);

/** A cached device is any object with an id and a tags list, whatever query selected it. */
function deviceID(o: Obj): number | null {
  if (!Array.isArray(o.tags) || o.id === undefined || o.id === null) return null;
  const id = Number(o.id);
  return Number.isInteger(id) ? id : null;
}

function patchTag(tag: Obj, u: DeviceUpdate): Obj {
  let next = tag;
  if (u.value !== null) {
    const time = typeof tag.time === 'number' ? tag.time : null;
    // an older reading arriving late (a reconnect, another server) must not replace a newer one
    if (time === null || (u.time !== null && u.time >= time)) {
      next = { ...next, value: u.value };
      if (has(tag, 'time')) next.time = u.time;
    }
  }
  if (u.alarmFlag !== null && isObject(tag.alarms) && tag.alarms.flag !== u.alarmFlag) {
    next = { ...next, alarms: { ...tag.alarms, flag: u.alarmFlag } };
  }
  return next;
}

function patchDevice(device: Obj, updates: readonly DeviceUpdate[]): Obj {
  let tags = device.tags as unknown[];
  let next = device;
  for (const u of updates) {
    const index = tags.findIndex((t) => isObject(t) && t.tag === u.tag);
    if (index !== -1) {
      const tag = tags[index] as Obj;
      const patched = patchTag(tag, u);
      if (patched !== tag) {
        tags = tags.slice();
        tags[index] = patched;
      }
    }
    if (u.value !== null) {
      const last = typeof next.lastTimeMessageReceived === 'number' ? next.lastTimeMessageReceived : null;
      if (has(device, 'lastTimeMessageReceived') && (last === null || (u.time !== null && u.time > last)))
        next = { ...next, lastTimeMessageReceived: u.time };
      if (has(device, 'latestReading') && device.defaultTag === u.tag && next.latestReading !== u.value)
        next = { ...next, latestReading: u.value };
      // the shown reading is the server's (calibration, strap, unit): this cache cannot work it out, so the query
      // holding it is read again (patchDeviceCache's answer)
      if (has(device, 'latestReadingShown') && device.defaultTag === u.tag) shownStale = true;
    }
  }
  return tags === device.tags && next === device ? device : { ...next, tags };
}

/** Set while patching one query when a device in it holds a shown reading its default tag's new value outdated. */
let shownStale = false;

/** Returns `node` itself when nothing below it changed, so untouched cache entries keep their identity. */
function patchNode(node: unknown, byDevice: ReadonlyMap<number, DeviceUpdate[]>): unknown {
  if (Array.isArray(node)) {
    let out: unknown[] | null = null;
    node.forEach((item, i) => {
      const patched = patchNode(item, byDevice);
      if (patched !== item) (out ??= node.slice())[i] = patched;
    });
    return out ?? node;
  }
  if (!isObject(node)) return node;
  const id = deviceID(node);
  let result: Obj = node;
  if (id !== null) {
    const updates = byDevice.get(id);
    if (updates) result = patchDevice(node, updates);
  }
  for (const [key, value] of Object.entries(result)) {
    if (key === 'tags' || value === null || typeof value !== 'object') continue;
    const patched = patchNode(value, byDevice);
    if (patched !== value) result = { ...result, [key]: patched };
  }
  return result;
}

/**
 * Writes live readings and alarm flags into every cached query that holds those devices (lists, pages, single
 * devices), so gauges move without refetching. Returns the keys of the queries holding a shown reading
 * (`latestReadingShown`) that a new reading outdated: only the server computes it, so they must be read again.
 */
export function patchDeviceCache(client: QueryClient, updates: readonly DeviceUpdate[]): QueryKey[] {
  const stale: QueryKey[] = [];
  if (updates.length === 0) return stale;
  const byDevice = new Map<number, DeviceUpdate[]>();
  for (const u of [...updates].sort((a, b) => (a.time ?? 0) - (b.time ?? 0))) {
    if (u.deviceID === null) continue;
    const list = byDevice.get(u.deviceID);
    if (list) list.push(u);
    else byDevice.set(u.deviceID, [u]);
  }
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined || data === null || typeof data !== 'object') continue;
    shownStale = false;
    const patched = patchNode(data, byDevice);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
    if (shownStale) stale.push(query.queryKey);
  }
  return stale;
}
