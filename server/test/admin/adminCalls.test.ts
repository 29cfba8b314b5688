import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWorld, type AdminWorld } from './adminWorld';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});
afterAll(() => w.close());

const ADD_PO = `mutation($po: Int, $sku: String, $m: String!, $items: [POItemInput!]!) {
  addPO(po: $po, sku: $sku, manufacturerCode: $m, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }
}`;
type AddPO = {
  addPO: { purchaseOrderID: number; devices: { id: number; model: string; deviceType: number; pin: string; secret: string }[] };
};

describe('addPO and /logistics', () => {
  it('makes the devices with consecutive fresh ids, PINs and secrets that authenticate', async () => {
    await w.db.insertInto('devices').values({ id: 20500, pin: '1', secret_hash: 'x' }).execute();
    const r = await w.gqlAs<AddPO>('superUser', ADD_PO, {
      po: 4401,
      sku: 'TL-100',
      m: 'via',
      items: [
        { model: 'G1N-U', deviceType: 100, quantity: 2 },
        { model: 'G1N', deviceType: 7, quantity: 0 },
        { model: 'S1-U', deviceType: 1, quantity: 1 },
      ],
    });
    expect(r.errors).toBeUndefined();
    const made = r.data!.addPO.devices;
    expect(made.map((d) => [d.id, d.model, d.deviceType])).toEqual([
      [20501, 'G1N-U', 100],
      [20502, 'G1N-U', 100],
      [20503, 'S1-U', 1],
    ]);
    for (const d of made) {
      expect(d.pin).toMatch(/^\d{4}$/);
      expect(d.secret).toMatch(/^[0-9a-f]{48}$/);
    }
    const rows = await w.db
      .selectFrom('devices')
      .selectAll()
      .where(
        'id',
        'in',
        made.map((d) => d.id),
      )
      .orderBy('id')
      .execute();
    expect(rows.map((d) => [d.po, d.sku, d.manufacturer_code, d.status, d.company_id, d.purchase_order_id])).toEqual(
      made.map(() => [4401, 'TL-100', 'via', 2, null, r.data!.addPO.purchaseOrderID]),
    );
    // only the hash is kept
    expect(rows[0]!.secret_hash).not.toBe(made[0]!.secret);
    const log = await w.db
      .selectFrom('device_status_log')
      .select(['device_id', 'status'])
      .where(
        'device_id',
        'in',
        made.map((d) => d.id),
      )
      .execute();
    expect(log).toHaveLength(3);
    // the secret is the device's transport credential (DESIGN.md §4)
    const send = (secret: string) =>
      w.t.app.fastify.inject({
        method: 'POST',
        url: `/api/devices/${made[0]!.id}/messages/data`,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ values: { psi: 1 } }),
      });
    expect((await send(made[0]!.secret)).statusCode).toBe(200);
    expect((await send(made[1]!.secret)).statusCode).not.toBe(200);

    const items = await w.db
      .selectFrom('purchase_order_items')
      .select(['model', 'quantity'])
      .where('purchase_order_id', '=', r.data!.addPO.purchaseOrderID)
      .orderBy('model')
      .execute();
    expect(items).toEqual([
      { model: 'G1N', quantity: 0 },
      { model: 'G1N-U', quantity: 2 },
      { model: 'S1-U', quantity: 1 },
    ]);

    const list = await w.gqlAs<{
      purchaseOrders: {
        po: number;
        sku: string;
        manufacturerLabel: string;
        items: { model: string; quantity: number }[];
        devices: { id: number; status: number }[];
      }[];
    }>('superUser', '{ purchaseOrders { po sku manufacturerLabel createdBy items { model quantity } devices { id status } } }');
    const order = list.data!.purchaseOrders.find((o) => o.po === 4401)!;
    expect(order.manufacturerLabel).toBe('VIA');
    expect(order.devices).toEqual(made.map((d) => ({ id: d.id, status: 2 })));
  });

  it('a P.O. number in use, an unknown SKU or a bad quantity is refused and nothing is written', async () => {
    const count = async () => ({
      devices: (await w.db.selectFrom('devices').select('id').execute()).length,
      orders: (await w.db.selectFrom('purchase_orders').select('id').execute()).length,
    });
    const before = await count();
    const items = [{ model: 'G1N', deviceType: 7, quantity: 1 }];
    expect((await w.gqlAs('superUser', ADD_PO, { po: 4401, sku: 'test1', m: 'sf', items })).errors?.[0]?.extensions?.code).toBe(
      'PO_EXISTS',
    );
    expect((await w.gqlAs('superUser', ADD_PO, { po: 4402, sku: 'nope', m: 'sf', items })).errors?.[0]?.extensions?.code).toBe(
      'UNKNOWN_SKU',
    );
    expect((await w.gqlAs('superUser', ADD_PO, { po: 4402, sku: 'test1', m: 'xx', items })).errors?.[0]?.extensions?.code).toBe(
      'UNKNOWN_MANUFACTURER',
    );
    expect(
      (await w.gqlAs('superUser', ADD_PO, { po: 4402, sku: 'test1', m: 'sf', items: [{ model: 'G1N', deviceType: 7, quantity: -1 }] }))
        .errors?.[0]?.extensions?.code,
    ).toBe('PO_INVALID');
    expect(
      (await w.gqlAs('superUser', ADD_PO, { po: 4402, sku: 'test1', m: 'sf', items: [{ model: 'G1N', deviceType: 7, quantity: 'ten' }] }))
        .errors,
    ).toBeDefined();
    expect(
      (await w.gqlAs('superUser', ADD_PO, { po: 4402, sku: 'test1', m: 'sf', items: [{ model: 'G1N', deviceType: 7, quantity: 0 }] }))
        .errors?.[0]?.extensions?.code,
    ).toBe('PO_INVALID');
    expect(await count()).toEqual(before);
  });
});

