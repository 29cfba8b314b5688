import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../factories/groupFactory';
import { code, teamWorld, type TeamWorld } from './teamWorld';

let w: TeamWorld;
beforeAll(async () => {
  w = await teamWorld();
  await createGroup(w.db, w.companies.A.id, { name: null });
  await createGroup(w.db, w.companies.A.id, { name: 'alpha' });
});
afterAll(() => w.close());

describe('team queries', () => {
  it('groupsRe: own company only, name order with null names last, counts, search', async () => {
    const r = await w.as<{ groupsRe: { name: string | null; numUsers: number; numDevices: number }[] }>(
      'manager',
      '{ groupsRe { name numUsers numDevices } }',
    );
    expect(r.data?.groupsRe).toEqual([
      { name: 'alpha', numUsers: 0, numDevices: 0 },
      { name: 'Pumpers', numUsers: 2, numDevices: 1 },
      { name: null, numUsers: 0, numDevices: 0 },
    ]);
    const s = await w.as<{ groupsRe: { name: string }[] }>('manager', '{ groupsRe(search: "PUMP") { name } }');
    expect(s.data?.groupsRe).toEqual([{ name: 'Pumpers' }]);
    const b = await w.as<{ groupsRe: { name: string }[] }>('manager', `{ groupsRe(companyID: ${w.companies.B.id}) { name } }`);
    expect(b.data?.groupsRe).toEqual([]);
    const su = await w.as<{ groups: { name: string }[] }>('superUser', `{ groups(companyID: ${w.companies.B.id}) { name } }`);
    expect(su.data?.groups).toEqual([{ name: 'Bravo Crew' }]);
  });

  it('group: members, candidates and devices; null for another company', async () => {
    const q = `query($id: Int!) { group(id: $id) { name company { id } users { firstName } usersInCompany { lastName } deviceInGroup { id } deviceInCompany { id } inclusiveDevices { id } } }`;
    const r = await w.as<{ group: Record<string, unknown> }>('manager', q, { id: w.group.id });
    expect(r.data?.group).toMatchObject({
      name: 'Pumpers',
      users: [{ firstName: 'Frank' }, { firstName: 'Liz' }],
      deviceInGroup: [{ id: w.aDev.id }],
      inclusiveDevices: [{ id: w.aDev.id }],
    });
    expect((r.data?.group.deviceInCompany as { id: number }[]).map((d) => d.id).sort()).toEqual([w.aDev.id, w.aDev2.id].sort());
    expect((r.data?.group.usersInCompany as unknown[]).length).toBe(5);
    expect((await w.as('bManager', q, { id: w.group.id })).data?.group).toBeNull();
    const gu = await w.as<{ groupUsers: { id: number }[] }>('manager', `{ groupUsers(id: ${w.group.id}) { id } }`);
    expect(gu.data?.groupUsers.map((u) => u.id).sort()).toEqual([w.users.full.id, w.users.limited.id].sort());
    expect(code(await w.as('bManager', `{ groupUsers(id: ${w.group.id}) { id } }`))).toBe('TEAM_GROUP_NOT_FOUND');
  });

  it('user: with groups and last activity; null outside the companies; companies expose users and groups', async () => {
    const q = 'query($id: Int!) { user(id: $id) { firstName latestActivity company { id } groups { name } } }';
    const r = await w.as<{ user: Record<string, unknown> }>('manager', q, { id: w.users.full.id });
    expect(r.data?.user).toEqual({
      firstName: 'Frank',
      latestActivity: null,
      company: { id: w.companies.A.id },
      groups: [{ name: 'Pumpers' }],
    });
    expect((await w.as('manager', q, { id: w.users.bUser.id })).data?.user).toBeNull();
    expect((await w.as('privileged', q, { id: w.users.cUser.id })).data?.user).toMatchObject({ firstName: 'Cid' });
    const c = await w.as<{ companies: { name: string; users: { lastName: string }[]; groups: { name: string | null }[] }[] }>(
      'privileged',
      '{ companies { name users { lastName } groups { name } } }',
    );
    expect(c.data?.companies.map((x) => x.name)).toEqual(['Acme', 'Charlie']);
    expect(c.data?.companies[1]?.users).toEqual([{ lastName: 'Charlie' }]);
  });
});
