import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import { loadSigningKey } from '../../src/auth/signingKey';
import { startSession } from '../../src/auth/sessions';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';
import { gqlInit, httpIngest, statusOf, timed } from './faultClients';
import { processAlive } from '../../src/util/processAlive';

const ANSWER_WITHIN_MS = 5000;
const RECOVER_WITHIN_MS = 20_000;

let dir: string | null = null;
let server: ServerProcess | null = null;
let handle: DbHandle | null = null;
let frozen: number[] = [];
afterAll(async () => {
  signalAll(frozen, 'SIGCONT');
  await handle?.close().catch(() => {});
  await server?.stop('SIGTERM');
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** The embedded database's postmaster pid and port (its lock file), as the server started it. */
async function postmaster(dataDir: string): Promise<{ pid: number; port: number }> {
  const lines = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The postmaster and its children (each backend is a session of its own, so its process group is not enough). */
async function databaseProcesses(postmasterPid: number): Promise<number[]> {
  const pids = [postmasterPid];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: comm may hold spaces, so read after its closing parenthesis
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmasterPid) pids.push(Number(entry));
  }
  return pids;
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      /* gone */
    }
  }
}

async function until(what: string, check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    if (await check().catch(() => false)) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not within ${limitMs} ms\n${server?.output().slice(-3000)}`);
}

describe('the embedded database frozen, then killed', () => {
  it('answers 503 within 5 s while it is frozen, restarts it when it dies, and recovers each time without a server restart', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-faults-embedded-'));
    const s = (server = startServer({
      PORT: String(await freePort()),
      DATA_DIR: dir,
      MQTT_PORT: 'off',
      DEMO_DATA: 'false',
      SIMULATOR: 'false',
      LOG_LEVEL: 'error',
    }));
    await waitHealthy(s);
    const pg1 = await postmaster(dir);
    const password = (await fs.readFile(path.join(dir, 'pg-password'), 'utf8')).trim();
    handle = connect(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pg1.port}/fieldwatch`, 2);
    const company = await createCompany(handle.db);
    const device = await createDevice(handle.db, company.id);
    const user = await createUser(handle.db, company.id, 'manager');
    const auth = { authorization: `Bearer ${await startSession(handle.db, await loadSigningKey(handle.db), user.id, user.token_version)}` };
    const gql = () => statusOf(`${s.url}/api/graphql`, gqlInit('{ me { id } }', auth));
    let n = 0;
    const reading = () => ({ time: Math.floor(Date.now() / 1000) - 600 + n++, values: { psr: n } });
    const all = () =>
      Promise.all([timed(() => statusOf(`${s.url}/api/health`)), timed(gql), timed(() => httpIngest(s, device, reading()))]);
    expect((await all()).map((r) => r.value)).toEqual([200, 200, 200]);

    // frozen: every process of the database stopped; connections stay open, nothing answers
    frozen = await databaseProcesses(pg1.pid);
    signalAll(frozen, 'SIGSTOP');
    const answers = await all();
    console.log('frozen database (status/ms):', answers.map((r) => `${r.value}/${r.ms}`).join(' '));
    for (const r of answers) expect({ status: r.value, inTime: r.ms <= ANSWER_WITHIN_MS }).toEqual({ status: 503, inTime: true });
    expect(await statusOf(`${s.url}/api/health/live`)).toBe(200);
    signalAll(frozen, 'SIGCONT');
    frozen = [];
    const thawed = await until('recovery after the freeze', async () => (await all()).every((r) => r.value === 200), RECOVER_WITHIN_MS);

    // killed: the supervisor starts it again on the same port
    process.kill(pg1.pid, 'SIGKILL');
    await until('503 while the database is gone', async () => (await gql()) === 503, ANSWER_WITHIN_MS);
    const restarted = await until('recovery after the kill', async () => (await all()).every((r) => r.value === 200), RECOVER_WITHIN_MS);
    console.log(`recovered ${thawed} ms after the freeze ended, ${restarted} ms after the kill`);
    const pg2 = await postmaster(dir);
    expect(pg2.port).toBe(pg1.port);
    expect(pg2.pid).not.toBe(pg1.pid);
    expect(s.child.exitCode).toBeNull();
    expect(s.output()).toContain('The database is running again (restart 1)');
    const metrics = await (await fetch(`${s.url}/metrics`)).text();
    expect(metrics).toContain('fieldwatch_embedded_database_restarts 1');

    // a clean stop still stops the restarted database
    expect(await s.stop('SIGTERM')).toBe(0);
    expect(processAlive(pg2.pid)).toBe(false);
  }, 120_000);
});
