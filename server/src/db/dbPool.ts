import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from './dbType';

const pools = new WeakMap<Db, pg.Pool>();
const names = new Map<string, string>();
const MAX_NAMED = 200;

/**
 * The pg pool behind a Kysely handle made by `connect`, for statements Kysely cannot name: a named prepared
 * statement is parsed and planned once per connection (then a generic plan), which is most of what a small,
 * frequent read costs PostgreSQL. A transaction's handle (or any other Db) has none and runs the query as Kysely does.
 */
export const dbPool = {
  remember(db: Db, pool: pg.Pool): void {
    pools.set(db, pool);
  },
  /** The pool behind a handle made by `connect` (GET /metrics reports its use), or null. */
  poolOf(db: Db): pg.Pool | null {
    return pools.get(db) ?? null;
  },
  async prepared<R>(db: Db, prefix: string, query: CompiledQuery<R>): Promise<R[]> {
    const pool = pools.get(db);
    let name = names.get(query.sql);
    // a query whose text varies (an IN list of any length) must not fill every connection with statements
    if (!name && names.size < MAX_NAMED)
      names.set(query.sql, (name = `${prefix}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`));
    if (!pool || !name) return (await db.executeQuery(query)).rows;
    return (await pool.query({ name, text: query.sql, values: query.parameters as unknown[] })).rows as R[];
  },
};
