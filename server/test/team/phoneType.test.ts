import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from '../alarms/alarmFixture';

/**
 * A user's phone type (spec 3 §2, Add User's phone-type field): stored by addUser and updateUser, refused when it is
 * neither 'mobile' nor 'landline', and texts (alarms, sign-in PINs) go to mobiles only.
 */
let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const ADD = `mutation($p: String, $pt: String) {
  addUser(firstName: "Lana", lastName: "Landline", phoneNumber: $p, phoneType: $pt) { user { id phoneType } error errorCode }
}`;
const UPDATE = 'mutation($id: Int!, $pt: String) { updateUser(userID: $id, phoneType: $pt) { id phoneType } }';
const REQUEST_PIN = 'mutation($p: String) { requestPin(phoneNumber: $p) { errorMessage } }';

const asManager = async <T>(query: string, vars: Record<string, unknown>) =>
  w.t.gql<T>(query, vars, await w.t.authHeaders(w.users.manager.id));

describe('phone type', () => {
  it('is stored by addUser (mobile by default) and updateUser; anything else is refused and changes nothing', async () => {
    const added = await asManager<{ addUser: { user: { id: number; phoneType: string } } }>(ADD, { p: '5553017001', pt: 'landline' });
    expect(added.data?.addUser.user.phoneType).toBe('landline');
    const byDefault = await asManager<{ addUser: { user: { id: number; phoneType: string } } }>(ADD, { p: '5553017002' });
    expect(byDefault.data?.addUser.user.phoneType).toBe('mobile');

    const id = added.data!.addUser.user.id;
    const bad = await asManager(UPDATE, { id, pt: 'pager' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('TEAM_BAD_PHONE_TYPE');
    expect(bad.errors?.[0]?.message).toBe('The phone type must be mobile or landline.');
    const row = await w.db.selectFrom('users').select('phone_type').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.phone_type).toBe('landline');
    expect((await asManager<{ updateUser: { phoneType: string } }>(UPDATE, { id, pt: 'mobile' })).data?.updateUser.phoneType).toBe(
      'mobile',
    );
    // addUser answers its refusals on the form (error, errorCode), as for a duplicate phone
    const fax = await asManager<{ addUser: { user: null; error: string; errorCode: string } }>(ADD, { p: '5553017003', pt: 'fax' });
    expect(fax.data?.addUser).toMatchObject({
      user: null,
      errorCode: 'TEAM_BAD_PHONE_TYPE',
      error: 'The phone type must be mobile or landline.',
    });
  });

  it('sends alarm texts to mobiles only', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Landline Tank' });
    await w.addTag(d.id, 'psr', { critical_high: 200 });
    await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms', 0);
    await w.addAction(d.id, 'psr', { userId: w.users.limited.id }, 'sms', 0);
    await w.db.updateTable('users').set({ phone_type: 'landline' }).where('id', '=', w.users.limited.id).execute();
    await w.feedUntilCached(d.id, 'psr', 100);
    await w.feed({ deviceId: d.id, tag: 'psr', value: 250 });
    const texts = (await w.outboxOf(d.id, 'psr')).filter((r) => r.channel === 'sms');
    expect(texts.map((r) => r.user_id)).toEqual([w.users.full.id]);
  });

  it('answers a PIN request for a landline as for any phone, and texts nothing to it', async () => {
    // numbers the sign-in form accepts (the factory's are only unique)
    const phone = '5553019876';
    const mobile = '5553019877';
    await w.db.updateTable('users').set({ phone_number: phone }).where('id', '=', w.users.limited.id).execute();
    await w.db.updateTable('users').set({ phone_number: mobile }).where('id', '=', w.users.full.id).execute();
    const before = await w.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'pin').execute();
    const r = await w.t.gql<{ requestPin: { errorMessage: string | null } }>(REQUEST_PIN, { p: phone });
    expect(r.data?.requestPin.errorMessage).toBeNull();
    const after = await w.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'pin').execute();
    expect(after.length).toBe(before.length);
    // a mobile gets its PIN
    expect(
      (await w.t.gql<{ requestPin: { errorMessage: string | null } }>(REQUEST_PIN, { p: mobile })).data?.requestPin.errorMessage,
    ).toBeNull();
    expect((await w.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'pin').execute()).length).toBe(before.length + 1);
  });
});
