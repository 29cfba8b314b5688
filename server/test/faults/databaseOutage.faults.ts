import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import { loadSigningKey } from '../../src/auth/signingKey';
import { startSession } from '../../src/auth/sessions';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';
import { gqlInit, httpIngest, mqttAcked, statusOf, timed } from './faultClients';
import { startOwnPostgres, type OwnPostgres } from './ownPostgres';

const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_SECONDS ?? 60) * 1000;
const ANSWER_WITHIN_MS = 5000;
const RECOVER_WITHIN_MS = 30_000;

let own: OwnPostgres;
let handle: DbHandle;
let server: ServerProcess | null = null;
beforeAll(async () => {
  own = await startOwnPostgres();
  handle = connect(own.url, 2);
  // the test's own pool loses its database on purpose: a checked-out client's error must not end the run
  handle.pool.on('connect', (client) => client.on('error', () => {}));
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await handle?.close().catch(() => {});
  await own?.remove();
});

describe('the database stopped for a minute', () => {
  it(
    'answers 503 at once, acknowledges nothing, and recovers by itself with the queued notification sent',
    async () => {
      const company = await createCompany(handle.db);
      const device = await createDevice(handle.db, company.id);
      const user = await createUser(handle.db, company.id, 'manager');
      const key = await loadSigningKey(handle.db);
      const auth = { authorization: `Bearer ${await startSession(handle.db, key, user.id, user.token_version)}` };
      const mqttPort = await freePort();
      server = startServer({
        PORT: String(await freePort()),
        MQTT_PORT: String(mqttPort),
        DATABASE_URL: own.url,
        DEMO_DATA: 'false',
        SIMULATOR: 'false',
      });
      await waitHealthy(server);
      const s = server;
      const gql = () => statusOf(`${s.url}/api/graphql`, gqlInit('{ me { id } }', auth));
      const base = Math.floor(Date.now() / 1000) - 3000;
      let n = 0;
      const reading = () => ({ time: base + n++, values: { psr: n } });

      expect(await gql()).toBe(200);
      expect(await httpIngest(s, device, reading())).toBe(200);
      expect(await mqttAcked(mqttPort, device, reading())).toBe(true);
      // a notification that falls due while the database is away
      const notice = `Outage notice ${Date.now()}`;
      const outboxRow = await handle.db
        .insertInto('notification_outbox')
        .values({ kind: 'broadcast', channel: 'sms', recipient: '5550100', body: notice, send_after: new Date(Date.now() + 3000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const storedBefore = await handle.db.selectFrom('readings').select('time').where('device_id', '=', device.id).execute();

      await own.stop();
      const downAt = Date.now();
      const rounds: {
        at: number;
        health: { ms: number; value: number };
        gql: { ms: number; value: number };
        http: { ms: number; value: number };
        mqtt: boolean;
      }[] = [];
      while (Date.now() - downAt < OUTAGE_MS - 8000) {
        const [health, g, http, mq] = await Promise.all([
          timed(() => statusOf(`${s.url}/api/health`)),
          timed(gql),
          timed(() => httpIngest(s, device, reading())),
          mqttAcked(mqttPort, device, reading(), ANSWER_WITHIN_MS),
        ]);
        rounds.push({ at: Date.now() - downAt, health, gql: g, http, mqtt: mq });
        await new Promise((r) => setTimeout(r, 5000));
      }
      while (Date.now() - downAt < OUTAGE_MS) await new Promise((r) => setTimeout(r, 200));
      console.log(
        `database down ${((Date.now() - downAt) / 1000).toFixed(0)} s; checks:`,
        rounds
          .map(
            (r) =>
              `${(r.at / 1000).toFixed(0)}s health ${r.health.value}/${r.health.ms}ms gql ${r.gql.value}/${r.gql.ms}ms http ${r.http.value}/${r.http.ms}ms mqtt ${r.mqtt ? 'acked' : 'no ack'}`,
          )
          .join('; '),
      );
      expect(rounds.length).toBeGreaterThanOrEqual(3);
      for (const r of rounds) {
        expect({ health: r.health.value, inTime: r.health.ms <= ANSWER_WITHIN_MS }).toEqual({ health: 503, inTime: true });
        expect({ gql: r.gql.value, inTime: r.gql.ms <= ANSWER_WITHIN_MS }).toEqual({ gql: 503, inTime: true });
        expect({ http: r.http.value, inTime: r.http.ms <= ANSWER_WITHIN_MS }).toEqual({ http: 503, inTime: true });
        expect(r.mqtt).toBe(false);
      }
      expect(s.child.exitCode).toBeNull();

      await own.start();
      const upAt = Date.now();
      const recovered: Record<string, number> = {};
      const pending = {
        health: async () => (await statusOf(`${s.url}/api/health`)) === 200,
        graphql: async () => (await gql()) === 200,
        http: async () => (await httpIngest(s, device, reading())) === 200,
        mqtt: () => mqttAcked(mqttPort, device, reading()),
        notification: async () =>
          (
            await handle.db
              .selectFrom('notification_outbox')
              .select('status')
              .where('id', '=', outboxRow.id)
              .executeTakeFirst()
              .catch(() => undefined)
          )?.status === 'sent',
      };
      while (Object.keys(recovered).length < Object.keys(pending).length && Date.now() - upAt < RECOVER_WITHIN_MS + 10_000) {
        await Promise.all(
          Object.entries(pending).map(async ([k, check]) => {
            if (k in recovered) return;
            if (await check().catch(() => false)) recovered[k] = Date.now() - upAt;
          }),
        );
        await new Promise((r) => setTimeout(r, 500));
      }
      console.log('recovered after the database returned (ms):', recovered);
      for (const k of Object.keys(pending)) expect({ [k]: (recovered[k] ?? Infinity) <= RECOVER_WITHIN_MS }).toEqual({ [k]: true });
      expect(s.child.exitCode).toBeNull(); // no restart
      expect(s.output()).toContain(notice);

      // nothing sent during the outage was stored (nothing was acknowledged); what came after is
      const storedAfter = await handle.db.selectFrom('readings').select('time').where('device_id', '=', device.id).execute();
      expect(storedAfter.length).toBeGreaterThan(storedBefore.length);
    },
    OUTAGE_MS + 120_000,
  );
});
