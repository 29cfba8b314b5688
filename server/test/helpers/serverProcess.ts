import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/nodeFlags';

export { freePort } from '../../src/util/freePort';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server with the given environment: from its TypeScript sources (tsx main.ts), or with `built`, the
 * production build exactly as `npm start` runs it (node server/dist/main.js; `npm run build` makes it).
 */
export function startServer(env: Record<string, string>, options: { built?: boolean } = {}): ServerProcess {
  let out = '';
  // the test run's own DATABASE_URL (CI's second run on Debian's PostgreSQL) is not the server's: a test that
  // wants one passes it, and one that does not is testing the embedded database
  const { DATABASE_URL: _runDatabase, ...inherited } = process.env;
  const entry = options.built ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...entry], {
    cwd: repoRoot,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
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

/** Waits until /api/health answers 200, or the process exits (then throws with its output). */
export async function waitHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time:\n${server.output()}`);
}
