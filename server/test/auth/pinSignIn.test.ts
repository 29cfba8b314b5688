import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_BACKOFF_FREE_REQUESTS } from '@fieldwatch/domain';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

const REQUEST = `mutation($phoneNumber: String, $email: String) { requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage } }`;
const LOGIN = `mutation($phoneNumber: String, $email: String, $pin: Int!) { login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage } }`;
const ME = `{ me { id firstName isSuperUser company { id name } } }`;

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;

/** The PIN the log transport printed last for a recipient. */
async function pinSentTo(recipient: string): Promise<number> {
  await t.app.services.outbox.flush();
  const line = [...t.printed].reverse().find((l) => l.includes(recipient));
  const pin = line?.match(/PIN is (\d{4})/)?.[1];
  if (!pin) throw new Error(`no PIN printed for ${recipient}: ${t.printed.join('\n')}`);
  return Number(pin);
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db, { name: 'Acme' });
  user = await createUser(t.database.db, company.id, 'manager', { phone_number: '5552223333', email: 'pat@acme.test' });
});
afterAll(() => t.close());

describe('requestPin and login', () => {
  it('signs in by phone: the PIN goes out through the outbox and works once', async () => {
    const req = await t.gql(REQUEST, { phoneNumber: '(555) 222-3333' });
    expect(req.data).toEqual({ requestPin: { errorMessage: null } });
    const pin = await pinSentTo('+15552223333');

    const outbox = await t.database.db.selectFrom('notification_outbox').selectAll().where('user_id', '=', user.id).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'pin', channel: 'sms', status: 'sent', transport: 'log' });
    const stored = await t.database.db
      .selectFrom('pin_requests')
      .select('pin_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).not.toContain(String(pin).padStart(4, '0'));

    const ok = await t.gql<{ login: { authorization: string | null; errorMessage: string | null } }>(LOGIN, {
      phoneNumber: '5552223333',
      pin,
    });
    expect(ok.data?.login.errorMessage).toBeNull();
    const token = ok.data!.login.authorization!;
    expect(token.split('.')).toHaveLength(3);

    const me = await t.gql(ME, {}, { authorization: `Bearer ${token}` });
    expect(me.data).toEqual({
      me: { id: user.id, firstName: user.first_name, isSuperUser: false, company: { id: user.company_id, name: 'Acme' } },
    });

    const again = await t.gql<{ login: { authorization: string | null; errorMessage: string | null } }>(LOGIN, {
      phoneNumber: '5552223333',
      pin,
    });
    expect(again.data?.login.authorization).toBeNull();
    expect(again.data?.login.errorMessage).toBeTruthy();
  });

  it('signs in by e-mail, case-insensitively', async () => {
    await t.gql(REQUEST, { email: 'PAT@acme.test' });
    const pin = await pinSentTo('pat@acme.test');
    const ok = await t.gql<{ login: { authorization: string | null } }>(LOGIN, { email: 'pat@ACME.test', pin });
    expect(ok.data?.login.authorization).toBeTruthy();
  });

  it('kills a PIN after three wrong tries, and refuses the fourth', async () => {
    await t.gql(REQUEST, { phoneNumber: '5552223333' });
    const pin = await pinSentTo('+15552223333');
    const wrong = (pin + 1) % 10_000;
    const messages: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await t.gql<{ login: { errorMessage: string | null } }>(LOGIN, { phoneNumber: '5552223333', pin: wrong });
      messages.push(r.data!.login.errorMessage);
    }
    expect(new Set(messages).size).toBe(1);
    const fourth = await t.gql<{ login: { authorization: string | null; errorMessage: string | null } }>(LOGIN, {
      phoneNumber: '5552223333',
      pin,
    });
    expect(fourth.data?.login.authorization).toBeNull();
    expect(fourth.data?.login.errorMessage).toBe('Too many wrong pins. Please request a new pin.');
  });

  it('refuses an expired PIN', async () => {
    await t.gql(REQUEST, { email: 'pat@acme.test' });
    const pin = await pinSentTo('pat@acme.test');
    await t.database.db
      .updateTable('pin_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const r = await t.gql<{ login: { authorization: string | null } }>(LOGIN, { email: 'pat@acme.test', pin });
    expect(r.data?.login.authorization).toBeNull();
  });

  it('gives a known and an unknown account the same answers and the same limits (a stranger’s fourth PIN waits)', async () => {
    const answers = async (vars: Record<string, string>) => {
      const out: unknown[] = [];
      for (let i = 0; i < 6; i++) out.push((await t.gql(REQUEST, vars)).data);
      out.push((await t.gql(LOGIN, { ...vars, pin: 1 })).data);
      return out;
    };
    // a known account this browser never signed in to, with no requests yet: the same history as the unknown one
    const company = await createCompany(t.database.db, { name: 'Acme Two' });
    await createUser(t.database.db, company.id, 'manager', { phone_number: '5552224444', email: 'quinn@acme.test' });
    const known = await answers({ email: 'quinn@acme.test' });
    const unknown = await answers({ email: 'nobody@nowhere.test' });
    expect(known).toEqual(unknown);
    expect(unknown.slice(0, PIN_BACKOFF_FREE_REQUESTS)).toEqual(
      Array(PIN_BACKOFF_FREE_REQUESTS).fill({ requestPin: { errorMessage: null } }),
    );
    expect(unknown[PIN_BACKOFF_FREE_REQUESTS]).toEqual({
      // the backoff after the free requests: 1 minute, as the answer says
      requestPin: { errorMessage: 'Too many pins requested. Please wait 1 minute and try again.' },
    });
  });

  it('rejects a malformed phone or e-mail before sending anything', async () => {
    const before = await t.database.db
      .selectFrom('pin_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await t.gql(REQUEST, { phoneNumber: '(055) 222-3333' })).data).toEqual({
      requestPin: { errorMessage: 'Please enter a valid phone number.' },
    });
    expect((await t.gql(REQUEST, { phoneNumber: '555222' })).data).toEqual({
      requestPin: { errorMessage: 'Please enter a valid phone number.' },
    });
    expect((await t.gql(REQUEST, { email: 'not-an-email' })).data).toEqual({
      requestPin: { errorMessage: 'Please enter a valid email address.' },
    });
    const after = await t.database.db
      .selectFrom('pin_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('signs out an expired or tampered token without crashing', async () => {
    const headers = await t.authHeaders(user.id);
    const tampered = headers.authorization!.slice(0, -3) + (headers.authorization!.endsWith('AAA') ? 'BBB' : 'AAA');
    const r = await t.gql(ME, {}, { authorization: tampered });
    expect(r.status).toBe(200);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME)).data).toEqual({ me: null });
  });

  it('revokes every session when the token version changes', async () => {
    const headers = await t.authHeaders(user.id);
    await t.database.db.updateTable('users').set({ token_version: 5 }).where('id', '=', user.id).execute();
    const r = await t.gql(ME, {}, headers);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await t.database.db.updateTable('users').set({ token_version: 0 }).where('id', '=', user.id).execute();
  });
});
