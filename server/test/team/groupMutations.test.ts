import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, teamWorld, type TeamWorld } from './teamWorld';

let w: TeamWorld;
beforeAll(async () => {
  w = await teamWorld();
});
afterAll(() => w.close());

const ADD = 'mutation($n: String, $c: Int) { addGroup(name: $n, companyID: $c) { group { id name company { id } } error errorCode } }';
const UPDATE = `mutation($id: Int!, $n: String, $u: [Int!], $d: [Int!]) {
  updateGroup(groupID: $id, name: $n, users: $u, devices: $d) { id name numUsers numDevices users { id } deviceInGroup { id } }
}`;
const DELETE_ONE = 'mutation($id: [ID!]!) { deleteGroup(groupID: $id) { success deleted } }';
const ADD_COMPANY = 'mutation($n: String!) { addCompany(name: $n) { id name isActive } }';

const newGroup = async (who: 'manager' | 'superUser' = 'manager', companyID?: number) => {
  const r = await w.as<{ addGroup: { group: { id: number } } }>(who, ADD, { n: `G ${Math.random()}`, c: companyID });
  return r.data!.addGroup.group.id;
};

describe('addGroup', () => {
  it('a manager adds an empty group to the own company; a super user to any; audited', async () => {
    const r = await w.as<{ addGroup: { group: { id: number; name: string; company: { id: number } }; error: null } }>('manager', ADD, {
      n: '  Night Crew ',
      c: 0,
    });
    expect(r.data?.addGroup).toMatchObject({ group: { name: 'Night Crew', company: { id: w.companies.A.id } }, error: null });
    const id = r.data!.addGroup.group.id;
    expect(await w.members(id)).toEqual({ users: [], devices: [] });
    expect((await w.auditOf('team.group.add')).map((a) => a.target_id)).toContain(String(id));
    const s = await w.as<{ addGroup: { group: { company: { id: number } } } }>('superUser', ADD, { n: 'B ops', c: w.companies.B.id });
    expect(s.data?.addGroup.group.company.id).toBe(w.companies.B.id);
  });

  it('refuses other roles, other companies and empty names; nothing written', async () => {
    const before = await w.counts();
    for (const who of ['full', 'limited', 'demo'] as const) expect(code(await w.as(who, ADD, { n: 'X' }))).toBe('FORBIDDEN');
    const other = await w.as<{ addGroup: { group: null; errorCode: string } }>('manager', ADD, { n: 'X', c: w.companies.B.id });
    expect(other.data?.addGroup).toMatchObject({ group: null, errorCode: 'TEAM_COMPANY_NOT_FOUND' });
    const empty = await w.as<{ addGroup: { error: string } }>('manager', ADD, { n: '   ' });
    expect(empty.data?.addGroup.error).toBe('Please enter a group name.');
    expect(await w.counts()).toEqual(before);
  });
});

