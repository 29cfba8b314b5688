/**
 * API throughput bench (`npm run bench:api`): the production build (server/dist/main.js) on a fresh embedded
 * PostgreSQL with the demo data plus a generated fleet in the demo company (10,000 devices by default, 3 channels
 * each with their latest values), signed in through the real PIN sign-in over HTTP, driven by autocannon with 50
 * connections for 20 s per query. The queries are the web app's own documents with the variables its pages send:
 * `me { id }` (the floor: what the framework costs), the landing page's counts, the directory's first page of 50
 * cards, the sensor page's first GetTag (42 days) of Big Tank 1, the All Devices page (50 rows sorted by id) and the
 * device page. Prints per query req/s, p50, p99, errors, the throughput as a share of `me`'s in the same run and the
 * SQL statements one request runs, against the targets (share of `me`, p99 < 250 ms).
 * A measurement, not a test: exits 0 whether the targets are met or not (1 only when the bench itself fails).
 *
 * `npm run bench:api [-- <devices>]`. Environment: BENCH_DEVICES (10000; an argument wins), BENCH_CONNECTIONS (50),
 * BENCH_SECONDS (20, each timed run), BENCH_WARMUP_SECONDS (3, before each, not reported), BENCH_ONLY (e.g.
 * `directory,getTag`: run only these besides `me`), BENCH_PROFILE (a query's key, e.g. `directory`: the server runs
 * with --cpu-prof, the top self-time frames of that query's timed run are printed and the profile is kept in a
 * fw-bench-api-profile-* folder of the temp directory), BENCH_SQL_COUNT=0 (no pg_stat_statements, no statement counts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS, PAGE_SIZE } from '@fieldwatch/domain';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/src/db/embeddedPostgres';
import { MAX_IN_FLIGHT_PER_USER } from '../server/src/graphql/limits/fairness';
import { freePort, waitHealthy, type ServerProcess } from '../server/test/helpers/serverProcess';
import { GET_DEVICE_RE } from '../web/src/features/device/graphql/deviceRe';
import { ALL_DEVICES, DIRECTORY_DETAILS } from '../web/src/features/directory/graphql/devices';
import { GET_LANDING_COUNTS } from '../web/src/features/overview/graphql/landing';
import { GET_TAG, type GetTagVariables } from '../web/src/features/tag/graphql/getTag';
import { startBuiltServer } from './api/builtServer';
import { monotonicMicros, profileWindow } from './api/profileWindow';
import { signInOverHttp, type Session } from './api/signIn';
import { webDocument } from './api/webDocument';
import { DEVICES, FIRST_ID, seedDirectoryFixture } from './directory/fixture';
import { CpuSampler } from './ingest/stats';

const envNumber = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return n;
};
const argDevices = process.argv.slice(2).find((a) => /^\d+$/.test(a));
const FLEET = argDevices ? Number(argDevices) : envNumber('BENCH_DEVICES', DEVICES);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
const SECONDS = envNumber('BENCH_SECONDS', 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const PROFILE = process.env.BENCH_PROFILE || null;
const SQL_COUNT = process.env.BENCH_SQL_COUNT !== '0';
/** Sequential requests per query whose statements are counted. */
const SQL_SAMPLE = 50;
const P99_TARGET_MS = 250;

/** The demo's manager (server/src/demo/demoAccounts.ts) and the demo's Big Tank 1: a year of one-minute readings. */
const MARY_PHONE = '5552010002';
const TANK = { deviceID: 20_101, tag: 'spsr' };

const log = (line: string) => console.log(line);

/**
 * What Chromium sends with the app's GraphQL requests (web/src/api/graphql.ts), less what the server ignores. With
 * Accept-Encoding the server compresses answers above 1 KB (brotli, server/src/compression.ts), as it does for users.
 */
const BROWSER_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

interface Case {
  /** The name BENCH_ONLY and BENCH_PROFILE use. */
  key: string;
  label: string;
  op: object;
  variables: Record<string, unknown>;
  /** Throughput at least this share of `me`'s; null: no target (context), the p99 target still applies. */
  ratioTarget: number | null;
  /** What the answer holds, for the log; throws when it holds nothing to measure. */
  describe(data: Record<string, unknown>): string;
}

