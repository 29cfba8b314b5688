import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp } from '../helpers/testApp';

/**
 * The admin tests' fixture: a provider company with a super user and a privileged (allow-listed) user, a billed
 * and taxed customer with a manager, full, limited and demo user, the manufacturer and SKU lookups, firmware
 * images, default images and one signature mapping.
 */
export async function adminWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const P = await createCompany(db, { name: 'Provider', is_internal: true });
  const A = await createCompany(db, { name: 'Acme Billing', is_billed: true, is_taxed: true, price_per_device: 12.5, tax_rate: 0.0825 });
  const B = await createCompany(db, { name: 'Unbilled Co' });
  const users = {
    superUser: await createUser(db, P.id, 'superUser'),
    privileged: await createUser(db, P.id, 'limited', { is_privileged: true }),
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    limited: await createUser(db, A.id, 'limited'),
    demo: await createUser(db, A.id, 'demo'),
  };
  await db
    .insertInto('manufacturers')
    .values([
      { code: 'sf', label: 'FieldWatch' },
      { code: 'via', label: 'VIA' },
    ])
    .execute();
  await db
    .insertInto('skus')
    .values([
      { sku: 'test1', description: 'Test' },
      { sku: 'TL-100', description: 'Tank level' },
    ])
    .execute();
  await db
    .insertInto('firmware_images')
    .values([
      { name: 'application_v187', crc_id: 'APP187', image_type: 'application' },
      { name: 'generic_app_25097', crc_id: 'GEN25097', image_type: 'application' },
      { name: 'relocate_v3', crc_id: 'REL3', image_type: 'relocate' },
      { name: 'relocate_v4', crc_id: 'REL4', image_type: 'relocate' },
    ])
    .execute();
  await db
    .insertInto('default_images')
    .values([
      { key: 'application_image', value: 'APP187' },
      { key: 'relocate_image', value: 'REL3' },
    ])
    .execute();
  await db
    .insertInto('signature_mappings')
    .values([{ relocate_image_crc_id: 'REL3', fota_image_crc_id: 'APP187' }])
    .execute();

  type Who = keyof typeof users;
  const headers = async (who: Who) => t.authHeaders(users[who].id);
  return {
    t,
    db,
    companies: { P, A, B },
    users,
    gqlAs: async <T = Record<string, unknown>>(who: Who, query: string, vars: Record<string, unknown> = {}) =>
      t.gql<T>(query, vars, await headers(who)),
    rest: async (who: Who | null, method: 'GET' | 'PUT', url: string, body?: unknown) => {
      const res = await t.app.fastify.inject({
        method,
        url,
        headers: { ...(who ? await headers(who) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() as unknown };
    },
    close: () => t.close(),
  };
}

export type AdminWorld = Awaited<ReturnType<typeof adminWorld>>;
