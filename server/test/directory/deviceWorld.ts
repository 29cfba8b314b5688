import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection';
import type { DevicesTable } from '../../src/db/schema';
import type { AlarmFlag } from '../../src/db/schemaTags';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';
import type { TestApp } from '../helpers/testApp';

const HOUR = 3_600_000;
export const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/**
 * A small world whose every device is there for one rule of the lists (spec 1 §2, §4, §6, §7):
 *
 *   P (provider, internal): superUser, privileged (allow-list A); p1 /Lab silent 30 h (hidden from Tardy: internal)
 *   A: manager, full, limited (group G1: a1, a2), demo (group G2: a3), noGroup
 *      a1  /Permian              'Alpha Tank'       1 h    tag psr in alarm (high)        T-Mobile, SKU-B
 *      a2  /Permian/North/Pad A  'Bravo Pump'       30 h   tardy; a rule that was sent    Verizon, SKU-A, reboots 3
 *      a3  /PermianX             'Charlie Flow'     2 h    (not under /Permian)           AT&T, SKU-C, reboots 7
 *      a4  /Eagle                'Delta Solar'      1 h    solar, 3.50 V: low             unknown carrier
 *      a5  /Eagle                'Echo Pack'        1 h    battery pack, 4.60 V: low
 *      a6  /Eagle                'Foxtrot Solar'    1 h    solar, 4.00 V: fine
 *      aInactive /Permian        'Golf Inactive'    30 h   not active
 *      aOOS      /Permian        'Hotel OOS'        30 h   out of service
 *      aNew1     no name, no path                   5 h
 *      aNew2     'India', no path                   never
 *      aTest     /Test/Rig 1     'Juliet Test'      30 h   hidden from Tardy (test path)
 *      aTestish  /Testing        'Kilo Testing'     30 h   NOT hidden: /Testing is not under /Test
 *      aOld      /Eagle          'Lima Old'         300 h  beyond Tardy's 240 h
 *   B: bManager; b1 /Permian 'Bravo Co Tank' 30 h, tag in alarm; b2 /Permian/North 'Bravo Co Pump' 2 h
 *   H (hide_recent_from_tardy): hManager; /Site: h1 'Hide Recent' 30 h, h3 'Hide Middle' 55 h, h2 'Hide Old' 70 h
 *      (reported within 60 h: h1 and h3 are hidden from Tardy while 'after' is below 48 h)
 *   C (inactive company): cManager; c1 /Permian 'Charlie Co' 30 h
 *   no company: unclaimed (never turned on)
 */
export async function buildDeviceWorld(db: Db) {
  const P = await createCompany(db, { name: 'Provider', is_internal: true });
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  const H = await createCompany(db, { name: 'Hotel Co', hide_recent_from_tardy: true });
  const C = await createCompany(db, { name: 'Charlie Co', is_active: false });

  const users = {
    superUser: await createUser(db, P.id, 'superUser', { first_name: 'Sara', last_name: 'Staff' }),
    privileged: await createUser(db, P.id, 'manager', { is_privileged: true, first_name: 'Pia', last_name: 'Privy' }),
    manager: await createUser(db, A.id, 'manager', { first_name: 'Mona', last_name: 'Boss' }),
    full: await createUser(db, A.id, 'full', { first_name: 'Fred', last_name: 'Field' }),
    limited: await createUser(db, A.id, 'limited', { first_name: 'Lena', last_name: 'Little' }),
    demo: await createUser(db, A.id, 'demo', { first_name: 'Dora', last_name: 'Demo' }),
    noGroup: await createUser(db, A.id, 'limited', { first_name: 'Nils', last_name: 'Nobody' }),
    bManager: await createUser(db, B.id, 'manager', { first_name: 'Bert', last_name: 'Bravo' }),
    hManager: await createUser(db, H.id, 'manager', { first_name: 'Hank', last_name: 'Hotel' }),
    cManager: await createUser(db, C.id, 'manager', { first_name: 'Carl', last_name: 'Charlie' }),
  };
  await db.insertInto('user_company_access').values({ user_id: users.privileged.id, company_id: A.id }).execute();

  const seen = (h: number | null): Partial<Insertable<DevicesTable>> =>
    h === null
      ? { has_turned_on: false, last_time_message_received: null }
      : { has_turned_on: true, last_time_message_received: hoursAgo(h) };
  const dev = (
    company: number | null,
    name: string | null,
    path: string | null,
    h: number | null,
    o: Partial<Insertable<DevicesTable>> = {},
  ) => createDevice(db, company, { name, path, ...seen(h), ...o });

  const devices = {
    p1: await dev(P.id, 'Lab Rig', '/Lab', 30),
    a1: await dev(A.id, 'Alpha Tank', '/Permian', 1, {
      tmobile_op: true,
      carrier: 'T-Mobile',
      sku: 'SKU-B',
      model: 'G1N',
      signal_strength: 20,
      sim_number: '8901260111122223333',
      battery_level: 3.9,
    }),
    a2: await dev(A.id, 'Bravo Pump', '/Permian/North/Pad A', 30, {
      verizon_op: true,
      carrier: 'Verizon',
      sku: 'SKU-A',
      model: 'S1-U',
      signal_strength: 10,
      reboot_count: 3,
      reboot_time: hoursAgo(40),
      battery_level: 3.8,
    }),
    a3: await dev(A.id, 'Charlie Flow', '/PermianX', 2, {
      att_op: true,
      carrier: 'AT&T',
      sku: 'SKU-C',
      model: 'G1N-B1',
      signal_strength: 30,
      reboot_count: 7,
      reboot_time: hoursAgo(3),
      battery_level: 3.7,
    }),
    a4: await dev(A.id, 'Delta Solar', '/Eagle', 1, {
      unknown_op: true,
      solar_powered: true,
      battery_level: 3.5,
      sku: null,
      signal_strength: null,
    }),
    a5: await dev(A.id, 'Echo Pack', '/Eagle', 1, { solar_powered: false, battery_level: 4.6 }),
    a6: await dev(A.id, 'Foxtrot Solar', '/Eagle', 1, { solar_powered: true, battery_level: 4.0 }),
    aInactive: await dev(A.id, 'Golf Inactive', '/Permian', 30, { is_active: false, battery_level: 3.0 }),
    aOOS: await dev(A.id, 'Hotel OOS', '/Permian', 30, { in_service: false }),
    aNew1: await dev(A.id, null, null, 5),
    aNew2: await dev(A.id, 'India', null, null),
    aTest: await dev(A.id, 'Juliet Test', '/Test/Rig 1', 30),
    aTestish: await dev(A.id, 'Kilo Testing', '/Testing', 30),
    aOld: await dev(A.id, 'Lima Old', '/Eagle', 300),
    b1: await dev(B.id, 'Bravo Co Tank', '/Permian', 30, { sim_number: '8914800999988887777', battery_level: 3.1 }),
    b2: await dev(B.id, 'Bravo Co Pump', '/Permian/North', 2, { reboot_count: 12 }),
    h1: await dev(H.id, 'Hide Recent', '/Site', 30),
    h2: await dev(H.id, 'Hide Old', '/Site', 70),
    h3: await dev(H.id, 'Hide Middle', '/Site', 55),
    c1: await dev(C.id, 'Charlie Co', '/Permian', 30),
    unclaimed: await dev(null, null, null, null),
  };

  await createGroup(db, A.id, { name: 'G1', userIds: [users.limited.id, users.full.id], deviceIds: [devices.a1.id, devices.a2.id] });
  await createGroup(db, A.id, { name: 'G2', userIds: [users.demo.id, users.full.id], deviceIds: [devices.a3.id] });

  const tag = (device: { id: number }, code: string, flag: AlarmFlag = 'norm', h = 1) =>
    db
      .insertInto('tags')
      .values({ device_id: device.id, tag: code, alarm_flag: flag, time: hoursAgo(h), value: 10 })
      .execute();
  await tag(devices.a1, 'psr', 'high');
  await tag(devices.a1, '_v');
  await tag(devices.a2, 'spsr');
  await tag(devices.a3, 'flw');
  await tag(devices.b1, 'psr', 'critical_low');
  await tag(devices.p1, 'rot', 'test');
  await tag(devices.aInactive, 'psr', 'low');
  await db
    .insertInto('alarm_rules')
    .values([
      { device_id: devices.a2.id, tag: 'spsr', name: 'High level', symbol: 1, value: 10, sent: 1 },
      { device_id: devices.a3.id, tag: 'flw', name: 'Low flow', symbol: -1, value: 1, sent: 0 },
    ])
    .execute();
  await sql`ANALYZE`.execute(db);

  return { companies: { P, A, B, H, C }, users, devices };
}

