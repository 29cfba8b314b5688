import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { StartupRefusal } from '../../startupRefusal';
import { startEmbeddedPostgres } from '../embeddedPostgres';
import { DB_NAME, ensureDatabase } from '../openDatabase';
import { processAlive } from '../../util/processAlive';

/** A database to dump or to restore into, and what to do when done with it. */
export interface BackupTarget {
  url: string;
  /** The server's PostgreSQL major: the tools must be of it or newer. */
  major: number;
  /** For messages: DATABASE_URL's host and database, or the data folder. */
  where: string;
  /** Stops the embedded PostgreSQL if it was started for this; `failed`: a restore that failed removes what it made. */
  close(failed?: boolean): Promise<void>;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(r.rows[0]!.v) / 10000);
  } finally {
    await client.end();
  }
}

/** The embedded PostgreSQL a running server started on this data folder (postmaster.pid: pid, ..., port), if any. */
async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  if (!processAlive(Number(lines[0]))) return null;
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/${DB_NAME}`;
}

const describeUrl = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

/** The database to back up: DATABASE_URL; or the embedded one, used as it runs, or started here for the dump. */
export async function backupSource(config: Config, log: (line: string) => void): Promise<BackupTarget> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      major: await serverMajor(config.databaseUrl),
      where: describeUrl(config.databaseUrl),
      close: async () => {},
    };
  }
  if (!existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new StartupRefusal(`There is no database in ${config.dataDir} to back up (set DATA_DIR, or DATABASE_URL)`);
  }
  const running = await runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, major: await serverMajor(running), where: config.dataDir, close: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, {}, log);
  const url = new URL(embedded.url);
  url.pathname = `/${DB_NAME}`;
  return { url: url.toString(), major: await serverMajor(embedded.url), where: config.dataDir, close: () => embedded.stop() };
}

/** The database to restore into, which must be empty: DATABASE_URL's, or a new embedded one in an empty DATA_DIR. */
export async function restoreDestination(config: Config, log: (line: string) => void): Promise<BackupTarget> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const tables = await client
      .query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'",
      )
      .finally(() => client.end());
    const where = describeUrl(config.databaseUrl);
    if (Number(tables.rows[0]!.n) > 0) {
      throw new StartupRefusal(
        `The database ${where} is not empty (${tables.rows[0]!.n} tables): a restore goes into an empty database; create one and point DATABASE_URL at it`,
      );
    }
    return { url: config.databaseUrl, major: await serverMajor(config.databaseUrl), where, close: async () => {} };
  }
  const { dataDir } = config;
  if (existsSync(path.join(dataDir, 'pg'))) {
    throw new StartupRefusal(
      `${dataDir} already holds a database: a restore goes into an empty data folder; stop the server and move ${dataDir} away, or set DATA_DIR to a new folder`,
    );
  }
  const embedded = await startEmbeddedPostgres(dataDir, {}, log);
  const remove = async () => {
    for (const p of ['pg', 'pg-password']) await fs.rm(path.join(dataDir, p), { recursive: true, force: true });
  };
  try {
    const url = await ensureDatabase(embedded.url, DB_NAME);
    return {
      url,
      major: await serverMajor(url),
      where: dataDir,
      async close(failed) {
        await embedded.stop();
        if (failed) await remove();
      },
    };
  } catch (err) {
    await embedded.stop();
    await remove();
    throw err;
  }
}
