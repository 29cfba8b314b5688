/**
 * A/B of the sensor page's GetTag over HTTP for the downsampled year (issue 6's 20 ms target): two server processes,
 * one from each source tree, on the same embedded PostgreSQL with the demo data, asked in alternating rounds so both
 * see the same machine. `npx tsx bench/prototype/abGetTag.ts <treeA> <treeB>`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { loadSigningKey } from '../../server/src/auth/signingKey';
import { signSession } from '../../server/src/auth/sessionToken';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags';
import { freePort, waitHealthy, type ServerProcess } from '../../server/test/helpers/serverProcess';
import { GET_TAG } from '../../web/src/features/tag/graphql/getTag';
import { quantile } from '../directory/fixture';

function startFrom(tree: string, env: Record<string, string>, profile = false): ServerProcess {
  let out = '';
  const { DATABASE_URL: _d, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${process.env.AB_PROFILE}`] : []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: tree, env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.PORT}`, output: () => out, async stop() { if (child.exitCode === null) child.kill('SIGTERM'); return exited; } };
}

async function main(): Promise<void> {
  const trees = process.argv.slice(2, 4);
  if (trees.length !== 2) throw new Error('usage: abGetTag.ts <treeA> <treeB>');
  const rounds = Number(process.env.AB_ROUNDS ?? 10);
  const perRound = Number(process.env.AB_PER_ROUND ?? 20);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-ab-gettag-'));
  await fs.chmod(tmp, 0o755);
  const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
  const servers: ServerProcess[] = [];
  try {
    for (const [i, tree] of trees.entries()) {
      const s = startFrom(tree, { PORT: String(await freePort()), DATABASE_URL: pgdb.url, DATA_DIR: path.join(tmp, `server-${i}`), SIMULATOR: 'false', MQTT_PORT: 'off' }, i === 1 && !!process.env.AB_PROFILE);
      servers.push(s);
      await waitHealthy(s, 300_000);
    }
    const handle = connect(pgdb.url, 1);
    const mary = await handle.db.selectFrom('users').select(['id', 'token_version']).where('phone_number', 'like', '%5552010002').executeTakeFirstOrThrow();
    const token = await signSession(await loadSigningKey(handle.db), mary.id, mary.token_version);
    await handle.close();
    const body = JSON.stringify({ query: GET_TAG.document, variables: { deviceID: 20_101, tag: 'spsr', startTime: null, endTime: null, downsampled: true } });
    const once = async (s: ServerProcess) => {
      const t0 = performance.now();
      const res = await fetch(`${s.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
      const text = await res.text();
      if (!text.startsWith('{"data":{"deviceReGraph"')) throw new Error(text.slice(0, 200));
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) for (const s of servers) await once(s);
    const all: number[][] = [[], []];
    console.log(`rounds start ${Date.now()}`);
    for (let r = 0; r < rounds; r++) {
      const line: string[] = [];
      for (const [i, s] of (r % 2 ? [...servers.entries()].reverse() : [...servers.entries()])) {
        const times: number[] = [];
        for (let k = 0; k < perRound; k++) times.push(await once(s));
        all[i]!.push(...times);
        line[i] = quantile(times, 0.5).toFixed(1);
      }
      console.log(`round ${r + 1}: A ${line[0]} ms, B ${line[1]} ms (p50 of ${perRound})`);
    }
    console.log(`rounds end ${Date.now()}`);
    console.log(`overall p50: A ${quantile(all[0]!, 0.5).toFixed(2)} ms, B ${quantile(all[1]!, 0.5).toFixed(2)} ms; p90 A ${quantile(all[0]!, 0.9).toFixed(1)} B ${quantile(all[1]!, 0.9).toFixed(1)}; load ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    for (const s of servers) await s.stop();
    await pgdb.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
