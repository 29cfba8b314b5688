import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';

const dirs: string[] = [];
const running: ServerProcess[] = [];
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-start-'));
  dirs.push(d);
  return d;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

// one browser across both runs: its sign-in cookie is what the PIN limit per browser counts by
const BROWSER_COOKIE = 'fw_signin=one-browser-across-restarts-0001';

async function gql(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: BROWSER_COOKIE },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: { requestPin: { errorMessage: string | null } } };
}
const REQUEST_PIN = 'mutation($email: String) { requestPin(email: $email) { errorMessage } }';

/** `npm start` on the embedded defaults, without the demo data (the browser tests cover that). */
async function start(dataDir: string): Promise<ServerProcess> {
  const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEMO_DATA: 'false', MQTT_PORT: 'off' });
  running.push(server);
  await waitHealthy(server);
  return server;
}

describe('starting and stopping the product', () => {
  it('creates the database on first start, reuses it on the next, and stops PostgreSQL on SIGTERM', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(first.output()).toContain('Creating the database');
    expect(first.output()).toContain('Applied migrations: 001_core.sql');
    // DEMO_DATA=false: no demo accounts exist, and none are offered
    expect(first.output()).not.toContain('Sign in with one of these demo accounts');
    for (let i = 0; i < 2; i++)
      expect((await gql(first.url, REQUEST_PIN, { email: 'someone@example.test' })).data.requestPin.errorMessage).toBeNull();

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await start(dataDir);
    expect(second.output()).not.toContain('Creating the database');
    expect(second.output()).not.toContain('Applied migrations');
    // the two PIN requests of the first run still count: one more, and the next must wait (docs/security.md)
    expect((await gql(second.url, REQUEST_PIN, { email: 'someone@example.test' })).data.requestPin.errorMessage).toBeNull();
    expect((await gql(second.url, REQUEST_PIN, { email: 'someone@example.test' })).data.requestPin.errorMessage).toMatch(/Too many pins/);
    expect(await second.stop('SIGINT')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('runs two instances side by side with different PORT and DATA_DIR, and refuses a second on the same DATA_DIR', async () => {
    const [a, b] = await Promise.all([start(tempDir()), start(tempDir())]);
    expect((await fetch(`${a.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);

    const shared = tempDir();
    const c = await start(shared);
    const d = startServer({ PORT: String(await freePort()), DATA_DIR: shared, DEMO_DATA: 'false', MQTT_PORT: 'off' });
    running.push(d);
    const code = await new Promise<number | null>((r) => (d.child.exitCode !== null ? r(d.child.exitCode) : d.child.once('exit', r)));
    expect(code).toBe(1);
    expect(d.output()).toContain('is in use by another FieldWatch server');
    expect((await fetch(`${c.url}/api/health`)).status).toBe(200);
    await Promise.all([a.stop(), b.stop(), c.stop()]);
  });

  it('recovers the data folder after the server was killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    await first.stop('SIGKILL');
    const again = await start(dataDir);
    expect(again.output()).toContain('Stopping a database left running by an earlier start');
    expect(await again.stop()).toBe(0);
  });
});
