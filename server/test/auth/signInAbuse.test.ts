import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  PIN_ACCOUNT_REQUESTS_PER_DAY,
  PIN_ADDRESS_REQUESTS_PER_HOUR,
  PIN_BACKOFF_BASE_SECONDS,
  PIN_BACKOFF_FREE_REQUESTS,
  PIN_MAX_TRIES,
  PIN_REQUESTS_PER_WINDOW,
} from '@fieldwatch/domain';
import { pinBackoffSeconds } from '../../src/auth/pinRequestLimits';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

/**
 * Sign-in under attack (docs/security.md "Signing in"): a PIN is bound to the browser that asked for it, requests
 * are limited per browser, per account (across its e-mail and phone), per address and overall, and strangers can
 * neither guess a user's PIN nor keep a browser that signed in before from getting one.
 */

const PHONE = '5552229999';
const EMAIL = 'target@abuse.test';
const REQUEST = `mutation($phoneNumber: String, $email: String) { requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage } }`;
const LOGIN = `mutation($phoneNumber: String, $email: String, $pin: Int!) { login(phoneNumber: $phoneNumber, email: $email, pin: $pin) { authorization errorMessage } }`;
const REJECTED = 'That pin is not valid. Check the pin or request a new one.';
const TOO_MANY = 'Too many wrong pins. Please request a new pin.';
/** The limit's refusal, naming the wait the server computed. */
const limited = (wait: string) => `Too many pins requested. Please wait ${wait} and try again.`;
const LIMITED = /^Too many pins requested\. Please wait \d+ (minutes?|hours) and try again\.$/;

let t: TestApp;
let userId: number;

type Answer = {
  data: Record<string, { authorization: string | null; errorMessage: string | null }> | null;
  errors?: { extensions?: { code?: string } }[];
};

/** A browser: its own cookie jar (the sign-in cookie), calling from an address. */
function browser(ip: string) {
  const jar = new Map<string, string>();
  return async (query: string, variables: Record<string, unknown>): Promise<Answer> => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    for (const c of res.cookies) jar.set(c.name, c.value);
    return res.json() as Answer;
  };
}

async function lastPin(): Promise<number> {
  await t.app.services.outbox.flush();
  const line = [...t.printed].reverse().find((l) => l.includes(`+1${PHONE}`) || l.includes(EMAIL));
  return Number(line!.match(/PIN is (\d{4})/)![1]);
}

async function freshPin(b: ReturnType<typeof browser>): Promise<number> {
  // earlier requests of this file must not count against the next one
  await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
  const r = await b(REQUEST, { phoneNumber: PHONE });
  expect(r.data?.requestPin?.errorMessage).toBeNull();
  return lastPin();
}

/** Moves the account's PIN requests `seconds` into the past, as if that much time had gone by. */
async function ageRequests(seconds: number): Promise<void> {
  await sql`UPDATE pin_requests SET created_at = created_at - make_interval(secs => ${seconds}) WHERE user_id = ${userId}`.execute(
    t.database.db,
  );
}

const attempts = async () =>
  (
    await t.database.db
      .selectFrom('pin_requests')
      .select('attempts')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
  ).attempts;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db, { name: 'Target Co' });
  userId = (await createUser(t.database.db, company.id, 'manager', { phone_number: PHONE, email: EMAIL })).id;
});
afterAll(() => t.close());

