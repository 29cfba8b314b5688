/**
 * Prototype bench (not part of `npm run bench:ingest`): throughput of the external-broker mode (MQTT_URL) through
 * Debian's Mosquitto, for several connection counts of one subscriber, committed with the default durability.
 * The load generator (bench/ingest/loadGenerator.ts, its own process) publishes unpaced QoS 1 to Mosquitto (whose
 * PUBACK means "queued by the broker", not stored); what is measured here is messages COMMITTED per second by the
 * subscriber, after a warm-up.
 *
 *   BENCH_RATE=4000 npx tsx bench/ingest/prototype/externalBrokerBench.ts [connections...]   (default 16 64 128)
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../../../server/src/db/connection';
import { startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres';
import { migrate } from '../../../server/src/db/migrate';
import { ensureReadingPartitions } from '../../../server/src/db/partitions';
import { Ingest } from '../../../server/src/ingest/ingest';
import { startExternalBrokerIngest } from '../../../server/src/ingest/externalBroker/externalBrokerIngest';
import { freePort } from '../../../server/src/util/freePort';
import type { FromLoad, ToLoad } from '../protocol';
import { seedBenchDevices } from '../seedDevices';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 4000);

async function main(): Promise<void> {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-ext-bench-'));
  await fs.chmod(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'mosquitto.conf');
  await fs.writeFile(
    conf,
    `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 1000000\nmax_inflight_messages 100\n`,
  );
  const broker = spawn('/usr/sbin/mosquitto', ['-c', conf], { stdio: 'ignore' });
  const embedded = await startEmbeddedPostgres(path.join(dir, 'data'), {});
  const load = fork(path.join(repoRoot, 'bench/ingest/loadGenerator.ts'), [], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ask = (m: ToLoad) =>
    new Promise<FromLoad>((resolve) => {
      load.once('message', (r) => resolve(r as FromLoad));
      load.send(m);
    });
  try {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('CREATE DATABASE fieldwatch');
    await admin.end();
    const handle = connect(embedded.url.replace(/\/postgres$/, '/fieldwatch'));
    await migrate(handle.pool);
    await ensureReadingPartitions(handle.pool, new Date(Date.now() - 40 * 86400_000), new Date(Date.now() + 40 * 86400_000));
    const devices = await seedBenchDevices(handle.db, 1000);
    const ready = await ask({ type: 'init', mqttPort: port, devices });
    if (ready.type !== 'ready') throw new Error(`load generator: ${JSON.stringify(ready)}`);

    console.log(`external broker (Mosquitto ${port}) -> one subscriber process, fsync on; committed msg/s over ${SECONDS} s`);
    for (const connections of counts.length ? counts : [16, 64, 128]) {
      let committed = 0;
      const inner = new Ingest(handle.db, { log: () => {} });
      const ingest = {
        receive: async (id: number, type: string, payload: Buffer | string) => {
          const r = await inner.receive(id, type, payload);
          committed++;
          return r;
        },
        tooManyRejections: () => false,
      };
      // a group and sessions of its own per run (expiring at disconnect), so runs do not share queued messages
      const sub = await startExternalBrokerIngest({
        url: `mqtt://127.0.0.1:${port}`,
        ingest,
        db: handle.db,
        log: () => {},
        clientId: `bench-${connections}`,
        connections,
        group: `bench${connections}`,
        sessionExpirySeconds: 0,
      });
      // offered at BENCH_RATE (default 4000 msg/s): committed/s below it means this subscriber does not keep up
      const loadDone = ask({ type: 'step', step: { name: 'ext', rate: RATE, seconds: SECONDS + 4, window: 0 } });
      await new Promise((r) => setTimeout(r, 3000));
      const c0 = committed;
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      const rate = (committed - c0) / ((performance.now() - t0) / 1000);
      await loadDone;
      await sub.close();
      await inner.pipeline.drain();
      console.log(
        `  ${String(connections).padStart(3)} connections: ${Math.round(rate).toLocaleString('en-US').padStart(7)} msg/s committed`,
      );
    }
    await handle.close();
  } finally {
    load.kill();
    broker.kill();
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
