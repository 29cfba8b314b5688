import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

/** Over MQTT a PUBACK means stored: as data, or as a recorded refusal; whatever the device's clock says. */
let t: TestApp;
let broker: MqttBroker;
let companyId: number;
const clients: MqttClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  broker = await startTestBroker(t);
  companyId = (await createCompany(t.database.db)).id;
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
  await t.close();
});

function connect(d: { id: number; secret: string }): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, {
      username: String(d.id),
      password: d.secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(c);
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}

const publish = (c: MqttClient, topic: string, body: string) =>
  new Promise<void>((resolve, reject) => c.publish(topic, body, { qos: 1 }, (err) => (err ? reject(err) : resolve())));

describe('MQTT with wrong device clocks', () => {
  it('stores every PUBACKed numbered message of devices whose clocks are ahead, far ahead or never set', async () => {
    const db = t.database.db;
    const nowS = Math.floor(Date.now() / 1000);
    // seconds added to the true time by each device's clock
    const skews = [0, 60, 86_040, 3 * 86_400, 1000 - nowS];
    const PER_DEVICE = 40;
    const devices = [];
    for (let i = 0; i < skews.length; i++) devices.push(await createDevice(db, companyId));
    await Promise.all(
      devices.map(async (d, k) => {
        const c = await connect(d);
        // a burst of buffered messages, 15 s apart by the device's clock, each PUBACKed before it counts as stored
        const sends = [];
        for (let n = 0; n < PER_DEVICE; n++) {
          sends.push(
            publish(c, `devices/${d.id}/up/data`, JSON.stringify({ time: nowS + skews[k]! - (PER_DEVICE - n) * 15, values: { seq: n } })),
          );
        }
        await Promise.all(sends);
      }),
    );
    for (const [k, d] of devices.entries()) {
      // in the order they were sent, each at its own time
      const rows = await db
        .selectFrom('readings')
        .select(['value', 'time'])
        .where('device_id', '=', d.id)
        .where('tag', '=', 'seq')
        .orderBy('time')
        .execute();
      expect(
        rows.map((r) => r.value),
        `device with clock ${skews[k]} s off`,
      ).toEqual(Array.from({ length: PER_DEVICE }, (_, n) => n));
      expect(rows.every((r) => r.time.getTime() <= Date.now() + 120_000)).toBe(true);
      const dev = await db.selectFrom('devices').select('last_time_message_received').where('id', '=', d.id).executeTakeFirstOrThrow();
      expect(dev.last_time_message_received!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe('MQTT refusals', () => {
  it('acknowledges a refused message only once its refusal is recorded with the code, the reason and the payload', async () => {
    const d = await createDevice(t.database.db, companyId);
    const c = await connect(d);
    await publish(c, `devices/${d.id}/up/data`, '{"values":{"psr":"high"}}');
    // right at the PUBACK: the refusal is stored
    const refused = await t.database.db.selectFrom('ingest_refusals').selectAll().where('device_id', '=', d.id).execute();
    expect(refused).toEqual([expect.objectContaining({ message_type: 'data', code: 'BAD_NUMBER', payload: '{"values":{"psr":"high"}}' })]);
    await publish(c, `devices/${d.id}/up/data`, JSON.stringify({ values: { psr: 5 } }));
    const stored = await t.database.db.selectFrom('readings').select('value').where('device_id', '=', d.id).execute();
    expect(stored.map((r) => r.value)).toEqual([5]);
  });
});
