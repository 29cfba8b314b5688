import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { pgAdmin } from '../helpers/pgAdmin';
import { OUTBOX_READY_LAG_SECONDS } from '../../src/health/healthRoutes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = pgAdmin;

const get = (url: string) => t.app.fastify.inject({ method: 'GET', url });

describe('/api/health/live and /api/health/ready', () => {
  it('ready is 200 with each check while the database answers and delivery keeps up; live is 200', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: { ok: true }, outbox: { ok: true, due: 0, oldestDueSeconds: 0 } } });
  });

  it('ready is 503 naming the check that fails: a part added by main.ts (the external broker)', async () => {
    let connected = 0;
    t.app.readiness.add('broker', () => ({ ok: connected > 0, connections: connected }));
    const down = await get('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: true }, broker: { ok: false, connections: 0 } } });
    connected = 3;
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready is 503 while a notification has waited past the threshold; /api/health is unaffected', async () => {
    const row = await t.database.db
      .insertInto('notification_outbox')
      .values({
        kind: 'broadcast',
        channel: 'sms',
        recipient: '5550100',
        body: 'stuck',
        send_after: new Date(Date.now() - (OUTBOX_READY_LAG_SECONDS + 60) * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lagging = await get('/api/health/ready');
    expect(lagging.statusCode).toBe(503);
    expect(lagging.json()).toMatchObject({ checks: { database: { ok: true }, outbox: { ok: false, due: 1 } } });
    expect((await get('/api/health')).statusCode).toBe(200);
    await t.database.db.updateTable('notification_outbox').set({ status: 'sent' }).where('id', '=', row.id).execute();
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready is 503 while the database refuses connections, live stays 200, and both recover without a restart', async () => {
    const name = new URL(t.database.url).pathname.slice(1);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const down = await get('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: false }, outbox: { ok: false } } });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});
