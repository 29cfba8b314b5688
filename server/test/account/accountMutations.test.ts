import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/userFactory';
import { accountWorld, type AccountWorld } from './accountWorld';

let w: AccountWorld;
beforeAll(async () => {
  w = await accountWorld();
});
afterAll(() => w.close());

const UPDATE_ME = `mutation($firstName: String, $lastName: String, $phoneNumber: String, $countryCode: String, $email: String,
  $viewInactiveCompanies: Boolean, $subscriptionEmail: Boolean) {
  updateMe(firstName: $firstName, lastName: $lastName, phoneNumber: $phoneNumber, countryCode: $countryCode, email: $email,
    viewInactiveCompanies: $viewInactiveCompanies, subscriptionEmail: $subscriptionEmail) {
    id firstName lastName phoneNumber countryCode email viewInactiveCompanies subscription
  }
}`;
const NOTIFY = 'mutation($n: String!) { updateNotifications(notifications: $n) { id notificationSettings } }';
const UNSUBSCRIBE = 'mutation($t: String!) { disableSubscription(unsubscribeToken: $t) }';

const row = (id: number) => w.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The user row without latest_activity, which every request may touch in the background. */
const stored = async (id: number) => {
  const { latest_activity: _seen, ...rest } = await row(id);
  return rest;
};
const auditOf = (id: number, action: string) =>
  w.db.selectFrom('audit_log').selectAll().where('target_id', '=', String(id)).where('action', '=', action).execute();

