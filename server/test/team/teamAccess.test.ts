import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, teamWorld, type TeamWorld } from './teamWorld';

let w: TeamWorld;
beforeAll(async () => {
  w = await teamWorld();
});
afterAll(() => w.close());

describe('team access for every role', () => {
  it('team queries: managers and super users only; others get an error', async () => {
    const queries = [
      `{ user(id: ${w.users.full.id}) { id } }`,
      `{ group(id: ${w.group.id}) { id } }`,
      '{ groups { id } }',
      '{ groupsRe { id } }',
      `{ groupUsers(id: ${w.group.id}) { id } }`,
    ];
    for (const q of queries) {
      for (const who of ['full', 'limited', 'demo'] as const) expect(code(await w.as(who, q)), `${who} ${q}`).toBe('FORBIDDEN');
      expect(code(await w.t.gql(q)), q).toBe('UNAUTHENTICATED');
      expect(code(await w.t.gql(q, {}, { authorization: 'Bearer nonsense' })), q).toBe('UNAUTHENTICATED');
      for (const who of ['manager', 'privileged', 'superUser'] as const) expect((await w.as(who, q)).errors, `${who} ${q}`).toBeUndefined();
    }
  });

  it('every mutation without credentials is UNAUTHENTICATED and writes nothing', async () => {
    const before = await w.counts();
    const mutations = [
      'mutation { addUser(firstName: "A", lastName: "B", email: "ab@x.test") { error } }',
      `mutation { updateUser(userID: ${w.users.limited.id}, isManager: true) { id } }`,
      `mutation { deleteUser(userID: ${w.users.limited.id}) { id } }`,
      'mutation { addGroup(name: "G") { error } }',
      `mutation { updateGroup(groupID: ${w.group.id}, name: "X") { id } }`,
      `mutation { deleteGroup(groupID: "${w.group.id}") { success } }`,
      'mutation { addCompany(name: "C") { id } }',
    ];
    for (const m of mutations) {
      expect(code(await w.t.gql(m)), m).toBe('UNAUTHENTICATED');
      expect(code(await w.t.gql(m, {}, { authorization: 'Bearer nonsense' })), m).toBe('UNAUTHENTICATED');
      expect(code(await w.as('demo', m)), m).toBe('FORBIDDEN');
    }
    expect(await w.counts()).toEqual(before);
  });

  it('a super user manages groups and users of any company', async () => {
    const r = await w.as<{ updateGroup: { name: string; numUsers: number } }>(
      'superUser',
      `mutation { updateGroup(groupID: ${w.bGroup.id}, name: "Bravo Night", users: [${w.users.bUser.id}, ${w.users.bManager.id}]) { name numUsers } }`,
    );
    expect(r.data?.updateGroup).toEqual({ name: 'Bravo Night', numUsers: 2 });
    const d = await w.as<{ deleteUser: { id: number }[] }>('superUser', `mutation { deleteUser(userID: ${w.users.bUser.id}) { id } }`);
    expect(d.data?.deleteUser.map((u) => u.id)).toEqual([w.users.bManager.id]);
    const g = await w.as<{ deleteGroup: { success: boolean } }>(
      'superUser',
      `mutation { deleteGroup(groupID: "${w.bGroup.id}") { success } }`,
    );
    expect(g.data?.deleteGroup.success).toBe(true);
    expect(await w.groupRow(w.bGroup.id)).toBeUndefined();
  });

  it('login-as: the audit names the person who signed in and the user acted as', async () => {
    const headers = await w.t.authHeaders(w.users.superUser.id, w.users.manager.id);
    const r = await w.t.gql<{ addGroup: { group: { id: number; company: { id: number } } } }>(
      'mutation { addGroup(name: "As Mary") { group { id company { id } } } }',
      {},
      headers,
    );
    expect(r.data?.addGroup.group.company.id).toBe(w.companies.A.id);
    const entry = (await w.auditOf('team.group.add')).find((a) => a.target_id === String(r.data!.addGroup.group.id));
    expect(entry).toMatchObject({ actor_user_id: w.users.superUser.id, as_user_id: w.users.manager.id });
  });
});