const listOf = (field: string, want: number) => (data: Record<string, unknown>) => {
  const list = data[field];
  if (!Array.isArray(list)) throw new Error(`${field} is not a list`);
  if (list.length < want) throw new Error(`${field} holds ${list.length} items, not ${want}`);
  return `${list.length} ${field === 'devicesRe' ? 'devices' : 'items'}`;
};

function cases(landing: object): Case[] {
  const now = Math.floor(Date.now() / 1000);
  // the directory's first page as DirectoryPagedContent asks for it in the Icons view (no folder, no sort: the
  // server's folder order), 50 cards; the page itself asks for DIRECTORY_PAGE_SIZE.first (40) at first
  const directory = {
    selectedCompanyID: null,
    includeInactive: false,
    includeOOS: false,
    path: null,
    limit: 50,
    offset: 0,
    sortBy: null,
    sortDirection: null,
  };
  // AllDevicesPage's first page: its initial sort (id ascending), PAGE_SIZE.allDevices rows
  const allDevices = { selectedCompanyID: null, sortBy: 'id', sortDirection: 'asc', limit: PAGE_SIZE.allDevices, offset: 0 };
  // the sensor page's first GetTag, as index.html's early request sends it (web/src/app/early/sendEarlyRequests.ts)
  const getTag = {
    ...TANK,
    startTime: now - INITIAL_WINDOW_SECONDS,
    endTime: now + INITIAL_WINDOW_AHEAD_SECONDS,
    downsampled: true,
  } satisfies GetTagVariables;
  return [
    {
      key: 'me',
      label: 'me { id }',
      op: { document: 'query MeId { me { id } }' },
      variables: {},
      ratioTarget: null,
      describe: (d) => `me.id ${String((d.me as { id?: unknown } | null)?.id ?? '(null)')}`,
    },
    {
      key: 'landing',
      label: 'landing (LandingCounts)',
      op: landing,
      variables: { selectedCompanyID: null },
      ratioTarget: 0.4,
      describe: (d) => JSON.stringify(d.landingPage),
    },
    {
      key: 'directory',
      label: 'directory, 50 cards',
      op: DIRECTORY_DETAILS,
      variables: directory,
      ratioTarget: 0.25,
      describe: listOf('devicesRe', 50),
    },
    {
      key: 'getTag',
      label: 'GetTag, 42 days',
      op: GET_TAG,
      variables: getTag,
      ratioTarget: 0.2,
      describe: (d) => {
        const g = d.deviceReGraph as { graphs: { times: unknown[] }[] } | null;
        if (!g?.graphs.length) throw new Error('deviceReGraph has no graph');
        return `${g.graphs.length} series, ${g.graphs.map((s) => s.times.length).join('+')} points`;
      },
    },
    {
      key: 'allDevices',
      label: 'All Devices, 50 rows',
      op: ALL_DEVICES,
      variables: allDevices,
      ratioTarget: null,
      describe: listOf('devicesRe', PAGE_SIZE.allDevices),
    },
    {
      key: 'device',
      label: 'device page (DeviceRe)',
      op: GET_DEVICE_RE,
      variables: { id: TANK.deviceID },
      ratioTarget: 0.25,
      describe: (d) => {
        const dev = d.deviceRe as { name: string; tags: unknown[] } | null;
        if (!dev) throw new Error('deviceRe is null');
        return `${dev.name}, ${dev.tags.length} channels`;
      },
    },
  ];
}

interface Prepared extends Case {
  operationName: string;
  body: string;
  /** JSON bytes of the answer, uncompressed. */
  bytes: number;
  statements: number | null;
}

interface Run {
  prepared: Prepared;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
  /** bytes on the wire per answer (compressed where the server compresses) */
  wireBytes: number;
  cpu: { server: number; postgres: number; bench: number; other: number };
  /** monotonic µs, to find the run in a CPU profile */
  from: number;
  to: number;
}

function headersFor(session: Session): Record<string, string> {
  return { ...BROWSER_HEADERS, authorization: `Bearer ${session.token}`, cookie: session.cookie };
}

async function ask(url: string, session: Session, body: string): Promise<{ text: string; data: Record<string, unknown> }> {
  // Node's fetch decompresses; the check reads the JSON, not the wire
  const res = await fetch(`${url}/api/graphql`, { method: 'POST', headers: headersFor(session), body });
  const text = await res.text();
  let parsed: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (parsed.errors?.length)
    throw new Error(`GraphQL errors: ${parsed.errors.map((e) => `${e.message} (${e.extensions?.code ?? '-'})`).join('; ')}`);
  if (!res.ok || !parsed.data) throw new Error(`HTTP ${res.status} without data: ${text.slice(0, 200)}`);
  return { text, data: parsed.data };
}

