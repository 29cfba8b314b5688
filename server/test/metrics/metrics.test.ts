import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { MAX_OPERATION_NAMES } from '../../src/metrics/graphqlOperationMetrics';

let t: TestApp;
let device: Awaited<ReturnType<typeof createDevice>>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  device = await createDevice(t.database.db, company.id);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.fastify.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
  return res.body;
}

/** The value of one sample line, e.g. value(text, 'fieldwatch_x_total{reason="NOT_JSON"}'); undefined when absent. */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

function ingest(body: string) {
  return t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${device.id}/messages/data`,
    headers: { authorization: `Bearer ${device.secret}`, 'content-type': 'application/json' },
    payload: body,
  });
}

describe('GET /metrics', () => {
  it('counts HTTP requests by route pattern and status, never by URL, with a latency histogram', async () => {
    await t.app.fastify.inject({ method: 'GET', url: '/api/health' });
    await t.app.fastify.inject({ method: 'GET', url: '/no/such/page?token=secret' });
    const text = await scrape();
    expect(value(text, 'fieldwatch_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(value(text, 'fieldwatch_http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(1);
    expect(value(text, 'fieldwatch_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(1);
    expect(text).not.toContain('/no/such/page');
    expect(text).not.toContain('secret');
    // process metrics (collectDefaultMetrics)
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts GraphQL operations by name, folding unnamed ones and names past the limit', async () => {
    await t.gql('query DirectoryProbe { __typename }');
    await t.gql('query DirectoryProbe { __typename }');
    await t.gql('{ __typename }');
    for (let i = 0; i < MAX_OPERATION_NAMES + 5; i++) await t.gql(`query Invented${i} { __typename }`);
    const text = await scrape();
    expect(value(text, 'fieldwatch_graphql_operations_total{operation="DirectoryProbe",type="query"}')).toBe(2);
    expect(value(text, 'fieldwatch_graphql_operations_total{operation="(anonymous)",type="query"}')).toBe(1);
    // DirectoryProbe took one of the names: the last six invented ones are folded
    expect(value(text, 'fieldwatch_graphql_operations_total{operation="(other)",type="query"}')).toBe(6);
    const names = text.split('\n').filter((l) => l.startsWith('fieldwatch_graphql_operations_total{'));
    expect(names.length).toBe(MAX_OPERATION_NAMES + 2);
  });

  it('counts accepted and refused device messages, batch sizes and commit times', async () => {
    const time = Math.floor(Date.now() / 1000) - 60;
    expect((await ingest(JSON.stringify({ time, values: { psr: 50 } }))).statusCode).toBe(200);
    expect((await ingest(JSON.stringify({ time: time + 1, values: { psr: 51 } }))).statusCode).toBe(200);
    expect((await ingest('not json')).statusCode).toBe(400);
    const text = await scrape();
    expect(value(text, 'fieldwatch_ingest_messages_accepted_total')).toBe(2);
    expect(value(text, 'fieldwatch_ingest_messages_refused_total{reason="NOT_JSON"}')).toBe(1);
    expect(value(text, 'fieldwatch_ingest_messages_failed_total')).toBe(0);
    expect(value(text, 'fieldwatch_ingest_batch_size_count')).toBe(2);
    expect(value(text, 'fieldwatch_ingest_batch_size_sum')).toBe(2);
    expect(value(text, 'fieldwatch_ingest_commit_seconds_count')).toBe(2);
    expect(value(text, 'fieldwatch_http_requests_total{method="POST",route="/api/devices/:id/messages/:type",status="200"}')).toBe(2);
    expect(text).not.toContain(`/api/devices/${device.id}/`);
  });

  it('counts alarm evaluations and the flags they raise', async () => {
    await t.database.db.insertInto('tags').values({ device_id: device.id, tag: 'lvl', critical_high: 100 }).execute();
    const time = Math.floor(Date.now() / 1000) - 30;
    expect((await ingest(JSON.stringify({ time, values: { lvl: 50 } }))).statusCode).toBe(200);
    expect((await ingest(JSON.stringify({ time: time + 1, values: { lvl: 150 } }))).statusCode).toBe(200);
    await t.app.services.ingest.pipeline.settled();
    await t.app.services.alarms.idle();
    const text = await scrape();
    expect(value(text, 'fieldwatch_alarm_evaluations_total')).toBe(2);
    expect(value(text, 'fieldwatch_alarm_flag_changes_total{flag="critical_high"}')).toBe(1);
  });

  it("reports the outbox backlog and the age of the oldest unsent message when scraped, and each pool's use", async () => {
    await t.database.db
      .insertInto('notification_outbox')
      .values([
        { kind: 'broadcast', channel: 'sms', recipient: '5550100', body: 'old', send_after: new Date(Date.now() - 120_000) },
        { kind: 'broadcast', channel: 'sms', recipient: '5550100', body: 'due', send_after: new Date(Date.now() - 1000) },
        { kind: 'broadcast', channel: 'sms', recipient: '5550100', body: 'later', send_after: new Date(Date.now() + 3600_000) },
      ])
      .execute();
    const text = await scrape();
    expect(value(text, 'fieldwatch_outbox_due_messages')).toBe(2);
    expect(value(text, 'fieldwatch_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(120);
    expect(value(text, 'fieldwatch_outbox_oldest_due_seconds')).toBeLessThan(300);
    expect(value(text, 'fieldwatch_database_up')).toBe(1);
    expect(value(text, 'fieldwatch_db_pool_max_connections{pool="main"}')).toBe(10);
    expect(value(text, 'fieldwatch_db_pool_connections{pool="main"}')).toBeGreaterThan(0);
    // the scrape's own outbox query may be waiting for a connection at that moment
    expect(value(text, 'fieldwatch_db_pool_waiting_clients{pool="main"}')).toBeTypeOf('number');
  });
});

describe('METRICS_TOKEN', () => {
  it('makes GET /metrics answer only the bearer of the token', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'scrape-me-7f3a' });
    try {
      const get = (authorization?: string) =>
        guarded.app.fastify.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer wrong')).statusCode).toBe(401);
      const ok = await get('Bearer scrape-me-7f3a');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('fieldwatch_http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});
