import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { tagWorld, type TagWorld } from './tagWorld';

/*
 * What a tag is shown through: every tag's `calibration` is its newest one with the named tank's
 * strap, and a turbine's production counter answers its turbine's calibration, so cards and graphs convert
 * pulses to barrels with the k-factor the turbine wizard saved.
 */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'puls');
  await w.addTag(w.dev.id, 'cumulative_pulses');
  await w.addTag(w.dev.id, 'spsr');
  await w.db
    .insertInto('calibrations')
    .values([
      { device_id: w.dev.id, tag: 'puls', time: 1_000, k_factor: 3, production_offset: 50 },
      { device_id: w.dev.id, tag: 'puls', time: 2_000, k_factor: 2, production_offset: 120 },
      { device_id: w.dev.id, tag: 'spsr', time: 1_000, fluid: 'chemical', tank_name: 'Steel 500 Horizontal', offset: 0.25 },
    ])
    .execute();
});
afterAll(() => w.close());

const QUERY = `query($id: Int!) { deviceRe(id: $id) { tags { tag calibration { kFactor productionOffset offset tankName strap } } } }`;

describe('Tag.calibration', () => {
  it("the production counter answers its turbine's newest calibration; a tank its own with the strap of the tank it names", async () => {
    const r = await w.as<{ deviceRe: { tags: { tag: string; calibration: Record<string, unknown> | null }[] } }>('full', QUERY, {
      id: w.dev.id,
    });
    expect(r.errors).toBeUndefined();
    const byTag = new Map(r.data!.deviceRe.tags.map((t) => [t.tag, t.calibration]));
    expect(byTag.get('cumulative_pulses')).toMatchObject({ kFactor: 2, productionOffset: 120 });
    expect(byTag.get('puls')).toMatchObject({ kFactor: 2, productionOffset: 120 });
    const tank = byTag.get('spsr')!;
    expect(tank).toMatchObject({ offset: 0.25, tankName: 'Steel 500 Horizontal' });
    expect((tank.strap as { inches: number; gallons: number }[]).at(-1)).toEqual({ inches: 48, gallons: 500 });
  });

  it("each graph series carries the calibration it is drawn through: the primary's, the counter's turbine's, a linked tank's", async () => {
    const other = await createDevice(w.db, w.A.id, { name: 'Linked Tank' });
    await w.addTag(other.id, 'dist');
    await w.db.insertInto('calibrations').values({ device_id: other.id, tag: 'dist', time: 1_000, tank_height: 240, offset: 1 }).execute();
    await w.db
      .updateTable('tags')
      .set({ secondary_graph: JSON.stringify({ deviceID: other.id, tag: 'dist' }), active_additional: 'cumulative_pulses' })
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'puls')
      .execute();
    const r = await w.as<{ deviceReGraph: { graphs: { role: string; tag: string; calibration: Record<string, unknown> | null }[] } }>(
      'super',
      `query($d: Int!) { deviceReGraph(deviceID: $d, tag: "puls") { graphs { role tag calibration { kFactor tankHeight offset } } } }`,
      { d: w.dev.id },
    );
    expect(r.errors).toBeUndefined();
    const byRole = new Map(r.data!.deviceReGraph.graphs.map((g) => [g.role, g]));
    expect(byRole.get('primary')!.calibration).toMatchObject({ kFactor: 2 });
    expect(byRole.get('additional')).toMatchObject({ tag: 'cumulative_pulses', calibration: { kFactor: 2 } });
    expect(byRole.get('secondary')).toMatchObject({ tag: 'dist', calibration: { tankHeight: 240, offset: 1 } });
  });
});
