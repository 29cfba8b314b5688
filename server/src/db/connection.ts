import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { dbPool } from './dbPool';
import { trackClients } from './poolClients';

// int8 (ids, counts) and numeric (money) come back as JS numbers: ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// dates stay strings: a `date` is a calendar day, not an instant
pg.types.setTypeParser(1082, (v) => v);

import type { Db } from './dbType';
export type { Db } from './dbType';

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * How long opening a connection may take before the request that needs it fails (as 503): a healthy PostgreSQL
 * answers in milliseconds, and a frozen one must not hold a user's request past the 5 s a client waits for an answer.
 */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A pool and its Kysely handle. `statementTimeoutMs` bounds every statement of the pool's connections (the pool that
 * serves users' requests: one user's heavy query cannot hold a connection for long; ingest and the alarm engine use a
 * pool without it).
 */
export function connect(url: string, max = 10, opts: { statementTimeoutMs?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(opts.statementTimeoutMs ? { options: `-c statement_timeout=${Math.round(opts.statementTimeoutMs)}` } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: pg-pool removes its idle listener while a client is lent out, and a connection cut mid-query
  // then emits 'error' on the client besides failing the query. The query's own rejection carries the error to the
  // caller; this listener only keeps the event from becoming an uncaught exception.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  trackClients(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  dbPool.remember(db, pool);
  return {
    db,
    pool,
    async close() {
      await db.destroy();
    },
  };
}
