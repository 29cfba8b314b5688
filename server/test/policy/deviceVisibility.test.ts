import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFilter } from '../../src/auth/policy/deviceFilter';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildPolicyWorld, sortNums, viewerOf, visibleDeviceIds, type DeviceKey, type PolicyWorld, type UserKey } from './policyWorld';

let t: TestApp;
let w: PolicyWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPolicyWorld(t.database.db);
});
afterAll(() => t.close());

const ids = (...keys: DeviceKey[]) => sortNums(keys.map((k) => w.devices[k].id));
const seenBy = async (user: UserKey) => visibleDeviceIds(t.database.db, await viewerOf(t.database.db, w.users[user].id));

/** Spec 1 §6 and spec 3 §6, as the brief spells them out for the fixture of policyWorld.ts. */
const EXPECTED: Record<Exclude<UserKey, 'deletedUser'>, DeviceKey[]> = {
  // super users: every device, inactive companies and unassigned devices included
  superUser: ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'bMoved', 'c1', 'p1', 'p2', 'unassigned'],
  superInactive: ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'bMoved', 'c1', 'p1', 'p2', 'unassigned'],
  // managers: every device of the own company, regardless of groups
  manager: ['a1', 'a2', 'a3', 'a4'],
  bManager: ['b1', 'b2', 'bMoved'],
  cUser: ['c1'],
  // full, limited, demo: the devices of their groups, within their company (bMoved sits in G1 but belongs to B)
  full: ['a1', 'a2', 'a3'],
  limited: ['a1', 'a2'],
  demo: ['a2', 'a3'],
  limitedNoGroup: [],
  bFull: ['b1'],
  // privileged: the own scope (a limited user of P in group GP) plus every device of the allow-listed company A
  privileged: ['a1', 'a2', 'a3', 'a4', 'p2'],
  // unfiltered privileged: every device of an active company (C is inactive), as its company list shows
  unfiltered: ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'bMoved', 'p1', 'p2'],
  orphanUser: [],
};

describe('deviceFilter: which devices each role sees', () => {
  // deletedUser is never a viewer: resolveViewer refuses deleted users (see sessions.test.ts)
  for (const user of Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]) {
    it(`${user} sees exactly ${EXPECTED[user].join(', ') || 'nothing'}`, async () => {
      expect(await seenBy(user)).toEqual(ids(...EXPECTED[user]));
    });
  }

  it('no device of company B ever reaches a user of company A, even one left in an A group', async () => {
    const ofB = new Set(ids('b1', 'b2', 'bMoved'));
    for (const user of ['manager', 'full', 'limited', 'demo', 'limitedNoGroup'] as const) {
      const seen = await seenBy(user);
      expect(
        seen.filter((id) => ofB.has(id)),
        user,
      ).toEqual([]);
    }
  });

  it('a manager keeps seeing a device when it leaves every group; a full user loses it', async () => {
    const db = t.database.db;
    await db.deleteFrom('group_devices').where('device_id', '=', w.devices.a1.id).execute();
    try {
      expect(await seenBy('manager')).toEqual(ids('a1', 'a2', 'a3', 'a4'));
      expect(await seenBy('full')).toEqual(ids('a2', 'a3'));
      expect(await seenBy('limited')).toEqual(ids('a2'));
    } finally {
      await db.insertInto('group_devices').values({ group_id: w.groups.G1.id, device_id: w.devices.a1.id }).execute();
    }
    expect(await seenBy('limited')).toEqual(ids('a1', 'a2'));
  });

  it('a user loses the devices of a group when removed from it', async () => {
    const db = t.database.db;
    await db.deleteFrom('group_users').where('group_id', '=', w.groups.G2.id).where('user_id', '=', w.users.full.id).execute();
    try {
      expect(await seenBy('full')).toEqual(ids('a1', 'a2'));
    } finally {
      await db.insertInto('group_users').values({ group_id: w.groups.G2.id, user_id: w.users.full.id }).execute();
    }
    expect(await seenBy('full')).toEqual(ids('a1', 'a2', 'a3'));
  });

  it('a privileged user loses the allow-listed company when its access row goes', async () => {
    const db = t.database.db;
    const user = w.users.privileged.id;
    await db.deleteFrom('user_company_access').where('user_id', '=', user).execute();
    try {
      expect(await seenBy('privileged')).toEqual(ids('p2'));
    } finally {
      await db.insertInto('user_company_access').values({ user_id: user, company_id: w.companies.A.id }).execute();
    }
  });

  it('works under a table alias', async () => {
    const viewer = await viewerOf(t.database.db, w.users.limited.id);
    const rows = await t.database.db.selectFrom('devices as d').select('d.id').where(deviceFilter(viewer, 'd')).execute();
    expect(sortNums(rows.map((r) => r.id))).toEqual(ids('a1', 'a2'));
  });
});
