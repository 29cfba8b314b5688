import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags';
import type { ServerProcess } from '../../server/test/helpers/serverProcess';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The production build as `npm run start:prod` runs it (`node` with server/src/nodeFlags.ts's flags, `server/dist/main.js`), like
 * server/test/helpers/serverProcess.ts's startServer with `built`, but with room for Node flags such as --cpu-prof,
 * which NODE_OPTIONS does not accept. Throughput is measured on the bundle production runs, not on tsx's loader.
 */
export async function startBuiltServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
    await fs.access(path.join(repoRoot, built)).catch(() => {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run bench:api does)`);
    });
  }
  // the caller's own DATABASE_URL is not the bench's database
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  let out = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, 'server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // the last 100 kB only: a long run at warn level still prints little, but nothing here may grow without bound
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
