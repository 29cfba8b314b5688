import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagWorld, type TagWorld } from './tagWorld';

/* The Settings tab's 2nd to 5th graph choices and additional-tag units (spec 2 §2.2, §7 updateTag, §9). */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'spsr', { additional_tags: JSON.stringify([{ tag: 'temp', displayUnits: 'f', ymin: 0, ymax: 150 }]) });
  await w.addTag(w.dev.id, '_v');
  await w.addTag(w.bDev.id, 'psr');
});
afterAll(() => w.close());

const DEVICES = `{ devicesRe(query: "extra-graphs") { id name tags { tag } } }`;
const UPDATE = `mutation($d: Int!, $t: String!, $g2: GraphLinkInput, $g5: GraphLinkInput, $add: [AdditionalTagInput!]) {
  updateTag(deviceID: $d, tag: $t, secondaryGraph: $g2, fifthGraph: $g5, additionalTags: $add) { secondaryGraph { deviceID tag } fifthGraph { deviceID tag } additionalTags { tag displayUnits } }
}`;
const stored = () =>
  w.db
    .selectFrom('tags')
    .select(['secondary_graph', 'fifth_graph', 'additional_tags'])
    .where('device_id', '=', w.dev.id)
    .where('tag', '=', 'spsr')
    .executeTakeFirstOrThrow();

describe('graph device choices', () => {
  it('GET_DEVICES_SETTINGS lists only the devices the viewer may read, with their tags', async () => {
    const r = await w.as<{ devicesRe: { id: number; tags: { tag: string }[] }[] }>('manager', DEVICES);
    expect(r.errors).toBeUndefined();
    const ids = r.data!.devicesRe.map((d) => d.id);
    expect(ids).toContain(w.dev.id);
    expect(ids).not.toContain(w.bDev.id);
    expect(
      r
        .data!.devicesRe.find((d) => d.id === w.dev.id)!
        .tags.map((t) => t.tag)
        .sort(),
    ).toEqual(['_v', 'spsr']);
  });

  it('stores a secondary and a fifth graph on a readable device, and clears one with null', async () => {
    const r = await w.as('manager', UPDATE, {
      d: w.dev.id,
      t: 'spsr',
      g2: { deviceID: w.dev.id, tag: '_v' },
      g5: { deviceID: w.dev.id, tag: 'spsr' },
    });
    expect(r.errors).toBeUndefined();
    let row = await stored();
    expect(row.secondary_graph).toEqual({ deviceID: w.dev.id, tag: '_v' });
    expect(row.fifth_graph).toEqual({ deviceID: w.dev.id, tag: 'spsr' });
    await w.as('manager', UPDATE, { d: w.dev.id, t: 'spsr', g5: null });
    row = await stored();
    expect(row.fifth_graph).toBeNull();
    expect(row.secondary_graph).toEqual({ deviceID: w.dev.id, tag: '_v' });
  });

  it("refuses a graph on another company's device and changes nothing", async () => {
    const before = await stored();
    const r = await w.as('manager', UPDATE, { d: w.dev.id, t: 'spsr', g2: { deviceID: w.bDev.id, tag: 'psr' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await stored()).toEqual(before);
  });

  it('refuses a tag the chosen device does not have', async () => {
    const r = await w.as('manager', UPDATE, { d: w.dev.id, t: 'spsr', g2: { deviceID: w.dev.id, tag: 'psr' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('TAG_NOT_FOUND');
  });
});

describe('additional tag display units', () => {
  it('stores a unit offered for the tag type', async () => {
    const r = await w.as('manager', UPDATE, { d: w.dev.id, t: 'spsr', add: [{ tag: 'temp', displayUnits: 'c', ymin: 0, ymax: 60 }] });
    expect(r.errors).toBeUndefined();
    expect((await stored()).additional_tags).toEqual([{ tag: 'temp', displayUnits: 'c', ymin: 0, ymax: 60 }]);
  });

  it('refuses a unit the tag type does not offer, with the message, and changes nothing', async () => {
    const r = await w.as('manager', UPDATE, { d: w.dev.id, t: 'spsr', add: [{ tag: 'temp', displayUnits: 'psi' }] });
    expect(r.errors?.[0]?.message).toBe('Choose one of the display units offered.');
    expect((await stored()).additional_tags).toEqual([{ tag: 'temp', displayUnits: 'c', ymin: 0, ymax: 60 }]);
  });
});
