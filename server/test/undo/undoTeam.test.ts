import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../factories/groupFactory';
import { code, teamWorld, type TeamWorld } from '../team/teamWorld';

/**
 * Undo of Delete User and Delete Group: what the delete took comes back under the same ids (memberships, device
 * access, the notifications that named them, API keys; not sessions), within 10 s, once, for the remover only.
 */
let w: TeamWorld;
beforeAll(async () => {
  w = await teamWorld();
  await w.db.insertInto('tags').values({ device_id: w.aDev.id, tag: 'lvl' }).execute();
});
afterAll(() => w.close());

const UNDO = 'mutation($r: UndoableRemoval!, $u: Int, $g: [ID!]) { undoRemoval(removal: $r, userID: $u, groupIDs: $g) }';
const DEL_USER = 'mutation($id: Int!) { deleteUser(userID: $id) { id } }';
const DEL_GROUPS = 'mutation($ids: [ID!]!) { deleteGroup(groupID: $ids) { deleted } }';
const TEST_ALARM = 'mutation { testAlarm(deviceID: %d, tag: "lvl") { flag } }';
const advance = (ms: number) => w.t.app.services.clock.advance(ms);

/** Who Test Alarm on aDev·lvl notifies now (the alarm rows it writes into the outbox). */
async function notifiedByTestAlarm(): Promise<number[]> {
  const before = await w.db
    .selectFrom('notification_outbox')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const r = await w.as('manager', TEST_ALARM.replace('%d', String(w.aDev.id)));
  expect(r.errors).toBeUndefined();
  const rows = await w.db
    .selectFrom('notification_outbox')
    .select('user_id')
    .where('kind', '=', 'alarm')
    .where('id', '>', Number(before?.max ?? 0))
    .execute();
  return [...new Set(rows.map((x) => x.user_id!))].sort((a, b) => a - b);
}

async function signIn(phone: string) {
  const req = await w.t.gql('mutation($p: String) { requestPin(phoneNumber: $p) { errorMessage } }', { p: phone });
  expect(req.data).toEqual({ requestPin: { errorMessage: null } });
  await w.t.app.services.outbox.flush();
  const pin = Number(
    [...w.t.printed]
      .reverse()
      .find((l) => l.includes(phone))
      ?.match(/PIN is (\d{4})/)?.[1],
  );
  const ok = await w.t.gql<{ login: { authorization: string | null } }>(
    'mutation($p: String, $pin: Int!) { login(phoneNumber: $p, pin: $pin) { authorization } }',
    { p: phone, pin },
  );
  return ok.data?.login.authorization ?? null;
}

