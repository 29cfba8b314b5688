import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type Db } from '../../src/db/connection';
import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres';
import { migrate } from '../../src/db/migrate';
import { ensureDatabase } from '../../src/db/openDatabase';
import { compactReadings } from '../../src/db/compaction/compactReadings';
import { ensureReadingPartitions } from '../../src/db/partitions';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestDatabase } from '../helpers/testDatabase';
import { findPgTool } from '../../src/db/backup/pgTools';

// the backups use Debian's pg_dump and pg_restore (postgresql-client-15, which .ci/run installs with postgresql)
const HAVE_PG_TOOLS = await findPgTool('pg_restore', 15).then(
  () => true,
  () => false,
);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-backup-'));
fs.chmodSync(dir, 0o755); // run as root, the database runs as the postgres user, who must reach the data folder in it
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator runs them, with only the given settings. */
function run(
  script: 'backupCli' | 'restoreCli',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  // the test run's DATABASE_URL is not the tool's: a case that wants one passes it
  const { DATABASE_URL: _run, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `server/src/db/backup/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: output.trim() })));
}

/** Some of everything: companies, users, devices, and readings in their partitions and compacted by day. */
async function fill(db: Db): Promise<void> {
  const company = await createCompany(db);
  await createUser(db, company.id, 'manager');
  for (let d = 0; d < 3; d++) {
    const device = await createDevice(db, company.id);
    await sql`INSERT INTO readings (device_id, tag, time, value) SELECT ${device.id}, 'psr', now() - g * interval '7 minutes', g * 1.5 FROM generate_series(1, 300) g`.execute(
      db,
    );
  }
  // the readings of the days before today (300 readings 7 minutes apart span two or three UTC days) into reading_days
  await compactReadings(db, new Date());
}

/** Readings per device through the one reader, hot and compacted. */
async function readingCounts(db: Db): Promise<number[]> {
  const r = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM readings_between(d.id, 'psr', '-infinity', 'infinity'))::int AS n FROM devices d ORDER BY d.id`.execute(
    db,
  );
  return r.rows.map((x) => x.n);
}

/** Every table's rows (partitions by themselves), as a count and a digest of their text in a fixed order. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const r = await sql<{
      n: string;
      digest: string | null;
    }>`SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(name)} t`.execute(db);
    out[name] = `${r.rows[0]!.n}:${r.rows[0]!.digest}`;
  }
  return out;
}

describe('finding the PostgreSQL tools', () => {
  it('names the package to install when a major has none', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(
      'pg_dump of PostgreSQL 99 or newer was not found in /usr/lib/postgresql/*/bin or on PATH: install it (Debian, Ubuntu: apt-get install postgresql-client-99) and run this again',
    );
  });
});

describe.skipIf(!HAVE_PG_TOOLS)(
  `npm run backup and npm run restore${HAVE_PG_TOOLS ? '' : ': SKIPPED, no pg_restore 15; apt-get install postgresql-client-15'}`,
  () => {
    it('embedded: backup of the running database -> wipe -> restore into the empty folder -> the same rows', async () => {
      const dataDir = path.join(dir, 'data');
      const running = await startEmbeddedPostgres(dataDir, { fsync: 'off' });
      const handle = connect(await ensureDatabase(running.url, 'fieldwatch'));
      await migrate(handle.pool);
      await ensureReadingPartitions(handle.pool, new Date(Date.now() - 5 * 86400_000), new Date(Date.now() + 40 * 86400_000));
      await fill(handle.db);
      const before = await fingerprint(handle.db);
      expect(await readingCounts(handle.db)).toEqual([300, 300, 300]);
      const packed = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_days`.execute(handle.db);
      expect(packed.rows[0]!.n).toBeGreaterThan(0);

      const file = path.join(dir, 'embedded.dump');
      const backup = await run('backupCli', [file], { DATA_DIR: dataDir });
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backed up ${dataDir} to ${file}`) });
      await handle.close();
      await running.stop();

      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(await run('restoreCli', [file], { DATA_DIR: dataDir })).toMatchObject({ code: 0 });
      const again = await run('restoreCli', [file], { DATA_DIR: dataDir });
      expect(again.code).toBe(1);
      expect(again.output).toBe(
        `[fieldwatch] ${dataDir} already holds a database: a restore goes into an empty data folder; stop the server and move ${dataDir} away, or set DATA_DIR to a new folder`,
      );
      // no server runs on it now: the backup starts the database itself
      expect(await run('backupCli', [path.join(dir, 'stopped.dump')], { DATA_DIR: dataDir })).toMatchObject({ code: 0 });

      const restored = await startEmbeddedPostgres(dataDir, { fsync: 'off' });
      const check = connect(await ensureDatabase(restored.url, 'fieldwatch'));
      try {
        expect(await fingerprint(check.db)).toEqual(before);
        // the reader function came back with the tables
        expect(await readingCounts(check.db)).toEqual([300, 300, 300]);
      } finally {
        await check.close();
        await restored.stop();
      }
    });

    it('DATABASE_URL: into an empty database only, with the same rows', async () => {
      const source = await createTestDatabase();
      const emptyName = `fw_restore_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${emptyName}`);
      const emptyUrl = new URL(inject('pgServerUrl'));
      emptyUrl.pathname = `/${emptyName}`;
      const target = connect(emptyUrl.toString());
      try {
        await fill(source.db);
        const file = path.join(dir, 'url.dump');
        expect(await run('backupCli', [file], { DATABASE_URL: source.url })).toMatchObject({ code: 0 });
        const refused = await run('restoreCli', [file], { DATABASE_URL: source.url });
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(
          /^\[fieldwatch\] The database .* is not empty \(\d+ tables\): a restore goes into an empty database/,
        );
        expect(await run('restoreCli', [file], { DATABASE_URL: emptyUrl.toString() })).toMatchObject({ code: 0 });
        expect(await fingerprint(target.db)).toEqual(await fingerprint(source.db));
      } finally {
        await target.close();
        await source.drop();
        await admin.query(`DROP DATABASE IF EXISTS ${emptyName}`);
        await admin.end();
      }
    });
  },
);
