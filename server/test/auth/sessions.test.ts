import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

/** Sessions live on the server: logout, "Sign out everywhere", a role or contact change and deletion end them. */
let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.database.db, { name: 'Sessions Co' })).id;
});
afterAll(() => t.close());

const ME = `{ me { id } }`;
const COMPANIES = `{ companies { id } }`;

/** Whether a request with these headers is served as its user (UNAUTHENTICATED otherwise). */
async function works(headers: Record<string, string>): Promise<boolean> {
  const r = await t.gql<{ companies: unknown[] }>(COMPANIES, {}, headers);
  if (r.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') return false;
  expect(r.errors).toBeUndefined();
  return true;
}

describe('server-side sessions', () => {
  it('logout ends the session at once, on every copy of its token, and only that session', async () => {
    const u = await createUser(t.database.db, companyId, 'full');
    const phone = await t.authHeaders(u.id);
    const laptop = await t.authHeaders(u.id);
    expect(await works(phone)).toBe(true);
    const out = await t.gql<{ logout: boolean }>(`mutation { logout }`, {}, phone);
    expect(out.data).toEqual({ logout: true });
    expect(await works(phone)).toBe(false);
    expect((await t.gql(ME, {}, phone)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await works(laptop)).toBe(true);
    // logging out again, or without a session, answers the same
    expect((await t.gql<{ logout: boolean }>(`mutation { logout }`)).data).toEqual({ logout: true });
  });

  it('Sign out everywhere ends every session of the user and no one else’s', async () => {
    const u = await createUser(t.database.db, companyId, 'manager');
    const other = await createUser(t.database.db, companyId, 'full');
    const a = await t.authHeaders(u.id);
    const b = await t.authHeaders(u.id);
    const theirs = await t.authHeaders(other.id);
    const r = await t.gql<{ signOutEverywhere: number }>(`mutation { signOutEverywhere }`, {}, a);
    expect(r.data).toEqual({ signOutEverywhere: 2 });
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(false);
    expect(await works(theirs)).toBe(true);
  });

  it('is refused while acting as another user', async () => {
    const su = await createUser(t.database.db, null, 'superUser');
    const target = await createUser(t.database.db, companyId, 'limited');
    const r = await t.gql(`mutation { signOutEverywhere }`, {}, await t.authHeaders(su.id, target.id));
    expect(r.errors?.[0]?.extensions?.code).toBe('SIGN_OUT_REFUSED');
  });

  it("ends a user's sessions when a manager changes the role or the contact, keeping the manager's own", async () => {
    const manager = await createUser(t.database.db, companyId, 'manager');
    const roleChanged = await createUser(t.database.db, companyId, 'full');
    const contactChanged = await createUser(t.database.db, companyId, 'full');
    const renamed = await createUser(t.database.db, companyId, 'full');
    const sessions = await Promise.all([roleChanged, contactChanged, renamed].map((u) => t.authHeaders(u.id)));
    const mine = await t.authHeaders(manager.id);
    const update = `mutation($id: Int!, $canEdit: Boolean, $email: String, $firstName: String) {
      updateUser(userID: $id, canEdit: $canEdit, email: $email, firstName: $firstName) { id } }`;
    expect((await t.gql(update, { id: roleChanged.id, canEdit: false }, mine)).errors).toBeUndefined();
    expect((await t.gql(update, { id: contactChanged.id, email: `new.${contactChanged.id}@sessions.test` }, mine)).errors).toBeUndefined();
    expect((await t.gql(update, { id: renamed.id, firstName: 'Renamed' }, mine)).errors).toBeUndefined();
    expect(await works(sessions[0]!)).toBe(false);
    expect(await works(sessions[1]!)).toBe(false);
    expect(await works(sessions[2]!)).toBe(true);
    expect(await works(mine)).toBe(true);
  });

  it('ends the other sessions when users change their own e-mail or phone, not the one that made the change', async () => {
    const u = await createUser(t.database.db, companyId, 'full');
    const here = await t.authHeaders(u.id);
    const elsewhere = await t.authHeaders(u.id);
    const r = await t.gql(`mutation($e: String) { updateMe(email: $e) { id } }`, { e: `mine.${u.id}@sessions.test` }, here);
    expect(r.errors).toBeUndefined();
    expect(await works(here)).toBe(true);
    expect(await works(elsewhere)).toBe(false);
  });

  it('ends every session of a deleted user', async () => {
    const manager = await createUser(t.database.db, companyId, 'manager');
    const u = await createUser(t.database.db, companyId, 'limited');
    const session = await t.authHeaders(u.id);
    expect(
      (await t.gql(`mutation($id: Int!) { deleteUser(userID: $id) { id } }`, { id: u.id }, await t.authHeaders(manager.id))).errors,
    ).toBeUndefined();
    expect(await works(session)).toBe(false);
    const live = await t.database.db
      .selectFrom('user_sessions')
      .select('id')
      .where('user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('refuses a token whose session row expired, and one that names no session', async () => {
    const u = await createUser(t.database.db, companyId, 'full');
    const h = await t.authHeaders(u.id);
    await t.database.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', u.id)
      .execute();
    expect(await works(h)).toBe(false);
  });
});
