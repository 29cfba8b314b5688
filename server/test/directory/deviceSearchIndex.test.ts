import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFromRow } from '../../src/auth/viewer';
import { deviceSearch } from '../../src/directory/deviceSearch';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';

/*
 * The search's text match (ILIKE '%text%' on names and folders) can be answered from an index (migration 036), so a
 * search of a large fleet does not read every device. Sequential scans are switched off in the EXPLAIN's session:
 * a usable index is then taken whatever the table's size, and a plan without one still shows the Seq Scan.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db, { name: 'Fleet' });
  for (let i = 0; i < 20; i++) await createDevice(t.database.db, company.id, { name: `Tank ${i}`, path: `/North/Pad ${i}` });
});
afterAll(() => t?.close());

const manager = viewerFromRow(
  {
    id: 1,
    company_id: 1,
    is_super_user: false,
    is_manager: true,
    can_edit: true,
    is_demo: false,
    is_privileged: false,
    view_inactive_companies: false,
    company_list_unfiltered: false,
  },
  1,
  'session',
);

async function planOf(text: string): Promise<string> {
  const s = deviceSearch(manager, text)!;
  let q = t.database.db.selectFrom('devices').select('devices.id').where(s.where);
  for (const o of s.order) q = q.orderBy(o);
  const { sql, parameters } = q.compile();
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const r = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, [...parameters]);
    await client.query('ROLLBACK');
    return r.rows.map((x) => x['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

describe('the device search is indexed', () => {
  it('matches names and folders through their trigram indexes', async () => {
    const plan = await planOf('pad 1');
    expect(plan).toContain('devices_name_trgm_idx');
    expect(plan).toContain('devices_path_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
