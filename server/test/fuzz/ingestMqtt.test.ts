import net from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { oddDeviceMessage, randomBody, seeded } from './randomJson';

let t: TestApp;
let broker: MqttBroker;
const clients: MqttClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  broker = await startTestBroker(t);
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
  await t.close();
});

function connectDevice(d: { id: number; secret: string }): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, {
      username: String(d.id),
      password: d.secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(c);
    c.on('error', () => {});
    c.once('connect', () => resolve(c));
    c.once('close', () => reject(new Error('connection closed')));
  });
}

/** Sends raw bytes on a fresh TCP connection and waits until the broker closes it or a short while passes. */
function rawSend(chunks: Buffer[]): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(broker.port, '127.0.0.1');
    s.on('error', () => {});
    const done = () => {
      clearTimeout(timer);
      s.destroy();
      resolve();
    };
    const timer = setTimeout(done, 100);
    s.on('close', done);
    s.on('connect', () => {
      for (const c of chunks) s.write(c);
    });
  });
}

const str = (s: string) => {
  const b = Buffer.from(s);
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
};
/** A CONNECT packet with the given protocol name, level and flags (a valid one is 'MQTT', 4, 0x02). */
function connectPacket(protocol: string, level: number, flags: number, clientId = 'fuzz', extra: Buffer[] = []): Buffer {
  const body = Buffer.concat([str(protocol), Buffer.from([level, flags, 0, 60]), str(clientId), ...extra]);
  return Buffer.concat([Buffer.from([0x10, body.length]), body]);
}