describe('sign-in abuse', () => {
  it("lets strangers on 200 addresses guess nothing of a user's PIN, which then still works", async () => {
    const user = browser('10.0.0.1');
    const pin = await freshPin(user);
    const wrong = (pin + 1) % 10_000;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        browser(`10.1.${i >> 8}.${i & 255}`)(LOGIN, { phoneNumber: PHONE, pin: i === 0 ? pin : wrong }),
      ),
    );
    // even the right PIN is nothing without the browser that asked for it
    expect(answers.every((a) => a.data?.login?.authorization === null && a.data?.login?.errorMessage === REJECTED)).toBe(true);
    expect(await attempts()).toBe(0);
    expect((await user(LOGIN, { phoneNumber: PHONE, pin })).data?.login?.authorization).toBeTruthy();
  });

  it('evaluates at most three of 200 concurrent wrong PINs from the browser that asked; the PIN is dead after', async () => {
    const b = browser('10.0.0.2');
    const pin = await freshPin(b);
    const wrong = (pin + 1) % 10_000;
    const answers = await Promise.all(Array.from({ length: 200 }, () => b(LOGIN, { phoneNumber: PHONE, pin: wrong })));
    const messages = answers.map((a) => a.data?.login?.errorMessage);
    expect(messages.filter((m) => m === REJECTED)).toHaveLength(PIN_MAX_TRIES);
    expect(messages.filter((m) => m === TOO_MANY)).toHaveLength(200 - PIN_MAX_TRIES);
    expect(await attempts()).toBe(PIN_MAX_TRIES);
    expect((await b(LOGIN, { phoneNumber: PHONE, pin })).data?.login).toEqual({ authorization: null, errorMessage: TOO_MANY });
  });

  it('refuses 100 aliased logins in one request without trying any, and tries at most three of 15', async () => {
    const b = browser('10.0.0.3');
    const pin = await freshPin(b);
    const wrong = (pin + 1) % 10_000;
    const aliased = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(phoneNumber: "${PHONE}", pin: ${wrong}) { authorization errorMessage }`).join(' ')} }`;
    const hundred = await b(aliased(100), {});
    expect(hundred.data ?? null).toBeNull();
    expect(hundred.errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT');
    expect(await attempts()).toBe(0);
    const fifteen = await b(aliased(15), {});
    const messages = Object.values(fifteen.data ?? {}).map((a) => a.errorMessage);
    expect(messages.filter((m) => m === REJECTED)).toHaveLength(PIN_MAX_TRIES);
    expect(await attempts()).toBe(PIN_MAX_TRIES);
  });

  it('counts one browser’s requests across the e-mail and the phone of the account', async () => {
    const b = browser('10.0.0.4');
    // a browser the user signed in with before: only its own limit applies (strangers' backoff does not)
    expect((await b(LOGIN, { phoneNumber: PHONE, pin: await freshPin(b) })).data?.login?.authorization).toBeTruthy();
    await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
    const answers = [];
    for (let i = 0; i < PIN_REQUESTS_PER_WINDOW + 1; i++)
      answers.push((await b(REQUEST, i % 2 ? { email: EMAIL } : { phoneNumber: PHONE })).data?.requestPin?.errorMessage);
    expect(answers.slice(0, PIN_REQUESTS_PER_WINDOW)).toEqual(Array(PIN_REQUESTS_PER_WINDOW).fill(null));
    // the browser's window of 10 minutes started with these requests: the whole of it is the wait
    expect(answers[PIN_REQUESTS_PER_WINDOW]).toBe(limited('10 minutes'));
    // and a PIN asked for by e-mail signs in with the phone number typed
    await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
    expect((await b(REQUEST, { email: EMAIL })).data?.requestPin?.errorMessage).toBeNull();
    // the whole answer when it fails: which refusal, for which PIN
    const pin = await lastPin();
    expect({ pin, login: (await b(LOGIN, { phoneNumber: PHONE, pin })).data?.login }).toMatchObject({
      login: { authorization: expect.any(String) },
    });
  });

  it('makes strangers back off, doubling the wait, up to a day’s budget of PINs, and never limits a browser that signed in before', async () => {
    await t.database.db.deleteFrom('pin_requests').where('user_id', '=', userId).execute();
    // the user's own browser signs in once: it is known to the account from then on
    const own = browser('10.0.0.5');
    expect((await own(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage).toBeNull();
    expect((await own(LOGIN, { phoneNumber: PHONE, pin: await lastPin() })).data?.login?.authorization).toBeTruthy();

    // 30 strangers' browsers on 30 addresses at once: only the requests free of backoff get through
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => browser(`10.4.0.${i + 1}`)(REQUEST, { phoneNumber: PHONE })));
    expect(burst.filter((a) => a.data?.requestPin?.errorMessage === null)).toHaveLength(PIN_BACKOFF_FREE_REQUESTS - 1); // the user's own first request counted
    expect(burst.filter((a) => a.data?.requestPin?.errorMessage === limited('1 minute'))).toHaveLength(
      30 - (PIN_BACKOFF_FREE_REQUESTS - 1),
    );

    // then each next PIN waits twice as long: a second short of the wait is refused, the wait itself is not
    let stranger = 100;
    for (let made = PIN_BACKOFF_FREE_REQUESTS; made < PIN_ACCOUNT_REQUESTS_PER_DAY; made++) {
      const wait = pinBackoffSeconds(made);
      expect(wait).toBe(PIN_BACKOFF_BASE_SECONDS * 2 ** (made - PIN_BACKOFF_FREE_REQUESTS));
      await ageRequests(wait - 2);
      expect((await browser(`10.4.1.${stranger++}`)(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage).toBe(
        limited('1 minute'),
      );
      await ageRequests(2);
      expect((await browser(`10.4.1.${stranger++}`)(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage).toBeNull();
      // the refusal right after names the next doubled wait, as the server counts it
      const next = (await browser(`10.4.1.${stranger++}`)(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage;
      if (made + 1 < PIN_ACCOUNT_REQUESTS_PER_DAY) expect(next).toBe(limited(`${pinBackoffSeconds(made + 1) / 60} minutes`));
    }
    // the day's budget is spent, however long a stranger waits within the day
    await ageRequests(3 * 3600);
    const dayRefusal = (await browser('10.4.2.1')(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage ?? '';
    // until the day's first request is a day old: hours, never more than a day
    expect(Number(/wait (\d+) hours/.exec(dayRefusal)?.[1])).toBeLessThanOrEqual(24);
    // at most PIN_ACCOUNT_REQUESTS_PER_DAY × PIN_MAX_TRIES guesses a day: a 0.3 % chance at a 4-digit PIN
    expect((PIN_ACCOUNT_REQUESTS_PER_DAY * PIN_MAX_TRIES) / 10_000).toBeLessThan(0.01);

    // the user's browser still gets its PIN and signs in
    expect((await own(REQUEST, { phoneNumber: PHONE })).data?.requestPin?.errorMessage).toBeNull();
    expect((await own(LOGIN, { phoneNumber: PHONE, pin: await lastPin() })).data?.login?.authorization).toBeTruthy();
  });

  it('limits PIN requests from one address across accounts, with the same answers for known and unknown contacts', async () => {
    const answers = [];
    for (let i = 0; i < PIN_ADDRESS_REQUESTS_PER_HOUR + 1; i++) {
      answers.push((await browser('10.9.9.9')(REQUEST, { email: `nobody${i}@abuse.test` })).data?.requestPin?.errorMessage);
    }
    expect(answers.slice(0, PIN_ADDRESS_REQUESTS_PER_HOUR)).toEqual(Array(PIN_ADDRESS_REQUESTS_PER_HOUR).fill(null));
    expect(answers[PIN_ADDRESS_REQUESTS_PER_HOUR]).toBe(limited('60 minutes'));
    // a known account asked from that address gets the same answer
    expect((await browser('10.9.9.9')(REQUEST, { email: EMAIL })).data?.requestPin?.errorMessage).toMatch(LIMITED);
  });
});
