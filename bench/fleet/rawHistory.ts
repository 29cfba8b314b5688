import { utcDay } from '../../server/src/db/compaction/compactReadings';
import { COMPACTION_SAFETY_MS } from '../../server/src/db/compaction/compactionJob';
import { arrayFieldBytes, BinaryRows, COPY_HEADER, COPY_TRAILER, int8ArrayField } from './binaryCopy';
import { fillValues, groups, type Slots } from './slots';

/*
 * The raw readings of the history, stored as the product stores them once its compaction job has run: whole UTC days
 * before the hot window's first midnight as one `reading_days` row per device, tag and day (times as microseconds
 * since the day, values; no temperatures), the rest one `readings` row a reading. Both in COPY's binary format.
 */

const DAY = 86_400_000;

export interface RawShape {
  firstId: number;
  tagsOf: (g: number) => readonly string[];
  rawDevices: number;
  /** Days of readings the product keeps row per reading (READINGS_HOT_DAYS). */
  hotDays: number;
  /** The last reading's time (ms). */
  end: number;
}

export const READING_DAYS_COLUMNS = ['device_id', 'tag', 'day', 'times', 'vals', 'temps'] as const;
export const READINGS_COLUMNS = ['device_id', 'tag', 'time', 'value'] as const;

/**
 * The first slot kept in `readings`: the compaction job (server/src/db/compaction/compactionJob.ts) moves the days
 * that end at or before the midnight at or before end - hot window - its safety margin.
 */
export function firstHotSlot(r: RawShape, s: Slots): number {
  const cutoff = utcDay(r.end - r.hotDays * DAY - COMPACTION_SAFETY_MS).getTime();
  return Math.min(s.count, Math.max(0, Math.ceil((cutoff - s.start) / s.step)));
}

/** The streams (device and tag) of devices `first..last` of the fleet (from 1). */
function* streams(r: RawShape, first = 1, last = r.rawDevices): Generator<{ id: number; tag: Buffer; tagName: string }> {
  for (let g = first; g <= last; g++) {
    const id = r.firstId + g - 1;
    for (const tag of r.tagsOf(g)) yield { id, tag: Buffer.from(tag), tagName: tag };
  }
}

/**
 * The `reading_days` rows of devices `first..last`: one buffer a stream (device and tag), all of its compacted days.
 * Most of the history's bytes: two connections each write a contiguous half, in key order.
 */
export function* dayRows(r: RawShape, s: Slots, first: number, last: number): Generator<Buffer> {
  const firstHot = firstHotSlot(r, s);
  // each day's times are the same for every stream (a full day's are the 96 quarter-hours): built once
  const days = groups(s, DAY)
    .filter(([from]) => from < firstHot)
    .map(([from, to, day]) => ({
      from,
      to,
      day,
      times: int8ArrayField(Array.from({ length: to - from }, (_, i) => (s.start + (from + i) * s.step - day) * 1000)),
    }));
  const values = new Float64Array(firstHot);
  yield COPY_HEADER;
  for (const { id, tag, tagName } of streams(r, first, last)) {
    fillValues(values, id, tagName, firstHot);
    let bytes = 0;
    for (const d of days) bytes += 2 + 12 + 4 + tag.length + 12 + d.times.length + arrayFieldBytes(d.to - d.from) + 4;
    const w = new BinaryRows(bytes);
    for (const d of days) {
      w.row(READING_DAYS_COLUMNS.length);
      w.int8(id);
      w.bytes(tag);
      w.time(d.day);
      w.raw(d.times);
      w.float8Array(values, d.from, d.to);
      w.nul();
    }
    yield w.done();
  }
  yield COPY_TRAILER;
}

/** The hot `readings` rows: one buffer a stream. */
export function* hotRows(r: RawShape, s: Slots): Generator<Buffer> {
  const firstHot = firstHotSlot(r, s);
  const values = new Float64Array(s.count);
  yield COPY_HEADER;
  for (const { id, tag, tagName } of streams(r)) {
    fillValues(values, id, tagName, s.count);
    const w = new BinaryRows((s.count - firstHot) * (2 + 12 + 4 + tag.length + 12 + 12));
    for (let k = firstHot; k < s.count; k++) {
      w.row(READINGS_COLUMNS.length);
      w.int8(id);
      w.bytes(tag);
      w.time(s.start + k * s.step);
      w.float8(values[k]!);
    }
    yield w.done();
  }
  yield COPY_TRAILER;
}
