import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { DIRECTORY_MAP } from '../../../web/src/features/directory/graphql/devices';

/**
 * The lists must stay quick for a large customer: 10,000 devices in one company (spread over 100 folders, each with a
 * tag, a few in alarm), inserted in one statement. Budgets are generous (1 s) so a loaded CI machine passes; the
 * times are printed to watch the trend.
 */
const DEVICES = 10_000;
const BUDGET_MS = 1000;

let t: TestApp;
let managerId: number;
let superId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const big = await createCompany(db, { name: 'Big Fleet Co' });
  const provider = await createCompany(db, { name: 'Provider', is_internal: true });
  managerId = (await createUser(db, big.id, 'manager')).id;
  superId = (await createUser(db, provider.id, 'superUser')).id;
  await sql`
    INSERT INTO devices (id, company_id, name, path, pin, secret_hash, has_turned_on, last_time_message_received,
                         battery_level, default_tag, sku, model, tmobile_op, signal_strength)
    SELECT 5000000 + g, ${big.id}, 'Device ' || g, '/Region ' || (g % 10) || '/Site ' || (g % 100), '1234', 'x', true,
           now() - (g % 400) * interval '1 hour', 3.4 + (g % 20) / 10.0, 'psr', 'SKU-' || (g % 7), 'G1N', g % 3 = 0, g % 31
    FROM generate_series(1, ${DEVICES}) AS g`.execute(db);
  await sql`
    INSERT INTO tags (device_id, tag, time, value, alarm_flag)
    SELECT id, 'psr', last_time_message_received, 50, CASE WHEN id % 500 = 0 THEN 'high' ELSE 'norm' END
    FROM devices WHERE company_id = ${big.id}`.execute(db);
  await sql`ANALYZE`.execute(db);
}, 120_000);
afterAll(() => t?.close());

async function timed<T>(label: string, userId: number, query: string, vars: Record<string, unknown> = {}) {
  const headers = await t.authHeaders(userId);
  // the first request of a process pays for schema and plan caches; measure a warm one as users see it
  await t.gql(query, vars, headers);
  const started = performance.now();
  const r = await t.gql<T>(query, vars, headers);
  const ms = performance.now() - started;
  console.log(`${label}: ${ms.toFixed(0)} ms`);
  expect(r.errors).toBeUndefined();
  return { data: r.data!, ms };
}

describe(`devicesRe with ${DEVICES.toLocaleString('en-US')} devices in one company`, () => {
  it('directory-side answers the whole tree in well under a second', async () => {
    for (const [who, id] of [
      ['manager', managerId],
      ['super user', superId],
    ] as const) {
      const { data, ms } = await timed<{ devicesRe: unknown[] }>(
        `directory-side (${who})`,
        id,
        '{ devicesRe(query: "directory-side") { id name path companyID } }',
      );
      expect(data.devicesRe).toHaveLength(DEVICES);
      expect(ms).toBeLessThan(BUDGET_MS);
    }
  });

  it('a 50-row page of All Devices answers in well under a second, sorted or not, at any offset', async () => {
    const query = `query($sortBy: String, $dir: String, $offset: Int) {
      devicesRe(query: "all", limit: 50, offset: $offset, sortBy: $sortBy, sortDirection: $dir) {
        id name path lastTimeMessageReceived batteryLevel company { name } tags { tag value alarms { flag } } } }`;
    for (const vars of [
      {},
      { sortBy: 'lastTimeMessageReceived', dir: 'desc', offset: 5000 },
      { sortBy: 'batteryLevel', dir: 'asc', offset: 9950 },
    ]) {
      const { data, ms } = await timed<{ devicesRe: unknown[] }>(`all page ${JSON.stringify(vars)}`, managerId, query, vars);
      expect(data.devicesRe).toHaveLength(50);
      expect(ms).toBeLessThan(BUDGET_MS);
    }
  });

  it('the count, a folder, the landing counts and the cellular page stay quick too', async () => {
    const checks: [string, number, string][] = [
      ['devicesReCount', managerId, '{ devicesReCount(query: "all") }'],
      [
        'directory-details /Region 3/Site 13',
        managerId,
        '{ devicesRe(query: "directory-details", path: "/Region 3/Site 13") { id tags { tag } } }',
      ],
      ['landingPage', managerId, '{ landingPage { device tardy health alarm } }'],
      ['alarm', managerId, '{ devicesRe(query: "alarm") { id } }'],
      ['alert', managerId, '{ devicesRe(query: "alert", limit: 10) { id } }'],
      [
        'cellular page (super user)',
        superId,
        '{ devicesRe(query: "cellular", limit: 50, sortBy: "tmobile", sortDirection: "desc") { id tmobileOp } }',
      ],
      ['search (super user)', superId, '{ devicesRe(query: "search", search: "device 99") { id } }'],
    ];
    for (const [label, id, query] of checks) {
      const { ms } = await timed(label, id, query);
      expect(ms).toBeLessThan(BUDGET_MS);
    }
  });

  it("the Map view's document, each device with its shown reading: a folder of 1,000 and the whole company", async () => {
    const headers = await t.authHeaders(managerId);
    // read once each, not warmed: a second identical request would be the shared answer of the first
    // (graphql/sharedQueryAnswers.ts), and the other tests have warmed the schema and the lists' statements
    const read = async (path: string | null) => {
      const started = performance.now();
      const r = await t.gql<{ devicesRe: unknown[] }>(String(DIRECTORY_MAP), { path }, headers);
      const ms = performance.now() - started;
      console.log(`map ${path ?? '(whole company)'}: ${ms.toFixed(0)} ms`);
      expect(r.errors).toBeUndefined();
      return { length: r.data!.devicesRe.length, ms };
    };
    const folder = await read('/Region 1');
    expect(folder.length).toBe(1000);
    expect(folder.ms).toBeLessThan(BUDGET_MS);
    const all = await read(null);
    expect(all.length).toBe(DEVICES);
    expect(all.ms).toBeLessThan(BUDGET_MS * 3);
  });
});
