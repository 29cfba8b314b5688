import type { IncomingMessage } from './deviceMessage';

/** The event flag counted as a reboot (spec 3 §3: 70 'Start Up - Reboot'); see BatchRows.reboots. */
export const REBOOT_FLAG = 70;
const HEALTH_TAGS = { voltage: '_v', csq: '_csq', temperature: '_t' } as const;
const HEALTH_FIELDS = Object.entries(HEALTH_TAGS) as [keyof typeof HEALTH_TAGS, string][];
const CARRIERS: Record<string, 'tmobile' | 'verizon' | 'att'> = {
  tmobile: 'tmobile',
  't-mobile': 'tmobile',
  verizon: 'verizon',
  att: 'att',
  'at&t': 'att',
};
// rollup buckets start at a UTC midnight (date_bin's origin in the graph queries)
const ORIGIN_MS = Date.UTC(2000, 0, 1);
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface ReadingRow {
  deviceId: number;
  tag: string;
  ms: number;
  time: Date;
  value: number;
  temp: number | null;
}

/** Column arrays of one rollup table's rows, folded from the batch's readings. */
interface RollupColumns {
  deviceId: number[];
  tag: string[];
  bucket: number[];
  min: number[];
  max: number[];
  sum: number[];
  count: number[];
  lastMs: number[];
  last: number[];
}

interface DeviceRow {
  deviceId: number;
  lastMs: number;
  health: {
    ms: number;
    voltage: number | null;
    csq: number | null;
    solar: number | null;
    delta: number | null;
    carrier: string | null;
    op: string | null;
  } | null;
  gps: { lat: number; lon: number; ms: number } | null;
}

export interface BatchRows {
  log: { deviceId: number[]; ms: number[]; type: string[]; json: string; clockOffsetMs: (number | null)[] };
  /** Sorted by device, tag and time, without the batch's own duplicates (same device, tag, time: the first wins). */
  readings: ReadingRow[];
  hourly: RollupColumns;
  daily: RollupColumns;
  /** The newest reading per device and tag. */
  latest: ReadingRow[];
  events: { deviceId: number; ms: number; flag: number }[];
  /** Per device and key, the newest report. */
  settings: { deviceId: number; key: string; value: string; ms: number }[];
  /** Sorted by id: rows are locked in one order. */
  devices: DeviceRow[];
}

function fold(readings: ReadingRow[], width: number): RollupColumns {
  const out: RollupColumns = { deviceId: [], tag: [], bucket: [], min: [], max: [], sum: [], count: [], lastMs: [], last: [] };
  // readings are sorted by device, tag, time: a bucket's readings are consecutive
  let k = -1;
  for (const r of readings) {
    const bucket = ORIGIN_MS + Math.floor((r.ms - ORIGIN_MS) / width) * width;
    if (k >= 0 && out.deviceId[k] === r.deviceId && out.tag[k] === r.tag && out.bucket[k] === bucket) {
      if (r.value < out.min[k]!) out.min[k] = r.value;
      if (r.value > out.max[k]!) out.max[k] = r.value;
      out.sum[k]! += r.value;
      out.count[k]!++;
      out.lastMs[k] = r.ms;
      out.last[k] = r.value;
    } else {
      k++;
      out.deviceId.push(r.deviceId);
      out.tag.push(r.tag);
      out.bucket.push(bucket);
      out.min.push(r.value);
      out.max.push(r.value);
      out.sum.push(r.value);
      out.count.push(1);
      out.lastMs.push(r.ms);
      out.last.push(r.value);
    }
  }
  return out;
}

/**
 * Everything one batch writes, gathered in Node: rows sorted (concurrent writers lock in one order), the batch's
 * own duplicates dropped, rollups and latest values folded per device and tag, so the database gets one row per
 * bucket and per tag instead of aggregating itself.
 */
export function batchRows(messages: readonly IncomingMessage[]): BatchRows {
  const log = { deviceId: [] as number[], ms: [] as number[], type: [] as string[], json: '', clockOffsetMs: [] as (number | null)[] };
  const json: string[] = [];
  const readings: ReadingRow[] = [];
  const events: BatchRows['events'] = [];
  const settings = new Map<string, BatchRows['settings'][number]>();
  const devices = new Map<number, DeviceRow>();

  for (const m of messages) {
    const { deviceId, message } = m;
    const ms = message.time.getTime();
    log.deviceId.push(deviceId);
    log.ms.push(ms);
    log.type.push(message.type);
    log.clockOffsetMs.push(m.clockOffsetMs ?? null);
    json.push(m.rawText ?? JSON.stringify(m.raw));
    let d = devices.get(deviceId);
    if (!d) devices.set(deviceId, (d = { deviceId, lastMs: ms, health: null, gps: null }));
    else if (ms > d.lastMs) d.lastMs = ms;
    switch (message.type) {
      case 'data':
        for (const r of message.readings)
          readings.push({ deviceId, tag: r.tag, ms: r.time.getTime(), time: r.time, value: r.value, temp: r.temp });
        break;
      case 'health': {
        const h = message.health;
        if (!d.health || ms >= d.health.ms) {
          const carrier = h.carrier ? h.carrier.toLowerCase() : null;
          // any other operator is 'unknown' (docs/device-protocol.md), never a NULL flag
          d.health = {
            ms,
            voltage: h.voltage,
            csq: h.csq,
            solar: h.solar,
            delta: h.batteryDelta,
            carrier,
            op: carrier ? (Object.hasOwn(CARRIERS, carrier) ? CARRIERS[carrier]! : 'unknown') : null,
          };
        }
        for (const [field, tag] of HEALTH_FIELDS) {
          const value = h[field];
          if (value !== null) readings.push({ deviceId, tag, ms, time: message.time, value, temp: null });
        }
        break;
      }
      case 'gps':
        if (!d.gps || ms >= d.gps.ms) d.gps = { ms, lat: message.latitude, lon: message.longitude };
        break;
      case 'event':
        events.push({ deviceId, ms, flag: message.flag });
        break;
      case 'settings':
        for (const [key, value] of Object.entries(message.settings)) {
          const k = `${deviceId}\u0000${key}`;
          const prev = settings.get(k);
          if (!prev || ms >= prev.ms) settings.set(k, { deviceId, key, value, ms });
        }
        break;
      case 'overflow':
        break;
    }
  }
  log.json = `[${json.join(',')}]`;

  readings.sort((a, b) => a.deviceId - b.deviceId || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.ms - b.ms));
  const unique: ReadingRow[] = [];
  const latest: ReadingRow[] = [];
  for (const r of readings) {
    const prev = unique[unique.length - 1];
    if (prev && prev.deviceId === r.deviceId && prev.tag === r.tag) {
      if (prev.ms === r.ms) continue;
      latest[latest.length - 1] = r;
    } else {
      latest.push(r);
    }
    unique.push(r);
  }
  events.sort((a, b) => a.deviceId - b.deviceId || a.ms - b.ms || a.flag - b.flag);
  return {
    log,
    readings: unique,
    hourly: fold(unique, HOUR_MS),
    daily: fold(unique, DAY_MS),
    latest,
    events,
    settings: [...settings.values()].sort((a, b) => a.deviceId - b.deviceId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    devices: [...devices.values()].sort((a, b) => a.deviceId - b.deviceId),
  };
}