describe('deviceIDs and updateSku', () => {
  it('lists every device and saves a known SKU; an unknown SKU or device is refused', async () => {
    await w.db
      .insertInto('devices')
      .values({ id: 30001, pin: '1', secret_hash: 'x', model: 'G1N', sku: 'test1', sim_number: '8901', has_turned_on: true })
      .execute();
    const list = await w.gqlAs<{
      deviceIDs: { deviceID: number; model: string | null; sku: string | null; simNumber: string | null; hasTurnedOn: boolean }[];
    }>('superUser', '{ deviceIDs { deviceID model po sku hasTurnedOn simNumber } }');
    expect(list.data!.deviceIDs.find((d) => d.deviceID === 30001)).toMatchObject({
      model: 'G1N',
      sku: 'test1',
      simNumber: '8901',
      hasTurnedOn: true,
    });
    const UPD = 'mutation($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { id deviceID sku } } }';
    expect((await w.gqlAs('superUser', UPD, { id: 30001, sku: 'TL-100' })).data).toEqual({
      updateSku: { devices: [{ id: 30001, deviceID: 30001, sku: 'TL-100' }] },
    });
    expect((await w.gqlAs('superUser', UPD, { id: 30001, sku: 'bogus' })).errors?.[0]?.extensions?.code).toBe('UNKNOWN_SKU');
    expect((await w.gqlAs('superUser', UPD, { id: 39999, sku: 'test1' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await w.db.selectFrom('devices').select('sku').where('id', '=', 30001).executeTakeFirstOrThrow()).sku).toBe('TL-100');
  });
});

describe('invoice', () => {
  it('bills device-months per accounting code at the company price, with its tax', async () => {
    const A = w.companies.A.id;
    const on = new Date('2025-12-01T00:00:00Z');
    await w.db
      .insertInto('devices')
      .values([
        { id: 40001, company_id: A, pin: '1', secret_hash: 'x', accounting_code: 'WELL-A', first_message_at: on },
        {
          id: 40002,
          company_id: A,
          pin: '1',
          secret_hash: 'x',
          accounting_code: 'WELL-A',
          first_message_at: new Date('2026-02-10T00:00:00Z'),
        },
        { id: 40003, company_id: A, pin: '1', secret_hash: 'x', accounting_code: 'WELL-B', first_message_at: on },
        { id: 40004, company_id: A, pin: '1', secret_hash: 'x', accounting_code: null, first_message_at: on },
        { id: 40005, company_id: w.companies.B.id, pin: '1', secret_hash: 'x', accounting_code: 'OTHER', first_message_at: on },
      ])
      .execute();
    const companies = await w.gqlAs<{ billingCompanies: { id: number; name: string; isTaxed: boolean; accountingCodes: string[] }[] }>(
      'superUser',
      '{ billingCompanies { id name isTaxed accountingCodes } }',
    );
    expect(companies.data!.billingCompanies).toEqual([
      { id: A, name: 'Acme Billing', isTaxed: true, accountingCodes: ['WELL-A', 'WELL-B'] },
    ]);

    const Q =
      'query($c: Int!, $codes: [String!]) { invoice(quarter: 1, year: 2026, companyID: $c, isTaxed: false, invoiceNumber: "INV-<7>", accountingCodes: $codes) { html } }';
    const all = (await w.gqlAs<{ invoice: { html: string } }>('superUser', Q, { c: A, codes: ['WELL-A', 'WELL-B'] })).data!.invoice.html;
    expect(all).toContain('<td id="bill-to">Acme Billing</td>');
    expect(all).toContain('INV-&lt;7&gt;');
    expect(all).toContain('<th>January 2026</th><th>February 2026</th><th>March 2026</th>');
    // WELL-A: 1, 2, 2 device-months; WELL-B 3; no code 3: 11 x $12.50 = $137.50, tax 8.25% = $11.34
    expect(all).toMatch(
      /<td>WELL-A<\/td><td class="n">1<\/td><td class="n">2<\/td><td class="n">2<\/td><td class="n">5<\/td><td class="n">\$12.50<\/td><td class="n">\$62.50<\/td>/,
    );
    expect(all).toContain('No accounting code');
    expect(all).toContain('Tax (8.25%)');
    expect(all).toContain('<td class="n" id="invoice-total">$148.84</td>');
    const partial = (await w.gqlAs<{ invoice: { html: string } }>('superUser', Q, { c: A, codes: ['WELL-B'] })).data!.invoice.html;
    expect(partial).not.toContain('WELL-A');
    expect(partial).not.toContain('No accounting code');
    expect(partial).toContain('id="invoice-total">$40.59</td>');
    // an unbilled company, a quarter out of range
    expect((await w.gqlAs('superUser', Q, { c: w.companies.B.id, codes: [] })).errors?.[0]?.extensions?.code).toBe('INVOICE_INVALID');
    const bad = 'query($c: Int!) { invoice(quarter: 5, year: 2026, companyID: $c) { html } }';
    expect((await w.gqlAs('superUser', bad, { c: A })).errors?.[0]?.extensions?.code).toBe('INVOICE_INVALID');
    // a quarter none of whose months is over bills nothing
    const future = `query($c: Int!) { invoice(quarter: 1, year: ${new Date().getUTCFullYear() + 1}, companyID: $c, invoiceNumber: "F") { html } }`;
    const early = await w.gqlAs('superUser', future, { c: A });
    expect(early.errors?.[0]?.extensions?.code).toBe('INVOICE_NO_WHOLE_MONTH');
    expect(early.errors?.[0]?.message).toBe('No month of that quarter is over yet: an invoice bills whole months only.');
  });
});

describe('FOTA routes', () => {
  it('reads and changes the default images; only images of the right kind', async () => {
    expect((await w.rest('superUser', 'GET', '/api/fota/default-images')).body).toEqual([
      { key: 'application_image', value: 'APP187' },
      { key: 'relocate_image', value: 'REL3' },
    ]);
    expect(
      (await w.rest('superUser', 'PUT', '/api/fota/default-images/application-image', { applicationSignature: 'GEN25097' })).status,
    ).toBe(200);
    const wrongKind = await w.rest('superUser', 'PUT', '/api/fota/default-images/relocate-image', { relocateSignature: 'APP187' });
    expect(wrongKind).toEqual({
      status: 400,
      body: { error: { code: 'UNKNOWN_FIRMWARE', message: 'That firmware image is not available.' } },
    });
    expect((await w.rest('superUser', 'GET', '/api/fota/default-images')).body).toEqual([
      { key: 'application_image', value: 'GEN25097' },
      { key: 'relocate_image', value: 'REL3' },
    ]);
  });
  it('maps a relocate signature to a FOTA signature of at most 8 characters', async () => {
    expect(
      (await w.rest('superUser', 'PUT', '/api/fota/signature-mappings', { relocateSignature: 'REL4', fotaSignature: 'ABCD1234' })).status,
    ).toBe(200);
    const long = await w.rest('superUser', 'PUT', '/api/fota/signature-mappings', {
      relocateSignature: 'REL3',
      fotaSignature: 'ABCD12345',
    });
    expect(long.status).toBe(400);
    expect((long.body as { error: { code: string } }).error.code).toBe('FOTA_SIGNATURE_INVALID');
    expect(
      (await w.rest('superUser', 'PUT', '/api/fota/signature-mappings', { relocateSignature: 'NOPE', fotaSignature: 'X' })).status,
    ).toBe(400);
    expect((await w.rest('superUser', 'GET', '/api/fota/signature-mappings')).body).toEqual([
      { relocate_image_crc_id: 'REL3', fota_image_crc_id: 'APP187' },
      { relocate_image_crc_id: 'REL4', fota_image_crc_id: 'ABCD1234' },
    ]);
  });
});

describe('sendEmail', () => {
  it('queues one e-mail per subscribed user in the outbox and reports the ones it could not send', async () => {
    await w.db.updateTable('users').set({ subscription: false }).where('id', '=', w.users.limited.id).execute();
    await w.db.updateTable('users').set({ email: 'not-an-address' }).where('id', '=', w.users.full.id).execute();
    const r = await w.gqlAs<{ sendEmail: { total: number; successCount: number; failedCount: number; failed: string[] } }>(
      'superUser',
      'mutation { sendEmail(subject: "Maintenance", body: "Sunday 02:00") { total successCount failedCount failed } }',
    );
    expect(r.errors).toBeUndefined();
    // super, privileged, manager, full (bad address); limited unsubscribed; demo users get no broadcast
    expect(r.data!.sendEmail).toEqual({ total: 4, successCount: 3, failedCount: 1, failed: ['not-an-address'] });
    await w.t.app.services.outbox.flush();
    const rows = await w.db
      .selectFrom('notification_outbox')
      .select(['user_id', 'subject', 'status'])
      .where('kind', '=', 'broadcast')
      .where('subject', '=', 'Maintenance')
      .orderBy('user_id')
      .execute();
    expect(rows.map((x) => x.user_id)).toEqual([w.users.superUser.id, w.users.privileged.id, w.users.manager.id].sort((a, b) => a - b));
    expect(rows.every((x) => x.status === 'sent')).toBe(true);
    expect((await w.gqlAs('superUser', 'mutation { sendEmail(subject: " ", body: "x") { total } }')).errors?.[0]?.extensions?.code).toBe(
      'EMAIL_INVALID',
    );
  });
});
