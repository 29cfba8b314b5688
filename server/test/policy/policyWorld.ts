import type { Db } from '../../src/db/connection';
import { deviceFilter } from '../../src/auth/policy/deviceFilter';
import { viewerFromRow, type Viewer } from '../../src/auth/viewer';
import type { TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

/**
 * The fixture the policy tests share: the provider company P (super users and privileged accounts), two active
 * customer companies A and B, and an inactive company C.
 *
 *   A: manager, full, limited, demo, limitedNoGroup, deletedUser (soft-deleted)
 *      devices a1, a2, a3, a4 (a4 in no group)
 *      group G1 {full, limited}  -> {a1, a2, bMoved}
 *      group G2 {full, demo}     -> {a2, a3}
 *   B: bManager, bFull; devices b1 (group GB {bFull}), b2, and bMoved (belongs to B but is still in A's group G1,
 *      as after a company change by mass update)
 *   C (inactive): cUser; device c1
 *   P (provider): superUser, superInactive (view_inactive_companies), privileged (allow-list A), unfiltered
 *      (company_list_unfiltered); devices p1 (no group), p2 (group GP {privileged})
 *   no company: orphanUser; device unassigned
 */
export async function buildPolicyWorld(db: Db) {
  const P = await createCompany(db, { name: 'Provider', is_internal: true });
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  const C = await createCompany(db, { name: 'Charlie', is_active: false });

  const users = {
    superUser: await createUser(db, P.id, 'superUser'),
    superInactive: await createUser(db, P.id, 'superUser', { view_inactive_companies: true }),
    privileged: await createUser(db, P.id, 'limited', { is_privileged: true }),
    unfiltered: await createUser(db, P.id, 'limited', { is_privileged: true, company_list_unfiltered: true }),
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    limited: await createUser(db, A.id, 'limited'),
    demo: await createUser(db, A.id, 'demo'),
    limitedNoGroup: await createUser(db, A.id, 'limited'),
    deletedUser: await createUser(db, A.id, 'full', { deleted_at: new Date() }),
    bManager: await createUser(db, B.id, 'manager'),
    bFull: await createUser(db, B.id, 'full'),
    cUser: await createUser(db, C.id, 'manager'),
    orphanUser: await createUser(db, null, 'limited'),
  };
  await db.insertInto('user_company_access').values({ user_id: users.privileged.id, company_id: A.id }).execute();

  const devices = {
    a1: await createDevice(db, A.id),
    a2: await createDevice(db, A.id),
    a3: await createDevice(db, A.id),
    a4: await createDevice(db, A.id),
    b1: await createDevice(db, B.id),
    b2: await createDevice(db, B.id),
    bMoved: await createDevice(db, B.id),
    c1: await createDevice(db, C.id),
    p1: await createDevice(db, P.id),
    p2: await createDevice(db, P.id),
    unassigned: await createDevice(db, null, { name: null, path: null }),
  };

  const groups = {
    G1: await createGroup(db, A.id, {
      name: 'G1',
      userIds: [users.full.id, users.limited.id],
      deviceIds: [devices.a1.id, devices.a2.id, devices.bMoved.id],
    }),
    G2: await createGroup(db, A.id, { name: 'G2', userIds: [users.full.id, users.demo.id], deviceIds: [devices.a2.id, devices.a3.id] }),
    GB: await createGroup(db, B.id, { name: 'GB', userIds: [users.bFull.id], deviceIds: [devices.b1.id] }),
    GP: await createGroup(db, P.id, { name: 'GP', userIds: [users.privileged.id], deviceIds: [devices.p2.id] }),
  };

  return { companies: { P, A, B, C }, users, devices, groups };
}

export type PolicyWorld = Awaited<ReturnType<typeof buildPolicyWorld>>;
export type UserKey = keyof PolicyWorld['users'];
export type DeviceKey = keyof PolicyWorld['devices'];

/** The viewer the request pipeline would build for the user (no login-as). */
export async function viewerOf(db: Db, userId: number): Promise<Viewer> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return viewerFromRow(row, row.id, 'session');
}

/** The sorted ids of the devices the viewer may see, straight from the policy filter. */
export async function visibleDeviceIds(db: Db, viewer: Viewer): Promise<number[]> {
  const rows = await db.selectFrom('devices').select('id').where(deviceFilter(viewer, 'devices')).execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export const sortNums = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** A GraphQL call as the user; throws on GraphQL errors so a refusal cannot pass for an empty list. */
export async function gqlAs<T>(t: TestApp, userId: number, query: string, vars: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql<T>(query, vars, await t.authHeaders(userId));
  if (r.errors?.length) throw new Error(`GraphQL errors for user ${userId}: ${JSON.stringify(r.errors)}`);
  if (!r.data) throw new Error(`no data for user ${userId}`);
  return r.data;
}