describe('updateMe', () => {
  it('every role but demo edits their own profile; phone and e-mail are stored normalised', async () => {
    for (const who of ['superUser', 'manager', 'full', 'limited'] as const) {
      const id = w.users[who].id;
      const phone = `(415) 555-${String(1000 + id).slice(-4)}`;
      const r = await w.as(who, UPDATE_ME, {
        firstName: ' Ann ',
        lastName: who,
        phoneNumber: phone,
        countryCode: '+44',
        email: `ANN.${who}@Example.test`,
      });
      expect(r.errors, who).toBeUndefined();
      const u = await row(id);
      expect([u.first_name, u.last_name, u.phone_number, u.country_code, u.email]).toEqual([
        'Ann',
        who,
        `415555${String(1000 + id).slice(-4)}`,
        '+44',
        `ann.${who.toLowerCase()}@example.test`,
      ]);
      expect(await auditOf(id, 'account.update')).toHaveLength(1);
    }
  });

  it('demo users may not change their profile; nothing is written', async () => {
    const before = await stored(w.users.demo.id);
    const r = await w.as('demo', UPDATE_ME, { firstName: 'Hijack', phoneNumber: '(415) 555-9999' });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored(w.users.demo.id)).toEqual(before);
    // sending the stored values back is no change and is fine
    const same = await w.as('demo', UPDATE_ME, { firstName: before.first_name, lastName: before.last_name });
    expect(same.errors).toBeUndefined();
  });

  it('bad input is refused with a clear message and changes nothing', async () => {
    const before = await stored(w.users.full.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ phoneNumber: '12345' }, 'Please enter a valid phone number.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ countryCode: '+99' }, 'Please choose a country code.'],
      [{ firstName: ' ', lastName: '' }, 'Please enter a first or last name.'],
      [{ phoneNumber: '', email: '' }, 'Please enter a valid phone number or email address.'],
    ];
    for (const [vars, message] of cases) {
      const r = await w.as('full', UPDATE_ME, vars);
      expect(r.errors?.[0]?.message, JSON.stringify(vars)).toBe(message);
    }
    // another user's e-mail
    const taken = await row(w.users.manager.id);
    const dup = await w.as('full', UPDATE_ME, { email: taken.email });
    expect(dup.errors?.[0]?.extensions?.code).toBe('CONTACT_IN_USE');
    // an account of another company: the neutral sentence, nothing that says it exists
    const foreign = await createUser(w.db, w.companies.B.id, 'full', { email: 'elsewhere@other-company.test' });
    const other = await w.as('full', UPDATE_ME, { email: foreign.email });
    expect(other.errors?.[0]?.extensions?.code).toBe('CONTACT_UNAVAILABLE');
    expect(other.errors?.[0]?.message).toBe('That phone number or email address cannot be used. Please choose another.');
    expect(await stored(w.users.full.id)).toEqual(before);
  });

  it('View Inactive Companies is for super users only; anyone may turn their e-mail subscription on or off', async () => {
    const before = await stored(w.users.manager.id);
    const r = await w.as('manager', UPDATE_ME, { viewInactiveCompanies: true });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored(w.users.manager.id)).toEqual(before);
    const su = await w.as<{ updateMe: { viewInactiveCompanies: boolean } }>('superUser', UPDATE_ME, { viewInactiveCompanies: true });
    expect(su.data?.updateMe.viewInactiveCompanies).toBe(true);
    expect((await row(w.users.superUser.id)).view_inactive_companies).toBe(true);
    const off = await w.as<{ updateMe: { subscription: boolean } }>('limited', UPDATE_ME, { subscriptionEmail: false });
    expect(off.data?.updateMe.subscription).toBe(false);
    expect((await row(w.users.limited.id)).subscription).toBe(false);
    await w.as('limited', UPDATE_ME, { subscriptionEmail: true });
    expect((await row(w.users.limited.id)).subscription).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await w.t.gql(UPDATE_ME, { firstName: 'X' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateNotifications', () => {
  it('every role may switch tardy; the flag is stored where the tardy scan reads it', async () => {
    for (const who of ['superUser', 'manager', 'full', 'limited', 'demo'] as const) {
      const r = await w.as<{ updateNotifications: { notificationSettings: string } }>(who, NOTIFY, {
        n: JSON.stringify({ startup: false, shutdown: false, failure: false, slowdown: false, tardy: false, hibernating: false }),
      });
      expect(r.errors, who).toBeUndefined();
      expect(JSON.parse(r.data!.updateNotifications.notificationSettings)).toMatchObject({ tardy: false });
      expect((await row(w.users[who].id)).notification_settings).toMatchObject({ tardy: false, startup: false });
    }
    await w.as('full', NOTIFY, { n: '{"tardy":true}' });
    expect((await row(w.users.full.id)).notification_settings).toMatchObject({ tardy: true });
    expect(await auditOf(w.users.full.id, 'account.notifications')).toHaveLength(2);
  });

  it('the coming-soon flags and malformed text are refused; nothing changes', async () => {
    const before = await stored(w.users.manager.id);
    const refused = await w.as('manager', NOTIFY, { n: '{"tardy":true,"startup":true}' });
    expect(refused.errors?.[0]?.message).toBe('Only the tardy notification can be changed.');
    for (const n of ['not json', '[]', '{"tardy":"yes"}', '{"other":true}']) {
      expect((await w.as('manager', NOTIFY, { n })).errors?.[0]?.extensions?.code, n).toBe('NOTIFICATIONS_INVALID');
    }
    expect(await stored(w.users.manager.id)).toEqual(before);
  });
});

describe('disableSubscription', () => {
  it("the token from the e-mail link turns that user's subscription off, without signing in", async () => {
    const u = await row(w.users.bManager.id);
    expect(u.subscription).toBe(true);
    const r = await w.t.gql<{ disableSubscription: string }>(UNSUBSCRIBE, { t: u.unsubscribe_token });
    expect(r.data?.disableSubscription).toBe('Unsubscription Successful');
    expect((await row(w.users.bManager.id)).subscription).toBe(false);
    expect((await row(w.users.manager.id)).subscription).toBe(true);
    expect(await auditOf(u.id, 'account.unsubscribe')).toHaveLength(1);
  });

  it('a bad token is refused and changes nothing', async () => {
    const before = await w.db.selectFrom('users').select(['id', 'subscription']).orderBy('id').execute();
    for (const t of ['placeholder', 'a'.repeat(64), '']) {
      expect((await w.t.gql(UNSUBSCRIBE, { t })).errors?.[0]?.extensions?.code, t).toBe('UNSUBSCRIBE_INVALID');
    }
    expect(await w.db.selectFrom('users').select(['id', 'subscription']).orderBy('id').execute()).toEqual(before);
  });
});
