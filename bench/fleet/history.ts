import type pg from 'pg';
import { chunked, copyRows } from './copyRows';

/*
 * The fleet's history: readings every `stepMinutes` over `days` up to `end`, and the hourly and daily rollups ingest
 * keeps (readings_hourly, readings_daily: the same columns and buckets as server/src/ingest/writeBatchSql.ts, UTC
 * hours and days), folded from the same generated values, so the rollups agree with the raw readings wherever both
 * are seeded. Three tiers, each a prefix of the fleet: daily rollups for the first `rollupDevices`, hourly rollups for
 * the first `hourlyDevices`, raw readings for the first `rawDevices`. Where raw readings live is RAW_TARGET alone, so
 * another storage of readings needs only another target here.
 */

export interface HistoryShape {
  firstId: number;
  /** Each device's tags, by position from 1 (the fleet's channels). */
  tagsOf: (g: number) => readonly string[];
  rollupDevices: number;
  hourlyDevices: number;
  rawDevices: number;
  days: number;
  stepMinutes: number;
  /** The last reading's time (ms); aligned down to the step. */
  end: number;
}

export interface HistoryCounts {
  readings: number;
  hourly: number;
  daily: number;
}

/** Where raw readings go and how one is written: one line a reading (device, tag, ISO time, value). */
export const RAW_TARGET = {
  table: 'readings',
  columns: ['device_id', 'tag', 'time', 'value'],
  line: (id: number, tag: string, time: string, value: number): string => `${id}\t${tag}\t${time}\t${value}\n`,
} as const;

const ROLLUP_COLUMNS = ['device_id', 'tag', 'bucket', 'min', 'max', 'sum', 'count', 'last_time', 'last'] as const;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A day's shape (96 quarter-hours), looked up rather than computed: the history is billions of values at most. */
const WAVE = Float64Array.from({ length: 96 }, (_, i) => Math.sin((2 * Math.PI * i) / 96));

/** The generated reading `k` of a channel: a daily wave around the channel's usual value, with a little noise. */
function value(id: number, tag: string, k: number): number {
  const w = WAVE[(k + id) % 96]!;
  const noise = ((k * 7 + id * 13) % 10) / 100;
  let v: number;
  if (tag === 'spsr') v = 10 + 8 * w + noise;
  else if (tag === 'psr') v = 450 + 400 * w + noise * 10;
  else if (tag === '_v') v = 3.7 + 0.1 * w + noise / 10;
  else v = 8 + ((id + k) % 24);
  return Math.round(v * 100) / 100;
}

interface Slots {
  start: number;
  count: number;
  step: number;
  iso: string[];
}

function slots(h: HistoryShape): Slots {
  const step = h.stepMinutes * 60_000;
  const end = Math.floor(h.end / step) * step;
  const count = Math.round((h.days * DAY) / step);
  const start = end - (count - 1) * step;
  return { start, count, step, iso: Array.from({ length: count }, (_, k) => new Date(start + k * step).toISOString()) };
}

/** The slots' groups by bucket width: [first slot, slot after the last, the bucket's ISO time]. */
function groups(s: Slots, width: number): [number, number, string][] {
  const out: [number, number, string][] = [];
  let from = 0;
  for (let k = 1; k <= s.count; k++) {
    const b = Math.floor((s.start + from * s.step) / width);
    if (k === s.count || Math.floor((s.start + k * s.step) / width) !== b) {
      out.push([from, k, new Date(b * width).toISOString()]);
      from = k;
    }
  }
  return out;
}

function* rollupLines(h: HistoryShape, s: Slots, devices: number, width: number): Generator<string> {
  const gs = groups(s, width);
  const values = new Float64Array(s.count);
  for (let g = 1; g <= devices; g++) {
    const id = h.firstId + g - 1;
    for (const tag of h.tagsOf(g)) {
      for (let k = 0; k < s.count; k++) values[k] = value(id, tag, k);
      let lines = '';
      for (const [from, to, bucket] of gs) {
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        for (let k = from; k < to; k++) {
          const v = values[k]!;
          if (v < min) min = v;
          if (v > max) max = v;
          sum += v;
        }
        lines += `${id}\t${tag}\t${bucket}\t${min}\t${max}\t${sum}\t${to - from}\t${s.iso[to - 1]}\t${values[to - 1]}\n`;
      }
      yield lines;
    }
  }
}

function* rawLines(h: HistoryShape, s: Slots): Generator<string> {
  for (let g = 1; g <= h.rawDevices; g++) {
    const id = h.firstId + g - 1;
    for (const tag of h.tagsOf(g)) for (let k = 0; k < s.count; k++) yield RAW_TARGET.line(id, tag, s.iso[k]!, value(id, tag, k));
  }
}

/**
 * Writes the three tiers at once, each on its own connection (`clients`: three, outside any transaction), so that
 * PostgreSQL parses and indexes one table's rows while Node generates another's. The tables' primary keys stay in
 * place: the rows come in key order, so each index grows at its right edge.
 */
export async function writeHistory(clients: [pg.ClientBase, pg.ClientBase, pg.ClientBase], h: HistoryShape): Promise<HistoryCounts> {
  const s = slots(h);
  const [readings, hourly, daily] = await Promise.all([
    h.rawDevices ? copyRows(clients[0], RAW_TARGET.table, RAW_TARGET.columns, chunked(rawLines(h, s))) : 0,
    h.hourlyDevices ? copyRows(clients[1], 'readings_hourly', ROLLUP_COLUMNS, chunked(rollupLines(h, s, h.hourlyDevices, HOUR))) : 0,
    h.rollupDevices ? copyRows(clients[2], 'readings_daily', ROLLUP_COLUMNS, chunked(rollupLines(h, s, h.rollupDevices, DAY))) : 0,
  ]);
  return { readings, hourly, daily };
}

/** The time span the history covers, for creating the readings' monthly partitions first. */
export function historySpan(h: HistoryShape): { from: Date; to: Date } {
  const s = slots(h);
  return { from: new Date(s.start), to: new Date(s.start + (s.count - 1) * s.step) };
}
