import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SORT_KEYS } from '@fieldwatch/domain';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { DEVICES_RE, ask, buildDeviceWorld, data, listIds, type DeviceWorld, type WorldDevice } from './deviceWorld';

/**
 * Server-side sorting and paging (spec 1 §4: "Re-sorting resets to offset 0 and asks the server to sort"): every
 * whitelisted key both ways, pages that add up to the full list, the limit cap, and sortBy never reaching SQL.
 */
let t: TestApp;
let w: DeviceWorld;
let bulkManager: number;
const BULK = 520;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
  const bulk = await createCompany(t.database.db, { name: 'Bulk Co' });
  bulkManager = (await createUser(t.database.db, bulk.id, 'manager')).id;
  await sql`INSERT INTO devices (id, company_id, name, path, pin, secret_hash)
    SELECT 7000000 + g, ${bulk.id}, 'Bulk ' || g, '/Bulk', '1', 'x' FROM generate_series(1, ${BULK}) g`.execute(t.database.db);
});
afterAll(() => t?.close());

const superId = () => w.users.superUser.id;
const ids = (...keys: WorldDevice[]) => keys.map((k) => w.devices[k].id);

type Row = Record<string, string | number | boolean | null> & { id: number };
const FIELDS: Record<string, string> = {
  id: 'id',
  name: 'name',
  path: 'path',
  userAssignedID: 'userAssignedID',
  companyID: 'companyID',
  lastTimeMessageReceived: 'lastTimeMessageReceived',
  batteryLevel: 'batteryLevel',
  latestReading: 'latestReading',
  signalStrength: 'signalStrength',
  carrier: 'carrier',
  sku: 'sku',
  model: 'model',
  tmobile: 'tmobileOp',
  verizon: 'verizonOp',
  att: 'attOp',
  unknown: 'unknownOp',
};
const SELECTION = Object.values(FIELDS).join(' ');

async function rows(context: string, vars: Record<string, unknown>): Promise<Row[]> {
  const q = `query($limit: Int, $offset: Int, $sortBy: String, $dir: String, $c: Int) {
    devicesRe(query: "${context}", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $dir, selectedCompanyID: $c) { ${SELECTION} } }`;
  return (await data<{ devicesRe: Row[] }>(t, superId(), q, vars)).devicesRe;
}

/** Empty values last in both directions; otherwise ascending or descending (booleans: false < true). */
function expectSorted(list: Row[], field: string, dir: 'asc' | 'desc', label: string) {
  const values = list.map((r) => r[field] ?? null);
  const firstNull = values.indexOf(null);
  if (firstNull >= 0)
    expect(
      values.slice(firstNull).every((v) => v === null),
      `${label}: empty values last`,
    ).toBe(true);
  const present = firstNull >= 0 ? values.slice(0, firstNull) : values;
  for (let i = 1; i < present.length; i++) {
    const [a, b] = [present[i - 1]!, present[i]!];
    const cmp = a < b ? -1 : a > b ? 1 : 0;
    expect(dir === 'asc' ? cmp <= 0 : cmp >= 0, `${label}: ${String(a)} then ${String(b)}`).toBe(true);
  }
}

