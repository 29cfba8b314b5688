import type pg from 'pg';
import { BinaryRows, COPY_HEADER, COPY_TRAILER } from './binaryCopy';
import { copyRows } from './copyRows';
import { dayRows, firstHotSlot, hotRows, READING_DAYS_COLUMNS, READINGS_COLUMNS, type RawShape } from './rawHistory';
import { fillValues, groups, slots, type Slots } from './slots';

/*
 * The fleet's history: readings every `stepMinutes` over `days` up to `end`, and the hourly and daily rollups ingest
 * keeps (readings_hourly, readings_daily: the same columns and buckets as server/src/ingest/writeBatchSql.ts, UTC
 * hours and days), folded from the same generated values, so the rollups agree with the raw readings wherever both
 * are seeded. Three tiers, each a prefix of the fleet: daily rollups for the first `rollupDevices`, hourly rollups for
 * the first `hourlyDevices`, raw readings for the first `rawDevices` (bench/fleet/rawHistory.ts: compacted days and
 * the hot window, as the product stores them).
 */

export interface HistoryShape extends RawShape {
  rollupDevices: number;
  hourlyDevices: number;
  days: number;
  stepMinutes: number;
  /** The last reading's time (ms); aligned down to the step. */
  end: number;
}

export interface HistoryCounts {
  /** raw readings, in both tables */
  readings: number;
  /** `reading_days` rows and `readings` rows */
  days: number;
  hot: number;
  hourly: number;
  daily: number;
}

const ROLLUP_COLUMNS = ['device_id', 'tag', 'bucket', 'min', 'max', 'sum', 'count', 'last_time', 'last'] as const;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The rollup rows of the first `devices`, in COPY's binary format: one buffer a stream (device and tag). */
function* rollupRows(h: HistoryShape, s: Slots, devices: number, width: number): Generator<Buffer> {
  const gs = groups(s, width);
  const values = new Float64Array(s.count);
  yield COPY_HEADER;
  for (let g = 1; g <= devices; g++) {
    const id = h.firstId + g - 1;
    for (const tagName of h.tagsOf(g)) {
      const tag = Buffer.from(tagName);
      fillValues(values, id, tagName, s.count);
      const w = new BinaryRows(gs.length * (2 + 12 + 4 + tag.length + 12 * 3 + 12 + 8 + 12 + 12));
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
        w.row(ROLLUP_COLUMNS.length);
        w.int8(id);
        w.bytes(tag);
        w.time(bucket);
        w.float8(min);
        w.float8(max);
        w.float8(sum);
        w.int4(to - from);
        w.time(s.start + (to - 1) * s.step);
        w.float8(values[to - 1]!);
      }
      yield w.done();
    }
  }
  yield COPY_TRAILER;
}

/**
 * Writes the tiers at once, each table on its own connection (`clients`: five, `reading_days` on two, outside any transaction), so that
 * PostgreSQL parses and indexes one table's rows while Node generates another's. The tables' primary keys stay in
 * place: the rows come in key order, so each index grows at its right edge.
 */
export async function writeHistory(
  clients: readonly [pg.ClientBase, pg.ClientBase, pg.ClientBase, pg.ClientBase, pg.ClientBase],
  h: HistoryShape,
): Promise<HistoryCounts> {
  const s = slots(h);
  const raw = h.rawDevices > 0;
  const half = Math.ceil(h.rawDevices / 2);
  const [days1, days2, hot, hourly, daily] = await Promise.all([
    raw ? copyRows(clients[0], 'reading_days', READING_DAYS_COLUMNS, dayRows(h, s, 1, half), true) : 0,
    h.rawDevices > half ? copyRows(clients[4], 'reading_days', READING_DAYS_COLUMNS, dayRows(h, s, half + 1, h.rawDevices), true) : 0,
    raw ? copyRows(clients[1], 'readings', READINGS_COLUMNS, hotRows(h, s), true) : 0,
    h.hourlyDevices ? copyRows(clients[2], 'readings_hourly', ROLLUP_COLUMNS, rollupRows(h, s, h.hourlyDevices, HOUR), true) : 0,
    h.rollupDevices ? copyRows(clients[3], 'readings_daily', ROLLUP_COLUMNS, rollupRows(h, s, h.rollupDevices, DAY), true) : 0,
  ]);
  const days = days1 + days2;
  let streams = 0;
  for (let g = 1; g <= h.rawDevices; g++) streams += h.tagsOf(g).length;
  return { readings: hot + streams * firstHotSlot(h, s), days, hot, hourly, daily };
}

/** The time span of the readings kept row per reading, for creating their monthly partitions first. */
export function hotSpan(h: HistoryShape): { from: Date; to: Date } {
  const s = slots(h);
  return { from: new Date(s.start + firstHotSlot(h, s) * s.step), to: new Date(s.start + (s.count - 1) * s.step) };
}
