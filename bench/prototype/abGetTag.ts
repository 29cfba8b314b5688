/**
 * A/B of the sensor page's GetTag over HTTP for the downsampled year (the sensor page's 20 ms GetTag target): two server processes,
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
import { startSession } from '../../server/src/auth/sessions';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags';
import { freePort, waitHealthy, type ServerProcess } from '../../server/test/helpers/serverProcess';
import { GET_TAG } from '../../web/src/features/tag/graphql/getTag';
import { quantile } from '../directory/fixture';

function startFrom(tree: string, env: Record<string, string>, profile = false): ServerProcess {
  let out = '';
  const { DATABASE_URL: _d, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${process.env.AB_PROFILE}`] : []),
      '--import',
      'tsx',
      'server/src/main.ts',
    ],
    {
      cwd: tree,
      env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function main(): Promise<void> {
  const trees = process.argv.slice(2, 4);
  if (trees.length !== 2) throw new Error('usage: abGetTag.ts <treeA> <treeB>');
  const rounds = Number(process.env.AB_ROUNDS ?? 10);
  const perRound = Number(process.env.AB_PER_ROUND ?? 20);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-ab-gettag-'));
  await fs.chmod(tmp, 0o755);
  const pgss = !!process.env.AB_PGSS;
  const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'), pgss ? { shared_preload_libraries: 'pg_stat_statements' } : {});
  const servers: ServerProcess[] = [];
  try {
    for (const [i, tree] of trees.entries()) {
      const s = startFrom(
        tree,
        {
          PORT: String(await freePort()),
          DATABASE_URL: pgdb.url,
          DATA_DIR: path.join(tmp, `server-${i}`),
          SIMULATOR: 'false',
          MQTT_PORT: 'off',
        },
        i === 1 && !!process.env.AB_PROFILE,
      );
      servers.push(s);
      await waitHealthy(s, 300_000);
    }
    const handle = connect(pgdb.url, 1);
    const mary = await handle.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('phone_number', 'like', '%5552010002')
      .executeTakeFirstOrThrow();
    const token = await startSession(handle.db, await loadSigningKey(handle.db), mary.id, mary.token_version);
    if (pgss) await handle.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const body = JSON.stringify({
      query: String(GET_TAG),
      variables: { deviceID: 20_101, tag: 'spsr', startTime: null, endTime: null, downsampled: true },
    });
    const once = async (s: ServerProcess) => {
      const t0 = performance.now();
      const res = await fetch(`${s.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const text = await res.text();
      if (!text.startsWith('{"data":{"deviceReGraph"')) throw new Error(text.slice(0, 200));
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) for (const s of servers) await once(s);
    const all: number[][] = [[], []];
    if (process.env.AB_EXPLAIN) {
      // variants of the year's series read (Big Tank 1 spsr, daily rollup, one-day buckets), each timed over 300 calls
      const from = new Date(Date.now() - 400 * 86_400_000);
      const to = new Date();
      const agg = (
        inner: string,
        order = 'ORDER BY t',
      ) => `SELECT coalesce(json_agg(t ${order}), '[]') AS t, coalesce(json_agg(v ${order}), '[]') AS v,
        coalesce(json_agg(lo ${order}), '[]') AS lo, coalesce(json_agg(hi ${order}), '[]') AS hi, coalesce(json_agg(temp ${order}), '[]') AS temp FROM (${inner}) s`;
      const grouped = `SELECT floor(extract(epoch FROM bucket)::float8 / $4) * $5 AS t, sum(sum) / sum(count) AS v, min(min) AS lo, max(max) AS hi, NULL::float8 AS temp
        FROM readings_daily WHERE device_id = $1 AND tag = $2 AND bucket >= $3 AND bucket <= $6 GROUP BY 1`;
      const plain = `SELECT extract(epoch FROM bucket)::float8 AS t, sum / count AS v, min AS lo, max AS hi, NULL::float8 AS temp
        FROM readings_daily WHERE device_id = $1 AND tag = $2 AND bucket >= $3 AND bucket <= $4`;
      const variants: [string, string, unknown[], string?][] = [
        ['rows, grouped (before today)', `${grouped} ORDER BY 1`, [20101, 'spsr', from, 86400, 86400, to]],
        ['json_agg x5, grouped (now)', agg(grouped), [20101, 'spsr', from, 86400, 86400, to]],
        ['json_agg x5, one row a bucket', agg(plain), [20101, 'spsr', from, to]],
        ['json_agg x5, one row a bucket, prepared', agg(plain), [20101, 'spsr', from, to], 'v3'],
        ['json_agg x5 unordered over ordered rows, prepared', agg(`${plain} ORDER BY bucket`, ''), [20101, 'spsr', from, to], 'v4'],
      ];
      const client = await handle.pool.connect();
      for (const [name, text, values, prepared] of variants) {
        for (let i = 0; i < 20; i++) await client.query(prepared ? { name: prepared, text, values } : { text, values });
        const t0 = performance.now();
        for (let i = 0; i < 300; i++) await client.query(prepared ? { name: prepared, text, values } : { text, values });
        console.log(`${((performance.now() - t0) / 300).toFixed(3)} ms/call  ${name}`);
      }
      client.release();
    }
    if (pgss) await handle.pool.query('SELECT pg_stat_statements_reset()');
    console.log(`rounds start ${Date.now()}`);
    for (let r = 0; r < rounds; r++) {
      const line: string[] = [];
      for (const [i, s] of r % 2 ? [...servers.entries()].reverse() : [...servers.entries()]) {
        const times: number[] = [];
        for (let k = 0; k < perRound; k++) times.push(await once(s));
        all[i]!.push(...times);
        line[i] = quantile(times, 0.5).toFixed(1);
      }
      console.log(`round ${r + 1}: A ${line[0]} ms, B ${line[1]} ms (p50 of ${perRound})`);
    }
    console.log(`rounds end ${Date.now()}`);
    if (pgss) {
      const top = await handle.pool.query<{ calls: number; ms: number; q: string }>(
        `SELECT calls, total_exec_time + total_plan_time AS ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS q FROM pg_stat_statements ORDER BY 2 DESC LIMIT 15`,
      );
      for (const r of top.rows)
        console.log(`${String(r.calls).padStart(6)} calls ${(r.ms / r.calls).toFixed(3).padStart(8)} ms/call ${r.q}`);
    }
    await handle.close();
    console.log(
      `overall p50: A ${quantile(all[0]!, 0.5).toFixed(2)} ms, B ${quantile(all[1]!, 0.5).toFixed(2)} ms; p90 A ${quantile(all[0]!, 0.9).toFixed(1)} B ${quantile(all[1]!, 0.9).toFixed(1)}; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
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
