import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from './tagWorld';

/*
 * spec 2 §3 Tag: secondaryGraph to fifthGraph carry the linked tag's ymin, ymax, displayUnits and its filter
 * (filterEnabled, filterThreshold, filterMinimumValue); the drawn series say which filter they are drawn through.
 */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'spsr');
  await w.addTag(w.dev.id, '_v', { ymin: 2, ymax: 5, filter_enabled: true, filter_threshold: 0.5, filter_minimum_value: 3 });
  await w.addTag(w.bDev.id, 'psr', { ymin: 0, ymax: 900, filter_enabled: true, filter_minimum_value: 10 });
  await w.addReadings(w.dev.id, '_v', T0, 900, 96, '3.6');
  await w.addReadings(w.bDev.id, 'psr', T0, 900, 96, '50');
  await w.db
    .updateTable('tags')
    .set({
      secondary_graph: JSON.stringify({ deviceID: w.dev.id, tag: '_v' }),
      third_graph: JSON.stringify({ deviceID: w.bDev.id, tag: 'psr' }),
    })
    .where('device_id', '=', w.dev.id)
    .where('tag', '=', 'spsr')
    .execute();
});
afterAll(() => w.close());

const LINK = 'deviceID tag ymin ymax displayUnits filterEnabled filterThreshold filterMinimumValue';
const Q = `query($d: Int!) {
  deviceReGraph(deviceID: $d, tag: "spsr", startTime: ${T0}, endTime: ${T0 + 86_400}) {
    settings { secondaryGraph { ${LINK} } thirdGraph { ${LINK} } }
    graphs { role deviceID tag filterEnabled filterThreshold filterMinimumValue }
  }
}`;
interface Link {
  deviceID: number;
  tag: string;
  ymin: number | null;
  ymax: number | null;
  displayUnits: string | null;
  filterEnabled: boolean;
  filterThreshold: number | null;
  filterMinimumValue: number | null;
}
type R = {
  deviceReGraph: {
    settings: { secondaryGraph: Link | null; thirdGraph: Link | null };
    graphs: (Omit<Link, 'ymin' | 'ymax' | 'displayUnits'> & { role: string })[];
  };
};

describe('graph links carry the linked tag’s display settings and filter', () => {
  it("a link to a readable device: its y limits, its unit (the tag type's default when none is set) and its filter", async () => {
    const r = await w.as<R>('manager', Q, { d: w.dev.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.deviceReGraph.settings.secondaryGraph).toEqual({
      deviceID: w.dev.id,
      tag: '_v',
      ymin: 2,
      ymax: 5,
      displayUnits: 'v',
      filterEnabled: true,
      filterThreshold: 0.5,
      filterMinimumValue: 3,
    });
    const secondary = r.data!.deviceReGraph.graphs.find((g) => g.role === 'secondary');
    expect(secondary).toEqual({
      role: 'secondary',
      deviceID: w.dev.id,
      tag: '_v',
      filterEnabled: true,
      filterThreshold: 0.5,
      filterMinimumValue: 3,
    });
    // the page's own tag has no filter
    expect(r.data!.deviceReGraph.graphs.find((g) => g.role === 'primary')).toMatchObject({
      filterEnabled: false,
      filterThreshold: null,
      filterMinimumValue: null,
    });
  });

  it("a link to another company's device says nothing of it, and is not drawn", async () => {
    const r = await w.as<R>('manager', Q, { d: w.dev.id });
    expect(r.data!.deviceReGraph.settings.thirdGraph).toEqual({
      deviceID: w.bDev.id,
      tag: 'psr',
      ymin: null,
      ymax: null,
      displayUnits: null,
      filterEnabled: false,
      filterThreshold: null,
      filterMinimumValue: null,
    });
    expect(r.data!.deviceReGraph.graphs.map((g) => g.role)).not.toContain('third');
  });

  it('a super user sees both links whole', async () => {
    const r = await w.as<R>('super', Q, { d: w.dev.id });
    expect(r.data!.deviceReGraph.settings.thirdGraph).toMatchObject({
      ymin: 0,
      ymax: 900,
      displayUnits: 'psi',
      filterEnabled: true,
      filterMinimumValue: 10,
    });
    expect(r.data!.deviceReGraph.graphs.find((g) => g.role === 'third')).toMatchObject({
      deviceID: w.bDev.id,
      filterEnabled: true,
      filterMinimumValue: 10,
    });
  });
});

describe("a Tag answers the spec's settings fields itself", () => {
  const FIELDS = `tag filterEnabled filterThreshold filterMinimumValue temperatureCorrectionCoefficient fourierPlotEnabled activeAdditional
    secondaryGraph { deviceID tag ymax filterMinimumValue } thirdGraph { deviceID } userData { time value }`;
  type TagFields = {
    tag: string;
    filterThreshold: number | null;
    secondaryGraph: { deviceID: number; tag: string; ymax: number; filterMinimumValue: number } | null;
    userData: { time: number; value: number }[];
  };

  it("in deviceReGraph.tag and in a device's tag list, with the hand-entered readings", async () => {
    await w.db
      .insertInto('user_data')
      .values({ device_id: w.dev.id, tag: 'spsr', time: new Date((T0 + 600) * 1000), value: 4.25 })
      .execute();
    const page = await w.as<{ deviceReGraph: { tag: TagFields } }>(
      'manager',
      `query($d: Int!) { deviceReGraph(deviceID: $d, tag: "spsr") { tag { ${FIELDS} } } }`,
      { d: w.dev.id },
    );
    expect(page.errors).toBeUndefined();
    const fromPage = page.data!.deviceReGraph.tag;
    expect(fromPage.secondaryGraph).toEqual({ deviceID: w.dev.id, tag: '_v', ymax: 5, filterMinimumValue: 3 });
    expect(fromPage.userData).toEqual([{ time: T0 + 600, value: 4.25 }]);

    const list = await w.as<{ devicesRe: { id: number; tags: TagFields[] }[] }>('manager', `{ devicesRe { id tags { ${FIELDS} } } }`);
    expect(list.errors).toBeUndefined();
    const fromList = list.data!.devicesRe.find((d) => d.id === w.dev.id)!.tags.find((t) => t.tag === 'spsr')!;
    expect(fromList).toEqual(fromPage);
    expect(list.data!.devicesRe.find((d) => d.id === w.dev.id)!.tags.find((t) => t.tag === '_v')).toMatchObject({
      filterThreshold: 0.5,
      userData: [],
    });
  });
});
