/**
 * API throughput bench (`npm run bench:api`): the production build (server/dist/main.js) on a fresh embedded
 * PostgreSQL with the demo data plus a generated fleet in the demo company (10,000 devices by default, 3 channels
 * each with their latest values, seeded by COPY: bench/fleet/), signed in through the real PIN sign-in over HTTP, driven by autocannon with 50
 * connections for 20 s per query. The queries are the web app's own documents with the variables its pages send:
 * `me { id }` (the floor: what the framework costs), the landing page's counts, the directory's first page of 50
 * cards, the sensor page's first GetTag (42 days) of Big Tank 1, the All Devices page (50 rows sorted by id) and the
 * device page. Every request of a timed run is a distinct question where the query has something to vary (another
 * directory page, another device, another window: bench/api/cases.ts), so a kept or shared answer cannot serve it; each query is then run once more with one fixed body, in a row of its own with the share
 * the server answered from memory (its /metrics counts), never judged against the targets. Prints per query req/s,
 * p50, p99, errors, the throughput as a share of `me`'s in the same run and the
 * SQL statements one request runs, against the targets (share of `me`, p99 < 250 ms). Then a mixed load
 * (bench/api/mixedLoad.ts): fleet devices send a message each over HTTP, one tardy scan is timed (target 2 s), and the
 * server's RSS is read (target 400 MB), and once more after 30 s without load (settled; the same target).
 * A measurement, not a test: exits 0 whether the targets are met or not (1 only when the bench itself fails).
 *
 * `npm run bench:api [-- <devices>]`. Environment: BENCH_DEVICES (10000; an argument wins), BENCH_HISTORY_DEVICES,
 * BENCH_HOURLY_DEVICES, BENCH_RAW_DEVICES (bench/fleet/settings.ts), BENCH_INGEST_DEVICES (20000), BENCH_CONNECTIONS (50),
 * BENCH_SECONDS (20, each timed run), BENCH_WARMUP_SECONDS (3, before each, not reported), BENCH_ONLY (e.g.
 * `directory,getTag`: run only these besides `me`), BENCH_PROFILE (a query's key, e.g. `directory`: the server runs
 * with --cpu-prof, the top self-time frames of that query's timed run are printed and the profile is kept in a
 * fw-bench-api-profile-* folder of the temp directory), BENCH_NODE_FLAGS (extra Node flags for the server, e.g.
 * `--max-semi-space-size=16`), BENCH_SQL_COUNT=0 (no pg_stat_statements, no statement counts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/src/db/embeddedPostgres';
import { MAX_IN_FLIGHT_PER_USER } from '../server/src/graphql/limits/fairness';
import { freePort, waitHealthy, type ServerProcess } from '../server/test/helpers/serverProcess';
import { GET_LANDING_COUNTS } from '../web/src/features/overview/graphql/landing';
import { startBuiltServer } from './api/builtServer';
import { cases, type Prepared } from './api/cases';
import { monotonicMicros, profileWindow } from './api/profileWindow';
import { num, printAgainstTargets, type Run } from './api/report';
import { ask, distinctBody, drive, sharedAnswerCounts } from './api/requests';
import { memoryLine, mixedLoad, printMixedLoad } from './api/mixedLoad';
import {
  CONNECTIONS,
  FLEET,
  INGEST_DEVICES,
  NODE_FLAGS,
  ONLY,
  PROFILE,
  SECONDS,
  SQL_COUNT,
  SHARE_LINE,
  WARMUP_SECONDS,
} from './api/settings';
import { signInOverHttp, type Session } from './api/signIn';
import { webDocument } from './api/webDocument';
import { FIRST_ID, seedDirectoryFixture } from './directory/fixture';
import { fleetOptions, printSeeding } from './fleet/settings';
import { log } from './helpers/log';
import { logMachineSpeed } from './helpers/machineSpeed';
import { openToPostgres, stopServerAndDatabase } from './helpers/serverAndDatabase';
import { CpuSampler } from './ingest/stats';

/** The demo's manager (server/src/demo/demoAccounts.ts). */
const MARY_PHONE = '5552010002';

