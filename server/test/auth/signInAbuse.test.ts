import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_TRIES, PIN_REQUESTS_PER_WINDOW } from '@fieldwatch/domain';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

/** Issue 9 §3: sign-in under attack. Wrong PINs in parallel, aliased logins, PIN requests in parallel. */

const PHONE = '5552229999';
const REQUEST = `mutation($phoneNumber: String) { requestPin(phoneNumber: $phoneNumber) { errorMessage } }`;
const LOGIN = `mutation($phoneNumber: String, $pin: Int!) { login(phoneNumber: $phoneNumber, pin: $pin) { authorization errorMessage } }`;
const REJECTED = 'That pin is not valid. Check the pin or request a new one.';
const TOO_MANY = 'Too many wrong pins. Please request a new pin.';

let t: TestApp;
let userId: number;

/** A GraphQL call from a given client address, as an attacker spreading over many addresses would make it. */
async function gqlFrom(ip: string, query: string, variables: Record<string, unknown>) {
  const res = await t.app.fastify.inject({
    method: 'POST',
    url: '/api/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  return res.json() as { data: Record<string, { authorization: string | null; errorMessage: string | null }> | null; errors?: { extensions?: { code?: string } }[] };
}

async function freshPin(): Promise<number> {
  // earlier requests of this file must not count against the next one
  await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
  const r = await gqlFrom('10.9.9.9', REQUEST, { phoneNumber: PHONE });
  expect(r.data?.requestPin?.errorMessage).toBeNull();
  await t.app.services.outbox.flush();
  const line = [...t.printed].reverse().find((l) => l.includes(`+1${PHONE}`));
  return Number(line!.match(/PIN is (\d{4})/)![1]);
}

const attempts = async () =>
  (await t.database.db.selectFrom('pin_requests').select('attempts').where('user_id', '=', userId).orderBy('created_at', 'desc').executeTakeFirstOrThrow()).attempts;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db, { name: 'Target Co' });
  userId = (await createUser(t.database.db, company.id, 'manager', { phone_number: PHONE })).id;
});
afterAll(() => t.close());

describe('sign-in abuse', () => {
  it('evaluates at most three of 200 concurrent wrong PINs from 200 addresses; the PIN is dead after', async () => {
    const pin = await freshPin();
    const wrong = (pin + 1) % 10_000;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => gqlFrom(`10.1.${i >> 8}.${i & 255}`, LOGIN, { phoneNumber: PHONE, pin: wrong })),
    );
    const messages = answers.map((a) => a.data?.login?.errorMessage);
    expect(messages.filter((m) => m === REJECTED)).toHaveLength(PIN_MAX_TRIES);
    expect(messages.filter((m) => m === TOO_MANY)).toHaveLength(200 - PIN_MAX_TRIES);
    expect(answers.every((a) => a.data?.login?.authorization === null)).toBe(true);
    expect(await attempts()).toBe(PIN_MAX_TRIES);
    const right = await gqlFrom('10.2.0.1', LOGIN, { phoneNumber: PHONE, pin });
    expect(right.data?.login).toEqual({ authorization: null, errorMessage: TOO_MANY });
  });

  it('refuses 100 aliased logins in one request without trying any, and tries at most three of 15', async () => {
    const pin = await freshPin();
    const wrong = (pin + 1) % 10_000;
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(phoneNumber: "${PHONE}", pin: ${wrong}) { authorization errorMessage }`).join(' ')} }`;
    const hundred = await gqlFrom('10.3.0.1', aliased(100), {});
    expect(hundred.data ?? null).toBeNull();
    expect(hundred.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT');
    expect(await attempts()).toBe(0);

    const fifteen = await gqlFrom('10.3.0.2', aliased(15), {});
    const messages = Object.values(fifteen.data ?? {}).map((a) => a.errorMessage);
    expect(messages).toHaveLength(15);
    expect(messages.filter((m) => m === REJECTED)).toHaveLength(PIN_MAX_TRIES);
    expect(await attempts()).toBe(PIN_MAX_TRIES);
  });

  it('sends at most 5 PINs of 30 concurrent requests, and recovers when the window has passed', async () => {
    await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => gqlFrom(`10.4.0.${i + 1}`, REQUEST, { phoneNumber: PHONE })));
    const accepted = answers.filter((a) => a.data?.requestPin?.errorMessage === null);
    expect(accepted).toHaveLength(PIN_REQUESTS_PER_WINDOW);
    expect(answers.filter((a) => a.data?.requestPin?.errorMessage === 'Too many pins requested. Please wait 10 minutes and try again.')).toHaveLength(
      30 - PIN_REQUESTS_PER_WINDOW,
    );
    const rows = await t.database.db.selectFrom('pin_requests').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(PIN_REQUESTS_PER_WINDOW);

    // eleven minutes later (moved in the database rather than waited for): the account works again
    await t.database.db
      .updateTable('pin_requests')
      .set((eb) => ({ created_at: eb.val(new Date(Date.now() - 11 * 60_000)), expires_at: eb.val(new Date(Date.now() - 60_000)) }))
      .where('user_id', '=', userId)
      .execute();
    const again = await gqlFrom('10.4.1.1', REQUEST, { phoneNumber: PHONE });
    expect(again.data?.requestPin?.errorMessage).toBeNull();
    await t.app.services.outbox.flush();
    const line = [...t.printed].reverse().find((l) => l.includes(`+1${PHONE}`));
    const pin = Number(line!.match(/PIN is (\d{4})/)![1]);
    const ok = await gqlFrom('10.4.1.1', LOGIN, { phoneNumber: PHONE, pin });
    expect(ok.data?.login?.authorization).toBeTruthy();
  });
});