/** Statements the database ran, all sessions (pg_stat_statements counts each execution, BEGIN and COMMIT too). */
async function statementsRun(pool: pg.Pool): Promise<number> {
  const r = await pool.query<{ n: string | null }>('SELECT sum(calls) AS n FROM pg_stat_statements');
  return Number(r.rows[0]!.n ?? 0);
}

async function drive(url: string, sessions: Session[], p: Prepared, seconds: number) {
  let next = 0;
  return autocannon({
    url: `${url}/api/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: headersFor(sessions[0]!),
    body: p.body,
    // each connection is one browser of one user: the users take turns, so none has more than the server runs at
    // once per user (the rest would wait their turn or be refused, and the bench would measure that queue)
    setupClient: (client) => {
      client.setHeaders(headersFor(sessions[next++ % sessions.length]!));
    },
    // an answer with GraphQL errors is HTTP 200: count it apart (such an answer is small, hence never compressed)
    verifyBody: (body) => !body?.includes('"errors"'),
  });
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
const num = (x: number, digits = 0) =>
  Number.isFinite(x) ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-api-'));
  let pgdb: EmbeddedPostgres | undefined;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  // outside the temp folder, which is removed at the end: the whole profile can be opened in DevTools afterwards
  const profileDir = PROFILE ? await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-api-profile-')) : null;
  try {
    // as root PostgreSQL runs as the postgres user, which must reach the data folder inside the (0700) temp folder
    await fs.chmod(tmp, 0o755);
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
    server = await startBuiltServer(
      {
        PORT: String(await freePort()),
        DATABASE_URL: pgdb.url,
        DATA_DIR: path.join(tmp, 'server-data'),
        SIMULATOR: 'false',
        MQTT_PORT: 'off',
      },
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    let t0 = performance.now();
    await waitHealthy(server, 300_000);
    log(`Server (server/dist/main.js) with the demo data up in ${((performance.now() - t0) / 1000).toFixed(1)} s (${tmp})`);

    pool = new pg.Pool({ connectionString: pgdb.url, max: 2 });
    const mary = await pool.query<{ company_id: number }>(
      `SELECT company_id FROM users WHERE phone_number LIKE $1 AND deleted_at IS NULL`,
      [`%${MARY_PHONE}`],
    );
    const companyID = mary.rows[0]?.company_id;
    if (companyID === undefined) throw new Error(`no demo user with phone ${MARY_PHONE}: did the demo data load?`);
    t0 = performance.now();
    const fx = await seedDirectoryFixture(pgdb.url, { devices: FLEET, companyID, signalChannel: true });
    log(
      `Fleet: ${FLEET.toLocaleString()} devices (ids ${FIRST_ID}..${FIRST_ID + FLEET - 1}) added to the demo company ${companyID} in ${fx.folders} folders, ${fx.tags.toLocaleString()} channels with latest values, seeded in ${(performance.now() - t0).toFixed(0)} ms`,
    );

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

    if (SQL_COUNT) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    log(`\nEach query answered once${SQL_COUNT ? `, then ${SQL_SAMPLE} times in a row to count its SQL statements` : ''}:`);
    const prepared: Prepared[] = [];
    for (const c of selected) {
      const { query, operationName } = webDocument(c.op);
      const body = JSON.stringify({ operationName, query, variables: c.variables });
      let answer;
      try {
        answer = await ask(server.url, sessions[0]!, body);
        // the answer must hold something to measure (a device the user cannot see answers null)
        const what = c.describe(answer.data);
        let statements: number | null = null;
        if (SQL_COUNT) {
          const before = await statementsRun(pool);
          for (let i = 0; i < SQL_SAMPLE; i++) await ask(server.url, sessions[0]!, body);
          // less the count's own SELECT before (counted once it has run)
          statements = ((await statementsRun(pool)) - before - 1) / SQL_SAMPLE;
        }
        prepared.push({ ...c, operationName, body, bytes: Buffer.byteLength(answer.text), statements });
        log(
          `  ${c.label.padEnd(26)} ${operationName.padEnd(17)} ${(Buffer.byteLength(answer.text) / 1024).toFixed(1).padStart(6)} KB JSON  ${what}${statements === null ? '' : `  ${statements.toFixed(1)} SQL statements a request`}`,
        );
      } catch (e) {
        throw new Error(`${c.label} (${operationName}) does not answer as the page needs: ${(e as Error).message}`, { cause: e });
      }
    }
    if (SQL_COUNT) {
      // what the server runs on its own (outbox, alarm timers) in the same time, which the counts above include
      const before = await statementsRun(pool);
      await new Promise((r) => setTimeout(r, 2000));
      log(`  (background: ${(await statementsRun(pool)) - before - 1} statements in 2 s with no request)`);
    }

    const cpu = new CpuSampler(
      server.child.pid!,
      Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]),
    );
    const runs: Run[] = [];
    // `me` first and again last: the machine drifts over minutes, and the shares are taken of the two runs' mean
    const order = [...prepared, prepared[0]!];
    log(`\nautocannon: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (not reported), then ${SECONDS} s timed, per query`);
    for (const p of order) {
      if (WARMUP_SECONDS > 0) await drive(server.url, sessions, p, WARMUP_SECONDS);
      const benchCpu = process.cpuUsage();
      cpu.start();
      const from = monotonicMicros();
      const r = await drive(server.url, sessions, p, SECONDS);
      const to = monotonicMicros();
      const c = cpu.stop();
      const used = process.cpuUsage(benchCpu);
      const benchPct = ((used.user + used.system) / 1e6 / ((to - from) / 1e6)) * 100;
      const run: Run = {
        prepared: p,
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
        `  ${p.label.padEnd(26)} ${num(run.reqPerSec).padStart(6)} req/s  p50 ${num(run.p50, 1)} ms  p99 ${num(run.p99, 1)} ms  ` +
          `CPU (% of a core): server ${num(run.cpu.server)}, PostgreSQL ${num(run.cpu.postgres)}, autocannon ${num(run.cpu.bench)}, rest of the machine ${num(run.cpu.other)}`,
      );
    }

    const meRuns = runs.filter((r) => r.prepared.key === 'me');
    const floor = meRuns.reduce((s, r) => s + r.reqPerSec, 0) / meRuns.length;
    log(
      `\nAgainst the targets (share of me = req/s over the mean of the two me runs, ${num(floor)} req/s; ${CONNECTIONS} connections, ${SECONDS} s each; ${FLEET.toLocaleString()}-device fleet)`,
    );
    const header = ['query', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx/GraphQL', 'of me', 'target', 'SQL/req', 'KB sent', 'verdict'];
    const lines: string[][] = [];
    for (const [i, r] of runs.entries()) {
      const p = r.prepared;
      const share = r.reqPerSec / floor;
      const misses: string[] = [];
      // a run shorter than one answer's time: nothing measured, nothing met
      if (r.reqPerSec === 0) misses.push('no answer in the run');
      if (p.ratioTarget !== null && !(share >= p.ratioTarget)) misses.push('throughput');
      if (!(r.p99 < P99_TARGET_MS)) misses.push('p99');
      if (r.errors + r.non2xx + r.graphqlErrors > 0) misses.push('errors');
      const last = p.key === 'me' && i === runs.length - 1;
      lines.push([
        last ? `${p.label} (again, last)` : p.label,
        num(r.reqPerSec),
        num(r.p50, 1),
        num(r.p99, 1),
        `${r.errors}/${r.non2xx}/${r.graphqlErrors}`,
        pct(share),
        `${p.ratioTarget === null ? '' : `>= ${pct(p.ratioTarget)}, `}p99 < ${P99_TARGET_MS}`,
        p.statements === null ? '-' : p.statements.toFixed(1),
        (r.wireBytes / 1024).toFixed(1),
        misses.length ? `NOT met (${misses.join(', ')})` : 'met',
      ]);
    }
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const row = (cells: string[]) =>
      cells.map((c, i) => (i === 0 || i >= header.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    log(row(header));
    for (const l of lines) log(row(l));
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
    if (server) {
      const code = await server.stop('SIGTERM');
      if (code !== 0) log(`server exited with ${code}:\n${server.output().slice(-2000)}`);
    }
    await pgdb?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
    log(`Cleaned up (server and PostgreSQL stopped, ${tmp} removed)`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
