import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from './tagWorld';
import { statementRecorder } from '../helpers/statementCounter';
import type { GqlResult } from '../helpers/testApp';

let w: TagWorld;
const DAY = 86_400;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'spsr', {
    display_units: 'ft',
    ymin: 0,
    ymax: 20,
    additional_tags: JSON.stringify([{ tag: 'temp', displayUnits: 'f', ymin: 0, ymax: 150 }]),
  });
  await w.addTag(w.dev.id, 'temp');
  await w.addTag(w.bDev.id, 'psr');
  // 30 days of one-minute readings: value = minute of the day / 100, with one spike of 99 on day 10
  await w.addReadings(w.dev.id, 'spsr', T0, 60, 30 * 1440, `CASE WHEN i = 14400 THEN 99 ELSE (i % 1440) / 100.0 END`, '60 + (i % 10)');
  await w.addReadings(w.dev.id, 'temp', T0, 900, 30 * 96, '70');
  await w.addReadings(w.bDev.id, 'psr', T0, 900, 96, '50');
  // a gap: nothing on day 31 and 32, one reading on day 33
  await w.addReadings(w.dev.id, 'spsr', T0 + 32 * DAY, 60, 1, '5');
  await w.db
    .updateTable('tags')
    .set({ secondary_graph: JSON.stringify({ deviceID: w.bDev.id, tag: 'psr' }) })
    .where('device_id', '=', w.dev.id)
    .where('tag', '=', 'spsr')
    .execute();
});
afterAll(() => w.close());

const Q = `query($d: Int!, $t: String!, $s: Float, $e: Float, $ds: Boolean, $add: String) {
  deviceReGraph(deviceID: $d, tag: $t, startTime: $s, endTime: $e, downsampled: $ds) {
    deviceID tagName
    device { id name }
    tag { tag displayUnits }
    settings { displayUnits ymin ymax additionalTags { tag ymax } secondaryGraph { deviceID tag } }
    additionalOptions { tag }
    graphs(additional: $add) { role deviceID tag label source bucket times values min max temps ymin ymax calibration { fluid } }
    comments { id time comment }
    userData { time value }
  }
}`;

interface G {
  role: string;
  deviceID: number;
  tag: string;
  source: string;
  bucket: number;
  times: number[];
  values: number[];
  min: number[];
  max: number[];
  temps: (number | null)[];
  ymin: number | null;
  ymax: number | null;
}
type R = {
  deviceReGraph: { graphs: G[]; device: { name: string }; settings: { secondaryGraph: unknown }; additionalOptions: { tag: string }[] };
};

