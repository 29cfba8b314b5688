import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildPolicyWorld, gqlAs, sortNums, type PolicyWorld, type UserKey } from './policyWorld';

let t: TestApp;
let w: PolicyWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPolicyWorld(t.database.db);
});
afterAll(() => t.close());

type CompanyKey = keyof PolicyWorld['companies'];
type Viewers = Exclude<UserKey, 'deletedUser'>;

const COMPANIES = `{ companies { id name isActive } }`;
const USERS = `query($companyID: Int) { usersRe(companyID: $companyID) { id company { id } } }`;
const ME = `{ me { id isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies company { id name } } }`;

const companyIds = (...keys: CompanyKey[]) => sortNums(keys.map((k) => w.companies[k].id));
const userIds = (...keys: UserKey[]) => sortNums(keys.map((k) => w.users[k].id));

async function companiesOf(user: UserKey) {
  const d = await gqlAs<{ companies: { id: number; name: string; isActive: boolean }[] }>(t, w.users[user].id, COMPANIES);
  return d.companies;
}
async function usersOf(user: UserKey, companyID?: number) {
  const d = await gqlAs<{ usersRe: { id: number; company: { id: number } | null }[] }>(
    t,
    w.users[user].id,
    USERS,
    companyID === undefined ? {} : { companyID },
  );
  return d.usersRe;
}

describe('companies: which companies each role sees (spec 1 §6, spec 3 §6)', () => {
  const EXPECTED: Record<Viewers, CompanyKey[]> = {
    // super users: every active company and their own; inactive ones only with viewInactiveCompanies
    superUser: ['P', 'A', 'B'],
    superInactive: ['P', 'A', 'B', 'C'],
    // privileged: own and the allow-list; unfiltered: own and every active company
    privileged: ['P', 'A'],
    unfiltered: ['P', 'A', 'B'],
    // everyone else: the own company only
    manager: ['A'],
    full: ['A'],
    limited: ['A'],
    demo: ['A'],
    limitedNoGroup: ['A'],
    bManager: ['B'],
    bFull: ['B'],
    // a user of an inactive company still sees that company
    cUser: ['C'],
    orphanUser: [],
  };

  for (const user of Object.keys(EXPECTED) as Viewers[]) {
    it(`${user} sees exactly ${EXPECTED[user].join(', ') || 'nothing'}`, async () => {
      const list = await companiesOf(user);
      expect(sortNums(list.map((c) => c.id))).toEqual(companyIds(...EXPECTED[user]));
      expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort());
    });
  }

  it('reports isActive as stored', async () => {
    const list = await companiesOf('superInactive');
    expect(list.find((c) => c.id === w.companies.C.id)).toEqual({ id: w.companies.C.id, name: 'Charlie', isActive: false });
    expect(list.find((c) => c.id === w.companies.A.id)).toEqual({ id: w.companies.A.id, name: 'Acme', isActive: true });
  });

  it('viewInactiveCompanies does not widen the list of an ordinary user', async () => {
    const db = t.database.db;
    await db.updateTable('users').set({ view_inactive_companies: true }).where('id', '=', w.users.manager.id).execute();
    try {
      expect(sortNums((await companiesOf('manager')).map((c) => c.id))).toEqual(companyIds('A'));
    } finally {
      await db.updateTable('users').set({ view_inactive_companies: false }).where('id', '=', w.users.manager.id).execute();
    }
  });

  it('a privileged user with viewInactiveCompanies sees an inactive allow-listed company, not other ones', async () => {
    const db = t.database.db;
    const id = w.users.privileged.id;
    await db.insertInto('user_company_access').values({ user_id: id, company_id: w.companies.C.id }).execute();
    try {
      expect(sortNums((await companiesOf('privileged')).map((c) => c.id))).toEqual(companyIds('P', 'A'));
      await db.updateTable('users').set({ view_inactive_companies: true }).where('id', '=', id).execute();
      expect(sortNums((await companiesOf('privileged')).map((c) => c.id))).toEqual(companyIds('P', 'A', 'C'));
    } finally {
      await db.updateTable('users').set({ view_inactive_companies: false }).where('id', '=', id).execute();
      await db.deleteFrom('user_company_access').where('user_id', '=', id).where('company_id', '=', w.companies.C.id).execute();
    }
  });
});

