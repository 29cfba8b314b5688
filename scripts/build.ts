/**
 * `npm run build`: the web app (Vite, text files precompressed by its build) and the server bundled into
 * server/dist/main.js, so that production runs on `node` alone: no tsx, no Vite, no dev dependency
 * (`npm run start:prod`). Writes the source stamp last, so a build that failed half-way is never taken for a fresh one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sourceStamp, STAMP_FILE } from './sourceStamp.ts';

const serverDist = path.join(repoRoot, 'server/dist');

export async function build(): Promise<void> {
  const started = Date.now();
  const stamp = sourceStamp();
  const { build: viteBuild } = await import('vite');
  // Vite takes React's development or production build from NODE_ENV when it is set: a build started from inside a
  // test runner (NODE_ENV=test: the browser tests' setup) or a shell with NODE_ENV=development would otherwise ship
  // React's development build (bigger, slower, effects run twice), and the stamp would vouch for it
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ root: path.join(repoRoot, 'web'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await buildServer();
  fs.writeFileSync(STAMP_FILE, `${stamp}\n`);
  console.log(`[build] web/dist and server/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildServer(): Promise<void> {
  const esbuild = await import('esbuild');
  fs.rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'server/src/main.ts')],
    outfile: path.join(serverDist, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // db/migrate.ts reads its SQL files next to itself (import.meta.dirname), which in the bundle is server/dist;
  // config.ts finds web/dist two folders up, which server/dist keeps true
  fs.cpSync(path.join(repoRoot, 'server/src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
}

/**
 * npm packages stay outside the bundle and load from node_modules at run time (they are the server's
 * "dependencies", installed by `npm ci --omit=dev`); the workspace's own TypeScript (@fieldwatch/domain, whose
 * package.json points at .ts sources) is compiled in, since plain Node cannot load it.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b: { onResolve(o: { filter: RegExp }, f: (a: { path: string }) => { external: boolean } | undefined): void }) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fieldwatch/') ? undefined : { external: true }));
  },
};

if (import.meta.main) await build();