describe('deviceReGraph', () => {
  it('one day reads every raw reading, with temperatures', async () => {
    const r = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0 + DAY, e: T0 + 2 * DAY - 1 });
    expect(r.errors).toBeUndefined();
    const g = r.data!.deviceReGraph.graphs.find((x) => x.role === 'primary')!;
    expect(g.source).toBe('raw');
    expect(g.bucket).toBe(0);
    expect(g.times).toHaveLength(1440);
    expect(g.times[0]).toBe(T0 + DAY);
    expect(g.values[5]).toBeCloseTo(0.05);
    expect(g.temps[3]).toBe(63);
  });

  it('the downsampled full range reads the hourly rollups, keeps the spike in max and stays under a thousand buckets', async () => {
    const r = await w.as<R>('manager', Q, { d: w.dev.id, t: 'spsr', ds: true });
    const g = r.data!.deviceReGraph.graphs.find((x) => x.role === 'primary')!;
    expect(g.source).toBe('hourly');
    expect(g.times.length).toBeLessThanOrEqual(1000);
    expect(g.times.length).toBeGreaterThan(100);
    expect(Math.max(...g.max)).toBe(99);
    expect(Math.max(...g.values)).toBeLessThan(99);
    expect(g.times[0]).toBe(T0);
    // the lone reading after the gap is there
    expect(g.times.at(-1)).toBeGreaterThanOrEqual(T0 + 32 * DAY - g.bucket);
    // hour-wide buckets are the rollup's own rows: each one the mean, lowest and highest of the raw readings of its hour
    expect(g.bucket).toBe(3600);
    const raw = (
      await sql<{ t: number; v: number; lo: number; hi: number }>`
      SELECT floor(extract(epoch FROM time)::float8 / 3600) * 3600 AS t, avg(value) AS v, min(value) AS lo, max(value) AS hi
      FROM readings WHERE device_id = ${w.dev.id} AND tag = 'spsr' GROUP BY 1 ORDER BY 1`.execute(w.db)
    ).rows;
    expect(g.times).toEqual(raw.map((x) => x.t));
    expect(g.min).toEqual(raw.map((x) => x.lo));
    expect(g.max).toEqual(raw.map((x) => x.hi));
    g.values.forEach((v, i) => expect(v).toBeCloseTo(raw[i]!.v, 6));
  });

  it('draws the stored additional sensor, another one on request, none with an empty choice, and the 2nd graph of another company only for who can see it', async () => {
    await w.db.updateTable('tags').set({ active_additional: 'temp' }).where('device_id', '=', w.dev.id).where('tag', '=', 'spsr').execute();
    const asSuper = await w.as<R>('super', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + 10 * DAY, ds: true });
    expect(asSuper.data!.deviceReGraph.graphs.map((g) => g.role)).toEqual(['primary', 'additional', 'secondary']);
    const add = asSuper.data!.deviceReGraph.graphs[1]!;
    expect(add.tag).toBe('temp');
    expect(add.values.every((v) => v === 70)).toBe(true);
    const limited = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + 10 * DAY, ds: true });
    expect(limited.data!.deviceReGraph.graphs.map((g) => g.role)).toEqual(['primary', 'additional']);
    const none = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + 10 * DAY, ds: true, add: '' });
    expect(none.data!.deviceReGraph.graphs.map((g) => g.role)).toEqual(['primary']);
    expect(limited.data!.deviceReGraph.additionalOptions.map((o) => o.tag)).toEqual(['temp']);
  });

  it("lists the device's comments and the tag's user data, oldest first, read with the tag row", async () => {
    const at = (s: number) => new Date((T0 + s) * 1000);
    await w.db
      .insertInto('comments')
      .values([
        { device_id: w.dev.id, time: at(3 * DAY), comment: 'third day' },
        { device_id: w.dev.id, time: at(DAY), comment: 'first day' },
        { device_id: w.bDev.id, time: at(DAY), comment: 'another device' },
      ])
      .execute();
    await w.db
      .insertInto('user_data')
      .values([
        { device_id: w.dev.id, tag: 'spsr', time: at(2 * DAY), value: 7.5 },
        { device_id: w.dev.id, tag: 'spsr', time: at(DAY / 2), value: 3.25 },
        { device_id: w.dev.id, tag: 'temp', time: at(DAY), value: 70 },
      ])
      .execute();
    type A = { deviceReGraph: { comments: { id: number; time: number; comment: string }[]; userData: { time: number; value: number }[] } };
    const r = await w.as<A>('manager', Q, { d: w.dev.id, t: 'spsr', ds: true });
    expect(r.errors).toBeUndefined();
    expect(r.data!.deviceReGraph.comments.map((c) => [c.time, c.comment])).toEqual([
      [T0 + DAY, 'first day'],
      [T0 + 3 * DAY, 'third day'],
    ]);
    expect(r.data!.deviceReGraph.comments.every((c) => Number.isInteger(c.id))).toBe(true);
    expect(r.data!.deviceReGraph.userData).toEqual([
      { time: T0 + DAY / 2, value: 3.25 },
      { time: T0 + 2 * DAY, value: 7.5 },
    ]);
  });

  it('a device of another company is not found, a missing tag of a visible device is TAG_NOT_FOUND, bad ranges are refused, no credentials is UNAUTHENTICATED', async () => {
    expect((await w.as('bManager', Q, { d: w.dev.id, t: 'spsr' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noTag = (await w.as('manager', Q, { d: w.dev.id, t: 'nosuch' })).errors?.[0];
    expect([noTag?.extensions?.code, noTag?.message]).toEqual(['TAG_NOT_FOUND', 'Sensor not found.']);
    // another company's device answers as an absent one, whether or not it has the tag
    const foreign = (await w.as('bManager', Q, { d: w.dev.id, t: 'nosuch' })).errors?.[0];
    expect([foreign?.extensions?.code, foreign?.message]).toEqual(['NOT_FOUND', 'Device not found.']);
    const absent = (await w.as('manager', Q, { d: 99_999_999, t: 'spsr' })).errors?.[0];
    expect([absent?.extensions?.code, absent?.message]).toEqual(['NOT_FOUND', 'Device not found.']);
    expect((await w.as('manager', Q, { d: w.dev.id, t: 'spsr', s: T0 + 10, e: T0 })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await w.t.gql(Q, { d: w.dev.id, t: 'spsr' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('deviceReGraph, the graphs of one window', () => {
  it("reads the tag's own series and its linked graphs' in one statement, their calibrations in another, each as it reads alone", async () => {
    await w.addTag(w.dev.id, 'lvl');
    await w.addReadings(w.dev.id, 'lvl', T0, 900, 20 * 96, '(i % 96) / 10.0');
    await w.db
      .updateTable('tags')
      .set({
        secondary_graph: JSON.stringify({ deviceID: w.bDev.id, tag: 'psr' }),
        third_graph: JSON.stringify({ deviceID: w.dev.id, tag: 'temp' }),
      })
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'lvl')
      .execute();
    const rec = statementRecorder(w.t.database.pool);
    const window = { s: T0, e: T0 + 20 * DAY, ds: true };
    const headers = await w.t.authHeaders(w.users.super.id);
    let together: GqlResult<R> | undefined;
    const texts = await rec.during(async () => {
      together = await w.t.gql<R>(Q, { d: w.dev.id, t: 'lvl', ...window, add: '' }, headers);
    });
    const graphs = together!.data!.deviceReGraph.graphs;
    expect(graphs.map((g) => [g.role, g.tag])).toEqual([
      ['primary', 'lvl'],
      ['secondary', 'psr'],
      ['third', 'temp'],
    ]);
    expect(texts.filter((t) => t.includes('json_agg(t ORDER BY t)'))).toHaveLength(1);
    // and the calibrations of both devices the graphs come from in one read
    expect(texts.filter((t) => t.includes('from "calibrations"'))).toHaveLength(1);
    for (const g of graphs.slice(1)) {
      const alone = await w.as<R>('super', Q, { d: g.deviceID, t: g.tag, ...window, add: '' });
      const own = alone.data!.deviceReGraph.graphs.find((x) => x.role === 'primary')!;
      expect({ ...g, role: 'primary' }).toEqual(own);
      expect(g.times.length).toBeGreaterThan(0);
    }
  });
});
