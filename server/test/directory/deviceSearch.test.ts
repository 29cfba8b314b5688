import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ask, buildDeviceWorld, data, listIds, sorted, type DeviceWorld, type WorldDevice, type WorldUser } from './deviceWorld';

/** The global search (spec 1 §2): devicesRe(query: "search") and usersRe(search, limit). */
let t: TestApp;
let w: DeviceWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
});
afterAll(() => t?.close());

const u = (key: WorldUser) => w.users[key].id;
const ids = (...keys: WorldDevice[]) => keys.map((k) => w.devices[k].id);
const search = (user: WorldUser, text: string, extra: Record<string, unknown> = {}) =>
  listIds(t, u(user), { query: 'search', search: text, ...extra });

describe('device search', () => {
  it('a number gives the device with that id, if the viewer may see it', async () => {
    expect(await search('manager', String(w.devices.a3.id))).toEqual(ids('a3'));
    expect(await search('manager', ` ${w.devices.a3.id} `)).toEqual(ids('a3'));
    expect(await search('limited', String(w.devices.a3.id))).toEqual([]);
    expect(await search('manager', String(w.devices.b1.id))).toEqual([]);
    expect(await search('superUser', String(w.devices.b1.id))).toEqual(ids('b1'));
    // an inactive device is still found by its id
    expect(await search('manager', String(w.devices.aInactive.id))).toEqual(ids('aInactive'));
    expect(await search('manager', '123456789012345678901234')).toEqual([]);
  });

  it('text matches names and paths, case-insensitively, by name', async () => {
    expect(await search('manager', 'tank')).toEqual(ids('a1'));
    expect(await search('manager', 'PAD A')).toEqual(ids('a2'));
    expect(sorted(await search('manager', 'eagle'))).toEqual(sorted(ids('a4', 'a5', 'a6', 'aOld')));
    expect(await search('manager', 'solar')).toEqual(ids('a4', 'a6'));
    expect(await search('bManager', 'tank')).toEqual(ids('b1'));
    expect(await search('manager', '   ')).toEqual([]);
    expect(await search('manager', '')).toEqual([]);
  });

  it('LIKE wildcards in the query are plain characters', async () => {
    expect(await search('manager', '%')).toEqual([]);
    expect(await search('manager', '_')).toEqual([]);
    const odd = await createDevice(t.database.db, w.companies.A.id, { name: '100%_done\\x', path: '/Odd' });
    try {
      expect(await search('manager', '0%_d')).toEqual([odd.id]);
      expect(await search('manager', 'done\\x')).toEqual([odd.id]);
    } finally {
      await t.database.db.deleteFrom('devices').where('id', '=', odd.id).execute();
    }
  });

  it('answers at most 5 devices', async () => {
    const everything = await search('superUser', '/');
    expect(everything).toHaveLength(5);
    expect(await search('superUser', '/', { limit: 50 })).toHaveLength(5);
    expect(await search('superUser', '/', { limit: 2 })).toHaveLength(2);
  });

  it('super users also match SIM numbers (digits too); nobody else does', async () => {
    expect(await search('superUser', '89148009999')).toEqual(ids('b1'));
    expect(await search('superUser', '8901260111122223333')).toEqual(ids('a1'));
    expect(await search('manager', '8901260111122223333')).toEqual([]);
    expect(await search('manager', '89012601')).toEqual([]);
    // simNumber itself is a super-user field
    const r = await data<{ devicesRe: { simNumber: string | null }[] }>(
      t,
      u('manager'),
      `{ devicesRe(query: "search", search: "Alpha") { simNumber } }`,
    );
    expect(r.devicesRe).toEqual([{ simNumber: null }]);
  });

  it('a limited user finds only group devices, whatever the query', async () => {
    expect(await search('limited', 'a')).toEqual(ids('a1', 'a2'));
    expect(await search('limited', 'Charlie')).toEqual([]);
    expect(await search('limited', '/Eagle')).toEqual([]);
  });
});

describe('user search (usersRe search and limit)', () => {
  const q = 'query($s: String, $l: Int, $c: Int) { usersRe(search: $s, limit: $l, companyID: $c) { id firstName lastName } }';
  const names = async (user: WorldUser, vars: Record<string, unknown>) =>
    (await data<{ usersRe: { firstName: string; lastName: string }[] }>(t, u(user), q, vars)).usersRe.map(
      (x) => `${x.firstName} ${x.lastName}`,
    );

  it('matches "first last" case-insensitively, within the users the viewer may see', async () => {
    expect(await names('manager', { s: 'lena l' })).toEqual(['Lena Little']);
    expect(await names('manager', { s: 'BOSS' })).toEqual(['Mona Boss']);
    expect(await names('manager', { s: 'bert' })).toEqual([]);
    expect(await names('superUser', { s: 'bert' })).toEqual(['Bert Bravo']);
    expect(await names('manager', { s: '%' })).toEqual([]);
  });

  it('limit caps the list; no limit lists everyone', async () => {
    expect(await names('superUser', { s: 'e', l: 5 })).toHaveLength(5);
    expect((await names('superUser', { s: 'e' })).length).toBeGreaterThan(5);
    expect((await names('manager', {})).length).toBe(5);
    expect((await ask(t, u('manager'), q, { l: -1 })).code).toBe('BAD_INPUT');
  });
});
