/**
 * Alarm bench (`npm run bench:alarms`): 10,000 tags of a generated fleet go into alarm at once, each with one e-mail
 * and one SMS action, through the real alarm engine and the real outbox with the log transport (printing nowhere),
 * in this process on an embedded PostgreSQL of its own. Prints how long the engine took to raise them and queue their
 * notifications, and how long until every first notification had left the outbox, against the target (60 s).
 * A measurement, not a test: exits 0 whether the target is met or not (1 only when the bench itself fails).
 *
 * Options (environment): BENCH_ALARMS (10000 tags, one a device), BENCH_ALARM_BATCH (500 readings a committed batch),
 * BENCH_ALARM_USERS (100 recipients the actions are spread over), BENCH_REMINDERS (1: every action also repeats every
 * 15 min, 4 times, so each send writes its next reminder; 0: plain notifications).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, type DbHandle } from '../server/src/db/connection';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/src/db/embeddedPostgres';
import { migrate } from '../server/src/db/migrate';
import { seedAlarmFleet } from './alarms/alarmFleet';
import { raiseAll } from './alarms/raiseAll';
import { log } from './helpers/log';
import { openToPostgres } from './helpers/serverAndDatabase';

const count = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return n;
};
const ALARMS = count('BENCH_ALARMS', 10_000);
const BATCH = Math.max(1, count('BENCH_ALARM_BATCH', 500));
const USERS = Math.max(1, count('BENCH_ALARM_USERS', 100));
const REMINDERS = count('BENCH_REMINDERS', 1) === 1;
/** The target: every first notification out within a minute, on this machine, with the log transport. */
const TARGET_MS = 60_000;

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-alarms-'));
  let pgdb: EmbeddedPostgres | null = null;
  let h: DbHandle | null = null;
  try {
    await openToPostgres(tmp);
    pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
    h = connect(pgdb.url, 10);
    await migrate(h.pool);
    log(`Machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)} at the start`);
    const t0 = performance.now();
    const fleet = await seedAlarmFleet(pgdb.url, ALARMS, USERS, REMINDERS);
    log(
      `Fleet: ${fleet.tags.length.toLocaleString()} tags with 2 actions each (${USERS} recipients${REMINDERS ? ', reminders every 15 min, 4 times' : ''}), seeded in ${s(performance.now() - t0)}`,
    );
    const r = await raiseAll(h, fleet, BATCH, 'https://fieldwatch.bench');
    log('');
    log(`| measure | result | target |`);
    log(`|---|---|---|`);
    log(
      `| alarms raised (engine, batches of ${BATCH}) | ${r.raised.toLocaleString()} in ${s(r.engineMs)} | ${fleet.tags.length.toLocaleString()} |`,
    );
    log(`| first notification left the outbox | ${s(r.firstSentMs)} | |`);
    log(
      `| every first notification left the outbox (${r.sent.toLocaleString()}) | ${s(r.allSentMs)} (${Math.round(r.sent / (r.allSentMs / 1000)).toLocaleString()}/s) | < ${s(TARGET_MS)} ${r.allSentMs < TARGET_MS ? 'met' : 'MISSED'} |`,
    );
    if (REMINDERS) log(`| reminders waiting for their time | ${r.reminders.toLocaleString()} | ${r.sent.toLocaleString()} |`);
  } finally {
    await h?.close();
    await pgdb?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
