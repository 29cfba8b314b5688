import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { NumberedPublisher } from './numberedPublisher';

let database: TestDatabase;
let server: ServerProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

/** A POST whose headers are sent now and whose body only when `finish` is called: in flight at the server meanwhile. */
function slowPost(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(bytes.subarray(0, 5));
  req.flushHeaders();
  return {
    answer,
    finish() {
      req.end(bytes.subarray(5));
    },
  };
}

describe('SIGTERM', () => {
  it('finishes in-flight requests, commits what it acknowledged, and exits within 25 s', async () => {
    const company = await createCompany(database.db);
    const devices = [
      await createDevice(database.db, company.id),
      await createDevice(database.db, company.id),
      await createDevice(database.db, company.id),
    ];
    const mqttPort = await freePort();
    server = startServer({
      PORT: String(await freePort()),
      MQTT_PORT: String(mqttPort),
      DATABASE_URL: database.url,
      DEMO_DATA: 'false',
      SIMULATOR: 'false',
    });
    await waitHealthy(server);

    const base = Math.floor(Date.now() / 1000) - 7200;
    // two devices stream QoS 1 messages through the stop; their publishers stop at the first refused connection
    const publishers = devices.slice(0, 2).map((d) => new NumberedPublisher(() => mqttPort, d, 1_000_000, base));
    const streaming = publishers.map((p) => p.runOnce());
    await new Promise((r) => setTimeout(r, 1500));

    const httpDevice = devices[2]!;
    const ingest = slowPost(
      `${server.url}/api/devices/${httpDevice.id}/messages/data`,
      { 'content-type': 'application/json', authorization: `Bearer ${httpDevice.secret}` },
      JSON.stringify({ time: base, values: { psr: 42 } }),
    );
    const graphql = slowPost(
      `${server.url}/api/graphql`,
      { 'content-type': 'application/json' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    await new Promise((r) => setTimeout(r, 500)); // the server has the headers: both requests are in flight

    const stoppedAt = Date.now();
    const exited = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    ingest.finish();
    graphql.finish();
    expect(await ingest.answer).toEqual({ status: 200, body: expect.stringContaining('"ok":true') });
    expect(await graphql.answer).toEqual({ status: 200, body: '{"data":{"__typename":"Query"}}' });
    expect(await exited).toBe(0);
    const seconds = (Date.now() - stoppedAt) / 1000;
    await Promise.all(streaming);

    const acked = publishers.reduce((s, p) => s + p.acked.size, 0);
    let lost = 0;
    for (const p of publishers) {
      const rows = await database.db.selectFrom('readings').select('value').where('device_id', '=', p.device.id).execute();
      const stored = new Set(rows.map((r) => Number(r.value)));
      for (const n of p.acked) if (!stored.has(n)) lost++;
    }
    const httpRow = await database.db.selectFrom('readings').select('value').where('device_id', '=', httpDevice.id).executeTakeFirst();
    console.log(`SIGTERM: exit after ${seconds.toFixed(1)} s; ${acked} MQTT messages acknowledged, ${lost} of them missing`);
    expect(acked).toBeGreaterThan(100);
    expect(lost).toBe(0);
    expect(Number(httpRow?.value)).toBe(42);
    expect(seconds).toBeLessThan(25);
    expect(server.output()).toContain('Stopped');
  }, 120_000);
});
