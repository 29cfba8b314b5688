import { isWithinPath } from '@fieldwatch/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  DEVICES_RE,
  DEVICES_RE_COUNT,
  ask,
  buildDeviceWorld,
  data,
  listIds,
  sorted,
  type DeviceOut,
  type DeviceWorld,
  type WorldDevice,
  type WorldUser,
} from './deviceWorld';

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
const list = (user: WorldUser, vars: Record<string, unknown>) => listIds(t, u(user), vars);
const code = async (user: WorldUser, vars: Record<string, unknown>) => (await ask(t, u(user), DEVICES_RE, vars)).code;

/** Active, in-service devices of A, by name (the unnamed one last). */
const A_BY_NAME: WorldDevice[] = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'aNew2', 'aTest', 'aTestish', 'aOld', 'aNew1'];

describe("devicesRe 'all' (All Devices)", () => {
  it('a manager gets every active, in-service device of the company, by name, unnamed last', async () => {
    expect(await list('manager', { query: 'all' })).toEqual(ids(...A_BY_NAME));
  });

  it("'all' is the default context; unknown contexts and negative paging are refused", async () => {
    expect(await list('manager', {})).toEqual(ids(...A_BY_NAME));
    expect(await code('manager', { query: 'everything' })).toBe('BAD_INPUT');
    expect(await code('manager', { query: 'all', limit: -1 })).toBe('BAD_INPUT');
    expect(await code('manager', { query: 'all', offset: -5 })).toBe('BAD_INPUT');
  });

  it('full, limited and demo users get their groups only; a user in no group gets nothing', async () => {
    expect(sorted(await list('full', { query: 'all' }))).toEqual(asSet('a1', 'a2', 'a3'));
    expect(sorted(await list('limited', { query: 'all' }))).toEqual(asSet('a1', 'a2'));
    expect(await list('demo', { query: 'all' })).toEqual(ids('a3'));
    expect(await list('noGroup', { query: 'all' })).toEqual([]);
  });

  it('includeInactive adds the inactive devices; includeOOS is a super user filter, ignored for the others', async () => {
    expect(sorted(await list('manager', { query: 'all', includeInactive: true }))).toEqual(asSet(...A_BY_NAME, 'aInactive'));
    expect(sorted(await list('manager', { query: 'all', includeOOS: true }))).toEqual(asSet(...A_BY_NAME));
    const superA = { query: 'all', selectedCompanyID: w.companies.A.id };
    expect(sorted(await list('superUser', { ...superA, includeOOS: true }))).toEqual(asSet(...A_BY_NAME, 'aOOS'));
    expect(sorted(await list('superUser', { ...superA, includeOOS: true, includeInactive: true }))).toEqual(
      asSet(...A_BY_NAME, 'aOOS', 'aInactive'),
    );
  });

  it('selectedCompanyID narrows to one company the viewer may list, and to nothing otherwise', async () => {
    expect(await list('superUser', { query: 'all', selectedCompanyID: w.companies.B.id })).toEqual(ids('b2', 'b1'));
    // a manager never sees another company, whichever company is asked for
    expect(await list('manager', { query: 'all', selectedCompanyID: w.companies.B.id })).toEqual([]);
    expect(await list('limited', { query: 'all', selectedCompanyID: w.companies.B.id })).toEqual([]);
    expect(sorted(await list('manager', { query: 'all', selectedCompanyID: w.companies.A.id }))).toEqual(asSet(...A_BY_NAME));
    // the inactive company C is not in a super user's list unless they may view inactive companies
    expect(await list('superUser', { query: 'all', selectedCompanyID: w.companies.C.id })).toEqual([]);
    expect(await list('superUser', { query: 'all', selectedCompanyID: 999_999 })).toEqual([]);
    // a privileged user: the allow-listed company A, not B
    expect(sorted(await list('privileged', { query: 'all', selectedCompanyID: w.companies.A.id }))).toEqual(asSet(...A_BY_NAME));
    expect(await list('privileged', { query: 'all', selectedCompanyID: w.companies.B.id })).toEqual([]);
  });

  it('a super user sees every company (and unclaimed devices) without a selection', async () => {
    const all = await list('superUser', { query: 'all', limit: 500 });
    for (const k of ['p1', 'a1', 'b1', 'h1', 'c1', 'unclaimed'] as const) expect(all).toContain(w.devices[k].id);
    expect(all).not.toContain(w.devices.aInactive.id);
    expect(all).not.toContain(w.devices.aOOS.id);
  });

  it('refuses an unsigned request', async () => {
    const r = await t.gql(DEVICES_RE, { query: 'all' });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('directory contexts', () => {
  it("directory-details lists a folder and everything below it, on whole segments ('/Permian' is not '/PermianX')", async () => {
    expect(await list('manager', { query: 'directory-details', path: '/Permian' })).toEqual(ids('a1', 'a2'));
    expect(await list('manager', { query: 'directory-details', path: '/Permian/' })).toEqual(ids('a1', 'a2'));
    expect(await list('manager', { query: 'directory-details', path: '/Permian/North' })).toEqual(ids('a2'));
    expect(await list('manager', { query: 'directory-details', path: '/PermianX' })).toEqual(ids('a3'));
    expect(await list('manager', { query: 'directory-details', path: '/Perm' })).toEqual([]);
    expect(await list('manager', { query: 'directory-details', path: '/Test' })).toEqual(ids('aTest'));
  });

  it("agrees with the browser's folder rule (isWithinPath), LIKE wildcards in folder names included", async () => {
    const db = t.database.db;
    const z = await createCompany(db, { name: 'Paths Co' });
    const boss = await createUser(db, z.id, 'manager');
    const paths = ['/A_B', '/AxB', '/AxB/C', '/A_B/C D', '/100%', '/100%/x', '/1000', '/A', '/A/B', '/AB', '/A\\B'];
    const made = new Map<number, string>();
    for (const path of paths) made.set((await createDevice(db, z.id, { path })).id, path);
    for (const folder of ['/A_B', '/AxB', '/100%', '/A', '/A/B', '/A/', '/A\\B', '/']) {
      const expected = sorted([...made].filter(([, p]) => isWithinPath(p, folder)).map(([id]) => id));
      expect(sorted(await listIds(t, boss.id, { query: 'directory-details', path: folder })), folder).toEqual(expected);
    }
  });

  it('directory-details filters one status at a time (spec 1 §4): Inactive lists inactive devices only, Decommissioned decommissioned only', async () => {
    expect(await list('manager', { query: 'directory-details', path: '/Permian', includeInactive: true })).toEqual(ids('aInactive'));
    const superA = { query: 'directory-details', path: '/Permian', selectedCompanyID: w.companies.A.id };
    expect(await list('superUser', { ...superA, includeOOS: true })).toEqual(ids('aOOS'));
    expect(await list('superUser', superA)).toEqual(ids('a1', 'a2'));
    // the count agrees with the list
    expect(
      (
        await ask<{ devicesReCount: number }>(t, u('manager'), DEVICES_RE_COUNT, {
          query: 'directory-details',
          path: '/Permian',
          includeInactive: true,
        })
      ).data?.devicesReCount,
    ).toBe(1);
  });

  it('without a path (or the root) it lists every visible device, by path then name, unplaced last', async () => {
    const byPath: WorldDevice[] = ['a4', 'a5', 'a6', 'aOld', 'a1', 'a2', 'a3', 'aTest', 'aTestish', 'aNew2', 'aNew1'];
    expect(await list('manager', { query: 'directory-details' })).toEqual(ids(...byPath));
    expect(await list('manager', { query: 'directory-details', path: '/' })).toEqual(ids(...byPath));
    expect(await list('manager', { query: 'directory-details', path: '' })).toEqual(ids(...byPath));
  });

  it("a limited user sees only the group devices of a folder, and another company's folder is empty", async () => {
    expect(await list('limited', { query: 'directory-details', path: '/Permian' })).toEqual(ids('a1', 'a2'));
    expect(await list('limited', { query: 'directory-details', path: '/Eagle' })).toEqual([]);
    expect(await list('bManager', { query: 'directory-details', path: '/Permian' })).toEqual(ids('b1', 'b2'));
  });

  it('directory-details carries the tags the cards draw', async () => {
    const r = await data<{ devicesRe: { id: number; tags: { tag: string; alarms: { flag: string } }[] }[] }>(
      t,
      u('limited'),
      '{ devicesRe(query: "directory-details", path: "/Permian") { id tags { tag alarms { flag } } } }',
    );
    const a1 = r.devicesRe.find((d) => d.id === w.devices.a1.id)!;
    expect(a1.tags.map((x) => `${x.tag}:${x.alarms.flag}`)).toEqual(['_v:norm', 'psr:high']);
  });

  it('directory-side and directory-side-user: the same devices, never paged', async () => {
    const everything = sorted(ids(...A_BY_NAME));
    for (const query of ['directory-side', 'directory-side-user']) {
      expect(sorted(await list('manager', { query }))).toEqual(everything);
      expect(sorted(await list('manager', { query, limit: 2, offset: 3 }))).toEqual(everything);
      expect(sorted(await list('limited', { query }))).toEqual(asSet('a1', 'a2'));
      expect(await list('manager', { query, path: '/Eagle' })).toHaveLength(4);
    }
    const side = await data<{ devicesRe: DeviceOut[] }>(
      t,
      u('superUser'),
      '{ devicesRe(query: "directory-side") { id name path companyID } }',
    );
    // the company tree reads companyID: grouped by company
    const companies = side.devicesRe.map((d) => d.companyID ?? Number.MAX_SAFE_INTEGER);
    expect(companies).toEqual([...companies].sort((a, b) => a - b));
  });

  it("path-input gives one device per distinct path, by path, inactive devices' folders included", async () => {
    const r = await data<{ devicesRe: DeviceOut[] }>(t, u('manager'), '{ devicesRe(query: "path-input") { id path } }');
    expect(r.devicesRe.map((d) => d.path)).toEqual(['/Eagle', '/Permian', '/Permian/North/Pad A', '/PermianX', '/Test/Rig 1', '/Testing']);
    const limited = await data<{ devicesRe: DeviceOut[] }>(t, u('limited'), '{ devicesRe(query: "path-input") { path } }');
    expect(limited.devicesRe.map((d) => d.path)).toEqual(['/Permian', '/Permian/North/Pad A']);
    expect((await data<{ devicesReCount: number }>(t, u('manager'), DEVICES_RE_COUNT, { query: 'path-input' })).devicesReCount).toBe(6);
  });
});

describe('new, voltage, extra-graphs and print', () => {
  it('new: devices without a name or without a path, newest first, 20 a page', async () => {
    expect(sorted(await list('manager', { query: 'new' }))).toEqual(asSet('aNew1', 'aNew2'));
    expect(await list('manager', { query: 'new' })).toEqual(ids('aNew2', 'aNew1'));
    expect(await list('manager', { query: 'new', limit: 1, offset: 1 })).toEqual(ids('aNew1'));
    expect(await list('limited', { query: 'new' })).toEqual([]);
    expect(await list('superUser', { query: 'new', limit: 500 })).toContain(w.devices.unclaimed.id);
  });

  it('voltage: below 3.60 V on solar power, below 4.70 V on battery packs, the emptiest first', async () => {
    expect(await list('manager', { query: 'voltage' })).toEqual(ids('a4', 'a5'));
    expect(await list('superUser', { query: 'voltage' })).toEqual(ids('b1', 'a4', 'a5'));
    expect(await list('limited', { query: 'voltage' })).toEqual([]);
    expect(await list('manager', { query: 'voltage', includeInactive: true })).toEqual(ids('aInactive', 'a4', 'a5'));
  });

  it('extra-graphs: id and tags of every visible device', async () => {
    const r = await data<{ devicesRe: { id: number; tags: { tag: string }[] }[] }>(
      t,
      u('limited'),
      '{ devicesRe(query: "extra-graphs") { id tags { tag } } }',
    );
    expect(r.devicesRe.map((d) => [d.id, d.tags.map((x) => x.tag)])).toEqual([
      [w.devices.a1.id, ['_v', 'psr']],
      [w.devices.a2.id, ['spsr']],
    ]);
  });

  it('print (super users): a range of ids inclusive, or a list of ids, whatever their status or company', async () => {
    const q = '{ devicesRe(query: "print", from: %F, to: %T) { id pin model } }';
    const range = await data<{ devicesRe: { id: number; pin: string; model: string | null }[] }>(
      t,
      u('superUser'),
      q.replace('%F', String(w.devices.a1.id)).replace('%T', String(w.devices.a3.id)),
    );
    expect(range.devicesRe.map((d) => d.id)).toEqual(ids('a1', 'a2', 'a3'));
    expect(range.devicesRe[0]).toEqual({ id: w.devices.a1.id, pin: '1234', model: 'G1N' });
    expect(await list('superUser', { query: 'print', from: w.devices.aInactive.id, to: w.devices.aOOS.id })).toEqual(
      ids('aInactive', 'aOOS'),
    );
    expect(await list('superUser', { query: 'print', ids: ids('unclaimed', 'b1') })).toEqual(sorted(ids('unclaimed', 'b1')));
    expect(await list('superUser', { query: 'print', ids: [] })).toEqual([]);
    expect(await code('superUser', { query: 'print' })).toBe('BAD_INPUT');
    expect(await code('superUser', { query: 'print', from: 10 })).toBe('BAD_INPUT');
    expect(await code('superUser', { query: 'print', from: 10, to: 5 })).toBe('BAD_INPUT');
    for (const user of ['manager', 'full', 'limited', 'privileged'] as const) {
      expect(await code(user, { query: 'print', from: w.devices.a1.id, to: w.devices.a3.id }), user).toBe('FORBIDDEN');
    }
  });
});

describe('devicesReCount', () => {
  it('counts what each context lists, paging aside', async () => {
    const cases: [WorldUser, Record<string, unknown>][] = [
      ['manager', { query: 'all' }],
      ['manager', { query: 'all', includeInactive: true }],
      ['manager', { query: 'new' }],
      ['manager', { query: 'directory-details', path: '/Permian' }],
      ['manager', { query: 'directory-side' }],
      ['manager', { query: 'voltage' }],
      ['manager', { query: 'alarm' }],
      ['manager', { query: 'alert' }],
      ['limited', { query: 'alert' }],
      ['limited', { query: 'all' }],
      ['superUser', { query: 'all' }],
      ['superUser', { query: 'cellular' }],
      ['superUser', { query: 'all', selectedCompanyID: w.companies.B.id }],
      ['manager', { query: 'all', selectedCompanyID: w.companies.B.id }],
    ];
    for (const [user, vars] of cases) {
      const listed = await list(user, { ...vars, limit: 500 });
      const { devicesReCount } = await data<{ devicesReCount: number }>(t, u(user), DEVICES_RE_COUNT, vars);
      expect(devicesReCount, `${user} ${JSON.stringify(vars)}`).toBe(listed.length);
    }
  });

  it('refuses what the list refuses, and has no count for print or search', async () => {
    expect((await ask(t, u('manager'), DEVICES_RE_COUNT, { query: 'cellular' })).code).toBe('FORBIDDEN');
    expect((await ask(t, u('superUser'), DEVICES_RE_COUNT, { query: 'print' })).code).toBe('BAD_INPUT');
    expect((await ask(t, u('manager'), DEVICES_RE_COUNT, { query: 'search' })).code).toBe('BAD_INPUT');
    expect((await ask(t, u('manager'), DEVICES_RE_COUNT, { query: 'nope' })).code).toBe('BAD_INPUT');
  });
});
