import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let database: TestDatabase;
let server: ServerProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database.drop();
});

describe('a server killed mid-stream', () => {
  it('has every acknowledged message in the database', async () => {
    const company = await createCompany(database.db);
    const device = await createDevice(database.db, company.id);
    const mqttPort = await freePort();
    server = startServer({
      PORT: String(await freePort()),
      MQTT_PORT: String(mqttPort),
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      SIMULATOR: 'false',
    });
    await waitHealthy(server);

    const client = mqtt.connect(`mqtt://127.0.0.1:${mqttPort}`, {
      username: String(device.id),
      password: device.secret,
      reconnectPeriod: 0,
    });
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('error', reject);
    });
    client.on('error', () => {});
    const acked: number[] = [];
    const start = Math.floor(Date.now() / 1000) - 86_000;
    let sent = 0;
    let killed = false;
    // keep ~200 messages in flight, numbered by their time, until the kill
    const pump = async () => {
      while (!killed) {
        const n = sent++;
        client.publish(`devices/${device.id}/up/data`, JSON.stringify({ time: start + n, values: { psr: n } }), { qos: 1 }, (err) => {
          if (!err) acked.push(n);
        });
        if (sent - acked.length > 200) await new Promise((r) => setTimeout(r, 2));
      }
    };
    const pumping = pump();
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop('SIGKILL');
    killed = true;
    await pumping;
    client.end(true);

    expect(acked.length).toBeGreaterThan(100);
    const rows = await database.db.selectFrom('readings').select('value').where('device_id', '=', device.id).execute();
    const stored = new Set(rows.map((r) => r.value));
    const lost = acked.filter((n) => !stored.has(n));
    expect(lost).toEqual([]);
    // nothing is stored twice: each (device, tag, time) is one row
    expect(rows.length).toBe(stored.size);
  });
});
