import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/*
 * A device that buffers its readings and sends them in one message: a spike inside the message is an alarm, as the
 * same readings sent one by one are, over HTTP and over MQTT, through the app's own engine and outbox.
 */
let t: TestApp;
let broker: MqttBroker;
let frank: Awaited<ReturnType<typeof createUser>>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://fieldwatch.test' });
  broker = await startTestBroker(t);
  companyId = (await createCompany(t.database.db)).id;
  frank = await createUser(t.database.db, companyId, 'full', { first_name: 'Frank', last_name: 'Field' });
});
afterAll(async () => {
  await broker.close();
  await t.close();
});

/** A tank whose 'psr' tag has the rule "Call hauler" > 15 texting Frank at once. */
async function tank(name: string) {
  const db = t.database.db;
  const d = await createDevice(db, companyId, { name });
  await db.insertInto('tags').values({ device_id: d.id, tag: 'psr' }).execute();
  await db.insertInto('alarm_rules').values({ device_id: d.id, tag: 'psr', name: 'Call hauler', symbol: 1, value: 15 }).execute();
  await db.insertInto('alarm_actions').values({ device_id: d.id, tag: 'psr', user_id: frank.id, action: 'sms', delay: 0 }).execute();
  return d;
}

/** Readings 7, 19, 19, 7 a minute apart, ending now. */
const spike = () => {
  const now = Math.floor(Date.now() / 1000);
  return [7, 19, 19, 7].map((value, i) => ({ tag: 'psr', value, time: now - 180 + 60 * i }));
};

const post = (d: { id: number; secret: string }, body: unknown) =>
  t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${d.id}/messages/data`,
    headers: { authorization: `Bearer ${d.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function settle() {
  await t.app.services.ingest.pipeline.settled();
  await t.app.services.alarms.idle();
  await t.app.services.outbox.flush();
}

/** The tag's flag changes (action, value, reading time) and the texts it sent. */
async function outcome(deviceId: number) {
  const db = t.database.db;
  const log = await db.selectFrom('alarm_log').selectAll().where('device_id', '=', deviceId).orderBy('id').execute();
  const flag = await db
    .selectFrom('tags')
    .select('alarm_flag')
    .where('device_id', '=', deviceId)
    .where('tag', '=', 'psr')
    .executeTakeFirstOrThrow();
  return {
    flags: log
      .filter((l) => l.action === 'high' || l.action === 'norm')
      .map((l) => [l.action, l.value, l.reading_time!.getTime() / 1000, l.detail]),
    texts: log.filter((l) => l.action === 'sms').map((l) => l.detail),
    flag: flag.alarm_flag,
  };
}

describe('a spike inside a buffered message', () => {
  it('over HTTP: raised, logged, texted and cleared, exactly as the same readings sent one by one', async () => {
    const buffered = await tank('Buffered over HTTP');
    const single = await tank('One by one over HTTP');
    const readings = spike();
    expect((await post(buffered, { readings })).statusCode).toBe(200);
    for (const r of readings) {
      expect((await post(single, { time: r.time, values: { psr: r.value } })).statusCode).toBe(200);
      await settle();
    }
    await settle();
    const got = await outcome(buffered.id);
    expect(got).toEqual({
      flags: [
        ['high', 19, readings[1]!.time, 'rule: Call hauler'],
        ['norm', 7, readings[3]!.time, null],
      ],
      texts: ['sent to Frank Field'],
      flag: 'norm',
    });
    expect(await outcome(single.id)).toEqual(got);
    expect(t.printed.filter((l) => l.includes('Buffered over HTTP'))).toHaveLength(1);
  });

  it('over MQTT: the same', async () => {
    const buffered = await tank('Buffered over MQTT');
    const readings = spike();
    const c = await mqtt.connectAsync(`mqtt://127.0.0.1:${broker.port}`, {
      username: String(buffered.id),
      password: buffered.secret,
      reconnectPeriod: 0,
    });
    try {
      await c.publishAsync(`devices/${buffered.id}/up/data`, JSON.stringify({ readings }), { qos: 1 });
    } finally {
      await c.endAsync();
    }
    await settle();
    expect((await outcome(buffered.id)).flags.map((f) => f[0])).toEqual(['high', 'norm']);
    expect((await outcome(buffered.id)).texts).toEqual(['sent to Frank Field']);
  });
});
