import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, teamWorld, type TeamWorld } from './teamWorld';

let w: TeamWorld;
beforeAll(async () => {
  w = await teamWorld();
});
afterAll(() => w.close());

const ADD = `mutation($f: String, $l: String, $e: String, $p: String, $c: Int, $cc: String) {
  addUser(firstName: $f, lastName: $l, email: $e, phoneNumber: $p, companyID: $c, countryCode: $cc) {
    user { id firstName lastName isManager isSuperUser permissions company { id } } error errorCode
  }
}`;
const UPDATE = `mutation($id: Int!, $f: String, $e: String, $p: String, $m: Boolean, $s: Boolean, $ce: Boolean, $d: Boolean, $c: Int, $g: [Int!], $perm: [String!]) {
  updateUser(userID: $id, firstName: $f, email: $e, phoneNumber: $p, isManager: $m, isSuperUser: $s, canEdit: $ce, isDemo: $d, companyID: $c, activeGroups: $g, permissions: $perm) {
    id firstName isManager isSuperUser canEdit isDemo company { id } groups { id }
  }
}`;
const DELETE = 'mutation($id: Int!) { deleteUser(userID: $id) { id } }';

let seq = 0;
const fresh = () => {
  seq++;
  return { f: 'New', l: `Person${seq}`, e: `new${seq}@team.test`, p: `(555) 301-${String(1000 + seq)}` };
};

describe('addUser', () => {
  it('a manager adds a limited user to the own company; audited', async () => {
    const v = fresh();
    const r = await w.as<{ addUser: { user: { id: number; company: { id: number }; isManager: boolean }; error: null } }>(
      'manager',
      ADD,
      v,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.addUser.error).toBeNull();
    const row = await w.userRow(r.data!.addUser.user.id);
    expect(row).toMatchObject({
      company_id: w.companies.A.id,
      first_name: 'New',
      email: v.e,
      phone_number: `555301${1000 + seq}`,
      country_code: '+1',
      is_manager: false,
      can_edit: false,
      is_super_user: false,
      is_demo: false,
    });
    expect((await w.auditOf('team.user.add')).map((a) => a.target_id)).toContain(String(row.id));
  });

  it('a super user adds to any company, a privileged manager to an allow-listed one', async () => {
    const s = await w.as<{ addUser: { user: { id: number } } }>('superUser', ADD, { ...fresh(), c: w.companies.B.id });
    expect((await w.userRow(s.data!.addUser.user.id)).company_id).toBe(w.companies.B.id);
    const p = await w.as<{ addUser: { user: { id: number } } }>('privileged', ADD, { ...fresh(), c: w.companies.C.id });
    expect((await w.userRow(p.data!.addUser.user.id)).company_id).toBe(w.companies.C.id);
  });

  it('refuses full, limited and demo users and nothing is written', async () => {
    const before = await w.counts();
    for (const who of ['full', 'limited', 'demo'] as const) {
      const r = await w.as(who, ADD, fresh());
      expect(code(r)).toBe('FORBIDDEN');
    }
    expect(code(await w.t.gql(ADD, fresh()))).toBe('UNAUTHENTICATED');
    expect(await w.counts()).toEqual(before);
  });

  it('a manager of A cannot add to B (nor a privileged manager outside the allow-list)', async () => {
    const before = await w.counts();
    const r = await w.as<{ addUser: { user: null; error: string; errorCode: string } }>('manager', ADD, {
      ...fresh(),
      c: w.companies.B.id,
    });
    expect(r.data?.addUser).toMatchObject({ user: null, errorCode: 'TEAM_COMPANY_NOT_FOUND', error: 'Company not found.' });
    const p = await w.as<{ addUser: { errorCode: string } }>('privileged', ADD, { ...fresh(), c: w.companies.B.id });
    expect(p.data?.addUser.errorCode).toBe('TEAM_COMPANY_NOT_FOUND');
    expect(await w.counts()).toEqual(before);
  });

  it('duplicate e-mail or phone, malformed input: the error field, nothing written', async () => {
    const before = await w.counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...fresh(), e: w.users.full.email!.toUpperCase() }, 'TEAM_DUPLICATE_EMAIL', 'A user with this email address already exists.'],
      [{ ...fresh(), p: w.users.full.phone_number }, 'TEAM_DUPLICATE_PHONE', 'A user with this phone number already exists.'],
      // an account of another company is not revealed: one neutral sentence for e-mail and phone alike
      [
        { ...fresh(), p: w.users.bUser.phone_number },
        'CONTACT_UNAVAILABLE',
        'That phone number or email address cannot be used. Please choose another.',
      ],
      [
        { ...fresh(), e: w.users.bUser.email },
        'CONTACT_UNAVAILABLE',
        'That phone number or email address cannot be used. Please choose another.',
      ],
      [{ ...fresh(), e: 'not-an-email' }, 'TEAM_INVALID_EMAIL', 'Please enter a valid email address.'],
      [{ ...fresh(), p: '555-12' }, 'TEAM_INVALID_PHONE', 'Please enter a valid phone number.'],
      [{ ...fresh(), f: ' ', l: '' }, 'TEAM_NAME_REQUIRED', 'Please enter a first or last name.'],
      [{ ...fresh(), e: '', p: '' }, 'TEAM_CONTACT_REQUIRED', 'Please enter a phone number or email address.'],
      [{ ...fresh(), cc: '+49' }, 'TEAM_INVALID_COUNTRY_CODE', 'Please choose one of the listed country codes.'],
    ];
    for (const [vars, errorCode, error] of cases) {
      const r = await w.as<{ addUser: { user: null; error: string; errorCode: string } }>('manager', ADD, vars);
      expect(r.data?.addUser).toEqual({ user: null, error, errorCode });
    }
    expect(await w.counts()).toEqual(before);
  });

  it('the same phone with another country code is another person', async () => {
    const r = await w.as<{ addUser: { user: { id: number } | null } }>('manager', ADD, {
      ...fresh(),
      p: w.users.bUser.phone_number,
      cc: '+44',
    });
    expect(r.data?.addUser.user).not.toBeNull();
  });
});

