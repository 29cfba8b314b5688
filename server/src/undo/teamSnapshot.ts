import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { GroupsTable } from '../db/schema';
import type { AlarmActionsTable } from '../db/schemaOps';
import { AppError } from '../errors/AppError';
import { assertContactFree, type ContactReveal } from '../team/userContact';

type GroupAction = Omit<Selectable<AlarmActionsTable>, 'id' | 'user_id' | 'group_id'>;

/**
 * A group as Delete Group found it, with what its delete cascades to (migrations 001, 002, 004): its members, its
 * devices and the alarm notifications that name it. Nothing else refers to a group.
 */
export interface GroupSnapshot {
  id: number;
  name: string | null;
  createdAt: string;
  users: number[];
  devices: number[];
  actions: GroupAction[];
}

/** Reads a group and what refers to it, before its delete (under the group's row lock, lockManagedGroups). */
export async function snapshotGroup(trx: Db, g: Selectable<GroupsTable>): Promise<GroupSnapshot> {
  const users = await trx.selectFrom('group_users').select('user_id').where('group_id', '=', g.id).orderBy('user_id').execute();
  const devices = await trx.selectFrom('group_devices').select('device_id').where('group_id', '=', g.id).orderBy('device_id').execute();
  const actions = await trx
    .selectFrom('alarm_actions')
    .select(['device_id', 'tag', 'action', 'delay', 'repeat_every', 'repeat_times', 'repeat_for'])
    .where('group_id', '=', g.id)
    .orderBy('id')
    .execute();
  return {
    id: g.id,
    name: g.name,
    createdAt: new Date(g.created_at).toISOString(),
    users: users.map((u) => u.user_id),
    devices: devices.map((d) => d.device_id),
    actions,
  };
}

/**
 * Puts a deleted group back in its company under its old id when nothing took it since (ids come from a sequence, so
 * only an explicit insert could), so the alarm notifications that named it name it again; else under a new id. Its
 * members and devices come back where they still belong to the company (one moved since stays out: a group holds only
 * its company's), and its notifications where the sensor still exists, as new rows. Answers the id it got.
 */
export async function restoreGroup(trx: Db, companyId: number, s: GroupSnapshot): Promise<number> {
  const values = { company_id: companyId, name: s.name, created_at: new Date(s.createdAt) };
  const same = await trx
    .insertInto('groups')
    .values({ id: s.id, ...values })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = same?.id ?? (await trx.insertInto('groups').values(values).returning('id').executeTakeFirstOrThrow()).id;
  await sql`
    INSERT INTO group_users (group_id, user_id)
    SELECT ${id}, u.id FROM users u WHERE u.id = ANY(${s.users}::int[]) AND u.company_id = ${companyId}
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`
    INSERT INTO group_devices (group_id, device_id)
    SELECT ${id}, d.id FROM devices d WHERE d.id = ANY(${s.devices}::bigint[]) AND d.company_id = ${companyId}
    ON CONFLICT DO NOTHING`.execute(trx);
  if (s.actions.length) {
    await sql`
      INSERT INTO alarm_actions (device_id, tag, group_id, action, delay, repeat_every, repeat_times, repeat_for)
      SELECT a.device_id, a.tag, ${id}, a.action, a.delay, a.repeat_every, a.repeat_times, a.repeat_for
      FROM jsonb_to_recordset(${JSON.stringify(s.actions)}::jsonb)
        AS a(device_id bigint, tag text, action text, delay int, repeat_every int, repeat_times int, repeat_for int)
      WHERE EXISTS (SELECT 1 FROM tags t WHERE t.device_id = a.device_id AND t.tag = a.tag)`.execute(trx);
  }
  return id;
}

/**
 * What Delete User took from a user whose row stays (deleteUser.ts): the groups they left and the API keys it revoked.
 * Their sessions are not kept: they were ended on purpose (the session's token version moved on), and signing in
 * again is cheap, while a revoked API key cannot be made again with the same secret, so the integrations that use it
 * would stay broken. Everything else (alarm notifications, report subscriptions, device grants) stays on the row
 * and comes back with it.
 */
export interface UserSnapshot {
  groups: number[];
  apiKeys: number[];
}

/** Reads, before the delete, the user's groups and live API keys (under the user's row lock, lockManagedUser). */
export async function snapshotUser(trx: Db, userId: number): Promise<UserSnapshot> {
  const groups = await trx.selectFrom('group_users').select('group_id').where('user_id', '=', userId).orderBy('group_id').execute();
  const keys = await trx
    .selectFrom('api_keys')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
  return { groups: groups.map((g) => g.group_id), apiKeys: keys.map((k) => k.id) };
}

/**
 * Brings a deleted user back under the same id: they can sign in again and the rules that name them notify them
 * again. Refused (UNDO_TAKEN) when someone with the same phone number or e-mail was added since; a user who is not
 * deleted (nothing to do) is refused as nothing to undo. Groups deleted since stay deleted.
 */
export async function restoreUser(trx: Db, userId: number, s: UserSnapshot, reveal: ContactReveal): Promise<void> {
  const u = await trx
    .selectFrom('users')
    .select(['email', 'phone_number', 'country_code', 'deleted_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!u || u.deleted_at === null) throw new AppError('UNDO_NOT_FOUND');
  // the rule Add User and Edit User keep: one live user per e-mail and phone; another company's is not named
  await assertContactFree(trx, { email: u.email, phoneNumber: u.phone_number, countryCode: u.country_code }, reveal, {
    exceptUserId: userId,
    specific: { email: 'UNDO_TAKEN', phone: 'UNDO_TAKEN' },
  });
  await trx.updateTable('users').set({ deleted_at: null }).where('id', '=', userId).execute();
  await sql`
    INSERT INTO group_users (group_id, user_id)
    SELECT g.id, u.id FROM groups g JOIN users u ON u.id = ${userId} AND u.company_id = g.company_id
    WHERE g.id = ANY(${s.groups}::int[])
    ON CONFLICT DO NOTHING`.execute(trx);
  if (s.apiKeys.length) {
    await trx.updateTable('api_keys').set({ revoked_at: null }).where('id', 'in', s.apiKeys).where('user_id', '=', userId).execute();
  }
}
