import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { TagsTable } from '../../src/db/schemaTags';
import { createTestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

/** Midnight UTC some days back, so hour and day buckets are whole. */
export const T0 = Math.floor(Date.now() / 86_400_000) * 86_400 - 40 * 86_400;

/**
 * Company A (super user, manager, full, limited and demo users; group "Yard" {full, limited, demo} holds `dev`) and
 * company B with its own manager and device. Readings are written with their rollups as ingest writes them.
 */
export async function tagWorld() {
  const t = await createTestApp();
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
  const dev = await createDevice(db, A.id, { name: 'Tank 9' });
  const bDev = await createDevice(db, B.id, { name: 'Bravo Tank' });
  await createGroup(db, A.id, { name: 'Yard', userIds: [users.full.id, users.limited.id, users.demo.id], deviceIds: [dev.id] });

  const addTag = (deviceId: number, tag: string, values: Partial<Insertable<TagsTable>> = {}) =>
    db
      .insertInto('tags')
      .values({ device_id: deviceId, tag, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();

  /** `count` readings every `step` seconds from `from`, value = f(i), temp = g(i); then rebuilds the tag's rollups. */
  async function addReadings(deviceId: number, tag: string, from: number, step: number, count: number, value: string, temp = 'NULL') {
    await sql`
      INSERT INTO readings (device_id, tag, time, value, temp)
      SELECT ${deviceId}, ${tag}, to_timestamp(${from}::float8 + i * ${step}), ${sql.raw(value)}, ${sql.raw(temp)}
      FROM generate_series(0, ${count - 1}) AS i`.execute(db);
    await rebuildRollups(deviceId, tag);
  }

  async function rebuildRollups(deviceId: number, tag: string) {
    await sql`DELETE FROM readings_hourly WHERE device_id = ${deviceId} AND tag = ${tag}`.execute(db);
    await sql`DELETE FROM readings_daily WHERE device_id = ${deviceId} AND tag = ${tag}`.execute(db);
    await sql`
      INSERT INTO readings_hourly (device_id, tag, bucket, min, max, sum, count, last_time, last)
      SELECT device_id, tag, date_bin('1 hour', time, TIMESTAMPTZ '2000-01-01 00:00:00+00'), min(value), max(value), sum(value), count(*), max(time),
             (array_agg(value ORDER BY time DESC))[1]
      FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} GROUP BY 1, 2, 3`.execute(db);
    await sql`
      INSERT INTO readings_daily (device_id, tag, bucket, min, max, sum, count, last_time, last)
      SELECT device_id, tag, date_bin('1 day', bucket, TIMESTAMPTZ '2000-01-01 00:00:00+00'), min(min), max(max), sum(sum), sum(count), max(last_time),
             (array_agg(last ORDER BY last_time DESC))[1]
      FROM readings_hourly WHERE device_id = ${deviceId} AND tag = ${tag} GROUP BY 1, 2, 3`.execute(db);
  }

  type Who = keyof typeof users;
  const as = async <T = Record<string, unknown>>(who: Who, query: string, vars: Record<string, unknown> = {}) =>
    t.gql<T>(query, vars, await t.authHeaders(users[who].id));

  return { t, db, A, B, users, dev, bDev, addTag, addReadings, rebuildRollups, as, close: () => t.close() };
}

export type TagWorld = Awaited<ReturnType<typeof tagWorld>>;
