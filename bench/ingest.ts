/**
 * Ingest bench (`npm run bench:ingest`): simulated devices publish over MQTT QoS 1 to a real server process, at fixed
 * rates rising step by step and then unpaced; each message carries 3 readings, is validated, committed (fsync on) and
 * only then acknowledged. Prints per step the acknowledged msg/s and the publish → PUBACK latency, the CPU of the
 * server, of PostgreSQL and of the load generator, checks that every acknowledged reading is in the database, and
 * compares with the anchor (ThingsBoard's published 5,000 msg/s on 2 vCPU + PostgreSQL) and the targets; then the raw
 * readings' bytes per reading as ingested and after the compaction job has packed them (ingest/storage.ts).
 * A measurement, not a test: exits 0 whether the targets are met or not (1 only when the bench itself fails).
 *
 * Options (environment): BENCH_DEVICES (1000), BENCH_RATES ("1000,2500,5000,10000,15000,20000"),
 * BENCH_STEP_SECONDS (12), BENCH_MAX_SECONDS (15), BENCH_WINDOW (2000 in flight in the unpaced step).
 * BENCH_SERVER_IMPORT: a module imported into the server before main.ts (bench/ingest/prototype/patchPipeline.ts
 * tries the changes proposed in docs/scaling-ingest.md). BENCH_NODE_FLAGS: extra Node flags for the server, after
 * server/src/nodeFlags.ts's (a later V8 flag wins: `--max-semi-space-size=16` tries a smaller young generation).
 * `--profile`: also write a V8 CPU profile of the server (printed as a self-time summary) and sample what PostgreSQL's
 * backends wait on.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../server/src/db/connection';
import type { FromLoad, StepResult, StepSpec, ToLoad } from './ingest/protocol';
import { PgWaitSampler, summarizeCpuProfiles } from './ingest/profile';
import { comparisonTable, stepTable, verdict, type StepRow } from './ingest/report';
import { seedBenchDevices } from './ingest/seedDevices';
import { storageReport } from './ingest/storage';
import { startServerUnderTest, type ServerUnderTest } from './ingest/serverUnderTest';
import { CpuSampler } from './ingest/stats';
import { log } from './helpers/log';
import { logMachineSpeed } from './helpers/machineSpeed';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;
const DEVICES = Number(env('BENCH_DEVICES', '1000'));
const RATES = env('BENCH_RATES', '1000,2500,5000,10000,15000,20000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const STEP_SECONDS = Number(env('BENCH_STEP_SECONDS', '12'));
const MAX_SECONDS = Number(env('BENCH_MAX_SECONDS', '15'));
const WINDOW = Number(env('BENCH_WINDOW', '2000'));
const PROFILE = process.argv.includes('--profile');
const SERVER_IMPORT = process.env.BENCH_SERVER_IMPORT || null;
const repoRoot = path.resolve(import.meta.dirname, '..');

class LoadGenerator {
  private waiting: ((m: FromLoad) => void) | null = null;
  readonly exited: Promise<void>;

  constructor(readonly child: ChildProcess) {
    child.on('message', (m) => {
      const msg = m as FromLoad;
      const w = this.waiting;
      this.waiting = null;
      w?.(msg);
    });
    this.exited = new Promise((r) => child.once('exit', () => r()));
  }

  static start(): LoadGenerator {
    return new LoadGenerator(
      fork(path.join(repoRoot, 'bench/ingest/loadGenerator.ts'), [], { cwd: repoRoot, execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
    );
  }

  request(msg: ToLoad): Promise<FromLoad> {
    return new Promise((resolve, reject) => {
      this.waiting = (m) => (m.type === 'fatal' ? reject(new Error(`load generator: ${m.error}`)) : resolve(m));
      this.child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
      this.child.send(msg);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.connected) this.child.send({ type: 'stop' } satisfies ToLoad);
    const t = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(t);
  }
}

async function count(db: DbHandle['db'], table: 'readings' | 'message_log' | 'alarm_log'): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function main(): Promise<void> {
  const profileDir = PROFILE ? await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-profile-')) : null;
  log(`Starting the server (fresh DATA_DIR, embedded PostgreSQL, default durability)${PROFILE ? ' with --cpu-prof' : ''}...`);
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const profileFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const sut: ServerUnderTest = await startServerUnderTest([...extraFlags, ...profileFlags], SERVER_IMPORT);
  if (extraFlags.length) log(`Server started with the extra Node flags ${extraFlags.join(' ')}`);
  if (SERVER_IMPORT) log(`Server started with --import ./${SERVER_IMPORT} (PROTOTYPE changes, not the product as shipped)`);
  let handle: DbHandle | null = null;
  let load: LoadGenerator | null = null;
  const rows: StepRow[] = [];
  let exitCode: number | null = null;
  try {
    handle = connect(sut.databaseUrl, 3);
    const db = handle.db;
    const settings = await sql<{ v: string; f: string; s: string }>`
      SELECT current_setting('server_version') AS v, current_setting('fsync') AS f, current_setting('synchronous_commit') AS s`.execute(db);
    const pgInfo = settings.rows[0]!;
    const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model.trim() ?? ''}, Node ${process.version}, PostgreSQL ${pgInfo.v} (fsync=${pgInfo.f}, synchronous_commit=${pgInfo.s})`;
    log(
      `Machine: ${machine}; load average before: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await logMachineSpeed(sut.databaseUrl);

    const t0 = Date.now();
    const devices = await seedBenchDevices(db, DEVICES);
    log(`Seeded ${devices.length} devices (3 tags each, thresholds on psr) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    load = LoadGenerator.start();
    const ready = await load.request({ type: 'init', mqttPort: sut.mqttPort, devices });
    if (ready.type !== 'ready') throw new Error('load generator did not connect');
    log(
      `Load generator: ${ready.connected} MQTT connections (one per device, QoS 1) in ${ready.connectSeconds.toFixed(1)} s, separate process`,
    );

    const cpu = new CpuSampler(sut.server.child.pid!, sut.postmasterPid);
    const waits = PROFILE ? new PgWaitSampler(handle.pool) : null;
    const runStep = async (step: StepSpec): Promise<StepResult> => {
      cpu.start();
      const done = await load!.request({ type: 'step', step });
      const c = cpu.stop();
      if (done.type !== 'stepDone') throw new Error('unexpected answer from the load generator');
      const other = Math.max(0, c.machinePct - c.nodePct - c.pgPct - done.result.loadCpuPct);
      const row: StepRow = { ...done.result, serverNodePct: c.nodePct, postgresPct: c.pgPct, otherPct: other };
      rows.push(row);
      const r = done.result;
      log(
        `  ${r.name.padEnd(8)} acked ${Math.round(r.ackedPerSecond).toString().padStart(6)}/s  p50 ${r.p50.toFixed(1)} ms (${r.p50Middle.toFixed(0)} -> ${r.p50Last.toFixed(0)})  p99 ${r.p99.toFixed(1)} ms` +
          `  server ${Math.round(c.nodePct)}%  postgres ${Math.round(c.pgPct)}% (kernel ${Math.round(c.pgSysPct)}%)  load gen ${Math.round(r.loadCpuPct)}%  other ${Math.round(other)}%${r.stoppedEarly ? `  (stopped: ${r.stoppedEarly})` : ''}`,
      );
      return r;
    };

    log('Running the steps:');
    const warmup = await runStep({ name: 'warm-up', rate: 1000, seconds: 5, window: 0 });
    rows.pop(); // JIT and caches warming: not reported
    waits?.start();
    for (const rate of RATES) {
      const r = await runStep({ name: rate >= 1000 ? `${rate / 1000}k` : String(rate), rate, seconds: STEP_SECONDS, window: 0 });
      if (r.stoppedEarly || r.ackedPerSecond < 0.8 * rate) {
        log(`  (the server fell behind at ${rate} msg/s: the higher paced rates are skipped)`);
        break;
      }
    }
    await runStep({ name: 'max', rate: null, seconds: MAX_SECONDS, window: WINDOW });
    const waitSummary = waits?.stop() ?? null;

    await load.stop();
    load = null;

    // durability: every acknowledged message's 3 readings are committed
    const totalAcked = warmup.acked + rows.reduce((s, r) => s + r.acked, 0);
    const readings = await count(db, 'readings');
    const messages = await count(db, 'message_log');
    const alarmLog = await count(db, 'alarm_log');
    const flagged = await db
      .selectFrom('tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('alarm_flag', '<>', 'norm')
      .executeTakeFirstOrThrow();
    const storage = await storageReport(db);
    await handle.close();
    handle = null;

    log('Stopping the server (SIGTERM)...');
    exitCode = await sut.stop();

    const v = verdict(rows);
    log('');
    log(`FieldWatch ingest over MQTT QoS 1: ${DEVICES} devices, 3 readings per message, PUBACK only after COMMIT`);
    log(machine);
    log('');
    log(stepTable(rows));
    log('');
    log(comparisonTable(v, `${os.cpus().length} cores, embedded PostgreSQL ${pgInfo.v}`));
    log(
      `(sustained = ${v.sustainedFrom}; CPU columns are % of one core, ${os.cpus().length * 100}% = every core; "other" = the rest of the machine meanwhile)`,
    );
    const disturbed = rows.filter((r) => r.otherPct > 25);
    if (disturbed.length) {
      log(
        `WARNING: other processes on this machine used up to ${Math.round(Math.max(...disturbed.map((r) => r.otherPct)))}% of a core during ` +
          `${disturbed.map((r) => r.name).join(', ')}: those numbers understate what the machine can do; run again when it is idle.`,
      );
    }
    log('');
    const unacked = warmup.unacked + rows.reduce((s, r) => s + r.unacked, 0);
    log(
      `Durability: ${readings.toLocaleString('en-US')} rows in readings; 3 x ${totalAcked.toLocaleString('en-US')} acknowledged messages = ` +
        `${(3 * totalAcked).toLocaleString('en-US')} -> ${readings === 3 * totalAcked ? 'equal' : 'DIFFERENT'}` +
        ` (message_log ${messages.toLocaleString('en-US')}; warm-up included; ${unacked} sent but never acknowledged)`,
    );
    log(
      `Alarm engine: ${alarmLog.toLocaleString('en-US')} alarm_log rows, ${Number(flagged.n)} tags not 'norm' at the end` +
        (alarmLog === 0
          ? ' -> no alarm evaluation was observed (is an alarm engine registered on the ingest pipeline in this build?)'
          : ''),
    );
    for (const line of storage) log(line);
    log(`Server exit code after SIGTERM: ${exitCode}; data folder deleted`);
    if (waitSummary) log(`\n${waitSummary}`);
    if (profileDir) {
      log(`\n${await summarizeCpuProfiles(profileDir)}`);
    }
  } finally {
    await load?.stop().catch(() => {});
    await handle?.close().catch(() => {});
    if (exitCode === null) {
      const code = await sut.stop().catch(() => null);
      if (code !== 0) log(`server output:\n${sut.server.output().slice(-4000)}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('bench:ingest failed:', err);
    process.exit(1);
  },
);
