import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveViewer } from '../../src/auth/resolveViewer';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildPolicyWorld, gqlAs, sortNums, visibleDeviceIds, type PolicyWorld } from './policyWorld';

let t: TestApp;
let w: PolicyWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPolicyWorld(t.database.db);
});
afterAll(() => t.close());

const ME = `{ me { id firstName isSuperUser company { id } } }`;
const COMPANIES = `{ companies { id } }`;
const USERS = `{ usersRe { id } }`;
const LOGIN_AS = `mutation($userID: Int!) { loginAs(userID: $userID) { id firstName } }`;
const STOP = `mutation { stopLoginAs }`;

async function auditRows(action: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('acting as another user through the login-as header', () => {
  it('lets a super user act as the limited user: me is the target and the target’s permissions apply', async () => {
    const headers = await t.authHeaders(w.users.superUser.id, w.users.limited.id);

    const me = await t.gql<{ me: { id: number; isSuperUser: boolean; company: { id: number } } }>(ME, {}, headers);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toMatchObject({ id: w.users.limited.id, isSuperUser: false, company: { id: w.companies.A.id } });

    const companies = await t.gql<{ companies: { id: number }[] }>(COMPANIES, {}, headers);
    expect(companies.data?.companies.map((c) => c.id)).toEqual([w.companies.A.id]);

    const users = await t.gql<{ usersRe: { id: number }[] }>(USERS, {}, headers);
    const ofA = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', w.companies.A.id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(sortNums(users.data!.usersRe.map((u) => u.id))).toEqual(sortNums(ofA.map((u) => u.id)));

    // compared with the super user's own view, which is much wider
    const own = await gqlAs<{ companies: { id: number }[] }>(t, w.users.superUser.id, COMPANIES);
    expect(own.companies.length).toBeGreaterThan(1);
  });

  it('gives the request pipeline the target as viewer and the super user as actor, with the target’s devices', async () => {
    const { authorization } = await t.authHeaders(w.users.superUser.id);
    const auth = await resolveViewer(t.database.db, t.app.services.signingKey, authorization, String(w.users.demo.id));
    expect(auth.viewer).toMatchObject({
      id: w.users.demo.id,
      actorId: w.users.superUser.id,
      isSuperUser: false,
      isDemo: true,
      companyId: w.companies.A.id,
    });
    expect(await visibleDeviceIds(t.database.db, auth.viewer!)).toEqual(sortNums([w.devices.a2.id, w.devices.a3.id]));
  });

  it('a super user may act as another super user, who keeps super user rights', async () => {
    const headers = await t.authHeaders(w.users.superUser.id, w.users.superInactive.id);
    const companies = await t.gql<{ companies: { id: number }[] }>(COMPANIES, {}, headers);
    expect(companies.data?.companies.map((c) => c.id)).toContain(w.companies.C.id);
  });

  for (const who of ['manager', 'full', 'limited', 'demo', 'privileged', 'unfiltered'] as const) {
    it(`refuses the header from a ${who} with LOGIN_AS_REFUSED and no data`, async () => {
      const target = who === 'manager' ? w.users.limited.id : w.users.manager.id;
      const headers = await t.authHeaders(w.users[who].id, target);
      for (const query of [ME, COMPANIES, USERS]) {
        const r = await t.gql(query, {}, headers);
        expect(r.data, query).toBeNull();
        expect(
          r.errors?.map((e) => e.extensions?.code),
          query,
        ).toEqual(['LOGIN_AS_REFUSED']);
      }
    });
  }

  it('refuses the header at once when the super user is demoted', async () => {
    const db = t.database.db;
    const headers = await t.authHeaders(w.users.superInactive.id, w.users.limited.id);
    expect((await t.gql<{ me: { id: number } }>(ME, {}, headers)).data?.me.id).toBe(w.users.limited.id);
    await db.updateTable('users').set({ is_super_user: false }).where('id', '=', w.users.superInactive.id).execute();
    try {
      const r = await t.gql(ME, {}, headers);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions?.code).toBe('LOGIN_AS_REFUSED');
    } finally {
      await db.updateTable('users').set({ is_super_user: true }).where('id', '=', w.users.superInactive.id).execute();
    }
  });

  it('answers NOT_FOUND for an unknown or deleted target', async () => {
    for (const target of [987_654, w.users.deletedUser.id]) {
      const r = await t.gql(ME, {}, await t.authHeaders(w.users.superUser.id, target));
      expect(r.data, String(target)).toBeNull();
      expect(
        r.errors?.map((e) => e.extensions?.code),
        String(target),
      ).toEqual(['NOT_FOUND']);
    }
  });

  it('answers BAD_INPUT for a target that is not an id', async () => {
    const headers = await t.authHeaders(w.users.superUser.id);
    for (const target of ['abc', '-3', '1.5']) {
      const r = await t.gql(ME, {}, { ...headers, 'login-as': target });
      expect(r.data, target).toBeNull();
      expect(r.errors?.[0]?.extensions?.code, target).toBe('BAD_INPUT');
    }
  });

  it('ignores a login-as header sent without a session', async () => {
    const r = await t.gql(ME, {}, { 'login-as': String(w.users.limited.id) });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ me: null });
  });
});

