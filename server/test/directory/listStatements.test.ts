import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { statementRecorder } from '../helpers/statementCounter';
import { data } from './deviceWorld';

/**
 * What a page of device cards costs the database: the per-request loaders read each device's tags, rules,
 * calibrations and company in one statement each, whose text does not depend on how many devices the page holds, so
 * each runs as a named prepared statement (planned once per connection).
 */
let t: TestApp;
let rec: ReturnType<typeof statementRecorder>;
let boss: number;

/** The fields a directory card reads (the web app's DeviceCardFields and ListDeviceFields, trimmed of scalars). */
const CARDS = `query($limit: Int) {
  devicesRe(query: "directory-details", limit: $limit) {
    id name company { id name }
    tags { id tag value calibration { fluid tankName strap } alarms { flag acknowledged trigger } }
  }
}`;

beforeAll(async () => {
  t = await createTestApp();
  rec = statementRecorder(t.database.pool);
  const db = t.database.db;
  const c = await createCompany(db, { name: 'Cards Co' });
  boss = (await createUser(db, c.id, 'manager')).id;
  for (let i = 1; i <= 8; i++) {
    const d = await createDevice(db, c.id, { name: `Card ${i}`, path: '/Cards' });
    await db
      .insertInto('tags')
      .values([
        { device_id: d.id, tag: 'psr', value: i },
        { device_id: d.id, tag: '_v', value: 3.9 },
      ])
      .execute();
  }
});
afterAll(() => t?.close());

async function page(limit: number): Promise<string[]> {
  // signed in before, and the minute's activity row written: what is recorded is the request's own reads
  const headers = await t.authHeaders(boss);
  await data(t, boss, '{ me { id } }');
  return rec.during(async () => {
    const r = await t.gql<{ devicesRe: { tags: unknown[] }[] }>(CARDS, { limit }, headers);
    expect(r.errors).toBeUndefined();
    expect(r.data?.devicesRe).toHaveLength(limit);
    expect(r.data?.devicesRe.every((d) => d.tags.length === 2)).toBe(true);
  });
}

describe('a page of device cards', () => {
  it('reads tags, rules, calibrations and companies with one statement each, the same text for any page size', async () => {
    const small = await page(3);
    const large = await page(8);
    for (const table of ['tags', 'alarm_rules', 'calibrations', 'companies']) {
      const reads = (texts: string[]) => texts.filter((s) => s.startsWith('select') && s.includes(`from "${table}"`));
      expect(reads(small), table).toHaveLength(1);
      expect(reads(large), table).toHaveLength(1);
      expect(reads(large)[0], table).toBe(reads(small)[0]);
    }
  });

  it('runs at most 6 statements in all (the viewer, the devices, and the four reads above)', async () => {
    const texts = await page(8);
    expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(6);
  });
});

describe("the directory's first page at a large company", () => {
  it('is read in folder order through an index, without sorting the whole company', async () => {
    const db = t.database.db;
    const big = await createCompany(db, { name: 'Big Folder Co' });
    const manager = (await createUser(db, big.id, 'manager')).id;
    await sql`
      INSERT INTO devices (id, company_id, name, path, pin, secret_hash, has_turned_on)
      SELECT 7000000 + g, ${big.id}, 'Unit ' || g, '/Region ' || (g % 20) || '/Site ' || (g % 200), '1234', 'x', true
      FROM generate_series(1, 3000) AS g`.execute(db);
    await sql`ANALYZE devices`.execute(db);
    const headers = await t.authHeaders(manager);
    await data(t, manager, '{ me { id } }');
    const statements = await rec.withValues(() =>
      t.gql('{ devicesRe(query: "directory-details", limit: 50) { id name path } }', {}, headers),
    );
    const list = statements.find(
      (s) => s.text.startsWith('select') && s.text.includes('from "devices"') && s.text.includes('natural_sort'),
    );
    expect(list, statements.map((s) => s.text).join('\n')).toBeDefined();
    const plan = await t.database.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${list!.text}`, list!.values);
    const text = JSON.stringify(plan.rows[0]!['QUERY PLAN']);
    expect(text).toContain('devices_directory_order');
    expect(text).not.toContain('"Node Type":"Sort"');
  });
});
