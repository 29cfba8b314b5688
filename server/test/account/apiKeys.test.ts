import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { accountWorld, type AccountWorld } from './accountWorld';

let w: AccountWorld;
beforeAll(async () => {
  w = await accountWorld();
});
afterAll(() => w.close());

const ADD = 'mutation { addApiKey { apiKey me { id apiKeys } } }';
const DELETE = 'mutation($key: String!) { deleteApiKey(key: $key) { id apiKeys } }';
const GET = 'query { me { id apiKeys } }';

type AddResult = { addApiKey: { apiKey: string; me: { id: number; apiKeys: string[] } } | null };
const keysOf = (userId: number) => w.db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('API keys', () => {
  it('round trip: create, use as that user with the same permissions, list, delete, then refused', async () => {
    const own = await createDevice(w.db, w.companies.A.id, { name: 'In Field group' });
    const other = await createDevice(w.db, w.companies.A.id, { name: 'Not in a group of limited' });
    await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: own.id }).execute();

    const created = await w.as<AddResult>('limited', ADD);
    expect(created.errors).toBeUndefined();
    const key = created.data!.addApiKey!.apiKey;
    expect(key).toMatch(/^fwk_[A-Za-z0-9]{8}_/);
    const prefix = key.slice(0, 12);
    expect(created.data!.addApiKey!.me.apiKeys).toEqual([prefix]);
    // stored hashed: the whole key is nowhere in the table
    const rows = await keysOf(w.users.limited.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.prefix).toBe(prefix);
    expect(rows[0]!.key_hash).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(key.slice(13));

    const bearer = { authorization: `Bearer ${key}` };
    const me = await w.t.gql<{ me: { id: number; apiKeys: string[] } }>(GET, {}, bearer);
    expect(me.data?.me).toEqual({ id: w.users.limited.id, apiKeys: [prefix] });
    // the same devices as the user's session sees: its group's device, not the other one
    const listed = await w.t.gql<{ directoryDevices: { id: number }[] }>('{ directoryDevices { id } }', {}, bearer);
    const ids = listed.data!.directoryDevices.map((d) => d.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    // and the same refusals: a limited user may not mass-update or act as someone else
    const loginAs = await w.t.gql(GET, {}, { ...bearer, 'login-as': String(w.users.manager.id) });
    expect(loginAs.errors?.[0]?.extensions?.code).toBe('LOGIN_AS_REFUSED');
    // recorded as API use
    // (activity is written beside the request, not before the answer)
    await expect
      .poll(async () =>
        (await w.db.selectFrom('user_activity').select('client').where('user_id', '=', w.users.limited.id).execute()).map((a) => a.client),
      )
      .toContain('api');
    expect((await keysOf(w.users.limited.id))[0]!.last_used_at).toBeInstanceOf(Date);

    const deleted = await w.as<{ deleteApiKey: { apiKeys: string[] } }>('limited', DELETE, { key: prefix });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteApiKey.apiKeys).toEqual([]);
    const after = await w.t.gql(GET, {}, bearer);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const audit = await w.db.selectFrom('audit_log').select('action').where('target_id', '=', prefix).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['apiKey.add', 'apiKey.delete']);
  });

  it('a wrong secret with a real prefix is refused', async () => {
    const key = (await w.as<AddResult>('full', ADD)).data!.addApiKey!.apiKey;
    const forged = `${key.slice(0, 13)}${'A'.repeat(43)}`;
    expect((await w.t.gql(GET, {}, { authorization: `Bearer ${forged}` })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('each role but demo may create keys; demo users and login-as are refused and nothing is written', async () => {
    for (const who of ['superUser', 'manager', 'full'] as const) {
      const r = await w.as<AddResult>(who, ADD);
      expect(r.errors, who).toBeUndefined();
    }
    const before = await keysOf(w.users.demo.id);
    const demo = await w.as<AddResult>('demo', ADD);
    expect(demo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await keysOf(w.users.demo.id)).toEqual(before);

    const asManager = await w.t.gql<AddResult>(ADD, {}, await w.t.authHeaders(w.users.superUser.id, w.users.manager.id));
    expect(asManager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await keysOf(w.users.manager.id)).toHaveLength(1);
    expect((await w.t.gql(ADD)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("nobody deletes another user's key, and others never see a user's prefixes", async () => {
    const key = (await w.as<AddResult>('bManager', ADD)).data!.addApiKey!.apiKey;
    const prefix = key.slice(0, 12);
    const r = await w.as('manager', DELETE, { key: prefix });
    expect(r.errors?.[0]?.extensions?.code).toBe('API_KEY_NOT_FOUND');
    const su = await w.as('superUser', DELETE, { key: prefix });
    expect(su.errors?.[0]?.extensions?.code).toBe('API_KEY_NOT_FOUND');
    expect((await keysOf(w.users.bManager.id)).every((k) => k.revoked_at === null)).toBe(true);
    const seen = await w.as<{ usersRe: { id: number; apiKeys: string[] | null }[] }>('superUser', '{ usersRe { id apiKeys } }');
    expect(seen.data!.usersRe.find((u) => u.id === w.users.bManager.id)?.apiKeys).toBeNull();
    expect((await w.t.gql(GET, {}, { authorization: `Bearer ${key}` })).data?.me).toMatchObject({ id: w.users.bManager.id });
  });
});
