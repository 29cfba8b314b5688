import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import { Ingest } from '../../src/ingest/ingest';
import { startExternalBrokerIngest, type ExternalBrokerIngest } from '../../src/ingest/externalBroker/externalBrokerIngest';
import { freePort } from '../helpers/serverProcess';
import type { TestApp } from '../helpers/testApp';
import { externalBrokerWorld, type ExternalBrokerWorld } from './externalBrokerWorld';

/* Ingest through an external MQTT broker (Mosquitto here); the broker's authentication endpoints are in externalBrokerAuth.test.ts. */

const MOSQUITTO = '/usr/sbin/mosquitto';
const HAVE_MOSQUITTO = existsSync(MOSQUITTO);

let t: TestApp;
let devices: ExternalBrokerWorld['devices'];

beforeAll(async () => {
  ({ t, devices } = await externalBrokerWorld());
});
afterAll(async () => {
  await t?.close();
});

describe('starting the external-broker ingest', () => {
  it('fails the start with a clear error when the broker cannot be reached', async () => {
    const port = await freePort(); // nothing listens there
    await expect(
      startExternalBrokerIngest({
        url: `mqtt://user:pw@127.0.0.1:${port}`,
        ingest: t.app.services.ingest,
        db: t.database.db,
        log: () => {},
        connections: 2,
        startTimeoutMs: 1000,
      }),
    ).rejects.toThrow(`no connection to the MQTT broker at mqtt://user:***@127.0.0.1:${port}`);
  });
});

