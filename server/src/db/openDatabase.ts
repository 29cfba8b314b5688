import pg from 'pg';
import type { Config } from '../config';
import { connect, type DbHandle } from './connection';
import { startEmbeddedPostgres } from './embeddedPostgres';
import { migrate } from './migrate';

export interface OpenDatabase extends DbHandle {
  url: string;
  embedded: boolean;
  /** Times the embedded database was started again after exiting on its own (0 with DATABASE_URL). */
  restarts(): number;
  /** Closes the pool and, for the embedded database, stops PostgreSQL. */
  shutdown(): Promise<void>;
}

export const DB_NAME = 'fieldwatch';

/** Creates the database on the server if it is missing (the embedded cluster starts with only `postgres`). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR; migrations are applied at every open. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, config.embeddedPgSettings, log);
  try {
    const url = config.databaseUrl ?? (await ensureDatabase(embedded!.url, DB_NAME));
    const handle = connect(url);
    const applied = await migrate(handle.pool);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    return {
      ...handle,
      url,
      embedded: Boolean(embedded),
      restarts: () => embedded?.restarts ?? 0,
      async shutdown() {
        await handle.close().catch(() => {});
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
