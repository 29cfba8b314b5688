import { sql } from 'kysely';
import { createTestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

/** Device ids of the other company: distinctive enough that finding one in an answer means it leaked. */
const B_DEVICE_IDS = [7_731_001, 7_731_002];
/** A reading value nobody else has, so its appearance in an answer is a leak. */
const B_READING = 98765.4321;

/**
 * Two tenants and the provider. Company A ("Acme") has one user of every role, a group and devices with tags;
 * company B ("Zorblax Hidden Works") has users, a group, devices with tags, readings, comments and an API key,
 * every name containing "Zorblax" or "Quuxnorb" so a leak is found by scanning the answer's JSON.
 */
export async function isolationWorld(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const db = t.database.db;
  const P = await createCompany(db, { name: 'Provider', is_internal: true });
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Zorblax Hidden Works' });
  const users = {
    superUser: await createUser(db, P.id, 'superUser'),
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    limited: await createUser(db, A.id, 'limited'),
    demo: await createUser(db, A.id, 'demo'),
  };
  const bUsers = [
    await createUser(db, B.id, 'manager', { first_name: 'Quuxnorb', last_name: 'Zorblaxson', email: 'quuxnorb@zorblax.test' }),
    await createUser(db, B.id, 'full', { first_name: 'Quuxnorbella', last_name: 'Zorblaxdottir', email: 'quuxnorbella@zorblax.test' }),
  ];
  const aDevice = await createDevice(db, A.id, { name: 'Acme Tank', path: '/Yard' });
  await createDevice(db, A.id, { name: 'Acme Pump', path: '/Yard' });
  const bDevices = [];
  for (const [i, id] of B_DEVICE_IDS.entries()) {
    bDevices.push(
      await createDevice(db, B.id, {
        id,
        name: `Zorblax Secret Tank ${i + 1}`,
        path: '/Zorblax Field',
        pin: '4321',
        description: 'Zorblax well',
      }),
    );
  }
  const yard = await createGroup(db, A.id, {
    name: 'Yard',
    userIds: [users.full.id, users.limited.id, users.demo.id],
    deviceIds: [aDevice.id],
  });
  // the own-company target of the mixed cases, so that what a manager may legitimately do to it alters no role
  const aTarget = await createUser(db, A.id, 'limited');
  const bGroup = await createGroup(db, B.id, { name: 'Zorblax Crew', userIds: bUsers.map((u) => u.id), deviceIds: B_DEVICE_IDS });

  const tag = 'tank1';
  const readingTime = Math.floor(Date.now() / 1000) - 3600;
  for (const d of [aDevice.id, ...B_DEVICE_IDS]) {
    const own = d !== aDevice.id;
    await db
      .insertInto('tags')
      .values({ device_id: d, tag, value: own ? B_READING : 12.5, time: new Date(readingTime * 1000), high_warning: own ? 91919 : null })
      .execute();
    await sql`INSERT INTO readings (device_id, tag, time, value) VALUES (${d}, ${tag}, to_timestamp(${readingTime}), ${own ? B_READING : 12.5})`.execute(
      db,
    );
  }
  const bComment = await db
    .insertInto('comments')
    .values({ device_id: B_DEVICE_IDS[0]!, time: new Date(readingTime * 1000), comment: 'Zorblax private note', user_id: bUsers[0]!.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('log_comments')
    .values({ device_id: B_DEVICE_IDS[0]!, comment: 'Zorblax log entry', user_id: bUsers[0]!.id })
    .execute();

  const addKey = 'mutation { addApiKey { apiKey } }';
  const bKey = (await t.gql<{ addApiKey: { apiKey: string } }>(addKey, {}, await t.authHeaders(bUsers[0]!.id))).data!.addApiKey.apiKey;
  const managerKey = (await t.gql<{ addApiKey: { apiKey: string } }>(addKey, {}, await t.authHeaders(users.manager.id))).data!.addApiKey
    .apiKey;

  const other = {
    company: B,
    deviceIds: B_DEVICE_IDS,
    userIds: bUsers.map((u) => u.id),
    groupIds: [bGroup.id],
    commentIds: [bComment.id],
    tag,
    readingTime,
    pin: 4321,
    apiKeyPrefix: bKey.slice(0, 12),
    /** what must never appear in an answer to a user outside B */
    needles: ['Zorblax', 'Quuxnorb', 'zorblax', 'quuxnorb', String(B_READING), '91919', bKey.slice(0, 12), ...B_DEVICE_IDS.map(String)],
  };

  /** A digest of every row of B (by company, user, group or device), table by table. */
  async function snapshotOther(): Promise<Record<string, string>> {
    const cols = await sql<{ table_name: string; column_name: string }>`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN pg_class k ON k.relname = c.table_name AND NOT k.relispartition
      WHERE c.table_schema = 'public' AND c.column_name IN ('id', 'company_id', 'user_id', 'device_id', 'group_id')`.execute(db);
    const ids = { company_id: [B.id], user_id: other.userIds, device_id: other.deviceIds, group_id: other.groupIds };
    const ownId: Record<string, number[]> = { companies: [B.id], users: other.userIds, devices: other.deviceIds, groups: other.groupIds };
    // written by every request (who did what, activity) or by any claim try on any device id (the wrong-PIN
    // throttle of Add Device): none of these is B's data, and none changes what B sees
    const skip = new Set(['audit_log', 'user_activity', 'pin_requests', 'notification_outbox', 'device_claim_attempts']);
    const byTable = new Map<string, string[]>();
    for (const c of cols.rows) {
      if (skip.has(c.table_name)) continue;
      const list = c.column_name === 'id' ? ownId[c.table_name] : ids[c.column_name as keyof typeof ids];
      if (!list) continue;
      byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), `${c.column_name} IN (${list.join(',')})`]);
    }
    const parts = [...byTable].map(
      ([table, conds]) =>
        `SELECT '${table}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table}" x WHERE ${conds.join(' OR ')}`,
    );
    const rows = await sql<{ t: string; h: string }>`${sql.raw(parts.join(' UNION ALL '))}`.execute(db);
    return Object.fromEntries(rows.rows.map((r) => [r.t, r.h]));
  }

  /** Own-company objects, for cases that aim at one's own object while naming the other company's beside it. */
  const own = { deviceIds: [aDevice.id], userIds: [aTarget.id], groupIds: [yard.id], company: A, commentIds: [] as number[] };

  return { t, db, A, B, users, aDevice, managerKey, other, own, snapshotOther, close: () => t.close() };
}

export type IsolationWorld = Awaited<ReturnType<typeof isolationWorld>>;