describe('updateGroup', () => {
  it('a manager renames and sets users and devices of the company; audited', async () => {
    const id = await newGroup();
    const r = await w.as<{ updateGroup: Record<string, unknown> }>('manager', UPDATE, {
      id,
      n: 'Renamed',
      u: [w.users.full.id, w.users.demo.id],
      d: [w.aDev.id, w.aDev2.id],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateGroup).toMatchObject({ name: 'Renamed', numUsers: 2, numDevices: 2 });
    expect(await w.members(id)).toEqual({
      users: [w.users.full.id, w.users.demo.id].sort((a, b) => a - b),
      devices: [w.aDev.id, w.aDev2.id].sort((a, b) => a - b),
    });
    await w.as('manager', UPDATE, { id, u: [] });
    expect(await w.members(id)).toMatchObject({ users: [], devices: [w.aDev.id, w.aDev2.id].sort((a, b) => a - b) });
    expect((await w.auditOf('team.group.update')).filter((a) => a.target_id === String(id))).toHaveLength(2);
  });

  it("users or devices of another company, unknown ids, another company's group, other roles: refused, nothing written", async () => {
    const id = await newGroup();
    await w.as('manager', UPDATE, { id, u: [w.users.full.id], d: [w.aDev.id] });
    const before = { counts: await w.counts(), members: await w.members(id), b: await w.members(w.bGroup.id), row: await w.groupRow(id) };
    expect(code(await w.as('manager', UPDATE, { id, u: [w.users.bUser.id] }))).toBe('TEAM_MEMBER_OUTSIDE_COMPANY');
    expect(code(await w.as('manager', UPDATE, { id, d: [w.bDev.id] }))).toBe('TEAM_MEMBER_OUTSIDE_COMPANY');
    expect(code(await w.as('manager', UPDATE, { id, d: [123] }))).toBe('TEAM_MEMBER_OUTSIDE_COMPANY');
    expect(code(await w.as('manager', UPDATE, { id, n: ' ' }))).toBe('TEAM_GROUP_NAME_REQUIRED');
    expect(code(await w.as('manager', UPDATE, { id: w.bGroup.id, u: [] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('bManager', UPDATE, { id, n: 'Mine' }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('manager', UPDATE, { id: 999999, n: 'X' }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('full', UPDATE, { id, n: 'X' }))).toBe('FORBIDDEN');
    expect(code(await w.as('limited', UPDATE, { id, u: [w.users.limited.id] }))).toBe('FORBIDDEN');
    expect({ counts: await w.counts(), members: await w.members(id), b: await w.members(w.bGroup.id), row: await w.groupRow(id) }).toEqual(
      before,
    );
  });
});

describe('deleteGroup', () => {
  it('deletes one group (a string id) or a list; audited', async () => {
    const one = await newGroup();
    let r = await w.as<{ deleteGroup: { success: boolean; deleted: number[] } }>('manager', DELETE_ONE, { id: String(one) });
    expect(r.data?.deleteGroup).toEqual({ success: true, deleted: [one] });
    expect(await w.groupRow(one)).toBeUndefined();
    const a = await newGroup();
    const b = await newGroup();
    r = await w.as('manager', `mutation { deleteGroup(groupID: ["${a}", ${b}]) { success deleted } }`);
    expect(r.data?.deleteGroup).toEqual({ success: true, deleted: [a, b].sort((x, y) => x - y) });
    expect((await w.auditOf('team.group.delete')).map((x) => x.target_id)).toEqual(
      expect.arrayContaining([String(one), String(a), String(b)]),
    );
  });

  it('all or nothing: a group of another company, an unknown id or a bad id refuses the whole list', async () => {
    const mine = await newGroup();
    const before = await w.counts();
    expect(code(await w.as('manager', DELETE_ONE, { id: [String(mine), String(w.bGroup.id)] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('manager', DELETE_ONE, { id: [String(mine), '999999'] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('manager', DELETE_ONE, { id: ['abc'] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(code(await w.as('full', DELETE_ONE, { id: [String(mine)] }))).toBe('FORBIDDEN');
    expect(code(await w.as('bManager', DELETE_ONE, { id: [String(mine)] }))).toBe('TEAM_GROUP_NOT_FOUND');
    expect(await w.counts()).toEqual(before);
  });
});

describe('addCompany', () => {
  it('super users only; audited; empty names refused', async () => {
    const before = await w.counts();
    for (const who of ['manager', 'privileged', 'full', 'limited', 'demo'] as const) {
      expect(code(await w.as(who, ADD_COMPANY, { n: 'Nope' }))).toBe('FORBIDDEN');
    }
    expect(code(await w.as('superUser', ADD_COMPANY, { n: '  ' }))).toBe('TEAM_COMPANY_NAME_REQUIRED');
    expect(await w.counts()).toEqual(before);
    const r = await w.as<{ addCompany: { id: number; name: string; isActive: boolean } }>('superUser', ADD_COMPANY, { n: ' Delta Water ' });
    expect(r.data?.addCompany).toMatchObject({ name: 'Delta Water', isActive: true });
    expect((await w.auditOf('team.company.add')).map((a) => a.target_id)).toEqual([String(r.data!.addCompany.id)]);
  });

  it('refuses a second company of the same name, whatever its case or spacing, even when asked for at once', async () => {
    const before = await w.counts();
    const twins = await Promise.all(
      ['Audit Energy LLC', ' audit energy llc', 'AUDIT ENERGY LLC '].map((n) => w.as('superUser', ADD_COMPANY, { n })),
    );
    expect(twins.filter((r) => r.data?.addCompany).length).toBe(1);
    expect(twins.map(code).filter(Boolean)).toEqual(['TEAM_COMPANY_NAME_TAKEN', 'TEAM_COMPANY_NAME_TAKEN']);
    expect(twins.find((r) => r.errors)?.errors?.[0]?.message).toBe('A company with that name already exists.');
    expect((await w.counts()).companies).toBe(before.companies + 1);
  });
});
