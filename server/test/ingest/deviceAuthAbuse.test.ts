import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config';
import type { MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

/** Strangers cannot keep a device offline, and cannot choose the address the limits count. */
let t: TestApp;
let broker: MqttBroker;
type Device = Awaited<ReturnType<typeof createDevice>>;
let victim: Device;
let neighbour: Device;
let company: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  broker = await startTestBroker(t);
  company = await createCompany(t.database.db);
  victim = await createDevice(t.database.db, company.id);
  neighbour = await createDevice(t.database.db, company.id);
});
afterAll(async () => {
  await broker.close();
  await t.close();
});

function post(id: number, secret: string, opts: { from?: string; forwardedFor?: string; app?: TestApp } = {}) {
  return (opts.app ?? t).app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${id}/messages/data`,
    remoteAddress: opts.from ?? '127.0.0.1',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
    },
    payload: JSON.stringify({ values: { psr: 1 } }),
  });
}

function mqttConnect(username: string, password: string): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, { username, password, reconnectPeriod: 0, connectTimeout: 5000 });
    c.once('connect', () => resolve(c));
    c.once('error', (err) => {
      c.end(true);
      reject(err);
    });
  });
}

describe('device authentication under a wrong-secret flood', () => {
  it('accepts the real device over HTTP and MQTT while its id is hammered with wrong secrets, from its own address too', async () => {
    const statuses = new Map<number, number>();
    for (let round = 0; round < 30; round++) {
      // ten wrong guesses on the victim's id from the attacker, and as many from the victim's own address (one NAT)
      const guesses = [];
      for (let i = 0; i < 10; i++) {
        guesses.push(post(victim.id, `guess-${round}-${i}`, { from: '203.0.113.9' }));
        guesses.push(post(victim.id, `nat-${round}-${i}`));
      }
      for (const g of await Promise.all(guesses)) statuses.set(g.statusCode, (statuses.get(g.statusCode) ?? 0) + 1);
      const real = await post(victim.id, victim.secret);
      expect(real.statusCode, `round ${round}`).toBe(200);
    }
    // the guesses were told to back off
    expect(statuses.get(429)).toBeGreaterThan(500);
    const c = await mqttConnect(String(victim.id), victim.secret);
    await new Promise<void>((resolve, reject) =>
      c.publish(`devices/${victim.id}/up/data`, JSON.stringify({ values: { psr: 3 } }), { qos: 1 }, (e) => (e ? reject(e) : resolve())),
    );
    c.end(true);
    await expect(mqttConnect(String(victim.id), 'wrong')).rejects.toThrow(/Bad username or password/i);
  });

  it('counts failures by the peer address, whatever X-Forwarded-For says, unless the peer is a trusted proxy', async () => {
    // rotating the header does not reset the attacker's count: its own address is throttled
    let last = 0;
    for (let i = 0; i < 205; i++)
      last = (await post(800_000 + i, 'guess', { from: '198.51.100.7', forwardedFor: `10.1.${i % 250}.${i % 200}` })).statusCode;
    expect(last).toBe(429);
    // spoofing the victim's address blames nobody else: a device behind that address, not yet known to the server, gets in
    for (let i = 0; i < 205; i++) await post(810_000 + i, 'guess', { from: '198.51.100.8', forwardedFor: '192.0.2.44' });
    expect((await post(neighbour.id, neighbour.secret, { from: '192.0.2.44' })).statusCode).toBe(200);

    // behind a proxy named in TRUST_PROXY the forwarded address is the client's
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 205; i++) await post(820_000 + i, 'guess', { app: proxied, forwardedFor: '192.0.2.55' });
      expect((await post(820_999, 'guess', { app: proxied, forwardedFor: '192.0.2.55' })).statusCode).toBe(429);
      expect((await post(820_999, 'guess', { app: proxied, forwardedFor: '192.0.2.56' })).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY strictly', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});

describe('the broker authentication routes', () => {
  it('do not exist without an external broker', async () => {
    for (const url of ['/api/mqtt/auth', '/api/mqtt/acl', '/api/mqtt/superuser']) {
      const res = await t.app.fastify.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: String(victim.id), password: 'x' }),
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("require the broker's own credential in external-broker mode", async () => {
    const ext = await createTestApp({ MQTT_URL: 'mqtt://fw-service:service-secret@127.0.0.1:1883' });
    try {
      const d = await createDevice(ext.database.db, null);
      const ask = (headers: Record<string, string>, query = '') =>
        ext.app.fastify.inject({
          method: 'POST',
          url: `/api/mqtt/auth${query}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ username: String(d.id), password: d.secret }),
        });
      expect((await ask({})).statusCode).toBe(401);
      expect((await ask({ authorization: 'Bearer nope' })).statusCode).toBe(401);
      expect((await ask({ authorization: `Basic ${Buffer.from('fw-service:nope').toString('base64')}` })).statusCode).toBe(401);
      // a stranger choosing the throttle key through the body gets nowhere without the credential
      const ok = await ask({ authorization: `Basic ${Buffer.from('fw-service:service-secret').toString('base64')}` });
      expect(ok.json()).toMatchObject({ result: 'allow' });
      expect((await ask({ authorization: 'Bearer service-secret' })).json()).toMatchObject({ result: 'allow' });
      expect((await ask({}, '?key=service-secret')).json()).toMatchObject({ result: 'allow' });
    } finally {
      await ext.close();
    }
  });
});
