import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let t: TestApp;
let broker: MqttBroker;
let device: Awaited<ReturnType<typeof createDevice>>;
let other: Awaited<ReturnType<typeof createDevice>>;
const clients: MqttClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  broker = await startTestBroker(t);
  const company = await createCompany(t.database.db);
  device = await createDevice(t.database.db, company.id);
  other = await createDevice(t.database.db, company.id);
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
  await t.close();
});

function connect(username: string, password: string, opts: mqtt.IClientOptions = {}): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, { username, password, reconnectPeriod: 0, connectTimeout: 5000, ...opts });
    clients.push(c);
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

function publish(c: MqttClient, topic: string, body: unknown): Promise<void> {
  return new Promise((resolve, reject) =>
    c.publish(topic, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 }, (err) => (err ? reject(err) : resolve())),
  );
}

async function count(deviceId: number): Promise<number> {
  const r = await t.database.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('MQTT ingest through the embedded broker', () => {
  it('acknowledges a QoS 1 message only once its readings are committed', async () => {
    const c = await connect(String(device.id), device.secret);
    const time = Math.floor(Date.now() / 1000);
    const sends = Array.from({ length: 50 }, (_, i) =>
      publish(c, `devices/${device.id}/up/data`, { time: time - i, values: { psr: i, temp: 70 } }),
    );
    // each PUBACK means stored: check the count right when the first acknowledgements arrive
    await sends[0];
    expect(await count(device.id)).toBeGreaterThanOrEqual(2);
    await Promise.all(sends);
    expect(await count(device.id)).toBe(100);
  });

  it('refuses a wrong secret and an unknown device alike', async () => {
    await expect(connect(String(device.id), 'wrong')).rejects.toThrow(/Bad username or password|Not authorized/i);
    await expect(connect('99999999', device.secret)).rejects.toThrow(/Bad username or password|Not authorized/i);
  });

  it('logs and drops a malformed message without storing it or affecting the next one', async () => {
    const c = await connect(String(other.id), other.secret);
    const before = await count(other.id);
    await publish(c, `devices/${other.id}/up/data`, '{"values":{"psr":"NaN"}}');
    await publish(c, `devices/${other.id}/up/data`, { values: { psr: 5 } });
    expect(await count(other.id)).toBe(before + 1);
    expect(t.logs.some((l) => l.includes(`rejected a data message from device ${other.id}`))).toBe(true);
  });

  it("lets a device neither publish as another device nor read another device's downlink", async () => {
    const c = await connect(String(device.id), device.secret);
    const before = await count(other.id);
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    c.publish(`devices/${other.id}/up/data`, JSON.stringify({ values: { psr: 1 } }), { qos: 1 });
    await closed; // the broker drops a device that publishes as another, without acknowledging
    expect(await count(other.id)).toBe(before);
    const c2 = await connect(String(device.id), device.secret);
    // refused with a failure code in the SUBACK; the connection stays up for the device's own topics
    await expect(
      new Promise((resolve, reject) =>
        c2.subscribe(`devices/${other.id}/down/#`, { qos: 1 }, (err, g) => (err ? reject(err) : resolve(g))),
      ),
    ).rejects.toThrow(/Subscribe error/);
    await new Promise((resolve, reject) =>
      c2.subscribe(`devices/${device.id}/down/#`, { qos: 1 }, (err, g) => (err ? reject(err) : resolve(g))),
    );
    expect(c2.connected).toBe(true);
  });

  it('delivers the settings downlink as a retained message on the device topic', async () => {
    await t.database.db
      .insertInto('device_settings')
      .values({ device_id: other.id, key: 'interval_reading', desired_value: '600', desired_time: new Date() })
      .execute();
    await broker.pushSettings(other.id);
    const c = await connect(String(other.id), other.secret);
    const got = new Promise<{ settings: Record<string, string>; version: string }>((resolve) =>
      c.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
    );
    c.subscribe(`devices/${other.id}/down/settings`, { qos: 1 });
    const downlink = await got;
    expect(downlink.settings).toEqual({ interval_reading: '600' });
    expect(downlink.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('does not acknowledge while the database is down, and stores the message once it is back, without a restart', async () => {
    const c = await connect(String(device.id), device.secret, { reconnectPeriod: 200 });
    const name = new URL(t.database.url).pathname.slice(1);
    const admin = async (q: string) => {
      const a = new pg.Client({ connectionString: inject('pgServerUrl') });
      await a.connect();
      await a.query(q);
      await a.end();
    };
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const time = Math.floor(Date.now() / 1000) + 5;
    let acked = false;
    const send = publish(c, `devices/${device.id}/up/data`, { time, values: { psr: 42 } }).then(() => (acked = true));
    await new Promise((r) => setTimeout(r, 1500));
    expect(acked).toBe(false);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    await send;
    const row = await t.database.db
      .selectFrom('readings')
      .select('value')
      .where('device_id', '=', device.id)
      .where('time', '=', new Date(time * 1000))
      .executeTakeFirst();
    expect(row?.value).toBe(42);
  });
});
