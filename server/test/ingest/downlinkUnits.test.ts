import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desiredSettings } from '../../src/ingest/desiredSettings';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

/** The downlink tells a device its alarms in one unit per tag, the one it sends, whatever the tag is displayed in. */
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.database.db)).id;
});
afterAll(() => t.close());

async function rules(deviceId: number, tag: string, list: [string, 1 | -1, number][]) {
  await t.database.db
    .insertInto('alarm_rules')
    .values(list.map(([name, symbol, value]) => ({ device_id: deviceId, tag, name, symbol, value })))
    .execute();
}

describe('downlink units', () => {
  it('carries thresholds and rule values of a temperature shown in °C both in °F, the base unit', async () => {
    const db = t.database.db;
    const d = await createDevice(db, companyId, { default_tag: 'temp' });
    // thresholds are stored in the base unit; rules in the display unit the user typed them in (here after the
    // display was set to °C, as Update Devices does)
    await db
      .insertInto('tags')
      .values({
        device_id: d.id,
        tag: 'temp',
        display_units: 'c',
        critical_high: 203,
        high_warning: 185,
        low_warning: 68,
        critical_low: 50,
      })
      .execute();
    await rules(d.id, 'temp', [
      ['Warm', 1, 70],
      ['Hot', 1, 80],
      ['Boiling', 1, 90],
    ]);
    const before = await desiredSettings(db, d.id);
    expect(before.alarms.temp).toEqual({
      unit: 'f',
      criticalHigh: 203,
      highWarning: 185,
      lowWarning: 68,
      criticalLow: 50,
      rules: [
        { name: 'Warm', symbol: 1, value: 158 },
        { name: 'Hot', symbol: 1, value: 176 },
        { name: 'Boiling', symbol: 1, value: 194 },
      ],
    });
    // the same rules read in °F once the display is °F again: other numbers, another version
    await db.updateTable('tags').set({ display_units: 'f' }).where('device_id', '=', d.id).where('tag', '=', 'temp').execute();
    const after = await desiredSettings(db, d.id);
    expect(after.alarms.temp!.rules.map((r) => r.value)).toEqual([70, 80, 90]);
    expect(after.version).not.toBe(before.version);
  });

  it('carries a radar level rule as the distance the radar measures, high and low swapped', async () => {
    const db = t.database.db;
    const d = await createDevice(db, companyId, { default_tag: 'dist' });
    await db.insertInto('tags').values({ device_id: d.id, tag: 'dist', display_units: 'ft', critical_high: 150 }).execute();
    // a 240 in tank with a 2 in offset: a level of L inches is a distance of 240 - (L - 2)
    await db
      .insertInto('calibrations')
      .values({ device_id: d.id, tag: 'dist', time: 1_700_000_000, offset: 2, tank_height: 240 })
      .execute();
    await rules(d.id, 'dist', [['Nearly full', 1, 15]]);
    const alarms = (await desiredSettings(db, d.id)).alarms.dist!;
    expect(alarms.unit).toBe('in');
    // level above 15 ft (180 in) is a distance below 62 in; a level above 150 in a distance below 92 in
    expect(alarms.rules).toEqual([{ name: 'Nearly full', symbol: -1, value: 62 }]);
    expect(alarms).toMatchObject({ criticalHigh: null, criticalLow: 92 });
  });

  it('announces the new downlink when a display unit changes', async () => {
    const db = t.database.db;
    const d = await createDevice(db, companyId, { default_tag: 'temp' });
    await db.insertInto('tags').values({ device_id: d.id, tag: 'temp', display_units: 'c' }).execute();
    await rules(d.id, 'temp', [['Warm', 1, 70]]);
    const client = await t.database.pool.connect();
    const heard: string[] = [];
    try {
      client.on('notification', (n) => heard.push(`${n.channel}:${n.payload}`));
      await client.query('LISTEN device_settings');
      await db.updateTable('tags').set({ display_units: 'f' }).where('device_id', '=', d.id).execute();
      await db.updateTable('devices').set({ display_units: 'f' }).where('id', '=', d.id).execute();
      await db.insertInto('calibrations').values({ device_id: d.id, tag: 'temp', time: 1_700_000_000, offset: 1 }).execute();
      for (let i = 0; i < 50 && heard.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await client.query('UNLISTEN device_settings');
      client.release();
    }
    expect(heard).toEqual([`device_settings:${d.id}`, `device_settings:${d.id}`, `device_settings:${d.id}`]);
  });
});
