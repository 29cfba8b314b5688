import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildPolicyWorld, type PolicyWorld } from './policyWorld';

let t: TestApp;
let w: PolicyWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPolicyWorld(t.database.db);
});
afterAll(() => t.close());

const ME = `{ me { id } }`;
const COMPANIES = `{ companies { id } }`;
const USERS = `{ usersRe { id } }`;
const DAY = 86400;

/** A session token as signSession makes it, but issued `ageSeconds` ago. */
async function tokenIssuedAgo(userId: number, ageSeconds: number, version?: number): Promise<string> {
  const user = await t.database.db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  const sid = `test-session-${userId}-${ageSeconds}-${Math.random().toString(36).slice(2)}`.replace(/\./g, '');
  await t.database.db
    .insertInto('user_sessions')
    .values({ id: sid, user_id: userId, expires_at: new Date((iat + 30 * DAY) * 1000) })
    .execute();
  return new SignJWT({ ver: version ?? user.token_version, sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + 30 * DAY)
    .setIssuer('fieldwatch')
    .sign(t.app.services.signingKey);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('requests without a session', () => {
  it('get me: null', async () => {
    const r = await t.gql(ME);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ me: null });
  });

  it('are refused companies and usersRe with UNAUTHENTICATED', async () => {
    for (const [query, field] of [
      [COMPANIES, 'companies'],
      [USERS, 'usersRe'],
    ] as const) {
      const r = await t.gql<Record<string, unknown>>(query);
      expect(r.data?.[field] ?? null, query).toBeNull();
      expect(
        r.errors?.map((e) => e.extensions?.code),
        query,
      ).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('an empty bearer counts as no session', async () => {
    expect((await t.gql(ME, {}, { authorization: 'Bearer ' })).data).toEqual({ me: null });
    expect((await t.gql(COMPANIES, {}, { authorization: 'Bearer ' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a session of a deleted user is refused', async () => {
    const token = await tokenIssuedAgo(w.users.deletedUser.id, 60);
    for (const query of [ME, COMPANIES, USERS]) {
      const r = await t.gql(query, {}, bearer(token));
      expect(r.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('a token signed with another key, or of an older token version, is refused', async () => {
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(w.users.superUser.id))
      .setIssuedAt()
      .setIssuer('fieldwatch')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await t.gql(COMPANIES, {}, bearer(foreign))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const stale = await tokenIssuedAgo(w.users.superUser.id, 60, -7);
    expect((await t.gql(COMPANIES, {}, bearer(stale))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('token refresh (spec 1 §7: a refreshed token comes back in the refresh-token header)', () => {
  it('a token younger than a day is not refreshed', async () => {
    const r = await t.gql<{ me: { id: number } }>(ME, {}, bearer(await tokenIssuedAgo(w.users.manager.id, DAY - 120)));
    expect(r.data?.me.id).toBe(w.users.manager.id);
    expect(r.headers['refresh-token']).toBeUndefined();
  });

  it('a token older than a day comes back renewed, and the new token works', async () => {
    const old = await tokenIssuedAgo(w.users.manager.id, 2 * DAY);
    const r = await t.gql<{ me: { id: number } }>(ME, {}, bearer(old));
    expect(r.data?.me.id).toBe(w.users.manager.id);
    const fresh = r.headers['refresh-token'];
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(old);
    expect(String(r.headers['access-control-expose-headers'])).toContain('refresh-token');

    const claims = decodeJwt(fresh as string);
    expect(claims.sub).toBe(String(w.users.manager.id));
    expect(claims.iss).toBe('fieldwatch');
    expect(claims.ver).toBe(w.users.manager.token_version);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);

    const again = await t.gql<{ me: { id: number }; companies: { id: number }[] }>(
      `{ me { id } companies { id } }`,
      {},
      bearer(fresh as string),
    );
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual({ me: { id: w.users.manager.id }, companies: [{ id: w.companies.A.id }] });
    expect(again.headers['refresh-token']).toBeUndefined();
  });

  it('under login-as, the renewed token is the super user’s own, not the target’s', async () => {
    const old = await tokenIssuedAgo(w.users.superUser.id, 2 * DAY);
    const r = await t.gql<{ me: { id: number } }>(ME, {}, { ...bearer(old), 'login-as': String(w.users.limited.id) });
    expect(r.data?.me.id).toBe(w.users.limited.id);
    const fresh = r.headers['refresh-token'] as string;
    expect(decodeJwt(fresh).sub).toBe(String(w.users.superUser.id));
    expect((await t.gql<{ me: { id: number } }>(ME, {}, bearer(fresh))).data?.me.id).toBe(w.users.superUser.id);
  });

  it('a refused request does not hand out a new token', async () => {
    const old = await tokenIssuedAgo(w.users.deletedUser.id, 2 * DAY);
    const r = await t.gql(ME, {}, bearer(old));
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(r.headers['refresh-token']).toBeUndefined();
  });
});
