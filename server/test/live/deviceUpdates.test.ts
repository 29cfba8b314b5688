import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

let t: TestApp;
let second: App;
let base: string;
let secondBase: string;
let visible: Awaited<ReturnType<typeof createDevice>>;
let hidden: Awaited<ReturnType<typeof createDevice>>;
let otherCompany: Awaited<ReturnType<typeof createDevice>>;
let limitedHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await createCompany(db);
  const b = await createCompany(db);
  visible = await createDevice(db, a.id);
  hidden = await createDevice(db, a.id);
  otherCompany = await createDevice(db, b.id);
  const limited = await createUser(db, a.id, 'limited');
  await createGroup(db, a.id, { userIds: [limited.id], deviceIds: [visible.id] });
  limitedHeaders = await t.authHeaders(limited.id);
  base = await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  // a second server process on the same database: updates committed here must reach its subscribers too
  second = await buildApp({ config: loadConfig({ PORT: '0' }), db: t.database.db, pool: t.database.pool, logger: false, log: () => {} });
  secondBase = await second.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

interface Update {
  deviceID: number;
  tag: string;
  value: number | null;
}

/** Opens the subscription over SSE and collects updates until `enough` says stop (or the timeout). */
async function collect(
  url: string,
  headers: Record<string, string>,
  ready: () => Promise<void>,
  enough: (u: Update[]) => boolean,
): Promise<Update[]> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({ query: 'subscription { deviceUpdates { deviceID tag value } }' }),
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const got: Update[] = [];
  const timeout = setTimeout(() => controller.abort(), 5000);
  let text = '';
  const readLoop = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
        for (const m of text.matchAll(/^data: (.*)$/gm)) {
          const payload = JSON.parse(m[1]!) as { data?: { deviceUpdates: Update[] } };
          got.push(...(payload.data?.deviceUpdates ?? []));
        }
        text = text.slice(text.lastIndexOf('\n') + 1);
        if (enough(got)) break;
      }
    } catch {
      /* aborted */
    }
  })();
  await new Promise((r) => setTimeout(r, 200)); // let the subscription register
  await ready();
  await readLoop;
  clearTimeout(timeout);
  controller.abort();
  return got;
}

async function send(device: { id: number; secret: string }, value: number): Promise<void> {
  const res = await fetch(`${base}/api/devices/${device.id}/messages/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${device.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: { psr: value } }),
  });
  expect(res.status).toBe(200);
}

describe('deviceUpdates subscription over SSE', () => {
  it('delivers new readings of the devices the viewer may see, and nothing else', async () => {
    const got = await collect(
      base,
      limitedHeaders,
      async () => {
        await send(hidden, 1);
        await send(otherCompany, 2);
        await send(visible, 3);
      },
      (u) => u.some((x) => x.value === 3),
    );
    expect(got).toEqual([{ deviceID: visible.id, tag: 'psr', value: 3 }]);
  });

  it('reaches subscribers of another server process on the same database', async () => {
    const got = await collect(
      secondBase,
      limitedHeaders,
      async () => {
        await send(visible, 7);
      },
      (u) => u.some((x) => x.value === 7),
    );
    expect(got).toContainEqual({ deviceID: visible.id, tag: 'psr', value: 7 });
  });

  it('refuses a subscription without a session', async () => {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { deviceUpdates { deviceID } }' }),
    });
    const body = await res.text();
    expect(body).toContain('UNAUTHENTICATED');
  });
});
