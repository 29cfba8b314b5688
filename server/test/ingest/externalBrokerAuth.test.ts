import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/testApp';
import { externalBrokerWorld, type ExternalBrokerWorld } from './externalBrokerWorld';

/* The HTTP endpoints an external broker (EMQX, mosquitto-go-auth) asks whether a client may connect, publish or subscribe. */

const BROKER_CREDENTIAL = `Basic ${Buffer.from('fw-service:service-secret').toString('base64')}`;

let t: TestApp;
let devices: ExternalBrokerWorld['devices'];

beforeAll(async () => {
  ({ t, devices } = await externalBrokerWorld());
});
afterAll(async () => {
  await t?.close();
});

async function post(url: string, body: Record<string, unknown>, form = false) {
  const res = await t.app.fastify.inject({
    method: 'POST',
    url,
    // the broker's own credential (the server's account in MQTT_URL), as EMQX sends it in the authenticator's headers
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', authorization: BROKER_CREDENTIAL },
    payload: form ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as { result: string; is_superuser?: boolean; ok?: boolean } };
}

describe('broker authentication endpoints (EMQX / mosquitto-go-auth HTTP)', () => {
  it('allows a device with its secret, and denies a wrong secret and an unknown id alike, with 200', async () => {
    const d = devices[0]!;
    expect(await post('/api/mqtt/auth', { username: String(d.id), password: d.secret })).toEqual({
      status: 200,
      body: expect.objectContaining({ result: 'allow', is_superuser: false, ok: true }),
    });
    const wrong = await post('/api/mqtt/auth', { username: String(d.id), password: 'wrong' });
    const unknown = await post('/api/mqtt/auth', { username: '99999999', password: d.secret });
    expect(wrong).toEqual({ status: 200, body: expect.objectContaining({ result: 'deny', ok: false }) });
    expect(unknown.body).toEqual(wrong.body);
    expect((await post('/api/mqtt/auth', { username: 'admin', password: 'admin' })).body.result).toBe('deny');
    expect((await post('/api/mqtt/auth', { username: String(d.id) })).body.result).toBe('deny');
  });

  it('reads form fields as well as JSON', async () => {
    const d = devices[1]!;
    expect((await post('/api/mqtt/auth', { username: d.id, password: d.secret }, true)).body.result).toBe('allow');
    expect((await post('/api/mqtt/acl', { username: d.id, topic: `devices/${d.id}/up/data`, acc: 2 }, true)).body.result).toBe('allow');
  });

  it("lets the server's own account (from MQTT_URL) in as superuser, and only with its password", async () => {
    expect((await post('/api/mqtt/auth', { username: 'fw-service', password: 'service-secret' })).body).toEqual(
      expect.objectContaining({ result: 'allow', is_superuser: true }),
    );
    expect((await post('/api/mqtt/auth', { username: 'fw-service', password: 'nope' })).body.result).toBe('deny');
    expect(
      (await post('/api/mqtt/acl', { username: 'fw-service', topic: '$share/fieldwatch/devices/+/up/+', action: 'subscribe' })).body.result,
    ).toBe('allow');
    expect((await post('/api/mqtt/superuser', { username: 'fw-service' })).body.result).toBe('allow');
    expect((await post('/api/mqtt/superuser', { username: String(devices[0]!.id) })).body.result).toBe('deny');
  });

  it('lets a device publish only its own uplinks and subscribe only to its own downlink', async () => {
    const id = devices[0]!.id;
    const other = devices[1]!.id;
    const acl = async (topic: string, action: string) => (await post('/api/mqtt/acl', { username: String(id), topic, action })).body.result;
    expect(await acl(`devices/${id}/up/data`, 'publish')).toBe('allow');
    expect(await acl(`devices/${id}/up/health`, 'publish')).toBe('allow');
    expect(await acl(`devices/${other}/up/data`, 'publish')).toBe('deny');
    expect(await acl(`devices/${id}/up/+`, 'publish')).toBe('deny');
    expect(await acl(`devices/${id}/down/settings`, 'publish')).toBe('deny');
    expect(await acl(`devices/${id}/up/data/extra`, 'publish')).toBe('deny');

    expect(await acl(`devices/${id}/down/#`, 'subscribe')).toBe('allow');
    expect(await acl(`devices/${id}/down/settings`, 'subscribe')).toBe('allow');
    expect(await acl(`devices/${other}/down/#`, 'subscribe')).toBe('deny');
    expect(await acl('devices/+/down/#', 'subscribe')).toBe('deny');
    expect(await acl('#', 'subscribe')).toBe('deny');
    expect(await acl(`devices/${id}/#`, 'subscribe')).toBe('deny');
    expect(await acl(`devices/${id}/up/+`, 'subscribe')).toBe('deny');
    expect(await acl('$share/fieldwatch/devices/+/up/+', 'subscribe')).toBe('deny');
    // mosquitto-go-auth's access codes: 1 read (a message delivered to the device), 2 write, 4 subscribe
    const acc = async (topic: string, code: number) =>
      (await post('/api/mqtt/acl', { username: String(id), topic, acc: code })).body.result;
    expect(await acc(`devices/${id}/down/settings`, 1)).toBe('allow');
    expect(await acc(`devices/${other}/down/settings`, 1)).toBe('deny');
    expect(await acc(`devices/${id}/up/data`, 2)).toBe('allow');
    expect(await acc(`devices/${id}/down/#`, 4)).toBe('allow');
    expect(await acc(`devices/${id}/up/data`, 3)).toBe('deny');
  });
});
