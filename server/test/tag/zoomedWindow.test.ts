import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from './tagWorld';

let w: TagWorld;
const DAY = 86_400;
const SPARSE_FIRST = T0 - 362 * DAY + 3 * 3600 + 17;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'spsr');
  await w.addTag(w.dev.id, 'psr');
  // thirty days of one-minute readings (43,200) and thirty days of fifteen-minute readings (2,880)
  await w.addReadings(w.dev.id, 'spsr', T0, 60, 30 * 1440, '(i % 1440) / 100.0');
  await w.addReadings(w.dev.id, 'psr', T0, 900, 30 * 96, '50 + (i % 7)');
  // 400 days of readings twice a day (800), at 03:00:17 and 15:00:17, up to two days ago
  await w.addTag(w.dev.id, 'dist');
  await w.addReadings(w.dev.id, 'dist', SPARSE_FIRST, 43_200, 800, '10 + (i % 5)');
});
afterAll(() => w.close());

const Q = `query($d: Int!, $t: String!, $s: Float, $e: Float, $p: Int, $ds: Boolean) {
  deviceReGraph(deviceID: $d, tag: $t, startTime: $s, endTime: $e, points: $p, downsampled: $ds) {
    graphs { role source bucket times min max }
  }
}`;
interface G {
  role: string;
  source: string;
  bucket: number;
  times: number[];
  min: number[];
  max: number[];
}
type R = { deviceReGraph: { graphs: G[] } | null };
const primary = (r: { data?: R | null }) => r.data!.deviceReGraph!.graphs.find((g) => g.role === 'primary')!;

describe('deviceReGraph with points: a zoomed window', () => {
  it('answers every raw reading of a day when the graph has more pixels than the day has readings', async () => {
    const g = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'spsr', s: T0 + 10 * DAY, e: T0 + 11 * DAY - 1, p: 2000 }));
    expect(g).toMatchObject({ source: 'raw', bucket: 0 });
    expect(g.times).toHaveLength(1440);
    expect(g.times[1]! - g.times[0]!).toBe(60);
  });

  it('buckets the same day to about one point per pixel on a narrower graph, keeping min and max', async () => {
    const g = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'spsr', s: T0 + 10 * DAY, e: T0 + 11 * DAY - 1, p: 500 }));
    expect(g.bucket).toBe(180);
    expect(g.times.length).toBeLessThanOrEqual(500);
    expect(g.times.length).toBeGreaterThan(400);
    expect(Math.max(...g.max)).toBeCloseTo(14.39);
    expect(Math.min(...g.min)).toBe(0);
  });

  it('answers raw readings for a month of a device that reports every fifteen minutes', async () => {
    const g = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'psr', s: T0, e: T0 + 30 * DAY, p: 3000 }));
    expect(g).toMatchObject({ source: 'raw', bucket: 0 });
    expect(g.times).toHaveLength(2880);
  });

  it('reads the rollups for the whole month of one-minute readings', async () => {
    const g = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + 30 * DAY, p: 1000 }));
    expect(g.bucket).toBeGreaterThanOrEqual(2592);
    expect(g.times.length).toBeLessThanOrEqual(1000);
    expect(g.times.length).toBeGreaterThan(300);
  });

  it('counts a window exactly across its part-hours, whole hours and whole days: as many readings as points is raw', async () => {
    // one-minute readings from 10 days 00:30:17 to 12 days 05:12:00 after T0: 3,162 of them
    const window = { d: w.dev.id, t: 'spsr', s: T0 + 10 * DAY + 1817, e: T0 + 12 * DAY + 18_720 };
    const raw = primary(await w.as<R>('manager', Q, { ...window, p: 3162 }));
    expect(raw).toMatchObject({ source: 'raw', bucket: 0 });
    expect(raw.times).toHaveLength(3162);
    expect(primary(await w.as<R>('manager', Q, { ...window, p: 3161 })).bucket).toBeGreaterThan(0);
  });

  it('answers every reading of a long window of sparse readings, at their own times, on the fixed loads too', async () => {
    // the full range (from the first reading): 800 readings are fewer than its 4,000 points
    const all = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'dist' }));
    expect(all).toMatchObject({ source: 'raw', bucket: 0 });
    expect(all.times).toHaveLength(800);
    expect(all.times[0]).toBe(SPARSE_FIRST);
    expect(all.times[1]! - all.times[0]!).toBe(43_200);
    // the first load's 42 days, downsampled to a thousand points: its 84 readings as they are, not 2-hour buckets
    const first = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'dist', s: T0, e: T0 + 42 * DAY, ds: true }));
    expect(first).toMatchObject({ source: 'raw', bucket: 0 });
    expect(first.times.every((t) => (t - SPARSE_FIRST) % 43_200 === 0)).toBe(true);
    // a year with a range button's points
    const year = primary(await w.as<R>('manager', Q, { d: w.dev.id, t: 'dist', s: T0 - 323 * DAY, e: T0 + 42 * DAY, p: 1000 }));
    expect(year).toMatchObject({ source: 'raw', bucket: 0 });
    expect(year.times).toHaveLength(722);
  });

  it('refuses a point count outside its bounds and answers nothing', async () => {
    for (const p of [0, 10, 100_000]) {
      const r = await w.as<R>('manager', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + DAY, p });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(r.data?.deviceReGraph ?? null).toBeNull();
    }
  });
});
