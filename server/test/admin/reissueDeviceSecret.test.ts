import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/** Super users re-issue a device's transport secret: shown once, the old one refused from then on, audited. */
let t: TestApp;
let device: Awaited<ReturnType<typeof createDevice>>;
let superUser: number;
let manager: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  device = await createDevice(t.database.db, company.id);
  superUser = (await createUser(t.database.db, null, 'superUser')).id;
  manager = (await createUser(t.database.db, company.id, 'manager')).id;
});
afterAll(() => t.close());

const REISSUE = 'mutation($d: Int!) { reissueDeviceSecret(deviceID: $d) { deviceID secret } }';
const post = (secret: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${device.id}/messages/data`,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ values: { psr: 1 } }),
  });

describe('reissueDeviceSecret', () => {
  it('gives a new secret once; the old one is refused at once, the new one accepted; audited', async () => {
    expect((await post(device.secret)).statusCode).toBe(200); // the old secret is cached by now
    const r = await t.gql<{ reissueDeviceSecret: { deviceID: number; secret: string } }>(
      REISSUE,
      { d: device.id },
      await t.authHeaders(superUser),
    );
    const fresh = r.data!.reissueDeviceSecret.secret;
    expect(fresh).toMatch(/^[0-9a-f]{48}$/);
    expect(fresh).not.toBe(device.secret);
    expect((await post(device.secret)).statusCode).toBe(401);
    expect((await post(fresh)).statusCode).toBe(200);
    const log = await t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'device.secret.reissue').execute();
    expect(log.map((l) => [l.actor_user_id, l.target_id])).toEqual([[superUser, String(device.id)]]);
  });

  it('is a super user’s alone, and a missing device is NOT_FOUND', async () => {
    const refused = await t.gql(REISSUE, { d: device.id }, await t.authHeaders(manager));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await t.gql(REISSUE, { d: 987654321 }, await t.authHeaders(superUser));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
