import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWorld, type AdminWorld } from './adminWorld';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});
afterAll(() => w.close());

const OTHER_ROLES = ['privileged', 'manager', 'full', 'limited', 'demo'] as const;

/** Every admin GraphQL call, with valid arguments, and what the database must still hold after a refusal. */
const CALLS: { name: string; query: string; vars: () => Record<string, unknown> }[] = [
  {
    name: 'addPO',
    query: 'mutation($items: [POItemInput!]!) { addPO(po: 777, sku: "test1", manufacturerCode: "sf", items: $items) { devices { id } } }',
    vars: () => ({ items: [{ model: 'G1N', deviceType: 7, quantity: 1 }] }),
  },
  { name: 'purchaseOrders', query: '{ purchaseOrders { id po } }', vars: () => ({}) },
  { name: 'manufacturers', query: '{ manufacturers { code label } }', vars: () => ({}) },
  { name: 'skus', query: '{ skus { code label } }', vars: () => ({}) },
  { name: 'devicesPO', query: '{ devicesPO { id po } }', vars: () => ({}) },
  { name: 'deviceIDs', query: '{ deviceIDs { deviceID model po sku hasTurnedOn simNumber } }', vars: () => ({}) },
  {
    name: 'updateSku',
    query: 'mutation($id: Int!) { updateSku(id: $id, sku: "TL-100") { devices { deviceID sku } } }',
    vars: () => ({ id: 1 }),
  },
  { name: 'billingCompanies', query: '{ billingCompanies { id name isTaxed accountingCodes } }', vars: () => ({}) },
  {
    name: 'invoice',
    query:
      'query($c: Int!) { invoice(quarter: 1, year: 2026, companyID: $c, isTaxed: true, invoiceNumber: "INV-1", accountingCodes: []) { html } }',
    vars: () => ({ c: w.companies.A.id }),
  },
  { name: 'devicesRe', query: '{ devicesRe(query: "print", from: 1, to: 5) { id pin model } }', vars: () => ({}) },
  {
    name: 'sendEmail',
    query: 'mutation { sendEmail(subject: "Hello", body: "News") { total successCount failedCount failed } }',
    vars: () => ({}),
  },
];

const REST: { method: 'GET' | 'PUT'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/fota/default-images' },
  { method: 'PUT', url: '/api/fota/default-images/application-image', body: { applicationSignature: 'GEN25097' } },
  { method: 'PUT', url: '/api/fota/default-images/relocate-image', body: { relocateSignature: 'REL4' } },
  { method: 'GET', url: '/api/fota/signature-mappings' },
  { method: 'PUT', url: '/api/fota/signature-mappings', body: { relocateSignature: 'REL4', fotaSignature: 'GEN25097' } },
];

async function snapshot() {
  const db = w.db;
  return {
    orders: await db.selectFrom('purchase_orders').selectAll().execute(),
    devices: await db.selectFrom('devices').select(['id', 'sku']).orderBy('id').execute(),
    outbox: await db.selectFrom('notification_outbox').select('id').where('kind', '=', 'broadcast').execute(),
    defaults: await db.selectFrom('default_images').selectAll().orderBy('key').execute(),
    mappings: await db.selectFrom('signature_mappings').selectAll().orderBy('relocate_image_crc_id').execute(),
  };
}

describe('every admin call refuses everyone but super users, and changes nothing when it refuses', () => {
  beforeAll(async () => {
    await w.db.insertInto('devices').values({ id: 1, pin: '1', secret_hash: 'x', sku: 'test1' }).execute();
  });

  for (const call of CALLS) {
    it(`${call.name}: other roles FORBIDDEN, no credentials UNAUTHENTICATED`, async () => {
      const before = await snapshot();
      for (const who of OTHER_ROLES) {
        const r = await w.gqlAs(who, call.query, call.vars());
        expect(r.errors?.[0]?.extensions?.code, `${call.name} as ${who}`).toBe('FORBIDDEN');
        expect(r.data?.[call.name] ?? null).toBeNull();
      }
      const anon = await w.t.gql(call.query, call.vars());
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await snapshot()).toEqual(before);
    });
  }

  for (const route of REST) {
    it(`${route.method} ${route.url}: other roles 403, no credentials 401`, async () => {
      const before = await snapshot();
      for (const who of OTHER_ROLES) {
        const r = await w.rest(who, route.method, route.url, route.body);
        expect(r.status, `${route.url} as ${who}`).toBe(403);
        expect(r.body).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have access to this page.' } });
      }
      expect((await w.rest(null, route.method, route.url, route.body)).status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('the super user may make every call', async () => {
    for (const call of CALLS) {
      const r = await w.gqlAs('superUser', call.query, call.vars());
      expect(r.errors, call.name).toBeUndefined();
      expect(r.data?.[call.name], call.name).toBeTruthy();
    }
    for (const route of REST) {
      expect((await w.rest('superUser', route.method, route.url, route.body)).status, route.url).toBe(200);
    }
  });

  it('a super user acting as a manager (login-as) is refused as the manager would be', async () => {
    const headers = await w.t.authHeaders(w.users.superUser.id, w.users.manager.id);
    const r = await w.t.gql('{ deviceIDs { deviceID } }', {}, headers);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
