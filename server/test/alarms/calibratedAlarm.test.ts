import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { createDevice } from '../factories/deviceFactory';

/*
 * The engine compares readings as the graph shows them: through the tag's newest calibration. A
 * rule typed against the drawn level must fire at that level, not at the raw distance or the raw water column.
 */
let w: AlarmWorld;

beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const calibrate = (deviceId: number, tag: string, time: number, fields: Record<string, unknown>) =>
  w.db
    .insertInto('calibrations')
    .values({ device_id: deviceId, tag, time, ...fields })
    .execute();

describe('alarms on calibrated values', () => {
  it('a radar distance is compared as the level it means (tank height − distance + offset), and a new calibration applies at once', async () => {
    const dev = await createDevice(w.db, w.companies.A.id, { name: 'Radar Tank' });
    await w.addTag(dev.id, 'dist', { display_units: 'in' });
    await w.addRule(dev.id, 'dist', 1, 200, 'High level');
    await calibrate(dev.id, 'dist', 1_000, { tank_height: 240, offset: 2 });

    // 50 in down to the fluid: 192 in of fluid, under the rule (the raw 50 would be under it too)
    await w.feedUntilCached(dev.id, 'dist', 50);
    expect((await w.tagRow(dev.id, 'dist')).alarm_flag).toBe('norm');
    // 35 in down: 207 in of fluid, past 200, although the raw distance fell
    await w.feed({ deviceId: dev.id, tag: 'dist', value: 35 });
    expect((await w.tagRow(dev.id, 'dist')).alarm_flag).toBe('high');
    // the alarm history shows the reading as the gauge and the notification do: 207 in of fluid, not the raw 35
    const PANEL = 'query($d: Int!) { tagAlarmPanel(deviceID: $d, tag: "dist") { log { action value unit } } }';
    const panel = await w.t.gql<{ tagAlarmPanel: { log: { action: string; value: number; unit: string }[] } }>(
      PANEL,
      { d: dev.id },
      await w.t.authHeaders(w.users.manager.id),
    );
    expect(panel.data?.tagAlarmPanel.log.find((l) => l.action === 'high')).toEqual({ action: 'high', value: 207, unit: 'in' });

    // a recalibration lowers every level by 12 in: the same distance is now 195 in, back under the rule
    await calibrate(dev.id, 'dist', 2_000, { tank_height: 240, offset: -10 });
    await vi.waitFor(() => expect(w.engine.cached(dev.id, 'dist')).toBeUndefined());
    await w.feed({ deviceId: dev.id, tag: 'dist', value: 35 });
    expect((await w.tagRow(dev.id, 'dist')).alarm_flag).toBe('norm');
  });

  it('a level shown in psi weighs the fluid by its API gravity, not by water', async () => {
    const dev = await createDevice(w.db, w.companies.A.id, { name: 'Oil Tank' });
    await w.addTag(dev.id, 'spsr', { display_units: 'psi' });
    await w.addRule(dev.id, 'spsr', 1, 3, 'High pressure head');
    // 38° API oil: SG 141.5 / 169.5 = 0.8348
    await calibrate(dev.id, 'spsr', 1_000, { fluid: 'oil', api: 38, sg: 1, offset: 0 });

    // 8 ft of oil is 2.90 psi (as water it would be 3.47 and fire)
    await w.feedUntilCached(dev.id, 'spsr', 8);
    expect((await w.tagRow(dev.id, 'spsr')).alarm_flag).toBe('norm');
    // 8.5 ft of oil is 3.08 psi
    await w.feed({ deviceId: dev.id, tag: 'spsr', value: 8.5 });
    expect((await w.tagRow(dev.id, 'spsr')).alarm_flag).toBe('high');
  });

  it('a level shown in gallons goes through the named tank strapping table', async () => {
    const dev = await createDevice(w.db, w.companies.A.id, { name: 'Chemical Tank' });
    await w.addTag(dev.id, 'spsr', { display_units: 'gln' });
    await w.addRule(dev.id, 'spsr', 1, 400, 'Nearly full');
    // Steel 500 Horizontal (migration 012): 36 in hold 402 gallons, 30 in hold 309
    await calibrate(dev.id, 'spsr', 1_000, { fluid: 'chemical', tank_name: 'Steel 500 Horizontal', offset: 0 });

    await w.feedUntilCached(dev.id, 'spsr', 2.5);
    expect((await w.tagRow(dev.id, 'spsr')).alarm_flag).toBe('norm');
    await w.feed({ deviceId: dev.id, tag: 'spsr', value: 3 });
    const tag = await w.tagRow(dev.id, 'spsr');
    expect(tag.alarm_flag).toBe('high');
    const log = await w.logOf(dev.id, 'spsr');
    expect(log.at(-1)).toMatchObject({ action: 'high', value: 3 });
  });

  it('an edit of the named tank strapping table applies at once', async () => {
    await w.db
      .insertInto('tank_names')
      .values({
        tank_name: 'Test Strap 100',
        height_inches: 100,
        strap: JSON.stringify([
          { inches: 0, gallons: 0 },
          { inches: 100, gallons: 1000 },
        ]),
      })
      .execute();
    const dev = await createDevice(w.db, w.companies.A.id, { name: 'Strapped Tank' });
    await w.addTag(dev.id, 'spsr', { display_units: 'gln' });
    await w.addRule(dev.id, 'spsr', 1, 500, 'Half full');
    await calibrate(dev.id, 'spsr', 1_000, { fluid: 'chemical', tank_name: 'Test Strap 100', offset: 0 });

    // 4 ft = 48 in: 480 gallons at 10 gallons per inch
    await w.feedUntilCached(dev.id, 'spsr', 4);
    expect((await w.tagRow(dev.id, 'spsr')).alarm_flag).toBe('norm');
    // the tank was strapped anew: 12 gallons per inch, so the same 48 in hold 576 gallons
    await w.db
      .updateTable('tank_names')
      .set({
        strap: JSON.stringify([
          { inches: 0, gallons: 0 },
          { inches: 100, gallons: 1200 },
        ]),
      })
      .where('tank_name', '=', 'Test Strap 100')
      .execute();
    await vi.waitFor(() => expect(w.engine.cached(dev.id, 'spsr')).toBeUndefined());
    await w.feed({ deviceId: dev.id, tag: 'spsr', value: 4 });
    expect((await w.tagRow(dev.id, 'spsr')).alarm_flag).toBe('high');
  });

  it("a turbine's new k-factor applies at once to its production counter's rules", async () => {
    const dev = await createDevice(w.db, w.companies.A.id, { name: 'Turbine' });
    await w.addTag(dev.id, 'puls');
    await w.addTag(dev.id, 'cumulative_pulses', { display_units: 'bbls' });
    await w.addRule(dev.id, 'cumulative_pulses', 1, 100, 'Produced 100 bbl');
    await calibrate(dev.id, 'puls', 1_000, { k_factor: 1000, production_offset: 0 });

    // 80,000 pulses at 1,000 a barrel: 80 bbl
    await w.feedUntilCached(dev.id, 'cumulative_pulses', 80_000);
    expect((await w.tagRow(dev.id, 'cumulative_pulses')).alarm_flag).toBe('norm');
    // the meter was proven at 500 pulses a barrel: the same count is 160 bbl
    await calibrate(dev.id, 'puls', 2_000, { k_factor: 500, production_offset: 0 });
    await vi.waitFor(() => expect(w.engine.cached(dev.id, 'cumulative_pulses')).toBeUndefined());
    await w.feed({ deviceId: dev.id, tag: 'cumulative_pulses', value: 80_000 });
    expect((await w.tagRow(dev.id, 'cumulative_pulses')).alarm_flag).toBe('high');
  });
});