/** A TCP relay to PostgreSQL that can be cut: "this process lost its database". */
async function startDbRelay(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let blocked = false;
  const server = net.createServer((client) => {
    if (blocked) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = new URL(targetUrl);
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    block() {
      blocked = true;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An ingest whose committed (stored) messages are counted, as one server process would have. */
function countingIngest(inner: Ingest) {
  const c = {
    committed: 0,
    ingest: {
      async receive(deviceId: number, type: string, payload: Buffer | string) {
        const r = await inner.receive(deviceId, type, payload);
        if (r.ok) c.committed++;
        return r;
      },
      tooManyRejections: (deviceId: number) => inner.tooManyRejections(deviceId),
    },
  };
  return c;
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!HAVE_MOSQUITTO)(
  `ingest from an external broker (Mosquitto${HAVE_MOSQUITTO ? '' : `: SKIPPED, ${MOSQUITTO} is missing; apt-get install mosquitto`})`,
  () => {
    let dir: string;
    let broker: ChildProcess;
    let brokerOutput = '';
    let url: string;
    const subscribers: ExternalBrokerIngest[] = [];
    const handles: DbHandle[] = [];
    const deviceClients: MqttClient[] = [];

    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-mosquitto-'));
      const port = await freePort();
      const conf = path.join(dir, 'mosquitto.conf');
      // persistent sessions live in memory (persistence false): enough within one broker run. A subscriber that is
      // down keeps its share queued; max_queued_messages must hold it (the default, 1000, would drop the rest)
      await fs.writeFile(
        conf,
        [
          `listener ${port} 127.0.0.1`,
          'allow_anonymous true',
          'persistence false',
          'max_queued_messages 100000',
          'log_dest stderr',
          '',
        ].join('\n'),
      );
      await fs.chmod(dir, 0o755);
      broker = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
      broker.stderr?.on('data', (c: Buffer) => (brokerOutput += c.toString()));
      url = `mqtt://127.0.0.1:${port}`;
      await waitFor(
        'mosquitto to listen',
        () =>
          new Promise<boolean>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => {
              s.destroy();
              resolve(true);
            });
            s.on('error', () => resolve(false));
          }),
        10_000,
      ).catch((err) => {
        throw new Error(`${(err as Error).message}\n${brokerOutput}`);
      });
    });
    afterAll(async () => {
      for (const c of deviceClients) c.end(true);
      await Promise.all(subscribers.map((s) => s.close().catch(() => {})));
      for (const h of handles) await h.close().catch(() => {});
      broker?.kill();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    function deviceClient(d: { id: number; secret: string }): Promise<MqttClient> {
      return new Promise((resolve, reject) => {
        const c = mqtt.connect(url, { username: String(d.id), password: d.secret, clientId: `dev-${d.id}`, reconnectPeriod: 0 });
        deviceClients.push(c);
        c.once('connect', () => resolve(c));
        c.once('error', reject);
      });
    }

    const publish = (c: MqttClient, topic: string, body: unknown) =>
      c.publishAsync(topic, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 });

    async function countRows(table: 'readings' | 'message_log', deviceIds: number[]): Promise<number> {
      const r = await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('device_id', 'in', deviceIds)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    }

    it('splits 2,000 messages between two subscribers, stores each once, and a message whose commit failed comes back', async () => {
      const logsA: string[] = [];
      // subscriber A: its own Ingest on its own connection pool, through a relay we can cut
      const relay = await startDbRelay(t.database.url);
      const handleA = connect(relay.url, 4);
      // a client checked out of the pool when its socket drops emits 'error' with nobody listening (node-postgres);
      // connection.ts does not guard against that (see the report), so guard here: the test cuts this pool on purpose
      handleA.pool.on('connect', (client) => client.on('error', () => {}));
      handles.push(handleA);
      const a = countingIngest(new Ingest(handleA.db, { log: (m) => logsA.push(m) }));
      const b = countingIngest(t.app.services.ingest);
      const common = { url, connections: 4, reconnectMs: 200 };
      const subA = await startExternalBrokerIngest({
        ...common,
        ingest: a.ingest,
        db: handleA.db,
        clientId: 'fw-test-a',
        log: (m) => logsA.push(m),
      });
      subscribers.push(subA);
      const subB = await startExternalBrokerIngest({
        ...common,
        ingest: b.ingest,
        db: t.database.db,
        clientId: 'fw-test-b',
        log: (m) => t.logs.push(m),
      });
      subscribers.push(subB);

      const senders = await Promise.all(devices.map(deviceClient));
      const ids = devices.map((d) => d.id);
      const base = Math.floor(Date.now() / 1000) - 3600;
      const PER_DEVICE = 250;
      const send = (from: number, to: number) =>
        Promise.all(
          senders.map(async (c, k) => {
            const id = devices[k]!.id;
            for (let i = from; i < to; i++)
              await publish(c, `devices/${id}/up/data`, { time: base + i, values: { psr: i, temp: 70, _t: 21 } });
          }),
        );

      // 800 messages with both subscribers healthy
      await send(0, 100);
      await waitFor('the first 800 messages to be stored', () => a.committed + b.committed === 800);
      expect(a.committed).toBeGreaterThan(0);
      expect(b.committed).toBeGreaterThan(0);
      const aHealthy = a.committed;

      // A loses its database: its commits fail, it does not acknowledge, its share stays with the broker
      relay.block();
      await send(100, PER_DEVICE);
      await waitFor('B to store its share of the rest', async () => b.committed >= 800 - aHealthy + 400);
      expect(a.committed).toBe(aHealthy);
      expect(logsA.some((l) => l.includes('not committed, not acknowledged'))).toBe(true);
      expect(await countRows('message_log', ids)).toBeLessThan(2000);

      // A stops; its replacement (same client id, as a restarted process) gets every message A did not acknowledge
      await subA.close();
      const a2 = countingIngest(t.app.services.ingest);
      const subA2 = await startExternalBrokerIngest({
        ...common,
        ingest: a2.ingest,
        db: t.database.db,
        clientId: 'fw-test-a',
        log: (m) => t.logs.push(m),
      });
      subscribers.push(subA2);
      await waitFor('all 2,000 messages to be stored', async () => (await countRows('message_log', ids)) >= 2000);
      await new Promise((r) => setTimeout(r, 500)); // nothing more should arrive
      expect(a2.committed).toBeGreaterThan(0);
      expect(await countRows('message_log', ids)).toBe(2000);
      expect(await countRows('readings', ids)).toBe(6000);
      expect(aHealthy + b.committed + a2.committed).toBe(2000);
      await relay.close();
    }, 60_000);

    it('acknowledges and drops a malformed message and one from an unknown device, and stores the next one', async () => {
      const sub = subscribers[subscribers.length - 1]!;
      expect(sub).toBeDefined();
      const d = devices[2]!;
      const c = await deviceClient(d);
      const before = await countRows('readings', [d.id]);
      await publish(c, `devices/${d.id}/up/data`, '{"values":{"psr":"NaN"}}');
      await publish(c, 'devices/424242424/up/data', { values: { psr: 1 } });
      await publish(c, `devices/${d.id}/up/data`, { values: { psr: 5 } });
      await waitFor('the good message', async () => (await countRows('readings', [d.id])) === before + 1);
      await waitFor(
        'the logs',
        () =>
          t.logs.some((l) => l.includes(`rejected a data message from device ${d.id}`)) &&
          t.logs.some((l) => l.includes('unknown device 424242424')),
      );
      await new Promise((r) => setTimeout(r, 500)); // acknowledged: not redelivered, nothing more stored
      expect(await countRows('readings', [d.id])).toBe(before + 1);
    });

    it('publishes the settings downlink as a retained message on the device topic', async () => {
      const sub = subscribers[subscribers.length - 1]!;
      const d = devices[3]!;
      await t.database.db
        .insertInto('device_settings')
        .values({ device_id: d.id, key: 'interval_reading', desired_value: '900', desired_time: new Date() })
        .execute();
      await sub.pushSettings(d.id);
      const c = await deviceClient(d);
      const got = new Promise<{ settings: Record<string, string>; version: string }>((resolve) =>
        c.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
      );
      await c.subscribeAsync(`devices/${d.id}/down/settings`, { qos: 1 });
      const downlink = await got;
      expect(downlink.settings).toEqual({ interval_reading: '900' });
      expect(downlink.version).toMatch(/^[0-9a-f]{12}$/);
    });
  },
);
