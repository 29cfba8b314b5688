import { createTestApp, type GqlResult } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

/**
 * Companies A and B (and C, allow-listed for the privileged manager of A); every role in A, a manager in B, a
 * super user of the provider's company. Group "Pumpers" of A holds the full and limited users and device aDev.
 */
export async function teamWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const P = await createCompany(db, { name: 'Provider' });
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  const C = await createCompany(db, { name: 'Charlie' });
  const users = {
    superUser: await createUser(db, P.id, 'superUser', { first_name: 'Sam', last_name: 'Super' }),
    manager: await createUser(db, A.id, 'manager', { first_name: 'Mary', last_name: 'Manager' }),
    privileged: await createUser(db, A.id, 'manager', { first_name: 'Pat', last_name: 'Privileged', is_privileged: true }),
    full: await createUser(db, A.id, 'full', { first_name: 'Frank', last_name: 'Full' }),
    limited: await createUser(db, A.id, 'limited', { first_name: 'Liz', last_name: 'Limited' }),
    demo: await createUser(db, A.id, 'demo', { first_name: 'Dana', last_name: 'Demo' }),
    bManager: await createUser(db, B.id, 'manager', { first_name: 'Bob', last_name: 'Bravo' }),
    bUser: await createUser(db, B.id, 'limited', { first_name: 'Bea', last_name: 'Bravo' }),
    cUser: await createUser(db, C.id, 'limited', { first_name: 'Cid', last_name: 'Charlie' }),
  };
  // numbers the sign-in rules accept (the factory's may not), so duplicates are tested as duplicates
  let n = 0;
  for (const u of Object.values(users)) {
    u.phone_number = `55540${String(++n).padStart(5, '0')}`;
    await db.updateTable('users').set({ phone_number: u.phone_number }).where('id', '=', u.id).execute();
  }
  await db.insertInto('user_company_access').values({ user_id: users.privileged.id, company_id: C.id }).execute();
  const aDev = await createDevice(db, A.id, { name: 'Acme Tank' });
  const aDev2 = await createDevice(db, A.id, { name: 'Acme Pump' });
  const bDev = await createDevice(db, B.id, { name: 'Bravo Well' });
  const group = await createGroup(db, A.id, { name: 'Pumpers', userIds: [users.full.id, users.limited.id], deviceIds: [aDev.id] });
  const bGroup = await createGroup(db, B.id, { name: 'Bravo Crew', userIds: [users.bUser.id], deviceIds: [bDev.id] });

  type Who = keyof typeof users;
  const as = async <T = Record<string, unknown>>(who: Who, query: string, vars: Record<string, unknown> = {}): Promise<GqlResult<T>> =>
    t.gql<T>(query, vars, await t.authHeaders(users[who].id));

  const userRow = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const groupRow = (id: number) => db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
  const members = async (groupId: number) => ({
    users: (await db.selectFrom('group_users').select('user_id').where('group_id', '=', groupId).orderBy('user_id').execute()).map(
      (r) => r.user_id,
    ),
    devices: (await db.selectFrom('group_devices').select('device_id').where('group_id', '=', groupId).orderBy('device_id').execute()).map(
      (r) => r.device_id,
    ),
  });
  const auditOf = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const counts = async () => ({
    users: (await db.selectFrom('users').select('id').execute()).length,
    groups: (await db.selectFrom('groups').select('id').execute()).length,
    companies: (await db.selectFrom('companies').select('id').execute()).length,
    groupUsers: (await db.selectFrom('group_users').selectAll().execute()).length,
    groupDevices: (await db.selectFrom('group_devices').selectAll().execute()).length,
    // the team's own audit rows; every mutation call, refused or not, also gets a `mutation.*` row (auditPlugin)
    audit: (await db.selectFrom('audit_log').select('id').where('action', 'not like', 'mutation.%').execute()).length,
  });

  return {
    t,
    db,
    companies: { P, A, B, C },
    users,
    aDev,
    aDev2,
    bDev,
    group,
    bGroup,
    as,
    userRow,
    groupRow,
    members,
    auditOf,
    counts,
    close: () => t.close(),
  };
}

export type TeamWorld = Awaited<ReturnType<typeof teamWorld>>;
export const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
