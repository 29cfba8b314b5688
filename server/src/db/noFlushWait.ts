import { sql } from 'kysely';
import type { Db } from './dbType';

/**
 * Statements built on this commit without waiting for PostgreSQL to flush their WAL to disk: the CTE sets
 * `synchronous_commit = off` for the statement's own transaction (`set_config(…, true)`), and the statement reads it
 * with `FROM no_flush_wait` so that it is evaluated before the commit. One statement, not BEGIN / SET LOCAL / … /
 * COMMIT: the point is to spend as little as possible on each record.
 *
 * For records written one after another on a path that must not wait a disk flush each (the outbox records every
 * send before the next one). What is committed this way is visible to every session at once and survives the death
 * of the process that wrote it; only a crash of PostgreSQL itself can lose the last moments of it (up to three times
 * `wal_writer_delay`, 0.6 s by default). A statement that changes no row writes nothing, so it does not matter that
 * its CTE may then go unread.
 */
export const withoutFlushWait = (db: Db) =>
  db.with('no_flush_wait', (qb) => qb.selectNoFrom(sql<string>`set_config('synchronous_commit', 'off', true)`.as('setting')));
