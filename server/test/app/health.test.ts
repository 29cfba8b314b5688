import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { pgAdmin } from '../helpers/pgAdmin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = pgAdmin;

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers, 503 while it does not, and recovers without a restart', async () => {
    const ok = await t.app.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', ingest: { committedMessages: 0 } });

    const name = new URL(t.database.url).pathname.slice(1);
    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    const down = await t.app.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });

    await admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    const back = await t.app.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(back.statusCode).toBe(200);
  });

  it('serves GraphQL at /api/graphql', async () => {
    const r = await t.gql('{ __typename }');
    expect(r.data).toEqual({ __typename: 'Query' });
  });
});
