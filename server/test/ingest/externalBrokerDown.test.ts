import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExternalBrokerIngest } from '../../src/ingest/externalBroker/externalBrokerIngest';
import { BrokerTrouble } from '../../src/ingest/externalBroker/brokerTrouble';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort } from '../helpers/serverProcess';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('an external broker that cannot be reached', () => {
  it('is reported once with its cause, not once per connection and retry', async () => {
    const closedPort = await freePort();
    const logs: string[] = [];
    const start = startExternalBrokerIngest({
      url: `mqtt://fw:hunter2@127.0.0.1:${closedPort}`,
      ingest: { receive: async () => ({ ok: true }) as never, tooManyRejections: () => false },
      db: database.db,
      log: (msg) => logs.push(msg),
      connections: 8,
      reconnectMs: 50,
      startTimeoutMs: 1500,
    });
    await expect(start).rejects.toThrow(/no connection to the MQTT broker/);
    const reports = logs.filter((l) => l.includes('cannot connect'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('ECONNREFUSED');
    expect(reports[0]).not.toContain('hunter2');
  });

  it('repeats the report with a growing interval while it lasts, and says when it is back', () => {
    let now = 0;
    const logs: string[] = [];
    const trouble = new BrokerTrouble(
      'mqtt://broker:1883',
      (m) => logs.push(m),
      60_000,
      240_000,
      () => now,
    );
    const refused = new Error('connect ECONNREFUSED');
    const failEverySecondUntil = (end: number) => {
      for (; now < end; now += 1000) trouble.failed(refused);
    };
    failEverySecondUntil(600_000);
    // reports at 0, 60 s, 180 s (then every 240 s): 420 s
    expect(logs).toHaveLength(4);
    expect(logs[1]).toContain('(59 more failed attempts since the last report)');
    trouble.connected();
    expect(logs.at(-1)).toContain('connected to the broker at mqtt://broker:1883 again');
    trouble.failed(refused);
    expect(logs).toHaveLength(6);
  });
});