describe('loginAs and stopLoginAs mutations', () => {
  it('loginAs returns the target and writes loginAs.start (actor the super user, as the target)', async () => {
    const before = (await auditRows('loginAs.start')).length;
    const r = await t.gql<{ loginAs: { id: number; firstName: string } }>(
      LOGIN_AS,
      { userID: w.users.limited.id },
      await t.authHeaders(w.users.superUser.id),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.loginAs).toEqual({ id: w.users.limited.id, firstName: w.users.limited.first_name });

    const rows = await auditRows('loginAs.start');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_user_id: w.users.superUser.id,
      as_user_id: w.users.limited.id,
      action: 'loginAs.start',
      target_type: 'user',
      target_id: String(w.users.limited.id),
    });
    expect(rows.at(-1)!.time.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stopLoginAs under the header writes loginAs.stop (actor the super user, as the target)', async () => {
    const before = (await auditRows('loginAs.stop')).length;
    const r = await t.gql<{ stopLoginAs: boolean }>(STOP, {}, await t.authHeaders(w.users.superUser.id, w.users.limited.id));
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ stopLoginAs: true });
    const rows = await auditRows('loginAs.stop');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actor_user_id: w.users.superUser.id,
      as_user_id: w.users.limited.id,
      target_id: String(w.users.limited.id),
    });
  });

  it('stopLoginAs without the header writes nothing', async () => {
    const before = (await auditRows('loginAs.stop')).length;
    const r = await t.gql<{ stopLoginAs: boolean }>(STOP, {}, await t.authHeaders(w.users.superUser.id));
    expect(r.data).toEqual({ stopLoginAs: true });
    expect(await auditRows('loginAs.stop')).toHaveLength(before);
  });

  it('refuses loginAs to a non-super user with LOGIN_AS_REFUSED and writes nothing', async () => {
    const before = (await auditRows('loginAs.start')).length;
    for (const who of ['manager', 'privileged', 'unfiltered'] as const) {
      const r = await t.gql<{ loginAs: unknown }>(LOGIN_AS, { userID: w.users.limited.id }, await t.authHeaders(w.users[who].id));
      expect(r.data?.loginAs ?? null, who).toBeNull();
      expect(
        r.errors?.map((e) => e.extensions?.code),
        who,
      ).toEqual(['LOGIN_AS_REFUSED']);
    }
    expect(await auditRows('loginAs.start')).toHaveLength(before);
  });

  it('answers NOT_FOUND for an unknown or deleted target and writes nothing', async () => {
    const before = (await auditRows('loginAs.start')).length;
    for (const userID of [987_654, w.users.deletedUser.id]) {
      const r = await t.gql<{ loginAs: unknown }>(LOGIN_AS, { userID }, await t.authHeaders(w.users.superUser.id));
      expect(r.data?.loginAs ?? null, String(userID)).toBeNull();
      expect(
        r.errors?.map((e) => e.extensions?.code),
        String(userID),
      ).toEqual(['NOT_FOUND']);
    }
    expect(await auditRows('loginAs.start')).toHaveLength(before);
  });

  it('refuses both mutations without a session', async () => {
    for (const [query, vars, field] of [
      [LOGIN_AS, { userID: w.users.limited.id }, 'loginAs'],
      [STOP, {}, 'stopLoginAs'],
    ] as const) {
      const r = await t.gql<Record<string, unknown>>(query, vars);
      expect(r.data?.[field] ?? null, query).toBeNull();
      expect(r.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
