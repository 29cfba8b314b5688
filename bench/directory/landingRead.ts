import pg from 'pg';
import { viewerFromRow, type ViewerRow } from '../../server/src/auth/viewer';
import { connect } from '../../server/src/db/connection';
import { landingCounts, landingCountsQuery } from '../../server/src/overview/landingCounts';
import { log } from '../helpers/log';
import { BENCH_USER, ms, quantile } from './fixture';
import type { Row } from './report';

/*
 * The landing counts' read itself, as the server makes it for the bench manager (the same function, the same SQL),
 * without the server's sharing of answers between requests: over HTTP every request after the first of a scope is
 * served from that for 2 s, so the HTTP row says what a warm answer costs and this one what the first request of a
 * scope (or the first after any change) waits for. Time from Node over a pooled connection: SQL, network on loopback
 * and row decoding, no HTTP, no GraphQL.
 */

const RUNS = 20;
const LANDING_TARGET_MS = 100;

/** The bench manager as the server would resolve them (the user row's policy columns). */
async function benchViewer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<ViewerRow>(`SELECT * FROM users WHERE email = $1`, [BENCH_USER.email]);
    const row = rows[0];
    if (!row) throw new Error(`no user ${BENCH_USER.email}`);
    return viewerFromRow(row, row.id, 'session');
  } finally {
    await pool.end();
  }
}

/** Times the cold read (p50/p99 of RUNS after 2 warm-up reads); with `explain`, prints its plan first. */
export async function benchLandingRead(databaseUrl: string, rows: Row[], explain = false): Promise<void> {
  const viewer = await benchViewer(databaseUrl);
  const handle = connect(databaseUrl, 1);
  try {
    if (explain) {
      const compiled = landingCountsQuery(handle.db, viewer, null).compile();
      const plan = await handle.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`,
        compiled.parameters as unknown[],
      );
      log(`\nThe landing counts' plan:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    let answer = '';
    for (let i = 0; i < 2; i++) await landingCounts(handle.db, viewer, null);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      answer = JSON.stringify(await landingCounts(handle.db, viewer, null));
      times.push(performance.now() - t0);
    }
    const p50 = quantile(times, 0.5);
    const p99 = quantile(times, 0.99);
    log(`${'landing counts read, not shared (SQL from Node)'.padEnd(48)} ${ms(p50).padStart(10)} ${ms(p99).padStart(10)}  ${answer}`);
    rows.push({ what: 'landing counts read (not shared) p50', value: p50, target: LANDING_TARGET_MS });
    rows.push({ what: 'landing counts read (not shared) p99', value: p99, target: LANDING_TARGET_MS });
  } finally {
    await handle.close();
  }
}