export type DeviceWorld = Awaited<ReturnType<typeof buildDeviceWorld>>;
export type WorldUser = keyof DeviceWorld['users'];
export type WorldDevice = keyof DeviceWorld['devices'];

export interface DeviceOut {
  id: number;
  name: string | null;
  path: string | null;
  companyID: number | null;
}

/** The answer of a query as the user: data, or the error code it was refused with. */
export async function ask<T>(t: TestApp, userId: number, query: string, vars: Record<string, unknown> = {}) {
  const r = await t.gql<T>(query, vars, await t.authHeaders(userId));
  return { data: r.data, code: r.errors?.[0]?.extensions?.code ?? null, errors: r.errors };
}

/** The data of a query as the user; fails the test on any GraphQL error, so a refusal never passes for an empty list. */
export async function data<T>(t: TestApp, userId: number, query: string, vars: Record<string, unknown> = {}): Promise<T> {
  const r = await ask<T>(t, userId, query, vars);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL errors for user ${userId}: ${JSON.stringify(r.errors)}`);
  return r.data;
}

export const DEVICES_RE = `query($query: String, $includeInactive: Boolean, $includeOOS: Boolean, $selectedCompanyID: Int,
  $previousDays: Int, $recentDays: Int, $limit: Int, $offset: Int, $sortBy: String, $sortDirection: String,
  $from: Int, $to: Int, $ids: [Int!], $path: String, $search: String) {
  devicesRe(query: $query, includeInactive: $includeInactive, includeOOS: $includeOOS, selectedCompanyID: $selectedCompanyID,
    previousDays: $previousDays, recentDays: $recentDays, limit: $limit, offset: $offset, sortBy: $sortBy,
    sortDirection: $sortDirection, from: $from, to: $to, ids: $ids, path: $path, search: $search) {
    id name path companyID
  }
}`;

export const DEVICES_RE_COUNT = `query($query: String, $includeInactive: Boolean, $includeOOS: Boolean, $selectedCompanyID: Int,
  $path: String, $previousDays: Int, $recentDays: Int) {
  devicesReCount(query: $query, includeInactive: $includeInactive, includeOOS: $includeOOS,
    selectedCompanyID: $selectedCompanyID, path: $path, previousDays: $previousDays, recentDays: $recentDays)
}`;

/** devicesRe's ids as the user, in the order the server gave them. */
export async function listIds(t: TestApp, userId: number, vars: Record<string, unknown>): Promise<number[]> {
  return (await data<{ devicesRe: DeviceOut[] }>(t, userId, DEVICES_RE, vars)).devicesRe.map((d) => d.id);
}

export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
