import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Db } from '../../src/db/connection';

export interface TestDatabase {
  url: string;
  db: Db;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database copied from the run's template (see globalSetup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const name = `fw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE fw_template`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connect(url.toString());
  return {
    url: url.toString(),
    db: handle.db,
    pool: handle.pool,
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