describe('usersRe: which users each role sees (spec 3 §6)', () => {
  const OF_P: UserKey[] = ['superUser', 'superInactive', 'privileged', 'unfiltered'];
  const OF_A: UserKey[] = ['manager', 'full', 'limited', 'demo', 'limitedNoGroup'];
  const OF_B: UserKey[] = ['bManager', 'bFull'];
  const OF_C: UserKey[] = ['cUser'];
  const ALL: UserKey[] = [...OF_P, ...OF_A, ...OF_B, ...OF_C, 'orphanUser'];

  const EXPECTED: Record<Viewers, UserKey[]> = {
    // super users: every user who is not deleted
    superUser: ALL,
    superInactive: ALL,
    // privileged: the own company and the allow-listed ones; unfiltered: every user of an active company (C is inactive)
    privileged: [...OF_P, ...OF_A],
    unfiltered: [...OF_P, ...OF_A, ...OF_B],
    // everyone else: the own company only, whatever the role
    manager: OF_A,
    full: OF_A,
    limited: OF_A,
    demo: OF_A,
    limitedNoGroup: OF_A,
    bManager: OF_B,
    bFull: OF_B,
    cUser: OF_C,
    orphanUser: [],
  };

  for (const user of Object.keys(EXPECTED) as Viewers[]) {
    it(`${user} sees exactly the users of ${EXPECTED[user] === ALL ? 'every company' : EXPECTED[user].join(', ') || 'nobody'}`, async () => {
      const list = await usersOf(user);
      expect(sortNums(list.map((u) => u.id))).toEqual(userIds(...EXPECTED[user]));
    });
  }

  it('never lists a deleted user, not even to a super user', async () => {
    for (const user of ['superUser', 'manager', 'unfiltered'] as const) {
      expect(
        (await usersOf(user)).map((u) => u.id),
        user,
      ).not.toContain(w.users.deletedUser.id);
    }
  });

  it('companyID narrows the list but never widens it', async () => {
    expect(sortNums((await usersOf('superUser', w.companies.B.id)).map((u) => u.id))).toEqual(userIds(...OF_B));
    expect(sortNums((await usersOf('manager', w.companies.A.id)).map((u) => u.id))).toEqual(userIds(...OF_A));
    for (const user of ['manager', 'full', 'limited', 'demo', 'privileged'] as const) {
      expect(await usersOf(user, w.companies.B.id), user).toEqual([]);
      expect(await usersOf(user, w.companies.C.id), user).toEqual([]);
    }
  });

  it('nothing of company B reaches a user of company A, through companies or users', async () => {
    for (const user of OF_A) {
      const companies = await companiesOf(user);
      expect(
        companies.map((c) => c.id),
        user,
      ).not.toContain(w.companies.B.id);
      const users = await usersOf(user);
      expect(
        users.filter((u) => u.company?.id !== w.companies.A.id),
        user,
      ).toEqual([]);
    }
  });
});

describe('me', () => {
  it('is the signed-in user with the flags of the role', async () => {
    const flags = (k: UserKey) => {
      const u = w.users[k];
      return {
        id: u.id,
        isSuperUser: u.is_super_user,
        isManager: u.is_manager,
        canEdit: u.can_edit,
        isDemo: u.is_demo,
        isPrivileged: u.is_privileged,
        viewInactiveCompanies: u.view_inactive_companies,
      };
    };
    const expected: [UserKey, object][] = [
      [
        'superUser',
        {
          isSuperUser: true,
          isManager: false,
          canEdit: false,
          isDemo: false,
          isPrivileged: false,
          company: { id: w.companies.P.id, name: 'Provider' },
        },
      ],
      ['manager', { isSuperUser: false, isManager: true, canEdit: false, isDemo: false, company: { id: w.companies.A.id, name: 'Acme' } }],
      ['full', { isSuperUser: false, isManager: false, canEdit: true, isDemo: false, company: { id: w.companies.A.id, name: 'Acme' } }],
      ['limited', { isSuperUser: false, isManager: false, canEdit: false, isDemo: false, company: { id: w.companies.A.id, name: 'Acme' } }],
      ['demo', { isSuperUser: false, isManager: false, canEdit: false, isDemo: true, company: { id: w.companies.A.id, name: 'Acme' } }],
      ['privileged', { isSuperUser: false, isPrivileged: true, company: { id: w.companies.P.id, name: 'Provider' } }],
      ['orphanUser', { company: null }],
    ];
    for (const [user, shape] of expected) {
      const d = await gqlAs<{ me: Record<string, unknown> }>(t, w.users[user].id, ME);
      expect(d.me, user).toMatchObject({ ...flags(user), ...shape });
    }
  });
});
