import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from './tagWorld';

/* Delete Data Point on a downsampled range: the click names a bucket, the server names the raw reading nearest to it. */
let w: TagWorld;
const DAY = 86_400;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'spsr');
  await w.addTag(w.bDev.id, 'psr');
  // one reading a minute for two days; value = the minute's index
  await w.addReadings(w.dev.id, 'spsr', T0, 60, 2 * 1440, 'i');
  await w.addReadings(w.bDev.id, 'psr', T0, 60, 10, '1');
});
afterAll(() => w.close());

const NEAREST = `query($d: Int!, $t: String!, $time: Float!, $max: Float) { nearestReading(deviceID: $d, tag: $t, time: $time, maxDistance: $max) { time value } }`;
const DELETE = `mutation($d: Int!, $t: String!, $time: Float!) { deleteData(deviceID: $d, tag: $t, time: $time) }`;
type N = { nearestReading: { time: number; value: number } | null };

describe('nearestReading', () => {
  it('names the raw reading nearest the time, on either side', async () => {
    const before = await w.as<N>('limited', NEAREST, { d: w.dev.id, t: 'spsr', time: T0 + DAY + 29 });
    expect(before.errors).toBeUndefined();
    expect(before.data!.nearestReading).toEqual({ time: T0 + DAY, value: 1440 });
    const after = await w.as<N>('limited', NEAREST, { d: w.dev.id, t: 'spsr', time: T0 + DAY + 31.5 });
    expect(after.data!.nearestReading).toEqual({ time: T0 + DAY + 60, value: 1441 });
    // past the last reading: the last one
    const end = await w.as<N>('limited', NEAREST, { d: w.dev.id, t: 'spsr', time: T0 + 10 * DAY });
    expect(end.data!.nearestReading!.value).toBe(2 * 1440 - 1);
  });

  it('is null beyond maxDistance, and refuses a bad time', async () => {
    const far = await w.as<N>('limited', NEAREST, { d: w.dev.id, t: 'spsr', time: T0 + 10 * DAY, max: 3600 });
    expect(far.data!.nearestReading).toBeNull();
    const bad = await w.as<N>('limited', NEAREST, { d: w.dev.id, t: 'spsr', time: T0, max: -1 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it("another company's tag is not found", async () => {
    const r = await w.as<N>('bManager', NEAREST, { d: w.dev.id, t: 'spsr', time: T0 });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(r.data?.nearestReading ?? null).toBeNull();
  });

  it('a super user deletes the reading it names; the hourly rollup of that hour is rebuilt', async () => {
    const click = T0 + 3 * 3600 + 1799.4;
    const n = (await w.as<N>('super', NEAREST, { d: w.dev.id, t: 'spsr', time: click, max: 3600 })).data!.nearestReading!;
    expect(n.time).toBe(T0 + 3 * 3600 + 1800);
    const r = await w.as<{ deleteData: boolean }>('super', DELETE, { d: w.dev.id, t: 'spsr', time: n.time });
    expect(r.data!.deleteData).toBe(true);
    const left = await w.db
      .selectFrom('readings')
      .select('value')
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'spsr')
      .where('time', '=', new Date(n.time * 1000))
      .execute();
    expect(left).toEqual([]);
    const hour = await w.db
      .selectFrom('readings_hourly')
      .select('count')
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'spsr')
      .where('bucket', '=', new Date((T0 + 3 * 3600) * 1000))
      .executeTakeFirstOrThrow();
    expect(Number(hour.count)).toBe(59);
    // the next nearest is a neighbour
    const next = (await w.as<N>('super', NEAREST, { d: w.dev.id, t: 'spsr', time: n.time })).data!.nearestReading!;
    expect(Math.abs(next.time - n.time)).toBe(60);
  });
});