describe('malformed MQTT packets and random payloads against the embedded broker', () => {
  it('stays up and keeps acknowledging and storing a canary device', async () => {
    const company = await createCompany(t.database.db);
    const canary = await createDevice(t.database.db, company.id);
    const fuzzer = await createDevice(t.database.db, company.id);
    // a device is throttled after ~20 rejected messages: several fuzzing devices keep the parser in reach
    const payloadFuzzers = [];
    for (let i = 0; i < 25; i++) payloadFuzzers.push(await createDevice(t.database.db, company.id));
    const rand = seeded(1883);
    const base = Math.floor(Date.now() / 1000) - 3600;
    let canaryN = 0;
    const canaryClient = await connectDevice(canary);
    const canaryCheck = async () => {
      await canaryClient.publishAsync(`devices/${canary.id}/up/data`, JSON.stringify({ time: base + canaryN, values: { psr: canaryN } }), {
        qos: 1,
      });
      canaryN++;
    };

    const login = connectPacket('MQTT', 4, 0xc2, 'fuzz', [str(String(fuzzer.id)), str(fuzzer.secret)]);
    const fixed: Buffer[][] = [
      [Buffer.from([0x10])], // a header without its length
      [Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x7f])], // a remaining length of five bytes (four at most)
      [Buffer.from([0x10, 0xff, 0xff, 0xff, 0x7f]), Buffer.from('MQTT')], // 268 MB announced, a few bytes sent
      [connectPacket('MQTX', 4, 0x02)], // wrong protocol name
      [connectPacket('MQTT', 9, 0x02)], // unknown protocol level
      [connectPacket('MQTT', 4, 0x03)], // reserved flag set
      [connectPacket('MQIsdp', 3, 0x02)], // MQTT 3.1 without credentials
      [Buffer.from([0x30, 0x05, 0x00, 0x01, 0x61, 0x62, 0x63])], // PUBLISH before CONNECT
      [Buffer.from([0x10, 0x00])], // an empty CONNECT
      [login, Buffer.from([0x32, 0x03, 0xff, 0xff, 0x00])], // PUBLISH whose topic length exceeds the packet
      [login, Buffer.from([0x32, 0xff, 0xff, 0xff, 0x7f, 0x00])], // a huge PUBLISH after a good CONNECT
      [login, Buffer.from([0x36, 0x04, 0x00, 0x01, 0x61, 0x00])], // QoS 3
      [login, Buffer.from([0x82, 0x04, 0x00, 0x01, 0x00, 0x00])], // SUBSCRIBE with an empty topic filter
      [login, Buffer.from([0xf0, 0x00])], // reserved packet type 15
      [login, login], // a second CONNECT on one connection
    ];
    let tried = 0;
    for (const chunks of fixed) {
      await rawSend(chunks);
      tried++;
    }
    await canaryCheck();
    // random bytes, sometimes behind a valid CONNECT, sometimes one byte at a time
    for (let i = 0; i < 300; i++) {
      const junk = Buffer.from(Array.from({ length: 1 + Math.floor(rand() * 64) }, () => Math.floor(rand() * 256)));
      if (rand() < 0.2) junk[0] = 0x30 | (junk[0]! & 0x0f); // a PUBLISH header
      await rawSend(rand() < 0.5 ? [login, junk] : [junk]);
      tried++;
      if (i % 25 === 0) await canaryCheck();
    }

    // random JSON published by a signed-in device; the broker drops it after too many rejections: connect again
    let fuzzClient: MqttClient | null = null;
    for (let i = 0; i < 400; i++) {
      const d = payloadFuzzers[Math.floor(i / 16)]!;
      try {
        if (i % 16 === 0) fuzzClient?.end(true);
        if (i % 16 === 0 || !fuzzClient?.connected) fuzzClient = await connectDevice(d);
        const type = rand() < 0.85 ? 'data' : ['health', 'settings', 'zz'][Math.floor(rand() * 3)]!;
        await Promise.race([
          fuzzClient.publishAsync(`devices/${d.id}/up/${type}`, randomBody(rand), { qos: 1 }),
          new Promise((r) => setTimeout(r, 300)),
        ]);
      } catch {
        /* refused or dropped: the broker's right */
      }
      tried++;
      if (i % 25 === 0) await canaryCheck();
    }
    await canaryCheck();
    console.log(
      `MQTT ingest fuzzing: ${tried} inputs tried (${fixed.length} malformed packets, 300 random byte strings, 400 random payloads); canary acknowledged ${canaryN} times`,
    );
    const stored = await t.database.db.selectFrom('readings').select('value').where('device_id', '=', canary.id).execute();
    expect(stored.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: canaryN }, (_, k) => k));
    expect(canaryClient.connected).toBe(true);
  }, 180_000);

  it('acknowledges only what it stored (data or a recorded refusal), and stores every good message sent among odd ones', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const good = [];
    for (let i = 0; i < 5; i++) good.push(await createDevice(db, company.id));
    const odd = [];
    for (let i = 0; i < 10; i++) odd.push(await createDevice(db, company.id));
    const goodClients = await Promise.all(good.map(connectDevice));
    const oddClients = await Promise.all(odd.map(connectDevice));
    const rand = seeded(20261126);
    const nowS = Math.floor(Date.now() / 1000);
    let goodN = 0;
    let oddAcked = 0;
    for (let round = 0; round < 15; round++) {
      const sends: Promise<unknown>[] = [];
      for (const [k, c] of oddClients.entries()) {
        const [type, body] = oddDeviceMessage(rand, nowS);
        // a device refused too often is disconnected without an acknowledgement: only PUBACKs count
        sends.push(
          Promise.race([
            c.publishAsync(`devices/${odd[k]!.id}/up/${type}`, JSON.stringify(body), { qos: 1 }).then(() => void oddAcked++),
            new Promise((r) => setTimeout(r, 3000)),
          ]).catch(() => {}),
        );
      }
      for (const [k, c] of goodClients.entries()) {
        const n = goodN++;
        sends.push(
          c.publishAsync(`devices/${good[k]!.id}/up/data`, JSON.stringify({ time: nowS - 3600 + n, values: { seq: n } }), { qos: 1 }),
        );
      }
      await Promise.all(sends);
    }
    const stored = await db
      .selectFrom('readings')
      .select('value')
      .where(
        'device_id',
        'in',
        good.map((d) => d.id),
      )
      .where('tag', '=', 'seq')
      .execute();
    expect(stored.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: goodN }, (_, k) => k));
    const ids = odd.map((d) => d.id);
    const logged = await db
      .selectFrom('message_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', 'in', ids)
      .executeTakeFirstOrThrow();
    const refused = await db
      .selectFrom('ingest_refusals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(oddAcked).toBeGreaterThan(0);
    expect(Number(logged.n) + Number(refused.n)).toBeGreaterThanOrEqual(oddAcked);
  }, 120_000);
});
