import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolationWorld, type IsolationWorld } from './isolationWorld';

/** Every executed mutation field is audited by the plugin: who, as whom, what, when, from where. */
let w: IsolationWorld;
beforeAll(async () => {
  // deployed behind a proxy on this machine: the audit records the client's address that the proxy forwards
  w = await isolationWorld({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => w?.close());

const FROM = { 'x-forwarded-for': '203.0.113.7' };

interface Detail {
  args: Record<string, unknown>;
  outcome: string;
  via: string | null;
}

async function rowsSince(id: number, action?: string) {
  let q = w.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', String(id) as never)
    .orderBy('id');
  if (action) q = q.where('action', '=', action);
  return (await q.execute()).map((r) => ({ ...r, detail: r.detail as unknown as Detail }));
}
const lastId = async () =>
  Number(
    (
      await w.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  );

describe('mutation audit log', () => {
  it('records login-as start and stop and what was done meanwhile, with actor, target, time and address', async () => {
    const start = await lastId();
    const before = Date.now();
    const su = w.users.superUser.id;
    const target = w.users.limited.id;
    const own = { ...(await w.t.authHeaders(su)), ...FROM };
    expect((await w.t.gql('mutation($u: Int!) { loginAs(userID: $u) { id } }', { u: target }, own)).errors).toBeUndefined();
    const acting = { ...(await w.t.authHeaders(su, target)), ...FROM };
    const upd = await w.t.gql('mutation { updateMe(firstName: "Renamed") { id firstName } }', {}, acting);
    expect(upd.errors).toBeUndefined();
    expect((await w.t.gql('mutation { stopLoginAs }', {}, acting)).errors).toBeUndefined();

    const rows = await rowsSince(start);
    const byAction = (a: string) => rows.filter((r) => r.action === a);
    // the resolver's own rows say when acting began and ended
    expect(byAction('loginAs.start')).toMatchObject([{ actor_user_id: su, as_user_id: target, ip: '203.0.113.7' }]);
    expect(byAction('loginAs.stop')).toMatchObject([{ actor_user_id: su, as_user_id: target, ip: '203.0.113.7' }]);
    // and the plugin's rows record each mutation field, acting or not
    expect(byAction('mutation.loginAs')).toMatchObject([
      { actor_user_id: su, as_user_id: su, ip: '203.0.113.7', detail: { args: { userID: target }, outcome: 'ok' } },
    ]);
    expect(byAction('mutation.updateMe')).toMatchObject([
      {
        actor_user_id: su,
        as_user_id: target,
        ip: '203.0.113.7',
        detail: { args: { firstName: 'Renamed' }, outcome: 'ok', via: 'session' },
      },
    ]);
    expect(byAction('mutation.stopLoginAs')).toMatchObject([{ actor_user_id: su, as_user_id: target, detail: { outcome: 'ok' } }]);
    for (const r of rows) {
      expect(r.time.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(r.time.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('records refusals with their code, each aliased field on its own, and variables as sent', async () => {
    const start = await lastId();
    const limited = { ...(await w.t.authHeaders(w.users.limited.id)), ...FROM };
    const r = await w.t.gql(
      'mutation($name: String!) { a: addCompany(name: $name) { id } b: addLogComment(deviceID: 7731001, comment: "hi") { id } }',
      { name: 'Sneaky Co' },
      limited,
    );
    expect(r.errors?.length, JSON.stringify(r)).toBe(2);
    const rows = await rowsSince(start);
    const company = rows.find((x) => x.action === 'mutation.addCompany');
    expect(company).toMatchObject({
      actor_user_id: w.users.limited.id,
      as_user_id: w.users.limited.id,
      detail: { args: { name: 'Sneaky Co' } },
    });
    const errors = r.errors as { path?: string[]; extensions?: { code?: string } }[];
    expect(company!.detail.outcome).toBe(errors.find((e) => e.path?.[0] === 'a')?.extensions?.code);
    const comment = rows.find((x) => x.action === 'mutation.addLogComment');
    expect(comment?.detail.args).toEqual({ deviceID: 7731001, comment: 'hi' });
    expect(comment?.detail.outcome).not.toBe('ok');
    // nothing was done, and the audit says so rather than nothing
    expect(await w.db.selectFrom('companies').select('id').where('name', '=', 'Sneaky Co').execute()).toEqual([]);
  });

  it('never stores PINs or API keys, also from a request without a viewer and from an API key', async () => {
    const start = await lastId();
    await w.t.gql('mutation { login(email: "nobody@example.test", pin: 918273) { authorization } }', {}, FROM);
    const manager = { authorization: `Bearer ${w.managerKey}`, ...FROM };
    await w.t.gql('mutation { addDevice(deviceID: 7731002, pin: 564738) { device { id } } }', {}, manager);
    const added = await w.t.gql<{ addApiKey: { apiKey: string } }>('mutation { addApiKey { apiKey } }', {}, manager);
    const newKey = added.data!.addApiKey.apiKey;
    await w.t.gql('mutation($key: String!) { deleteApiKey(key: $key) { id } }', { key: newKey.slice(0, 12) }, manager);

    const rows = await rowsSince(start);
    const text = JSON.stringify(rows);
    // the prefix is a key's public label (listed on the account page); the rest is the secret
    for (const secret of ['918273', '564738', newKey.slice(13), w.managerKey.slice(13)]) expect(text).not.toContain(secret);
    expect(rows.find((r) => r.action === 'mutation.login')).toMatchObject({
      actor_user_id: null,
      as_user_id: null,
      ip: '203.0.113.7',
      detail: { args: { pin: '[redacted]' } },
    });
    expect(rows.find((r) => r.action === 'mutation.addDevice')).toMatchObject({
      actor_user_id: w.users.manager.id,
      detail: { args: { deviceID: 7731002, pin: '[redacted]' }, via: 'apiKey' },
    });
    expect(rows.find((r) => r.action === 'mutation.deleteApiKey')?.detail.args).toEqual({ key: '[redacted]' });
  });

  it('does not audit queries', async () => {
    const start = await lastId();
    await w.t.gql('{ me { id } }', {}, await w.t.authHeaders(w.users.manager.id));
    expect(await rowsSince(start)).toEqual([]);
  });
});
