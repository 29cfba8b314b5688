import pg from 'pg';
import { inject } from 'vitest';

/** Runs one statement as the test PostgreSQL server's administrator (outside any test app's pools). */
export async function pgAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: inject('pgServerUrl') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
