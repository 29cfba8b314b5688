import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

export type Who = 'super' | 'manager' | 'full' | 'limited' | 'demo' | 'bManager';

/**
 * Company A with one user of each role (full, limited and demo in the group "Field" that holds A's devices) and a
 * super user; company B with its manager and a device. `fresh()` makes another device of A in the group.
 */
export async function deviceWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  const users = {
    super: await createUser(db, null, 'superUser'),
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    limited: await createUser(db, A.id, 'limited'),
    demo: await createUser(db, A.id, 'demo'),
    bManager: await createUser(db, B.id, 'manager'),
  };
  const group = await createGroup(db, A.id, { name: 'Field', userIds: [users.full.id, users.limited.id, users.demo.id] });
  const bDevice = await createDevice(db, B.id, { name: 'Bravo Well' });

  const fresh = async (overrides: Parameters<typeof createDevice>[2] = {}) => {
    const d = await createDevice(db, A.id, { firmware_version: 18510, ...overrides });
    await db.insertInto('group_devices').values({ group_id: group.id, device_id: d.id }).execute();
    return d;
  };

  const as = async <T = Record<string, unknown>>(who: Who, query: string, vars: Record<string, unknown> = {}) =>
    t.gql<T>(query, vars, await t.authHeaders(users[who].id));

  const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

  const deviceRow = (id: number) => db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const settingRows = (id: number) => db.selectFrom('device_settings').selectAll().where('device_id', '=', id).orderBy('key').execute();

  return { t, db, A, B, users, group, bDevice, fresh, as, codeOf, deviceRow, settingRows, close: () => t.close() };
}

export type DeviceWorld = Awaited<ReturnType<typeof deviceWorld>>;
