import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { NumberedPublisher } from './numberedPublisher';

// CI runs the numbers; FAULTS_MESSAGES / FAULTS_KILLS scale them down for a quick local run
const MESSAGES = Number(process.env.FAULTS_MESSAGES ?? 100_000);
const KILLS = Number(process.env.FAULTS_KILLS ?? 20);
const DEVICES = 5;

let database: TestDatabase;
let server: ServerProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

describe(`${KILLS} SIGKILLs during ${MESSAGES} numbered messages`, () => {
  it('loses no acknowledged message and stores none twice', async () => {
    const company = await createCompany(database.db);
    const devices = [];
    for (let i = 0; i < DEVICES; i++) devices.push(await createDevice(database.db, company.id));
    const port = await freePort();
    const mqttPort = await freePort();
    const env = { PORT: String(port), MQTT_PORT: String(mqttPort), DATABASE_URL: database.url, DEMO_DATA: 'false', SIMULATOR: 'false' };
    server = startServer(env);
    await waitHealthy(server);

    const per = Math.ceil(MESSAGES / DEVICES);
    const base = Math.floor(Date.now() / 1000) - per - 600;
    const publishers = devices.map((d) => new NumberedPublisher(() => mqttPort, d, per, base));
    const acked = () => publishers.reduce((s, p) => s + p.acked.size, 0);
    const started = Date.now();
    let done = false;
    const publishing = Promise.all(publishers.map((p) => p.run())).finally(() => (done = true));

    let kills = 0;
    for (let k = 1; k <= KILLS; k++) {
      // spread the kills over the run: the k-th once k/(KILLS+1) of the messages are acknowledged
      const at = Math.floor((k * per * DEVICES) / (KILLS + 1));
      while (acked() < at && !done) await new Promise((r) => setTimeout(r, 20));
      if (done) break;
      await server.stop('SIGKILL');
      kills++;
      server = startServer(env);
      await waitHealthy(server);
    }
    await publishing;
    const seconds = (Date.now() - started) / 1000;
    const sent = publishers.reduce((s, p) => s + p.sent, 0);

    const rows = await database.db
      .selectFrom('readings')
      .select([
        'device_id',
        sql<number>`count(*)`.as('n'),
        sql<number>`count(DISTINCT time)`.as('distinct_times'),
        sql<number[]>`array_agg(value)`.as('values'),
      ])
      .where(
        'device_id',
        'in',
        devices.map((d) => d.id),
      )
      .groupBy('device_id')
      .execute();
    let lost = 0;
    let duplicates = 0;
    let stored = 0;
    for (const p of publishers) {
      const r = rows.find((x) => x.device_id === p.device.id);
      const values = new Set((r?.values ?? []).map(Number));
      stored += Number(r?.n ?? 0);
      duplicates += Number(r?.n ?? 0) - Number(r?.distinct_times ?? 0);
      for (const n of p.acked) if (!values.has(n)) lost++;
    }
    console.log(
      `SIGKILL loop: ${kills} kills, ${per * DEVICES} messages (${sent} publishes with resends) in ${seconds.toFixed(0)} s; ` +
        `acknowledged ${acked()}, stored ${stored}, lost ${lost}, duplicates ${duplicates}`,
    );
    expect(kills).toBe(KILLS);
    expect(acked()).toBe(per * DEVICES);
    expect(lost).toBe(0);
    expect(duplicates).toBe(0);
    expect(stored).toBe(per * DEVICES);
  }, 600_000);
});
