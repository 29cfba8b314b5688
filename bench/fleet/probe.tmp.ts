import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { startEmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import { migrate } from '../../server/src/db/migrate';
import { connect } from '../../server/src/db/connection';
import { TardyScheduler } from '../../server/src/alarms/tardyScheduler';
import { listDevices } from '../../server/src/directory/deviceListQuery';
import { viewerFromRow } from '../../server/src/auth/viewer';
import { seedDirectoryFixture, BENCH_PHONE } from '../directory/fixture';
import { openToPostgres } from '../helpers/serverAndDatabase';

const N = Number(process.argv[2] ?? 100000);
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-probe-'));
await openToPostgres(tmp);
const pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
try {
  const pool = new pg.Pool({ connectionString: pgdb.url, max: 2 });
  pool.on('error', () => {});
  await migrate(pool);
  if (process.env.SQL) await pool.query(process.env.SQL);
  let t = performance.now();
  await seedDirectoryFixture(pgdb.url, { devices: N, tardyEvery: 100, deadEvery: 25 });
  console.log('seed', (performance.now() - t).toFixed(0));
  const logged: { sql: string; params: readonly unknown[] }[] = [];
  const kdb = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (e.level === 'query') logged.push({ sql: e.query.sql, params: e.query.parameters }); } });
  const u = (await pool.query(`SELECT u.*, false AS is_privileged, false AS view_inactive_companies, false AS company_list_unfiltered, false AS can_edit, false AS is_super_user FROM users u WHERE phone_number LIKE $1`, [`%${BENCH_PHONE}`])).rows[0];
  const viewer = viewerFromRow(u, u.id, 'session' as any);
  for (const q of (process.env.SEARCHES ?? 'Site 1,Tank 0123,tank 99999,zzz').split(',')) {
    logged.length = 0;
    const rows = await listDevices(kdb as any, viewer, { query: 'search', search: q, limit: 10 } as any, ['id', 'name']);
    const s = logged[0]!;
    const times: number[] = [];
    for (let i = 0; i < 10; i++) { const t0 = performance.now(); await pool.query(s.sql, s.params as any[]); times.push(performance.now() - t0); }
    times.sort((a, b) => a - b);
    console.log(`search ${q}: ${rows.length} rows, p50 ${times[5]!.toFixed(1)} ms`);
    if (process.env.PLAN) console.log((await pool.query('EXPLAIN (ANALYZE, BUFFERS) ' + s.sql, s.params as any[])).rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const h = connect(pgdb.url, 4);
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) SELECT d.id FROM devices d
          WHERE d.is_active AND d.in_service AND d.name IS NOT NULL AND btrim(d.name) <> '' AND d.path IS NOT NULL
            AND coalesce(d.last_health_at, d.last_time_message_received) < now() - make_interval(secs => 86400)
            AND (d.tardy_notified_at IS NULL OR d.tardy_notified_at < coalesce(d.last_health_at, d.last_time_message_received))
          ORDER BY d.id LIMIT 200 FOR UPDATE OF d SKIP LOCKED`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  const sched = new TardyScheduler({ db: h.db, publicUrl: 'http://x' });
  t = performance.now();
  const n = await sched.scan();
  console.log(`tardy scan: ${n} devices in ${(performance.now() - t).toFixed(0)} ms; outbox ${(await pool.query('SELECT count(*) FROM notification_outbox')).rows[0].count}`);
  t = performance.now();
  const n2 = await sched.scan();
  console.log(`tardy scan again: ${n2} devices in ${(performance.now() - t).toFixed(0)} ms`);
  await h.close();
  await pool.end();
} catch (e) { console.error('FAILED', e); } finally {
  await pgdb.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
