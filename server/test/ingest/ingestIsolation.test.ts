import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/**
 * One device's message never fails another's: what the validator cannot know (here a database trigger refuses one
 * value, as a constraint would) is found by splitting the batch; the message is refused once, recorded with its
 * reason, and everything batched with it is stored.
 */
let t: TestApp;
type Device = Awaited<ReturnType<typeof createDevice>>;
let good: Device[] = [];
let poisoner: Device;
let traveller: Device;
const POISON = -424242.5;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  good = [];
  for (let i = 0; i < 20; i++) good.push(await createDevice(t.database.db, company.id));
  poisoner = await createDevice(t.database.db, company.id);
  traveller = await createDevice(t.database.db, company.id);
  // the database refuses one value (SQLSTATE 22003), as a CHECK or a type limit would
  await sql`CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.value = ${sql.lit(POISON)} THEN RAISE EXCEPTION 'poison' USING ERRCODE = '22003'; END IF; RETURN NEW; END $$`.execute(
    t.database.db,
  );
  await sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON readings FOR EACH ROW EXECUTE FUNCTION refuse_poison()`.execute(t.database.db);
});
afterAll(() => t.close());

function post(d: Device, type: string, body: unknown) {
  return t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${d.id}/messages/${type}`,
    headers: { authorization: `Bearer ${d.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const now = () => Math.floor(Date.now() / 1000);

async function readingCount(ids: number[]): Promise<number> {
  const r = await t.database.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('device_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('per-message isolation in the group commit', () => {
  it('stores every good message batched with a poison one, and refuses the poison once with a code and a reason', async () => {
    const base = now() - 600;
    const sends = [];
    for (let i = 0; i < 100; i++) {
      const d = good[i % good.length]!;
      sends.push(post(d, 'data', { time: base + i, values: { psr: i } }));
      if (i === 50) sends.push(post(poisoner, 'data', { time: base, values: { psr: POISON } }));
    }
    const answers = await Promise.all(sends);
    const poisonAnswer = answers[51]!;
    expect(poisonAnswer.statusCode).toBe(400);
    expect(poisonAnswer.json()).toMatchObject({ code: 'NOT_STORABLE', error: expect.stringContaining('SQLSTATE 22003') });
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(100);
    expect(await readingCount(good.map((d) => d.id))).toBe(100);
    expect(await readingCount([poisoner.id])).toBe(0);
    const refused = await t.database.db.selectFrom('ingest_refusals').selectAll().where('device_id', '=', poisoner.id).execute();
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      message_type: 'data',
      code: 'NOT_STORABLE',
      payload: JSON.stringify({ time: base, values: { psr: POISON } }),
    });
  });

  it('stores health from any carrier among concurrent messages, marking unknown operators as unknown', async () => {
    const base = now() - 300;
    const sends = [post(poisoner, 'health', { voltage: 4.0, carrier: 'Vodafone' })];
    for (let i = 0; i < 100; i++) sends.push(post(good[i % good.length]!, 'data', { time: base + i, values: { temp: i } }));
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const d = await t.database.db
      .selectFrom('devices')
      .select(['carrier', 'unknown_op', 'tmobile_op', 'verizon_op', 'att_op', 'battery_level'])
      .where('id', '=', poisoner.id)
      .executeTakeFirstOrThrow();
    expect(d).toEqual({ carrier: 'vodafone', unknown_op: true, tmobile_op: false, verizon_op: false, att_op: false, battery_level: 4 });
  });

  it('shows super users the refused message in the message log, and nobody else', async () => {
    const su = await createUser(t.database.db, null, 'superUser');
    const manager = await createUser(t.database.db, poisoner.company_id, 'manager');
    await t.database.db
      .insertInto('user_device_grants')
      .values({ user_id: manager.id, grant_name: 'message_log', device_id: poisoner.id })
      .execute();
    const q = `query($id: Int!) { messageLog(deviceID: $id) { messageType time data { message raw } } }`;
    type Log = { messageLog: { messageType: string; data: { message: string; raw: string } }[] };
    const res = await t.gql<Log>(q, { id: poisoner.id }, await t.authHeaders(su.id));
    expect(res.errors).toBeUndefined();
    const refused = res.data!.messageLog.filter((e) => e.messageType === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.data.message).toMatch(/^NOT_STORABLE \(data\): The database refused this message/);
    expect(refused[0]!.data.raw).toContain(String(POISON));
    // a user granted the device's message log sees its messages, not the refusals
    const granted = await t.gql<Log>(q, { id: poisoner.id }, await t.authHeaders(manager.id));
    expect(granted.data!.messageLog.length).toBeGreaterThan(0);
    expect(granted.data!.messageLog.some((e) => e.messageType === 'refused')).toBe(false);
  });
});

describe('the device clock rule', () => {
  it('stores a reading stamped a day ahead at the time received, flags it, and lets the correct readings that follow be the latest', async () => {
    const db = t.database.db;
    const ahead = now() + 86_040; // 23.9 h ahead
    expect((await post(traveller, 'data', { time: ahead, values: { psr: 1 } })).statusCode).toBe(200);
    const afterAhead = await db
      .selectFrom('devices')
      .select('last_time_message_received')
      .where('id', '=', traveller.id)
      .executeTakeFirstOrThrow();
    expect(afterAhead.last_time_message_received!.getTime()).toBeLessThanOrEqual(Date.now());
    const log = await db
      .selectFrom('message_log')
      .select(['time', 'clock_offset_ms'])
      .where('device_id', '=', traveller.id)
      .executeTakeFirstOrThrow();
    expect(log.clock_offset_ms).toBeGreaterThan(86_000_000);
    expect(Math.abs(log.time.getTime() - Date.now())).toBeLessThan(10_000);

    await new Promise((r) => setTimeout(r, 1100));
    expect((await post(traveller, 'data', { time: now(), values: { psr: 2 } })).statusCode).toBe(200);
    const tag = await db
      .selectFrom('tags')
      .select(['value', 'time'])
      .where('device_id', '=', traveller.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag.value).toBe(2);
    // a reading within the tolerance is stored as sent, but the latest value's time never passes the clock
    expect((await post(traveller, 'data', { time: now() + 60, values: { psr: 3 } })).statusCode).toBe(200);
    const stored = await db
      .selectFrom('readings')
      .select('time')
      .where('device_id', '=', traveller.id)
      .where('value', '=', 3)
      .executeTakeFirstOrThrow();
    expect(stored.time.getTime()).toBeGreaterThan(Date.now() + 30_000);
    const latest = await db
      .selectFrom('tags')
      .select('time')
      .where('device_id', '=', traveller.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(latest.time!.getTime()).toBeLessThanOrEqual(Date.now());
    // a late, back-filled reading never replaces the newer latest value
    expect((await post(traveller, 'data', { time: now() - 7200, values: { psr: 4 } })).statusCode).toBe(200);
    expect(
      (await db.selectFrom('tags').select('value').where('device_id', '=', traveller.id).where('tag', '=', 'psr').executeTakeFirstOrThrow())
        .value,
    ).toBe(3);
  });

  it('keeps the spacing of buffered readings from a clock that was never set, and refuses what it cannot place', async () => {
    const db = t.database.db;
    const res = await post(traveller, 'data', {
      readings: [
        { tag: 'vlv', time: 1000, value: 10 },
        { tag: 'vlv', time: 1900, value: 11 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = await db
      .selectFrom('readings')
      .select(['time', 'value'])
      .where('device_id', '=', traveller.id)
      .where('tag', '=', 'vlv')
      .orderBy('time')
      .execute();
    expect(rows.map((r) => r.value)).toEqual([10, 11]);
    expect(rows[1]!.time.getTime() - rows[0]!.time.getTime()).toBe(900_000);
    expect(Math.abs(rows[1]!.time.getTime() - Date.now())).toBeLessThan(10_000);
    const spans = await post(traveller, 'data', {
      readings: [
        { tag: 'vlv', time: 1000, value: 1 },
        { tag: 'vlv', time: now(), value: 2 },
      ],
    });
    expect(spans.statusCode).toBe(400);
    expect(spans.json().code).toBe('BAD_TIME');
  });
});
