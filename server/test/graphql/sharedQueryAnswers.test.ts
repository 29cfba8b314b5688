import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { statementRecorder } from '../helpers/statementCounter';
import { describeAnswer } from '../../src/graphql/sharedQueryAnswers';

/**
 * One viewer's identical queries share one answer for a short time (server/src/graphql/sharedQueryAnswers.ts): kept
 * answers are never another viewer's or another session's, and a write through the API, an alarm flag or a reading
 * of a device shown drops them.
 */
let t: TestApp;
let boss: number;
let deputy: number;
let one: number;
let oneSecret: string;
let two: number;
let elsewhere: number;
let rec: ReturnType<typeof statementRecorder>;

const FOLDER = 'query($path: String) { devicesRe(query: "directory-details", path: $path) { id name } }';
type Folder = { devicesRe: { id: number; name: string }[] };

async function names(headers: Record<string, string>, path = '/Z') {
  const r = await t.gql<Folder>(FOLDER, { path }, headers);
  if (r.errors?.length || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.devicesRe.map((d) => d.name).sort();
}

/** A change the API does not see (another process, a device's own settings): only the database has it. */
const renameBehindTheApi = (id: number, name: string) => sql`update devices set name = ${name} where id = ${id}`.execute(t.database.db);

const reading = (deviceId: number, alarmFlag: string | null = null) => ({
  deviceId,
  tag: 'spsr',
  time: Date.now() / 1000,
  value: 1,
  alarmFlag,
});

beforeAll(async () => {
  t = await createTestApp();
  rec = statementRecorder(t.database.pool);
  const db = t.database.db;
  const z = await createCompany(db, { name: 'Shared Answers Co' });
  boss = (await createUser(db, z.id, 'manager')).id;
  deputy = (await createUser(db, z.id, 'manager')).id;
  ({ id: one, secret: oneSecret } = await createDevice(db, z.id, { name: 'One', path: '/Z' }));
  two = (await createDevice(db, z.id, { name: 'Two', path: '/Z' })).id;
  elsewhere = (await createDevice(db, z.id, { name: 'Far', path: '/Y' })).id;
});
afterAll(() => t?.close());

describe("a viewer's identical queries share one answer", () => {
  it('keeps the answer for its session only: another session of the user and another user read again', async () => {
    const session = await t.authHeaders(boss);
    expect(await names(session)).toEqual(['One', 'Two']);
    await renameBehindTheApi(one, 'Uno');
    expect(await names(session)).toEqual(['One', 'Two']);
    expect(await names(await t.authHeaders(boss))).toEqual(['Two', 'Uno']);
    expect(await names(await t.authHeaders(deputy))).toEqual(['Two', 'Uno']);
  });

  it('answers concurrent identical requests with one execution', async () => {
    const one = await t.authHeaders(deputy);
    const three = await Promise.all([t.authHeaders(deputy), t.authHeaders(deputy), t.authHeaders(deputy)]);
    const shared = await rec.during(() => Promise.all([names(one, '/Y'), names(one, '/Y'), names(one, '/Y')]));
    const apart = await rec.during(() => Promise.all(three.map((h) => names(h, '/Y'))));
    // the same viewer's requests read the folder once; three sessions read it three times
    expect(apart.length - shared.length).toBeGreaterThanOrEqual(2);
  });

  it('drops what it kept when a mutation runs, whoever made it', async () => {
    const session = await t.authHeaders(boss);
    expect(await names(session)).toEqual(['Two', 'Uno']);
    await renameBehindTheApi(two, 'Dos');
    await t.gql(
      'mutation($id: Int!) { updateDevice(id: $id, update: { name: "Far away" }) { id } }',
      { id: elsewhere },
      await t.authHeaders(deputy),
    );
    expect(await names(session)).toEqual(['Dos', 'Uno']);
  });

  it("keeps what it kept when a signed-out caller's mutation runs (a sign-in changes nothing an answer shows)", async () => {
    const session = await t.authHeaders(boss);
    const before = await names(session);
    await renameBehindTheApi(two, 'Deux');
    const attempt = await t.gql<{ login: { authorization: string | null } | null }>(
      'mutation { login(phoneNumber: "5550000000", pin: 1234) { authorization errorMessage } }',
    );
    expect(attempt.data?.login?.authorization ?? null).toBeNull();
    expect(await names(session)).toEqual(before);
    await renameBehindTheApi(two, 'Dos');
  });

  it('keeps what it kept when a write outside GraphQL is refused (it changed nothing)', async () => {
    const session = await t.authHeaders(boss);
    const before = await names(session);
    await renameBehindTheApi(two, 'Deux');
    expect(await names(session)).toEqual(before);
    // the link page's Acknowledge button with a code that names no alarm; an accepted one drops the kept answers
    // (alarms/ackByMessageLink.test.ts)
    const ack = await t.app.fastify.inject({ method: 'POST', url: '/api/alarm-ack/aaaaaaaaaaaaaaaaaaaaaa' });
    expect(ack.statusCode).toBeGreaterThanOrEqual(400);
    expect(await names(session)).toEqual(before);
    await renameBehindTheApi(two, 'Dos');
  });

  it('drops what another process on the database kept when a mutation runs here', async () => {
    const second = await buildApp({
      config: loadConfig({ PORT: '0' }),
      db: t.database.db,
      pool: t.database.pool,
      logger: false,
      log: () => {},
    });
    try {
      const session = await t.authHeaders(boss);
      const there = async () => {
        const r = await second.fastify.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { 'content-type': 'application/json', ...session },
          payload: JSON.stringify({ query: FOLDER, variables: { path: '/Z' } }),
        });
        return (r.json() as { data: Folder }).data.devicesRe.map((d) => d.name).sort();
      };
      expect(await there()).toEqual(['Dos', 'Uno']);
      await renameBehindTheApi(two, 'Zwei');
      expect(await there()).toEqual(['Dos', 'Uno']);
      await t.gql('mutation($id: Int!) { updateDevice(id: $id, update: { name: "Far away" }) { id } }', { id: elsewhere }, session);
      // the other process hears of it through PostgreSQL's NOTIFY, within milliseconds
      await expect.poll(there, { timeout: 1000, interval: 20 }).toEqual(['Uno', 'Zwei']);
      await renameBehindTheApi(two, 'Dos');
    } finally {
      await second.close();
    }
  });

  it('drops the answers that show a device when it sends a message, and keeps the others', async () => {
    const session = await t.authHeaders(boss);
    expect(await names(session)).toEqual(['Dos', 'Uno']);
    expect(await names(session, '/Y')).toEqual(['Far away']);
    await renameBehindTheApi(one, 'Eins');
    await renameBehindTheApi(elsewhere, 'Fern');
    t.app.services.live.publish([reading(one)]);
    expect(await names(session)).toEqual(['Dos', 'Eins']);
    expect(await names(session, '/Y')).toEqual(['Far away']);
    // any message of the device this process stores, not only a reading: here the settings it applied
    expect(await names(session)).toEqual(['Dos', 'Eins']);
    await renameBehindTheApi(one, 'Uno');
    const sent = await t.app.fastify.inject({
      method: 'POST',
      url: `/api/devices/${one}/messages/settings`,
      headers: { authorization: `Bearer ${oneSecret}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ time: Math.floor(Date.now() / 1000), settings: { interval_transmit: '900' } }),
    });
    expect(sent.statusCode).toBe(200);
    expect(await names(session)).toEqual(['Dos', 'Uno']);
    // an alarm flag can add a device to any list: every kept answer goes
    t.app.services.live.publish([reading(two, 'high')]);
    expect(await names(session, '/Y')).toEqual(['Fern']);
  });

  it('keeps an answer no longer than QUERY_SHARE_MS, and none with 0', async () => {
    const short = await createTestApp({ QUERY_SHARE_MS: '200' });
    const none = await createTestApp({ QUERY_SHARE_MS: '0' });
    try {
      for (const [app, waitMs] of [
        [short, 300],
        [none, 0],
      ] as const) {
        const z = await createCompany(app.database.db, { name: 'Ttl Co' });
        const user = (await createUser(app.database.db, z.id, 'manager')).id;
        const device = (await createDevice(app.database.db, z.id, { name: 'Old', path: '/T' })).id;
        const session = await app.authHeaders(user);
        const ask = async () => (await app.gql<Folder>(FOLDER, { path: '/T' }, session)).data?.devicesRe[0]?.name;
        expect(await ask()).toBe('Old');
        await sql`update devices set name = 'New' where id = ${device}`.execute(app.database.db);
        if (waitMs === 0) expect(await ask()).toBe('New');
        else {
          expect(await ask()).toBe('Old');
          await new Promise((r) => setTimeout(r, waitMs));
          expect(await ask()).toBe('New');
        }
      }
    } finally {
      await short.close();
      await none.close();
    }
  });

  it('does not keep an answer with errors', async () => {
    const session = await t.authHeaders(deputy);
    const staffOnly = '{ purchaseOrders { id } }';
    expect((await t.gql(staffOnly, {}, session)).errors?.[0]?.extensions?.code).toBeTruthy();
    await sql`update users set is_super_user = true where id = ${deputy}`.execute(t.database.db);
    const again = await t.gql(staffOnly, {}, session);
    expect(again.errors).toBeUndefined();
    expect(again.data).toHaveProperty('purchaseOrders');
  });
});

describe('describeAnswer', () => {
  it('finds every id and deviceID in an answer, however deep, and counts its values', () => {
    const { labels, size } = describeAnswer({
      devicesRe: [
        { id: 1, tags: [{ deviceID: 2, values: [5, 6, 7] }] },
        { id: 3, company: { id: 9 } },
      ],
      count: 7,
    });
    expect([...labels].sort()).toEqual([1, 2, 3, 9]);
    // 2 fields at the top, the list of 2, device 1's 2 fields, its tag list of 1 with 2 fields and 3 values, device 3's 2, its company's 1
    expect(size).toBe(2 + 2 + 2 + 1 + 2 + 3 + 2 + 1);
  });
});
