import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
let app: App;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // production: request lines are at info, the level an operator runs with
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: '/nonexistent', PORT: '0' });
  app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    print: () => {},
    log: () => {},
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('request logs', () => {
  it('write one line per request with method, route, status, duration and request id, and none of the secrets it carried', async () => {
    const secrets = ['Bearer tok_9f8e7d6c5b4a', 'fw_signin=cookie_1a2b3c4d', 'refresh_5e6f7a8b', 'pin-4821', 'fwk_ABCDEFGH_keymaterial'];
    const res = await app.fastify.inject({
      method: 'POST',
      url: '/api/graphql?apiKey=fwk_ABCDEFGH_keymaterial',
      headers: { 'content-type': 'application/json', authorization: secrets[0]!, cookie: secrets[1]!, 'refresh-token': secrets[2]! },
      payload: JSON.stringify({ query: 'mutation SignIn($pin: String!) { __typename @skip(if: false) }', variables: { pin: secrets[3] } }),
    });
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    const line = requestLines[0]!;
    expect(line).toMatchObject({
      level: 30,
      method: 'POST',
      route: '/api/graphql',
      status: res.statusCode,
      reqId: res.headers['x-request-id'],
    });
    expect(line.ms).toBeTypeOf('number');
    expect(String(line.reqId)).toMatch(/^[0-9a-f-]{36}$/);
    const everything = lines.map((l) => JSON.stringify(l)).join('\n');
    for (const s of [...secrets, 'tok_9f8e7d6c5b4a', 'cookie_1a2b3c4d', 'keymaterial', '4821']) expect(everything).not.toContain(s);
  });
});
