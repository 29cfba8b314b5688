import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ask, buildDeviceWorld, data, listIds, sorted, type DeviceWorld, type WorldDevice, type WorldUser } from '../directory/deviceWorld';

/** Alarms, Rebooting Devices, Possible Ghosts and Battery (spec 1 §2 "Monitoring list views", §7). */
let t: TestApp;
let w: DeviceWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
});
afterAll(() => t?.close());

const u = (key: WorldUser) => w.users[key].id;
const ids = (...keys: WorldDevice[]) => keys.map((k) => w.devices[k].id);
const asSet = (...keys: WorldDevice[]) => sorted(ids(...keys));
type Devices<K extends string> = Record<K, { id: number; count?: number; time?: number | null }[]>;

describe('Alarms: devicesRe(alarm) and activeAlarmRules', () => {
  it('lists the devices with a tag in alarm, within what the viewer may see', async () => {
    expect(await listIds(t, u('manager'), { query: 'alarm' })).toEqual(ids('a1'));
    expect(await listIds(t, u('limited'), { query: 'alarm' })).toEqual(ids('a1'));
    expect(await listIds(t, u('full'), { query: 'alarm' })).toEqual(ids('a1'));
    expect(await listIds(t, u('demo'), { query: 'alarm' })).toEqual([]);
    expect(await listIds(t, u('bManager'), { query: 'alarm' })).toEqual(ids('b1'));
    expect(await listIds(t, u('manager'), { query: 'alarm', includeInactive: true })).toEqual(ids('a1', 'aInactive'));
    expect(await listIds(t, u('manager'), { query: 'alarm', selectedCompanyID: w.companies.B.id })).toEqual([]);
  });

  it('activeAlarmRules lists the devices with a rule that has been sent', async () => {
    const q = 'query($c: Int) { activeAlarmRules(selectedCompanyID: $c) { id } }';
    const rules = async (user: WorldUser, c?: number) =>
      (await data<Devices<'activeAlarmRules'>>(t, u(user), q, { c })).activeAlarmRules.map((d) => d.id);
    expect(await rules('manager')).toEqual(ids('a2'));
    expect(await rules('limited')).toEqual(ids('a2'));
    // a3's rule was never sent, and a3 is the demo user's only device
    expect(await rules('demo')).toEqual([]);
    expect(await rules('bManager')).toEqual([]);
    expect(await rules('manager', w.companies.B.id)).toEqual([]);
  });

  it('shows nothing to super users (spec 1 §2: the Alarms list is empty for them)', async () => {
    expect(await listIds(t, u('superUser'), { query: 'alarm' })).toEqual([]);
    expect((await data<Devices<'activeAlarmRules'>>(t, u('superUser'), '{ activeAlarmRules { id } }')).activeAlarmRules).toEqual([]);
  });
});

describe('Rebooting Devices', () => {
  it('lists visible devices that restarted, the most restarts first, with the reboot log fields', async () => {
    const q = 'query($c: Int) { rebootDevices(selectedCompanyID: $c) { id count time gps_time } }';
    const r = await data<Devices<'rebootDevices'>>(t, u('manager'), q);
    expect(r.rebootDevices.map((d) => [d.id, d.count])).toEqual([
      [w.devices.a3.id, 7],
      [w.devices.a2.id, 3],
    ]);
    expect(r.rebootDevices[0]!.time).toBe(Math.floor(w.devices.a3.reboot_time!.getTime() / 1000));
    expect((await data<Devices<'rebootDevices'>>(t, u('limited'), q)).rebootDevices.map((d) => d.id)).toEqual(ids('a2'));
    expect((await data<Devices<'rebootDevices'>>(t, u('superUser'), q)).rebootDevices.map((d) => d.id)).toEqual(ids('b2', 'a3', 'a2'));
    expect((await data<Devices<'rebootDevices'>>(t, u('superUser'), q, { c: w.companies.B.id })).rebootDevices.map((d) => d.id)).toEqual(
      ids('b2'),
    );
    expect((await data<Devices<'rebootDevices'>>(t, u('manager'), q, { c: w.companies.B.id })).rebootDevices).toEqual([]);
  });
});

describe('Possible Ghosts (super users)', () => {
  const q = 'query($p: Int, $r: Int, $c: Int) { devicesGhosts(previousDays: $p, recentDays: $r, selectedCompanyID: $c) { id } }';
  const ghosts = async (vars: Record<string, unknown>) =>
    sorted((await data<Devices<'devicesGhosts'>>(t, u('superUser'), q, vars)).devicesGhosts.map((d) => d.id));

  it('defaults to after 0 h and before 48 h: every turned-on device that reported in the last 48 hours', async () => {
    expect(await ghosts({ c: w.companies.A.id })).toEqual(asSet('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'aNew1', 'aTest', 'aTestish'));
  });

  it('follows the range and the company selector; never-seen devices never count', async () => {
    expect(await ghosts({ r: 20, p: 40 })).toEqual(asSet('p1', 'a2', 'aTest', 'aTestish', 'b1', 'h1', 'c1'));
    expect(await ghosts({ r: 50, p: 60, c: w.companies.H.id })).toEqual(asSet('h3'));
    expect(await ghosts({ r: 0, p: 999_999, c: w.companies.A.id })).not.toContain(w.devices.aNew2.id);
  });

  it('refuses everyone but super users, and bad hours', async () => {
    for (const user of ['manager', 'privileged', 'full', 'limited'] as const) {
      expect((await ask(t, u(user), q)).code, user).toBe('FORBIDDEN');
    }
    expect((await ask(t, u('superUser'), q, { r: -2 })).code).toBe('BAD_INPUT');
  });
});

describe('Battery Insights (super users)', () => {
  const q = 'query($c: Int) { devicesBattery(selectedCompanyID: $c) { id batteryLevel solarPowered percentSolar batteryDelta } }';

  it('lists the devices with a battery level, the emptiest first', async () => {
    const r = await data<{ devicesBattery: { id: number; batteryLevel: number }[] }>(t, u('superUser'), q, { c: w.companies.A.id });
    expect(r.devicesBattery.map((d) => d.id)).toEqual(ids('a4', 'a3', 'a2', 'a1', 'a6', 'a5'));
    const all = await data<{ devicesBattery: { id: number; batteryLevel: number }[] }>(t, u('superUser'), q);
    expect(all.devicesBattery[0]!.id).toBe(w.devices.b1.id);
  });

  it('refuses everyone but super users', async () => {
    for (const user of ['manager', 'privileged', 'full', 'limited', 'demo'] as const) {
      expect((await ask(t, u(user), q)).code, user).toBe('FORBIDDEN');
    }
  });
});
