import { createTestApp, type GqlResult, type TestApp } from '../helpers/testApp';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { buildPolicyWorld, type PolicyWorld } from '../policy/policyWorld';

export interface MassWorld extends PolicyWorld {
  t: TestApp;
  /** A manager of A who is privileged with B on the allow-list. */
  privManager: Awaited<ReturnType<typeof createUser>>;
  /** A device of A with long-transmit firmware, and one of A without any temp sensor. */
  longFw: Awaited<ReturnType<typeof createDevice>>;
  noTemp: Awaited<ReturnType<typeof createDevice>>;
  as(userId: number, query: string, vars?: Record<string, unknown>): Promise<GqlResult<Record<string, unknown>>>;
  /** What a refused call must leave as it was. */
  snapshot(ids: number[]): Promise<unknown>;
}

/**
 * The policy world (companies A, B, C and the provider; managers, users of every role) with a temp and a _v sensor
 * on every device but `noTemp`, some readings, one alarm rule and legacy thresholds on b1's temp.
 */
export async function massWorld(): Promise<MassWorld> {
  const t = await createTestApp();
  const db = t.database.db;
  const w = await buildPolicyWorld(db);
  const privManager = await createUser(db, w.companies.A.id, 'manager', { is_privileged: true });
  await db.insertInto('user_company_access').values({ user_id: privManager.id, company_id: w.companies.B.id }).execute();
  const longFw = await createDevice(db, w.companies.A.id, { firmware_version: 20400 });
  const noTemp = await createDevice(db, w.companies.A.id, { firmware_version: 199 });
  const all = [...Object.values(w.devices), longFw];
  await db
    .insertInto('tags')
    .values(
      all.flatMap((d) => [
        { device_id: d.id, tag: 'temp', time: new Date('2026-01-01T00:00:00Z'), value: 70 },
        { device_id: d.id, tag: '_v', time: new Date('2026-01-01T00:00:00Z'), value: 3.9 },
      ]),
    )
    .execute();
  await db.insertInto('tags').values({ device_id: noTemp.id, tag: '_v' }).execute();
  await db
    .insertInto('readings')
    .values(
      all.flatMap((d) =>
        [0, 1, 2].map((i) => ({
          device_id: d.id,
          tag: 'temp',
          time: new Date(Date.UTC(2026, 0, 1, i)),
          value: 60 + i,
        })),
      ),
    )
    .execute();
  const b1 = w.devices.b1.id;
  await db.insertInto('alarm_rules').values({ device_id: b1, tag: 'temp', name: 'B rule', symbol: 1, value: 99 }).execute();
  await db.updateTable('tags').set({ critical_high: 200 }).where('device_id', '=', b1).where('tag', '=', 'temp').execute();

  return {
    ...w,
    t,
    privManager,
    longFw,
    noTemp,
    as: async (userId, query, vars = {}) => t.gql(query, vars, await t.authHeaders(userId)),
    async snapshot(ids) {
      const [devices, settings, tags, rules, actions, groups, readings] = await Promise.all([
        db
          .selectFrom('devices')
          .select(['id', 'path', 'company_id', 'display_units', 'latest_reading'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute(),
        db.selectFrom('device_settings').selectAll().where('device_id', 'in', ids).orderBy('device_id').orderBy('key').execute(),
        db
          .selectFrom('tags')
          .select([
            'device_id',
            'tag',
            'display_units',
            'critical_high',
            'critical_low',
            'high_warning',
            'low_warning',
            'value',
            'alarm_flag',
          ])
          .where('device_id', 'in', ids)
          .orderBy('device_id')
          .orderBy('tag')
          .execute(),
        db
          .selectFrom('alarm_rules')
          .select(['device_id', 'tag', 'name', 'symbol', 'value'])
          .where('device_id', 'in', ids)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('alarm_actions')
          .select(['device_id', 'tag', 'user_id', 'action', 'delay'])
          .where('device_id', 'in', ids)
          .orderBy('id')
          .execute(),
        db.selectFrom('group_devices').selectAll().where('device_id', 'in', ids).orderBy('device_id').orderBy('group_id').execute(),
        db
          .selectFrom('readings')
          .select(['device_id', 'time'])
          .where('device_id', 'in', ids)
          .orderBy('device_id')
          .orderBy('time')
          .execute(),
      ]);
      return { devices, settings, tags, rules, actions, groups, readings };
    },
  };
}
