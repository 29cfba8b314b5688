import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from './tagWorld';

/*
 * Big Tank 1 (demo 20101) showed nothing for its Sensor Temperature: a tank sensor reports its temperature with
 * each level reading, it has no 'temp' tag of its own as a pressure sensor with a process temperature does (20105).
 */
let w: TagWorld;
const DAY = 86_400;

beforeAll(async () => {
  w = await tagWorld();
  const additional = JSON.stringify([{ tag: 'temp', displayUnits: 'f', ymin: 0, ymax: 150 }]);
  await w.addTag(w.dev.id, 'spsr', { additional_tags: additional, active_additional: 'temp' });
  await w.addReadings(w.dev.id, 'spsr', T0, 60, 2 * 1440, '5', 'CASE WHEN i % 2 = 0 THEN 60 ELSE 70 END');
  // a psr with a separate process temperature tag keeps reading that tag
  await w.addTag(w.bDev.id, 'psr', { additional_tags: additional });
  await w.addTag(w.bDev.id, 'temp');
  await w.addReadings(w.bDev.id, 'psr', T0, 900, 96, '50', '10');
  await w.addReadings(w.bDev.id, 'temp', T0, 900, 96, '180');
});
afterAll(() => w.close());

const Q = `query($d: Int!, $t: String!, $s: Float, $e: Float, $add: String, $ds: Boolean) {
  deviceReGraph(deviceID: $d, tag: $t, startTime: $s, endTime: $e, downsampled: $ds) {
    graphs(additional: $add) { role tag label displayUnits times values min max }
    tag { additionalTags(startTime: $s, endTime: $e, downsampled: false) { tag data } }
  }
}`;
interface G {
  role: string;
  tag: string;
  label: string;
  displayUnits: string | null;
  times: number[];
  values: number[];
  min: number[];
  max: number[];
}
type R = { deviceReGraph: { graphs: G[]; tag: { additionalTags: { tag: string; data: string | null }[] } } };

describe('Sensor Temperature of a tank tag', () => {
  it('draws the temperatures carried with the tank readings, for the stored choice and when picked', async () => {
    for (const add of [undefined, 'temp']) {
      const r = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + DAY - 1, add });
      expect(r.errors).toBeUndefined();
      const g = r.data!.deviceReGraph.graphs.find((x) => x.role === 'additional');
      expect(g, String(add)).toBeDefined();
      expect(g!).toMatchObject({ tag: 'temp', label: 'Sensor Temperature', displayUnits: 'f' });
      expect(g!.times).toHaveLength(1440);
      expect(g!.values.slice(0, 3)).toEqual([60, 70, 60]);
    }
  });

  it('buckets the temperatures over a wide range (bucket means)', async () => {
    const r = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + 2 * DAY, add: 'temp', ds: true });
    const g = r.data!.deviceReGraph.graphs.find((x) => x.role === 'additional')!;
    expect(g.times.length).toBeGreaterThan(100);
    expect(g.times.length).toBeLessThan(1440);
    // five-minute buckets: 60, 70, 60, 70, 60 then 70, 60, 70, 60, 70
    expect(g.values.slice(0, 2)).toEqual([64, 66]);
  });

  it('its data link answers the same temperatures', async () => {
    const r = await w.as<R>('limited', Q, { d: w.dev.id, t: 'spsr', s: T0, e: T0 + DAY - 1 });
    const link = r.data!.deviceReGraph.tag.additionalTags.find((a) => a.tag === 'temp')!.data!;
    expect(link).toContain(`/api/series/${w.dev.id}/spsr/temp?`);
    const res = await w.t.app.fastify.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { kind: string; values: number[] };
    expect(body.kind).toBe('temp');
    expect(body.values).toHaveLength(1440);
    expect(body.values[1]).toBe(70);
  });

  it("a device with a 'temp' tag of its own still draws that tag, not the readings' temperatures", async () => {
    const r = await w.as<R>('bManager', Q, { d: w.bDev.id, t: 'psr', s: T0, e: T0 + DAY, add: 'temp' });
    const g = r.data!.deviceReGraph.graphs.find((x) => x.role === 'additional')!;
    expect(g.values[0]).toBe(180);
    expect(r.data!.deviceReGraph.tag.additionalTags.find((a) => a.tag === 'temp')!.data).toContain(`/api/series/${w.bDev.id}/temp/data?`);
  });
});