/** Statements the database ran, all sessions (pg_stat_statements counts each execution, BEGIN and COMMIT too). */
async function statementsRun(pool: pg.Pool): Promise<number> {
  const r = await pool.query<{ n: string | null }>('SELECT sum(calls) AS n FROM pg_stat_statements');
  return Number(r.rows[0]!.n ?? 0);
}

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-api-'));
  let pgdb: EmbeddedPostgres | undefined;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  // outside the temp folder, which is removed at the end: the whole profile can be opened in DevTools afterwards
  const profileDir = PROFILE ? await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-api-profile-')) : null;
  try {
    await openToPostgres(tmp);
    const selected = cases(GET_LANDING_COUNTS).filter((c) => c.key === 'me' || !ONLY || ONLY.has(c.key));
    if (PROFILE && !selected.some((c) => c.key === PROFILE))
      throw new Error(`BENCH_PROFILE=${PROFILE} is not one of ${selected.map((c) => c.key).join(', ')}`);
    log(
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the start`,
    );

    const dataDir = path.join(tmp, 'data');
    pgdb = await startEmbeddedPostgres(dataDir, SQL_COUNT ? { shared_preload_libraries: 'pg_stat_statements' } : {});
    await logMachineSpeed(pgdb.url);
    server = await startBuiltServer(
      {
        PORT: String(await freePort()),
        DATABASE_URL: pgdb.url,
        DATA_DIR: path.join(tmp, 'server-data'),
        SIMULATOR: 'false',
        MQTT_PORT: 'off',
      },
      [...NODE_FLAGS, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    );
    const t0 = performance.now();
    await waitHealthy(server, 300_000);
    log(`Server (server/dist/main.js) with the demo data up in ${((performance.now() - t0) / 1000).toFixed(1)} s (${tmp})`);

    pool = new pg.Pool({ connectionString: pgdb.url, max: 2 });
    const mary = await pool.query<{ company_id: number }>(
      `SELECT company_id FROM users WHERE phone_number LIKE $1 AND deleted_at IS NULL`,
      [`%${MARY_PHONE}`],
    );
    const companyID = mary.rows[0]?.company_id;
    if (companyID === undefined) throw new Error(`no demo user with phone ${MARY_PHONE}: did the demo data load?`);
    const fx = await seedDirectoryFixture(pgdb.url, { ...fleetOptions(FLEET), companyID });
    log(
      `Fleet: ${FLEET.toLocaleString()} devices (ids ${FIRST_ID}..${FIRST_ID + FLEET - 1}) added to the demo company ${companyID} in ${fx.folders} folders, ${fx.tags.toLocaleString()} channels with latest values`,
    );
    printSeeding(FLEET, fx);

    // the server runs MAX_IN_FLIGHT_PER_USER requests of one user at once (docs/security.md, "Fairness"): the
    // connections are shared among that many managers of the company, Mary Manager and bench managers
    const users = Math.ceil(CONNECTIONS / MAX_IN_FLIGHT_PER_USER);
    const extra = await pool.query<{ phone_number: string }>(
      `INSERT INTO users (company_id, first_name, last_name, email, phone_number, is_manager)
       SELECT $1, 'Bench', 'Manager ' || g, 'bench.manager.' || g || '@example.com', '5559991' || lpad(g::text, 3, '0'), true
       FROM generate_series(1, $2::int) g RETURNING phone_number`,
      [companyID, users - 1],
    );
    const sessions: Session[] = [];
    for (const phone of [MARY_PHONE, ...extra.rows.map((r) => r.phone_number)])
      sessions.push(await signInOverHttp(server.url, pgdb.url, phone));
    log(
      `Signed in ${sessions.length} managers over HTTP (requestPin, PIN from notification_outbox, login with the sign-in cookie): ${CONNECTIONS} connections, at most ${Math.ceil(CONNECTIONS / sessions.length)} per user`,
    );

    log(`Server memory before any load: ${await memoryLine(server.url, server.child.pid!)}`);
    if (SQL_COUNT) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    log(`Query answers shared per viewer: ${SHARE_LINE}`);
    // each manager's first request of a query is the server's own read (a repeated one can be a kept answer)
    const others = sessions.slice(1);
    log(
      `\nEach query answered once${SQL_COUNT ? `, then once as each of the ${others.length} other managers to count the SQL statements of a read` : ''}:`,
    );
    // what the server runs on its own (outbox, schedulers) meanwhile, taken out of each count below
    let backgroundPerMs = 0;
    if (SQL_COUNT) {
      const before = await statementsRun(pool);
      await new Promise((r) => setTimeout(r, 2000));
      const background = (await statementsRun(pool)) - before - 1;
      backgroundPerMs = background / 2000;
      log(`  (background: ${background} statements in 2 s with no request, taken out of the counts)`);
    }
    const prepared: Prepared[] = [];
    for (const c of selected) {
      const { query, operationName } = webDocument(c.op);
      const body = JSON.stringify({ operationName, query, variables: c.variables });
      let answer;
      try {
        answer = await ask(server.url, sessions[0]!, body);
        // the timed runs send each request with a variable of its own: the server must take it as it takes the page's
        await ask(server.url, sessions[0]!, distinctBody({ ...c, operationName, body, bytes: 0, statements: null }, 0));
        // the answer must hold something to measure (a device the user cannot see answers null)
        const what = c.describe(answer.data);
        let statements: number | null = null;
        if (SQL_COUNT) {
          const before = await statementsRun(pool);
          const from = performance.now();
          for (const other of others) await ask(server.url, other, body);
          const background = backgroundPerMs * (performance.now() - from);
          // less the count's own SELECT before (counted once it has run) and the background's share
          statements = Math.max(0, (await statementsRun(pool)) - before - 1 - background) / others.length;
        }
        prepared.push({ ...c, operationName, body, bytes: Buffer.byteLength(answer.text), statements });
        log(
          `  ${c.label.padEnd(26)} ${operationName.padEnd(17)} ${(Buffer.byteLength(answer.text) / 1024).toFixed(1).padStart(6)} KB JSON  ${what}${statements === null ? '' : `  ${statements.toFixed(1)} SQL statements a request`}`,
        );
      } catch (e) {
        throw new Error(`${c.label} (${operationName}) does not answer as the page needs: ${(e as Error).message}`, { cause: e });
      }
    }

    const cpu = new CpuSampler(
      server.child.pid!,
      Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]),
    );
    const runs: Run[] = [];
    // `me` first and again last: the machine drifts over minutes, and the shares are taken of the two runs' mean. Every
    // request of these runs is a distinct question; then each query once more with one fixed body, in rows of their own
    // (what kept and shared answers serve from memory, with the share they served)
    const order = [
      ...prepared.map((p) => ({ p, fixed: false })),
      { p: prepared[0]!, fixed: false },
      ...prepared.map((p) => ({ p, fixed: true })),
    ];
    log(`\nautocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (not reported), then ${SECONDS} s timed, per query`);
    for (const { p, fixed } of order) {
      if (WARMUP_SECONDS > 0) await drive(server.url, sessions, p, WARMUP_SECONDS, fixed);
      const benchCpu = process.cpuUsage();
      const answered = await sharedAnswerCounts(server.url);
      cpu.start();
      const from = monotonicMicros();
      const r = await drive(server.url, sessions, p, SECONDS, fixed);
      const to = monotonicMicros();
      const after = await sharedAnswerCounts(server.url);
      const reads = after.read - answered.read;
      const fromMemory = after.joined - answered.joined + (after.kept - answered.kept);
      const c = cpu.stop();
      const used = process.cpuUsage(benchCpu);
      const benchPct = ((used.user + used.system) / 1e6 / ((to - from) / 1e6)) * 100;
      const run: Run = {
        prepared: p,
        fixedBody: fixed,
        fromMemory: reads + fromMemory > 0 ? fromMemory / (reads + fromMemory) : 0,
        reqPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        non2xx: r.non2xx,
        graphqlErrors: r.mismatches,
        wireBytes: r.requests.total > 0 ? r.throughput.total / r.requests.total : NaN,
        cpu: { server: c.nodePct, postgres: c.pgPct, bench: benchPct, other: Math.max(0, c.machinePct - c.nodePct - c.pgPct - benchPct) },
        from,
        to,
      };
      runs.push(run);
      log(
        `  ${(fixed ? `${p.label}, fixed body` : p.label).padEnd(38)} ${num(run.reqPerSec).padStart(6)} req/s  ${num(run.fromMemory * 100)} % from memory  p50 ${num(run.p50, 1)} ms  p99 ${num(run.p99, 1)} ms  ` +
          `CPU (% of a core): server ${num(run.cpu.server)}, PostgreSQL ${num(run.cpu.postgres)}, autocannon ${num(run.cpu.bench)}, rest of the machine ${num(run.cpu.other)}`,
      );
    }

    const mixed = await mixedLoad(server.url, pgdb.url, server.child.pid!, Math.min(FLEET, INGEST_DEVICES));
    printAgainstTargets(runs);
    printMixedLoad(mixed);
    log(
      `\nMachine load at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );

    const profiled = PROFILE ? runs.find((r) => r.prepared.key === PROFILE) : undefined;
    if (profiled && server && profileDir) {
      // the profile is written when the server exits
      const code = await server.stop('SIGTERM');
      server = undefined;
      if (code !== 0) log(`server exited with ${code}`);
      log(
        `\nCPU profile of the server during the timed run of ${profiled.prepared.label}:\n${await profileWindow(profileDir, profiled.from, profiled.to)}`,
      );
      log(`(the whole profile, kept: ${profileDir})`);
    }
  } finally {
    await pool?.end().catch(() => undefined);
    await stopServerAndDatabase(server, pgdb, tmp);
    log(`Cleaned up (server and PostgreSQL stopped, ${tmp} removed)`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