describe('Delete User', () => {
  it('Undo brings the user back: groups, API key, notifications, sign-in; not the old sessions; audited, once', async () => {
    const frank = w.users.full;
    await w.db.insertInto('alarm_actions').values({ device_id: w.aDev.id, tag: 'lvl', user_id: frank.id, action: 'sms' }).execute();
    const key = await w.db
      .insertInto('api_keys')
      .values({ user_id: frank.id, prefix: 'fw_undo1', key_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oldSession = await w.t.authHeaders(frank.id);
    expect(await notifiedByTestAlarm()).toContain(frank.id);

    expect((await w.as('manager', DEL_USER, { id: frank.id })).errors).toBeUndefined();
    expect((await w.userRow(frank.id)).deleted_at).not.toBeNull();
    expect(await notifiedByTestAlarm()).not.toContain(frank.id);

    expect((await w.as('manager', UNDO, { r: 'DELETE_USER', u: frank.id })).data).toEqual({ undoRemoval: true });
    expect((await w.userRow(frank.id)).deleted_at).toBeNull();
    expect((await w.members(w.group.id)).users).toContain(frank.id);
    const k = await w.db.selectFrom('api_keys').select('revoked_at').where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(k.revoked_at).toBeNull();
    expect(await notifiedByTestAlarm()).toContain(frank.id);
    // the sessions the delete ended stay ended; signing in again works
    expect((await w.t.gql('{ me { id } }', {}, oldSession)).data?.me ?? null).toBeNull();
    const token = await signIn(`+1${frank.phone_number}`);
    expect(token).toBeTruthy();
    expect((await w.t.gql('{ me { id } }', {}, { authorization: `Bearer ${token}` })).data).toEqual({ me: { id: frank.id } });

    expect(await w.auditOf('team.user.delete.undo')).toEqual([
      expect.objectContaining({ actor_user_id: w.users.manager.id, target_id: String(frank.id) }),
    ]);
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_USER', u: frank.id }))).toBe('UNDO_ALREADY');
  });

  it('refused for another user, another company, after 10 s, and when the phone number was taken since', async () => {
    const liz = w.users.limited;
    await w.as('manager', DEL_USER, { id: liz.id });
    expect(code(await w.as('privileged', UNDO, { r: 'DELETE_USER', u: liz.id }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('bManager', UNDO, { r: 'DELETE_USER', u: liz.id }))).toBe('TEAM_USER_NOT_FOUND');
    advance(10_500);
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_USER', u: liz.id }))).toBe('UNDO_EXPIRED');
    expect((await w.userRow(liz.id)).deleted_at).not.toBeNull();

    const dana = w.users.demo;
    await w.as('superUser', DEL_USER, { id: dana.id });
    await w.db.insertInto('users').values({ company_id: w.companies.A.id, first_name: 'New', phone_number: dana.phone_number }).execute();
    expect(code(await w.as('superUser', UNDO, { r: 'DELETE_USER', u: dana.id }))).toBe('UNDO_TAKEN');
    expect((await w.userRow(dana.id)).deleted_at).not.toBeNull();
  });
});

describe('Delete Group', () => {
  it('one Undo puts every group of a bulk delete back under its id, with members, devices and notifications', async () => {
    const frank = w.users.full.id;
    const g1 = await createGroup(w.db, w.companies.A.id, { name: 'Night shift', userIds: [frank], deviceIds: [w.aDev.id, w.aDev2.id] });
    const g2 = await createGroup(w.db, w.companies.A.id, { name: 'Day shift', userIds: [w.users.privileged.id], deviceIds: [] });
    await w.db.deleteFrom('alarm_actions').execute();
    await w.db
      .insertInto('alarm_actions')
      .values({ device_id: w.aDev.id, tag: 'lvl', group_id: g1.id, action: 'email', delay: 900 })
      .execute();
    const before = [await w.members(g1.id), await w.members(g2.id)];
    expect(await notifiedByTestAlarm()).toEqual([frank]);

    const del = await w.as('manager', DEL_GROUPS, { ids: [String(g1.id), String(g2.id)] });
    expect(del.errors).toBeUndefined();
    expect(await w.groupRow(g1.id)).toBeUndefined();
    expect(await notifiedByTestAlarm()).toEqual([]);

    expect((await w.as('manager', UNDO, { r: 'DELETE_GROUP', g: [String(g1.id), String(g2.id)] })).data).toEqual({ undoRemoval: true });
    expect(await w.groupRow(g1.id)).toMatchObject({ name: 'Night shift', company_id: w.companies.A.id });
    expect(await w.groupRow(g2.id)).toMatchObject({ name: 'Day shift' });
    expect([await w.members(g1.id), await w.members(g2.id)]).toEqual(before);
    const actions = await w.db.selectFrom('alarm_actions').select(['group_id', 'action', 'delay']).execute();
    expect(actions).toEqual([{ group_id: g1.id, action: 'email', delay: 900 }]);
    expect(await notifiedByTestAlarm()).toEqual([frank]);
    expect((await w.auditOf('team.group.delete.undo')).map((a) => a.target_id)).toEqual([String(g1.id), String(g2.id)]);
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_GROUP', g: [String(g1.id), String(g2.id)] }))).toBe('UNDO_ALREADY');
  });

  it('refused for another user, another company and after 10 s; the remover keeps the row when deleted', async () => {
    const g = await createGroup(w.db, w.companies.A.id, { name: 'Temp', userIds: [], deviceIds: [] });
    await w.as('privileged', DEL_GROUPS, { ids: [String(g.id)] });
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_GROUP', g: [String(g.id)] }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('bManager', UNDO, { r: 'DELETE_GROUP', g: [String(g.id)] }))).toBe('TEAM_GROUP_NOT_FOUND');
    // the kept row is the remover's: deleting the remover (a marked row, no cascade) leaves it
    await w.as('superUser', DEL_USER, { id: w.users.privileged.id });
    const kept = await w.db
      .selectFrom('removal_undo')
      .select('user_id')
      .where('action', '=', 'team.group.delete')
      .where('target_id', '=', g.id)
      .execute();
    expect(kept).toEqual([{ user_id: w.users.privileged.id }]);
    advance(10_500);
    expect(code(await w.as('superUser', UNDO, { r: 'DELETE_USER', u: w.users.privileged.id }))).toBe('UNDO_EXPIRED');
    expect(await w.groupRow(g.id)).toBeUndefined();
  });
});
