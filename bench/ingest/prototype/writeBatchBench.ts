/**
 * Prototype bench (not part of `npm run bench:ingest`): how fast can the database side of ingest go, without MQTT?
 * Calls writeBatch (and the prototype variants next to this file) directly on a fresh embedded PostgreSQL with the
 * default durability, for several batch sizes and writer counts, with 1000 devices sending 3 readings per message.
 *
 *   npx tsx bench/ingest/prototype/writeBatchBench.ts [variant...]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connect } from '../../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres';
import { migrate } from '../../../server/src/db/migrate';
import { ensureReadingPartitions } from '../../../server/src/db/partitions';
import type { CommittedBatch } from '../../../server/src/ingest/committed';
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { writeBatch } from '../../../server/src/ingest/writeBatch';
import type { Db } from '../../../server/src/db/connection';
import { seedBenchDevices } from '../seedDevices';
import { CpuSampler } from '../stats';
import { leanOptions, writeBatchLean } from './writeBatchLean';
import { writeBatchBefore } from './writeBatchBefore';

type Writer = (db: Db, messages: IncomingMessage[]) => Promise<CommittedBatch>;
const VARIANTS: Record<string, Writer> = {
  current: writeBatch,
  before: writeBatchBefore,
  lean: writeBatchLean,
  // attribution only: the daily rollup left to query time (computed from the hourly rows)
  'lean-nodaily': async (db, m) => {
    leanOptions.daily = false;
    try {
      return await writeBatchLean(db, m);
    } finally {
      leanOptions.daily = true;
    }
  },
};
// --sharded: with 2 writers, each writer takes the messages of half of the devices (device id modulo writers), as a
// pipeline that shards its queue by device would; the writers then never wait on each other's row locks.
const SHARDED = process.argv.includes('--sharded');
// --fillfactor: rollups and tags get free space on every page first, so their updates can stay HOT
const FILLFACTOR = process.argv.includes('--fillfactor');

const DEVICES = Number(process.env.BENCH_DEVICES ?? 1000);
const BATCHES = (process.env.BENCH_BATCHES ?? '100,500,1000,2000').split(',').map(Number);
const WRITERS = (process.env.BENCH_WRITERS ?? '1,2').split(',').map(Number);
const BREAKDOWN_BATCH = Number(process.env.BENCH_BREAKDOWN_BATCH ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const variants = args.length ? args : Object.keys(VARIANTS);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-wb-bench-'));
  await fs.chmod(dataDir, 0o755);
  // pg_stat_statements: where the database's time goes, statement by statement (default durability otherwise)
  const embedded = await startEmbeddedPostgres(dataDir, {
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'all',
    'pg_stat_statements.track_planning': 'on',
  });
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fieldwatch');
    await admin.end();
    const url = embedded.url.replace(/\/postgres$/, '/fieldwatch');
    const handle = connect(url);
    await migrate(handle.pool);
    const now = Date.now();
    await ensureReadingPartitions(handle.pool, new Date(now - 40 * 86400_000), new Date(now + 40 * 86400_000));
    if (FILLFACTOR) {
      for (const t of ['readings_hourly', 'readings_daily', 'tags']) await handle.pool.query(`ALTER TABLE ${t} SET (fillfactor = 40)`);
    }
    const devices = await seedBenchDevices(handle.db, DEVICES);
    await handle.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const breakdown = async (label: string) => {
      const r = await handle.pool.query<{
        q: string;
        calls: number;
        mean: number;
        plan: number;
        total: number;
        share: number;
        wal: number;
      }>(
        `SELECT regexp_replace(left(query, 400), '\\s+', ' ', 'g') AS q, calls, mean_exec_time AS mean, mean_plan_time AS plan,
                total_exec_time + total_plan_time AS total,
                100 * (total_exec_time + total_plan_time) / sum(total_exec_time + total_plan_time) OVER () AS share, wal_bytes / greatest(calls, 1) AS wal
           FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC LIMIT 8`,
      );
      console.log(`  statements, ${label}:`);
      for (const x of r.rows) {
        const what = x.q.replace(/^.*?(INSERT INTO \w+|UPDATE \w+|WITH \w+|COMMIT|BEGIN|SELECT)/i, '$1').slice(0, 70);
        console.log(
          `    ${x.share.toFixed(0).padStart(3)}%  plan ${Number(x.plan).toFixed(2).padStart(6)} + exec ${Number(x.mean).toFixed(2).padStart(7)} ms x ${String(x.calls).padStart(5)}` +
            `  ${(Number(x.wal) / 1024).toFixed(0).padStart(6)} KB WAL  ${what}`,
        );
      }
    };
    const lastTime = new Map<number, number>();
    const rr = [0, 0];
    const nextMessage = (shard: number, shards: number): IncomingMessage => {
      const own = devices.length / shards;
      const d = devices[shard * own + (rr[shard]!++ % own)]!;
      const t = Math.max(Date.now(), (lastTime.get(d.id) ?? 0) + 1);
      lastTime.set(d.id, t);
      const time = new Date(t);
      const raw = { time: t / 1000, values: { psr: Math.random() * 100, temp: 60 + Math.random() * 20, _t: 20 + Math.random() * 10 } };
      return {
        deviceId: d.id,
        receivedAt: new Date(),
        raw,
        rawText: JSON.stringify(raw),
        message: { type: 'data', time, readings: Object.entries(raw.values).map(([tag, value]) => ({ tag, time, value, temp: null })) },
      };
    };

    console.log(
      `writeBatch alone: ${DEVICES} devices, 3 readings per message, fsync on, ${SECONDS} s per cell${SHARDED ? ', writers sharded by device' : ''}${FILLFACTOR ? ', fillfactor 40 on rollups and tags' : ''}`,
    );
    // CPU per 1,000 messages: what the machine's load (other users) changes least
    const postmasterPid = Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    console.log('variant   writers  batch   msg/s   ms/batch  pg cpu-s/1k  node cpu-s/1k');
    for (const name of variants) {
      const write = VARIANTS[name];
      if (!write) throw new Error(`unknown variant ${name}`);
      for (const writers of WRITERS) {
        for (const batch of BATCHES) {
          await handle.pool.query('SELECT pg_stat_statements_reset()');
          let messages = 0;
          let batches = 0;
          let busyMs = 0;
          const cpu = new CpuSampler(process.pid, postmasterPid);
          cpu.start();
          const node0 = process.cpuUsage();
          const t00 = performance.now();
          const until = performance.now() + SECONDS * 1000;
          await Promise.all(
            Array.from({ length: writers }, async (_, w) => {
              while (performance.now() < until) {
                const msgs = Array.from({ length: batch }, () => (SHARDED ? nextMessage(w, writers) : nextMessage(0, 1)));
                const t0 = performance.now();
                await write(handle.db, msgs);
                busyMs += performance.now() - t0;
                messages += batch;
                batches++;
              }
            }),
          );
          const c = cpu.stop();
          const secs = (performance.now() - t00) / 1000;
          const nodeCpu = process.cpuUsage(node0);
          const perK = (cpuSeconds: number) => ((cpuSeconds / messages) * 1000).toFixed(3).padStart(11);
          const row = () =>
            console.log(
              `${name.padEnd(9)} ${String(writers).padStart(7)}  ${String(batch).padStart(5)}  ${Math.round(messages / SECONDS)
                .toString()
                .padStart(6)}  ${(busyMs / batches).toFixed(1).padStart(9)}` +
                `  ${perK((c.pgPct / 100) * secs)}  ${perK((nodeCpu.user + nodeCpu.system) / 1e6)}`,
            );
          row();
          if (writers === 1 && batch === BREAKDOWN_BATCH) {
            await breakdown(`${name}, 1 writer, batch ${batch}`);
            if (process.argv.includes('--explain')) {
              leanOptions.explain = true;
              await writeBatchLean(
                handle.db,
                Array.from({ length: batch }, () => nextMessage(0, 1)),
              );
              leanOptions.explain = false;
            }
          }
        }
      }
    }
    await handle.close();
  } finally {
    await embedded.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
