import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitHealthy, type ServerProcess } from '../../server/test/helpers/serverProcess';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * `node [nodeArgs] --import tsx server/src/main.ts`, as serverProcess.ts's startServer (which is how `npm start` runs
 * it) but with room for Node flags such as --cpu-prof, which NODE_OPTIONS does not accept.
 */
function spawnServer(env: Record<string, string>, nodeArgs: string[], preload: string | null): ServerProcess {
  let out = '';
  const args = [
    ...SERVER_NODE_FLAGS,
    ...nodeArgs,
    '--import',
    'tsx',
    ...(preload ? ['--import', `./${preload}`] : []),
    'server/src/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-100_000)));
  child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-100_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface ServerUnderTest {
  server: ServerProcess;
  dataDir: string;
  mqttPort: number;
  /** The embedded database's own URL (database `fieldwatch`). */
  databaseUrl: string;
  /** pid of the PostgreSQL postmaster (its backends are its children). */
  postmasterPid: number;
  /** SIGTERM, wait for the exit code, delete the data folder. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server as production runs it (`node --import tsx server/src/main.ts`) on a fresh data folder with the
 * default durability (fsync and synchronous_commit on), no demo data and no simulator. `nodeArgs`: e.g. --cpu-prof;
 * `preload`: a module (path from the repository root) imported before main.ts, to try prototype changes.
 */
export async function startServerUnderTest(nodeArgs: string[] = [], preload: string | null = null): Promise<ServerUnderTest> {
  // on disk (not tmpfs), so "durably committed" costs a real fsync
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-ingest-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter the folder
  await fs.chmod(dataDir, 0o755);
  const [port, mqttPort] = [await freePort(), await freePort()];
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      DEMO_DATA: 'false',
      SIMULATOR: 'false',
      LOG_LEVEL: 'warn',
    },
    nodeArgs,
    preload,
  );
  const cleanup = async () => {
    await server.stop('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(server, 120_000);
    const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
    // postmaster.pid: line 1 the pid, line 4 the port
    const pidLines = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
    const postmasterPid = Number(pidLines[0]);
    const pgPort = Number(pidLines[3]);
    if (!Number.isInteger(pgPort) || pgPort <= 0) throw new Error(`no port in ${dataDir}/pg/postmaster.pid`);
    return {
      server,
      dataDir,
      mqttPort,
      databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fieldwatch`,
      postmasterPid,
      async stop() {
        const code = await server.stop('SIGTERM');
        await fs.rm(dataDir, { recursive: true, force: true });
        return code;
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