describe('sorting', () => {
  for (const context of ['all', 'cellular', 'sku'] as const) {
    for (const key of DEVICE_SORT_KEYS[context]) {
      it(`${context} by ${key}, both ways, pages adding up to the full list`, async () => {
        for (const dir of ['asc', 'desc'] as const) {
          const vars = { sortBy: key, dir, c: w.companies.A.id };
          const full = await rows(context, { ...vars, limit: 500 });
          expect(full.length).toBe(11);
          expectSorted(full, FIELDS[key]!, dir, `${context} ${key} ${dir}`);
          const pages: Row[] = [];
          for (let offset = 0; offset < full.length + 4; offset += 4) pages.push(...(await rows(context, { ...vars, limit: 4, offset })));
          expect(pages.map((r) => r.id)).toEqual(full.map((r) => r.id));
        }
      });
    }
  }

  it('cellular: the carrier flags sort their devices first when descending', async () => {
    const first = async (sortBy: string) => (await rows('cellular', { sortBy, dir: 'desc', c: w.companies.A.id, limit: 1 }))[0]!.id;
    expect([await first('tmobile'), await first('verizon'), await first('att'), await first('unknown')]).toEqual(
      ids('a1', 'a2', 'a3', 'a4'),
    );
    const bySignal = await rows('cellular', { sortBy: 'signalStrength', dir: 'asc', c: w.companies.A.id, limit: 3 });
    expect(bySignal.map((r) => r.id)).toEqual(ids('a2', 'a1', 'a3'));
  });

  it('sku: by SKU both ways, devices without one last', async () => {
    const asc = await rows('sku', { sortBy: 'sku', dir: 'asc', c: w.companies.A.id, limit: 500 });
    expect(asc.slice(0, 3).map((r) => r.sku)).toEqual(['SKU-A', 'SKU-B', 'SKU-C']);
    const desc = await rows('sku', { sortBy: 'sku', dir: 'desc', c: w.companies.A.id, limit: 500 });
    expect(desc.slice(0, 3).map((r) => r.sku)).toEqual(['SKU-C', 'SKU-B', 'SKU-A']);
    expect(desc.at(-1)!.sku).toBeNull();
  });

  it('an unknown or foreign sortBy falls back to the default order; sortBy never reaches the SQL', async () => {
    const byDefault = await listIds(t, w.users.manager.id, { query: 'all' });
    for (const sortBy of ['name; DROP TABLE devices', 'secret_hash', 'tmobile', '"name"', 'Name']) {
      expect(await listIds(t, w.users.manager.id, { query: 'all', sortBy, sortDirection: 'desc' }), sortBy).toEqual(byDefault);
    }
    const n = await sql<{ n: number }>`SELECT count(*)::int AS n FROM devices`.execute(t.database.db);
    expect(n.rows[0]!.n).toBeGreaterThan(BULK);
    // an unknown direction is ascending
    expect(await listIds(t, w.users.manager.id, { query: 'all', sortBy: 'name', sortDirection: 'sideways' })).toEqual(byDefault);
  });
});

describe('paging', () => {
  it('defaults to 50 a page for All Devices, cellular and SKU, 20 for New Devices', async () => {
    for (const query of ['all', 'cellular', 'sku']) expect(await listIds(t, superId(), { query }), query).toHaveLength(50);
    await t.database.db.updateTable('devices').set({ name: null }).where('id', '>', 7_000_000).where('id', '<=', 7_000_030).execute();
    expect(await listIds(t, bulkManager, { query: 'new' })).toHaveLength(20);
    expect(await listIds(t, bulkManager, { query: 'new', offset: 20 })).toHaveLength(10);
  });

  it('caps limit at 500 and pages the rest by offset', async () => {
    const first = await listIds(t, bulkManager, { query: 'all', limit: 10_000 });
    expect(first).toHaveLength(500);
    const rest = await listIds(t, bulkManager, { query: 'all', limit: 500, offset: 500 });
    expect(rest).toHaveLength(BULK - 500);
    expect(new Set([...first, ...rest]).size).toBe(BULK);
    expect(await listIds(t, bulkManager, { query: 'all', limit: 0 })).toEqual([]);
    expect(await listIds(t, bulkManager, { query: 'all', offset: 10_000 })).toEqual([]);
    // the directory trees are never paged
    expect(await listIds(t, bulkManager, { query: 'directory-side', limit: 5 })).toHaveLength(BULK);
  });

  it('the cellular and SKU views are for super users only', async () => {
    for (const query of ['cellular', 'sku']) {
      for (const user of ['manager', 'privileged', 'full', 'limited', 'demo'] as const) {
        expect((await ask(t, w.users[user].id, DEVICES_RE, { query })).code, `${query} ${user}`).toBe('FORBIDDEN');
      }
    }
  });
});