describe('updateUser', () => {
  const target = async (role: 'limited' | 'full' = 'limited') => {
    const r = await w.as<{ addUser: { user: { id: number } } }>('manager', ADD, fresh());
    const id = r.data!.addUser.user.id;
    if (role === 'full') await w.db.updateTable('users').set({ can_edit: true }).where('id', '=', id).execute();
    return id;
  };

  it('a manager sets Full, then Administrator: flags exclusive; groups replaced; audited', async () => {
    const id = await target();
    let r = await w.as<{ updateUser: Record<string, unknown> }>('manager', UPDATE, {
      id,
      ce: true,
      m: false,
      s: false,
      d: false,
      g: [w.group.id],
      perm: ['view'],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateUser).toMatchObject({ canEdit: true, isManager: false, groups: [{ id: w.group.id }] });
    r = await w.as('manager', UPDATE, { id, ce: true, m: true, s: false, d: false, g: [] });
    expect(r.data?.updateUser).toMatchObject({ canEdit: false, isManager: true, groups: [] });
    expect(await w.userRow(id)).toMatchObject({ is_manager: true, can_edit: false, permissions: ['view'] });
    const logged = (await w.auditOf('team.user.update')).filter((a) => a.target_id === String(id));
    expect(logged).toHaveLength(2);
  });

  it('a full or limited user cannot make anyone an administrator (not even themselves)', async () => {
    const id = await target();
    const before = { target: await w.userRow(id), full: await w.userRow(w.users.full.id), counts: await w.counts() };
    const refused = await w.as('full', UPDATE, { id, m: true });
    expect(code(refused)).toBe('FORBIDDEN');
    // an action, not a page: the answer says what was refused
    expect(refused.errors?.[0]?.message).toBe('Your role may not update user (updateUser).');
    expect(code(await w.as('full', UPDATE, { id: w.users.full.id, m: true }))).toBe('FORBIDDEN');
    expect(code(await w.as('limited', UPDATE, { id: w.users.limited.id, ce: true }))).toBe('FORBIDDEN');
    expect(code(await w.as('demo', UPDATE, { id, f: 'X' }))).toBe('FORBIDDEN');
    expect({ target: await w.userRow(id), full: await w.userRow(w.users.full.id), counts: await w.counts() }).toEqual(before);
  });

  it('a manager may not choose Super User or Demo, change company, or edit a super user', async () => {
    const id = await target();
    const before = { row: await w.userRow(id), su: await w.userRow(w.users.superUser.id), counts: await w.counts() };
    expect(code(await w.as('manager', UPDATE, { id, s: true }))).toBe('TEAM_ROLE_REFUSED');
    expect(code(await w.as('manager', UPDATE, { id, d: true }))).toBe('TEAM_ROLE_REFUSED');
    expect(code(await w.as('manager', UPDATE, { id: w.users.manager.id, s: true }))).toBe('TEAM_ROLE_REFUSED');
    expect(code(await w.as('manager', UPDATE, { id, c: w.companies.B.id }))).toBe('TEAM_COMPANY_CHANGE_REFUSED');
    expect(code(await w.as('privileged', UPDATE, { id, c: w.companies.C.id }))).toBe('TEAM_COMPANY_CHANGE_REFUSED');
    expect(code(await w.as('privileged', UPDATE, { id, s: true, m: true }))).toBe('TEAM_ROLE_REFUSED');
    // a Demo flag beside Administrator would make an administrator: the flag the manager may not set is refused, not dropped
    expect(code(await w.as('manager', UPDATE, { id, m: true, d: true }))).toBe('TEAM_ROLE_REFUSED');
    // the super user is in another company: invisible to the manager
    expect(code(await w.as('manager', UPDATE, { id: w.users.superUser.id, f: 'X' }))).toBe('TEAM_USER_NOT_FOUND');
    expect({ row: await w.userRow(id), su: await w.userRow(w.users.superUser.id), counts: await w.counts() }).toEqual(before);
  });

  it('a manager of A can never touch a user of B', async () => {
    const before = await w.userRow(w.users.bUser.id);
    expect(code(await w.as('manager', UPDATE, { id: w.users.bUser.id, f: 'Hacked' }))).toBe('TEAM_USER_NOT_FOUND');
    expect(code(await w.as('manager', DELETE, { id: w.users.bUser.id }))).toBe('TEAM_USER_NOT_FOUND');
    expect(await w.userRow(w.users.bUser.id)).toEqual(before);
  });

  it('groups of another company, unknown group ids, duplicates, malformed contact: refused, nothing written', async () => {
    const id = await target();
    await w.as('manager', UPDATE, { id, g: [w.group.id] });
    const before = { row: await w.userRow(id), counts: await w.counts() };
    expect(code(await w.as('manager', UPDATE, { id, g: [w.bGroup.id] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('manager', UPDATE, { id, g: [987654] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('manager', UPDATE, { id, e: w.users.full.email }))).toBe('TEAM_DUPLICATE_EMAIL');
    expect(code(await w.as('manager', UPDATE, { id, p: w.users.full.phone_number }))).toBe('TEAM_DUPLICATE_PHONE');
    expect(code(await w.as('manager', UPDATE, { id, e: 'bad@' }))).toBe('TEAM_INVALID_EMAIL');
    expect(code(await w.as('manager', UPDATE, { id, p: '12' }))).toBe('TEAM_INVALID_PHONE');
    expect(code(await w.as('manager', UPDATE, { id, perm: [''] }))).toBe('TEAM_BAD_PERMISSIONS');
    expect(code(await w.as('manager', UPDATE, { id: 999999, f: 'X' }))).toBe('TEAM_USER_NOT_FOUND');
    expect({ row: await w.userRow(id), counts: await w.counts() }).toEqual(before);
  });

  it('a super user gives Super User and Demo and moves a user to another company (leaving its groups)', async () => {
    const id = await target();
    await w.as('manager', UPDATE, { id, g: [w.group.id] });
    let r = await w.as<{ updateUser: Record<string, unknown> }>('superUser', UPDATE, {
      id,
      s: true,
      m: false,
      ce: false,
      d: false,
      c: w.companies.B.id,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateUser).toMatchObject({ isSuperUser: true, company: { id: w.companies.B.id }, groups: [] });
    r = await w.as('superUser', UPDATE, { id, s: false, d: true, c: 0 });
    expect(await w.userRow(id)).toMatchObject({ is_demo: true, is_super_user: false, company_id: w.companies.B.id });
    // a manager keeps a demo user's role when renaming it
    const demoId = w.users.demo.id;
    r = await w.as('manager', UPDATE, { id: demoId, f: 'Danielle', d: true, ce: false, m: false, s: false });
    expect(r.errors).toBeUndefined();
    expect((await w.userRow(demoId)).first_name).toBe('Danielle');
  });
});

describe('deleteUser', () => {
  it('a manager deletes a user of the company: gone from lists, groups and sign-in; audited; may be added again', async () => {
    const v = fresh();
    const add = await w.as<{ addUser: { user: { id: number } } }>('manager', ADD, v);
    const id = add.data!.addUser.user.id;
    await w.as('manager', UPDATE, { id, g: [w.group.id] });
    const headers = await w.t.authHeaders(id);
    const r = await w.as<{ deleteUser: { id: number }[] }>('manager', DELETE, { id });
    expect(r.errors).toBeUndefined();
    expect(r.data?.deleteUser.map((u) => u.id)).not.toContain(id);
    expect(r.data?.deleteUser.map((u) => u.id)).toContain(w.users.full.id);
    expect((await w.userRow(id)).deleted_at).toBeInstanceOf(Date);
    expect((await w.members(w.group.id)).users).not.toContain(id);
    expect(code(await w.t.gql('{ me { id } }', {}, headers))).toBe('UNAUTHENTICATED');
    expect((await w.auditOf('team.user.delete')).map((a) => a.target_id)).toContain(String(id));
    const again = await w.as<{ addUser: { error: string | null } }>('manager', ADD, v);
    expect(again.data?.addUser.error).toBeNull();
  });

  it('refuses other roles, oneself, and super users for managers; nothing written', async () => {
    const before = await w.counts();
    expect(code(await w.as('full', DELETE, { id: w.users.limited.id }))).toBe('FORBIDDEN');
    expect(code(await w.as('limited', DELETE, { id: w.users.limited.id }))).toBe('FORBIDDEN');
    expect(code(await w.as('manager', DELETE, { id: w.users.manager.id }))).toBe('TEAM_CANNOT_DELETE_SELF');
    await w.db.updateTable('users').set({ is_super_user: true }).where('id', '=', w.users.privileged.id).execute();
    expect(code(await w.as('manager', DELETE, { id: w.users.privileged.id }))).toBe('TEAM_TARGET_REFUSED');
    await w.db.updateTable('users').set({ is_super_user: false }).where('id', '=', w.users.privileged.id).execute();
    expect(await w.counts()).toEqual(before);
    expect((await w.userRow(w.users.limited.id)).deleted_at).toBeNull();
  });
});
